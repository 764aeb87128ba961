import Whittle

/// The profile screen's children as plugins (seed 004): which child shows each state, and
/// what the failure child says. A ``Whittle/StateChildContainer`` swaps them in; the UIKit
/// screen supplies a spinner, a message with a "Try again" button, and the profile's content.
@MainActor
public enum ProfileChildren {
    /// What the failure child says.
    public static let failureMessage = "The profile could not be loaded."
    /// The failure child's button, which retries.
    public static let retryTitle = "Try again"

    /// The child for `state`: the spinner while loading, the message on failure, the
    /// profile's content otherwise (an empty profile is still a profile).
    public static func slot(for state: ViewState<UserProfile>) -> ContentSlot {
        state.contentSlot == .empty ? .content : state.contentSlot
    }

    /// A container that shows the child of each state through `port`.
    ///
    /// - Parameters:
    ///   - port: The parent's containment calls.
    ///   - makeChild: Creates the child of a slot the first time it is needed.
    public static func container<Port: ContainmentPort>(
        port: Port, makeChild: @escaping @MainActor (ContentSlot) -> Port.Child
    ) -> StateChildContainer<ViewState<UserProfile>, Port> {
        StateChildContainer(port: port, slot: slot(for:), makeChild: makeChild)
    }
}
