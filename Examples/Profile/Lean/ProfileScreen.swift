#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// Builds the profile screen: picks the followers navigator for the size class (and again
/// when it changes), wires the buttons and the name field to the logic controller, confirms
/// follows with an alert, and chooses the child plugged in for each state.
@MainActor
enum ProfileScreen {
    /// The profile of `userID`, shown inside `navigationController`.
    ///
    /// - Parameters:
    ///   - userID: Whose profile.
    ///   - service: The profile service.
    ///   - cache: Profiles loaded before.
    ///   - navigationController: The stack the profile is in.
    ///   - makeFollowersScreen: Builds the followers list for a route.
    static func make(
        userID: String, service: any ProfileService, cache: ProfileCache, navigationController: UINavigationController,
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
            userID: userID, service: service, cache: cache,
            confirmation: AlertConfirmation(presenter: navigationController),
            navigator: navigator)
        let controller = ProfileViewController(logic: logic) { state in
            switch state {
            case .loading: LoadingViewController()
            case .failed: MessageViewController(message: "The profile could not be loaded.", actionTitle: "Try again") {
                logic.retry()
            }
            case .presenting, .empty: nil
            }
        }
        controller.followSizeClass(of: navigator)
        let view = controller.contentView
        view.followButton.addAction(UIAction { _ in logic.follow() }, for: .touchUpInside)
        view.followersButton.addAction(UIAction { _ in logic.showFollowers() }, for: .touchUpInside)
        view.displayNameField.addAction(UIAction { [weak controller, weak field = view.displayNameField] _ in
            logic.changeDisplayName(to: field?.text ?? "") { controller?.render($0) }
        }, for: .editingDidEndOnExit)
        return controller
    }
}
#endif
