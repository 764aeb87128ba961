/// What a navigator needs from the platform's navigation machinery — the port the UIKit
/// and AppKit adapters implement over a navigation controller, split view or window.
///
/// `Screen` is the platform's screen type (`UIViewController`), left generic so the
/// navigators stay Foundation-only and testable on Linux.
@MainActor
public protocol NavigationPort<Screen>: AnyObject {
    /// The platform's screen type.
    associatedtype Screen

    /// Pushes `screen` on the navigation stack.
    func push(_ screen: Screen, animated: Bool)

    /// Presents `screen` modally over the current one.
    func present(_ screen: Screen, animated: Bool)

    /// Shows `screen` beside the current one (a split view's supplementary or secondary
    /// column), replacing what was there.
    func showSupplementary(_ screen: Screen)
}
