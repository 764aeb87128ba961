/// Why a cache file was not used: its bytes are never trusted, only checked and then
/// decoded, and any of these makes the audit do the work the file would have saved.
enum CacheCorruption: Error, Equatable {
    /// Not a Whittle cache file of this kind, or one of another format version.
    case foreign
    /// Written by another Whittle build or with other settings (another key).
    case stale
    /// Shorter or longer than its header says.
    case truncated
    /// The checksum does not match the contents.
    case checksumMismatch
    /// A value out of range: a count, an enum case, a string index.
    case invalidValue
}

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
