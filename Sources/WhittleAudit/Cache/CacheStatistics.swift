/// How an audit used the cache (facts, results, run stamp), for tests and the benchmark.
struct CacheStatistics: Sendable, Equatable {
    /// Files whose facts came from the cache (every file, when the whole report did).
    var hits = 0
    /// Files parsed (not in the cache, or their entry was bad).
    var misses = 0
    /// Why the facts file read at the start was not used, if it was not.
    var rejected: CacheCorruption?
    /// Whether the facts file was written.
    var wrote = false
    /// Whether the whole report came from the results cache: nothing changed since the
    /// last audit of these paths.
    var reusedReport = false
    /// Controllers whose report came from the results cache.
    var controllersReused = 0
    /// Controllers analysed.
    var controllersAnalysed = 0
    /// Whether no source was read: every file's status matched the ``RunStamp``.
    var readNothing = false
    /// Sources read and hashed to find what changed: every file, or only those of the status
    /// groups that changed since the stamp (``StampedFiles``).
    var filesRead = 0
    /// The last audit's discovery was reused: no folder it listed had changed (``DiscoveryStamp``).
    var reusedListing = false
    /// Stored reports reused without checking what they read: the project's shape was the
    /// last run's (``ControllerMemo/shape(of:controllerOnly:)``).
    var reportsTrusted = 0
    /// Whether the last report was patched: only controllers' bodies changed, so the edited
    /// controllers were analysed without the project-wide stages (``Auditor/patchedAudit(_:)``).
    var patched = false
}
