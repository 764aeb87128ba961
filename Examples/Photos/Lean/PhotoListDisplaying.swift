/// What the photo list's view shows besides its rows; the UIKit table view conforms, and so
/// does a test double.
@MainActor
public protocol PhotoListDisplaying: AnyObject {
    /// Why the list could not be read or changed, shown over the list; `nil` hides it.
    var failureText: String? { get set }
}
