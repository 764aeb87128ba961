/// The properties of the tag header's view that its binding sets.
@MainActor
public protocol TagHeaderDisplaying: AnyObject {
    /// The tag's title, such as "#harbour".
    var titleText: String? { get set }
    /// The counts line, or why the tag could not be loaded.
    var countsText: String? { get set }
    /// The follow button's title; `nil` hides the button (before the tag is loaded).
    var followButtonTitle: String? { get set }
}
