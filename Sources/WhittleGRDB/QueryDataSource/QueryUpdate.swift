import GRDB

/// One result of the engine for the main actor: a patch or whole new sections, the changes
/// to emit, and the bookkeeping that says which commits it covers.
struct QueryUpdate<Record: Sendable>: Sendable {
    enum Body: Sendable {
        case patch(QueryPatch<Record>)
        case replacement([QueryShownSection<Record>])
        case failure(any Error)
    }

    var body: Body
    /// The changes from the engine's previous state; empty when nothing visible changed.
    var changes: ListChanges
    /// Why the whole result was fetched; nil for a patch.
    var refetchReason: QueryRefetchReason?
    /// The number of the last commit included.
    var throughCommit: Int
    /// How many local edits this refetch settles.
    var settledEdits: Int
    /// Set when the engine found the request unpatchable while running.
    var fullRefetchReason: QueryRefetchReason?
}
