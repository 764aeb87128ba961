#if canImport(UIKit)
import WhittleUIKit

// Compact width: push the followers list.
extension NavigationStackNavigator: FollowersNavigator where Route == UserProfile {
    public func showFollowers(of user: UserProfile) {
        navigate(to: user)
    }
}

// Regular width: show the followers list in the split view's secondary column.
extension SplitViewNavigator: FollowersNavigator where Route == UserProfile {
    public func showFollowers(of user: UserProfile) {
        navigate(to: user)
    }
}
#endif
