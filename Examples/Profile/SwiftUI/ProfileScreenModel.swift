import Whittle

/// The profile screen's state for SwiftUI: the same ``ProfileLogicController`` as the UIKit
/// screen, rendering into an ``ObservableViewState``, asking through an
/// ``ObservableConfirmation`` and navigating a ``PathNavigator`` — three values the view
/// binds to, and nothing the view decides.
@MainActor
public final class ProfileScreenModel {
    /// What the screen shows.
    public let screen = ObservableViewState<UserProfile>()
    /// Where the screen is: the stack the followers list is pushed on.
    public let navigator = PathNavigator<ProfileRoute>()
    /// The question open on screen ("Follow Ada?").
    public let confirmation = ObservableConfirmation()
    /// The screen's logic.
    public let logic: ProfileLogicController

    /// Creates the model for the profile of `userID`.
    public init(userID: String, service: any ProfileService, store: Store<UserProfile>) {
        logic = ProfileLogicController(
            userID: userID, service: service, store: store, confirmation: confirmation, navigator: navigator)
    }

    /// Loads the profile (then its avatar); later states, after a follow, arrive too.
    @discardableResult
    public func start() -> Task<Void, Never> {
        logic.start { [screen] state in screen.render(state) }
    }
}
