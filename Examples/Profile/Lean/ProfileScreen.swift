#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// Builds the profile screen: picks the followers navigator for the size class (and again
/// when it changes), wires the buttons and the name field to the logic controller, confirms
/// follows with an alert, and supplies the child plugged in for each state.
@MainActor
enum ProfileScreen {
    /// The profile of `userID`, shown inside `navigationController`.
    ///
    /// - Parameters:
    ///   - userID: Whose profile.
    ///   - service: The profile service.
    ///   - store: Keeps the last profile shown, for the next visit or launch.
    ///   - navigationController: The stack the profile is in.
    ///   - makeFollowersScreen: Builds the followers list for a route.
    static func make(
        userID: String, service: any ProfileService, store: Store<UserProfile>, navigationController: UINavigationController,
        makeFollowersScreen: @escaping @MainActor (ProfileRoute) -> UIViewController?
    ) -> UIViewController {
        let navigators = NavigatorFactory<ProfileRoute>(
            compact: { NavigationStackNavigator(navigationController: navigationController, makeScreen: makeFollowersScreen) },
            regular: {
                guard let split = navigationController.splitViewController else {
                    return NavigationStackNavigator(navigationController: navigationController, makeScreen: makeFollowersScreen)
                }
                return SplitViewNavigator(splitViewController: split, makeScreen: makeFollowersScreen)
            })
        let navigator = AdaptiveNavigator(
            factory: navigators, sizeClass: SizeClass(navigationController.traitCollection.horizontalSizeClass))
        let logic = ProfileLogicController(
            userID: userID, service: service, store: store,
            confirmation: AlertConfirmation(presenter: navigationController),
            navigator: navigator)
        let display = ProfileDisplay()
        let content = ProfileContentViewController(display: display)
        logic.onAvatar = { [weak display] data in display?.showAvatar(data) }
        logic.onNotice = { [weak display] text in display?.showNotice(text) }
        logic.onFollowFinished = { [weak view = content.contentView] outcome in
            if outcome.result != nil { view?.celebrateFollow() }
        }
        let controller = ProfileViewController(logic: logic, display: display) { slot in
            switch slot {
            case .loading: LoadingViewController()
            case .error:
                MessageViewController(message: ProfileChildren.failureMessage, actionTitle: ProfileChildren.retryTitle) {
                    logic.retry()
                }
            case .content, .empty: content
            }
        }
        controller.followSizeClass(of: navigator)
        let view = content.contentView
        view.followButton.addAction(UIAction { _ in logic.follow() }, for: .touchUpInside)
        view.followersButton.addAction(UIAction { _ in logic.showFollowers() }, for: .touchUpInside)
        // Return ends editing (and hides the keyboard); any end of editing renames.
        view.displayNameField.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
        view.displayNameField.addAction(UIAction { [weak field = view.displayNameField] _ in
            logic.rename(to: field?.text ?? "")
        }, for: .editingDidEnd)
        return controller
    }
}
#endif
