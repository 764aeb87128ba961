#if canImport(UIKit)
import WhittleUIKit

// Compact width: push the followers list.
extension NavigationStackNavigator: FollowersNavigator where Route == ProfileUser {
    public func showFollowers(of user: ProfileUser) {
        navigate(to: user)
    }
}

// Regular width: show the followers list in the split view's secondary column.
extension SplitViewNavigator: FollowersNavigator where Route == ProfileUser {
    public func showFollowers(of user: ProfileUser) {
        navigate(to: user)
    }
}
#endif
