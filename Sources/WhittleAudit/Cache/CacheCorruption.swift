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
