#if canImport(UIKit)
import UIKit
import Whittle
import WhittleUIKit

/// Builds the profile screen: picks the followers navigator for the size class once
/// ("tell, don't ask"), wires the buttons to the logic controller, confirms follows with an
/// alert, and chooses the child plugged in for each state.
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
        let sizeClass: SizeClass = navigationController.traitCollection.horizontalSizeClass == .regular ? .regular : .compact
        let logic = ProfileLogicController(
            userID: userID, service: service, cache: cache,
            confirmation: AlertConfirmation(presenter: navigationController),
            navigator: navigators.makeNavigator(for: sizeClass))
        let controller = ProfileViewController(logic: logic) { state in
            switch state {
            case .loading: LoadingViewController()
            case .failed: MessageViewController(message: "The profile could not be loaded.")
            case .presenting, .empty: nil
            }
        }
        let view = controller.contentView
        view.followButton.addAction(UIAction { _ in logic.follow() }, for: .touchUpInside)
        view.followersButton.addAction(UIAction { _ in logic.showFollowers() }, for: .touchUpInside)
        return controller
    }
}
#endif
