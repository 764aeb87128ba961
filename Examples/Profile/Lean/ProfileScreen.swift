#if canImport(UIKit)
import UIKit
import WhittleUIKit

/// Builds the profile screen: picks the followers navigator for the size class once, wires
/// the buttons to the logic controller, and confirms follows with an alert.
@MainActor
enum ProfileScreen {
    /// The profile of `userID`, shown inside `navigationController`.
    ///
    /// - Parameters:
    ///   - userID: Whose profile.
    ///   - service: The profile service.
    ///   - cache: Users loaded before.
    ///   - navigationController: The stack the profile is in.
    ///   - makeFollowersScreen: Builds the followers list for a user.
    static func make(
        userID: String, service: any ProfileService, cache: ProfileCache, navigationController: UINavigationController,
        makeFollowersScreen: @escaping @MainActor (UserProfile) -> UIViewController
    ) -> UIViewController {
        let navigator: any FollowersNavigator
        if navigationController.traitCollection.horizontalSizeClass == .regular,
            let split = navigationController.splitViewController
        {
            navigator = SplitViewNavigator<UserProfile>(splitViewController: split, makeScreen: makeFollowersScreen)
        } else {
            navigator = NavigationStackNavigator<UserProfile>(
                navigationController: navigationController, makeScreen: makeFollowersScreen)
        }
        let alerts = AlertConfirmation(presenter: navigationController)
        let interaction = FollowUserInteraction(service: service) { question, confirmTitle in
            await alerts.confirm(title: nil, message: question, confirmTitle: confirmTitle)
        }
        let logic = ProfileLogicController(
            userID: userID, service: service, cache: cache, interaction: interaction, navigator: navigator)
        let controller = ProfileViewController(logic: logic) { state in
            switch state {
            case .loading: LoadingViewController()
            case .presenting: nil
            case .failed(let message): MessageViewController(message: message)
            }
        }
        let view = controller.contentView
        view.followButton.addAction(UIAction { _ in Task { await logic.follow() } }, for: .touchUpInside)
        view.followersButton.addAction(UIAction { _ in logic.showFollowers() }, for: .touchUpInside)
        return controller
    }
}
#endif
