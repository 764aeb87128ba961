/// What a list bridge dequeues for one position of a table or collection view.
///
/// UIKit raises an exception when a data source returns a cell or supplementary view that
/// was not dequeued from the list view, so a bridge never builds one itself: it dequeues
/// either the registered view for the content, or the placeholder it registered under
/// ``ListPlaceholder``. The decision is made here, on any platform, and tested on Linux.
public enum DequeuePlan<Content> {
    /// Dequeue with `reuseIdentifier` and fill the view from `content`.
    case content(Content, reuseIdentifier: String)
    /// Dequeue the bridge's empty placeholder; `reason` says why there is no content.
    case placeholder(reuseIdentifier: String, reason: PlaceholderReason)

    /// The reuse identifier to dequeue with, whichever the case.
    public var reuseIdentifier: String {
        switch self {
        case .content(_, let identifier), .placeholder(let identifier, _): identifier
        }
    }

    /// The content to fill the dequeued view with, or `nil` for a placeholder.
    public var content: Content? {
        if case .content(let content, _) = self { return content }
        return nil
    }
}

extension DequeuePlan: Sendable where Content: Sendable {}
extension DequeuePlan: Equatable where Content: Equatable {}
