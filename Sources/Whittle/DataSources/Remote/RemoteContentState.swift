/// Where a ``RemoteDataSource`` is in loading its content.
///
/// The states of Apple's 2014 "Advanced User Interfaces Using Collection Views" sample:
/// a screen shows a spinner while ``loadingContent``, the list in ``contentLoaded`` (also
/// while ``refreshingContent``), a placeholder in ``noContent``, and an error view with a
/// retry button in ``error``.
public enum RemoteContentState: Sendable, Equatable {
    /// Nothing requested yet.
    case initial
    /// The first page is loading and there is nothing to show yet.
    case loadingContent
    /// Items are showing.
    case contentLoaded
    /// The source answered with no items.
    case noContent
    /// The first page failed and there is nothing to show; see ``RemoteDataSource/error``.
    case error
    /// Items are showing while the first page loads again.
    case refreshingContent
}
