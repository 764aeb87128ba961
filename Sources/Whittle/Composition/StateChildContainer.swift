/// Shows the child controller that matches a screen's state — loading, content, empty or error.
///
/// The parent view controller's `render(_:)` becomes one call: the container maps the state to
/// a ``ContentSlot``, hands the state to that slot's child (to show the error message, say) and
/// swaps it in through the ``ContainmentPort``. Rendering a state whose child is already shown
/// only reconfigures it.
///
/// ```swift
/// let states = StateChildContainer<ViewState<User>, ParentAdapter>(
///     port: adapter,
///     slot: { state in
///         switch state {
///         case .loading: .loading
///         case .presenting: .content
///         case .empty: .empty
///         case .failed: .error
///         }
///     },
///     makeChild: { slot in factory.child(for: slot) },
///     configure: { child, state in child.render(state) })
/// states.render(.loading)
/// ```
@MainActor
public final class StateChildContainer<State, Port: ContainmentPort> {
    /// The container doing the containment calls; use it for ``ChildContainer/layoutChildren()``.
    public let container: ChildContainer<ContentSlot, Port>
    private let slotOf: (State) -> ContentSlot
    private let configure: @MainActor (Port.Child, State) -> Void

    /// Creates a container that switches children by state.
    ///
    /// - Parameters:
    ///   - port: The parent's containment calls; held weakly.
    ///   - layout: Places the shown child; it fills the container by default.
    ///   - slot: Which child shows a state.
    ///   - makeChild: Creates a slot's child the first time it is needed.
    ///   - configure: Passes the state to the child before it is shown, and on every later
    ///     render while it stays shown.
    public init(
        port: Port,
        layout: ChildLayout<ContentSlot> = .fill,
        slot: @escaping (State) -> ContentSlot,
        makeChild: @escaping @MainActor (ContentSlot) -> Port.Child,
        configure: @escaping @MainActor (Port.Child, State) -> Void = { _, _ in }
    ) {
        container = ChildContainer(port: port, layout: layout, makeChild: makeChild)
        slotOf = slot
        self.configure = configure
    }

    /// The slot currently shown, if any.
    public var shownSlot: ContentSlot? { container.shownSlots.first }

    /// Configures and shows the child for `state`, removing the previous one.
    public func render(_ state: State) {
        let slot = slotOf(state)
        configure(container.child(for: slot), state)
        container.show(slot)
    }
}
