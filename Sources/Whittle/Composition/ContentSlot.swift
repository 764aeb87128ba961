/// The child a screen shows for each phase of its content.
///
/// Map a screen's state to a slot (`.loading` while loading, `.error` on failure…) and let a
/// ``StateChildContainer`` swap the matching child controller in.
public enum ContentSlot: Sendable, Hashable, CaseIterable {
    /// A loading indicator.
    case loading
    /// The screen's real content.
    case content
    /// What to show when the content has no items.
    case empty
    /// A failure message, usually with a retry button.
    case error
}
