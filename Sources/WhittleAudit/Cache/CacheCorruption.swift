/// Why bytes read from the cache were not used: they are never trusted, only checked and
/// then decoded, and any of these makes the audit parse the file instead.
enum CacheCorruption: Error, Equatable {
    /// Not a Whittle cache file, or one of another format version.
    case foreign
    /// Written by another Whittle build or with another configuration.
    case stale
    /// Shorter or longer than its header says.
    case truncated
    /// The checksum does not match the contents.
    case checksumMismatch
    /// A value out of range: a count, an enum case, a string index.
    case invalidValue
}
