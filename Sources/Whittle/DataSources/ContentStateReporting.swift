/// A data source that loads its content and says where it is in doing so: what a screen
/// shows instead of the list (a spinner, a placeholder, an error with a retry) comes from here.
///
/// ``RemoteDataSource`` reports its paging state; ``ComposedDataSource`` aggregates its
/// children's.
@MainActor
public protocol ContentStateReporting: AnyObject {
    /// Where the content is in loading.
    var contentState: RemoteContentState { get }
}

extension RemoteDataSource: ContentStateReporting {
    /// The data source's ``state``.
    public var contentState: RemoteContentState { state }
}

extension ComposedDataSource: ContentStateReporting {
    /// One state for the whole composed list, from its children's.
    ///
    /// A child that does not report a state counts as loaded, or as empty when it has no
    /// items. While any child shows items the list shows content, refreshing while a child
    /// loads; with nothing to show, a child loading makes it loading, then a failed child
    /// makes it an error, and otherwise it is empty (or initial while every child is).
    /// Observable children's states are read here, so Observation tracks this property.
    public var contentState: RemoteContentState {
        let states = children.map { child in
            (child as? any ContentStateReporting)?.contentState ?? (child.numberOfItems == 0 ? .noContent : .contentLoaded)
        }
        if states.contains(where: { $0 == .contentLoaded || $0 == .refreshingContent }) {
            return states.contains(where: { $0 == .refreshingContent || $0 == .loadingContent }) ? .refreshingContent : .contentLoaded
        }
        if states.contains(.loadingContent) { return .loadingContent }
        if states.contains(.error) { return .error }
        if !states.isEmpty, states.allSatisfy({ $0 == .initial }) { return .initial }
        return .noContent
    }
}
