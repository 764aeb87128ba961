/// How a ``QueryDataSource`` brought its sections up to date so far: how often it patched,
/// how often it refetched and why, and how long it held the main actor.
public struct QueryUpdateStatistics: Sendable, Equatable {
    /// Batches of transactions applied as a patch of the touched rows.
    public var patches = 0
    /// Batches of transactions answered by fetching the whole result.
    public var refetches = 0
    /// The refetches by reason.
    public var refetchReasons: [QueryRefetchReason: Int] = [:]
    /// Time spent on the main actor applying updates and calling observers.
    public var mainActorTime: Duration = .zero

    /// Creates empty statistics.
    public init() {}
}
