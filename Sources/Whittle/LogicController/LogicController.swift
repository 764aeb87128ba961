/// A screen's logic, apart from its views: every action returns the next ``ViewState``.
///
/// Conform a screen-specific class (`ProfileLogicController`) and implement
/// ``load(emit:)``. You get both forms of every action the seed describes:
///
/// - async: `let state = await logic.load()`
/// - completion handler: `logic.load { [weak self] state in self?.render(state) }`
///
/// Handler-form loads go through ``requests`` and every other action through
/// ``mutations``: within each lane a newer call wins over a slower older one, and the lanes
/// never cancel each other — a pull to refresh must not cancel a rename still being saved.
/// Add further actions the same way:
///
/// ```swift
/// func changeDisplayName(to name: String) async -> ViewState<Profile> { … }
///
/// func changeDisplayName(to name: String, then handler: @escaping Handler) {
///     perform({ await self.changeDisplayName(to: name) }, then: handler)
/// }
/// ```
///
/// The view controller only calls actions and renders what comes back (see
/// ``StateRendering``).
@MainActor
public protocol LogicController<Value>: AnyObject {
    /// The value the screen presents.
    associatedtype Value: Sendable

    /// Sequences handler-form loads so that the newest one wins. Store one instance.
    var requests: LatestRequest<Value> { get }

    /// Sequences handler-form mutations (``perform(_:then:)``) apart from loads, so that
    /// the newest mutation wins and a load never cancels one. Store one instance.
    var mutations: LatestRequest<Value> { get }

    /// Loads the screen's state, emitting each state as it becomes known — for example a
    /// cached value first, then a fresh one.
    ///
    /// - Parameter emit: Receives the states in order.
    func load(emit: (ViewState<Value>) -> Void) async
}

extension LogicController {
    /// The completion-handler signature of every action.
    public typealias Handler = @MainActor (ViewState<Value>) -> Void

    /// Loads and returns the final state (the fresh one when a cached value came first).
    ///
    /// - Returns: The last state ``load(emit:)`` emitted, or ``ViewState/loading`` if it
    ///   emitted none.
    public func load() async -> ViewState<Value> {
        var last = ViewState<Value>.loading
        await load { last = $0 }
        return last
    }

    /// Loads and calls `handler` with each state, unless a newer action started since.
    ///
    /// The logic controller is kept alive until the load ends (or a newer action replaces
    /// it), so `ProfileLogic(…).load(into: self)` renders even when nothing else holds the
    /// logic controller.
    ///
    /// - Parameter handler: Receives every state, typically the view controller's
    ///   `render(_:)`.
    /// - Returns: The task doing the work, to await in tests or to cancel.
    @discardableResult
    public func load(then handler: @escaping Handler) -> Task<Void, Never> {
        requests.run({ emit in await self.load(emit: emit) }, deliver: handler)
    }

    /// Runs a mutating async action in completion-handler form, in the ``mutations`` lane:
    /// a newer mutation wins over an older one, and loads neither cancel nor are cancelled
    /// by it.
    ///
    /// - Parameters:
    ///   - action: An async action of the logic controller that returns the next state.
    ///   - handler: Receives the state, unless a newer mutation started since.
    /// - Returns: The task doing the work.
    @discardableResult
    public func perform(
        _ action: @escaping @MainActor () async -> ViewState<Value>,
        then handler: @escaping Handler
    ) -> Task<Void, Never> {
        mutations.run({ emit in emit(await action()) }, deliver: handler)
    }

    /// Loads and renders each state on `renderer`, unless a newer action started since.
    ///
    /// - Parameter renderer: The view controller (or test double) that draws states. It is
    ///   held weakly, so a screen that went away is not kept for its load: keep a test's
    ///   renderer in a variable. The logic controller is kept until the load ends.
    /// - Returns: The task doing the work.
    @discardableResult
    public func load<Renderer: StateRendering>(into renderer: Renderer) -> Task<Void, Never>
    where Renderer.Value == Value {
        load { [weak renderer] state in renderer?.render(state) }
    }
}
