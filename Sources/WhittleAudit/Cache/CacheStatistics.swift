/// How an audit used the cache, for tests and the benchmark.
struct CacheStatistics: Sendable, Equatable {
    /// Files whose facts came from the facts file (every file, when the report was replayed).
    var hits = 0
    /// Files parsed: not in the facts file, or their entry did not decode.
    var misses = 0
    /// Why the facts file on disk was not used, if it was not.
    var rejected: CacheCorruption?
    /// Whether the facts file was written.
    var wrote = false
    /// Whether the last report was replayed: nothing it depends on had changed.
    var reusedReport = false
}
