import Foundation

/// Why a ``Store`` could not read or write its archive.
///
/// Every case leaves the archive on disk as it was: a store never deletes or overwrites a
/// file it could not read, so the last good copy survives for inspection or recovery.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The archive bytes are not a valid envelope (truncated, garbled, or not an archive).
    case corrupt(location: String, reason: String)
    /// The archive was written by a newer or older, incompatible format.
    case unsupportedVersion(location: String, found: Int, supported: Int)
    /// The value could not be encoded; nothing was written.
    case encodingFailed(reason: String)
    /// The storage could not be read.
    case readFailed(location: String, reason: String)
    /// The storage could not be written; the previous archive is unchanged.
    case writeFailed(location: String, reason: String)

    public var description: String {
        switch self {
        case let .corrupt(location, reason):
            "The archive at \(location) is corrupt (\(reason)). It was left untouched; "
                + "save a new value to replace it, or restore it from a backup."
        case let .unsupportedVersion(location, found, supported):
            "The archive at \(location) has format version \(found), but this store reads "
                + "version \(supported). Migrate the file or create the store with formatVersion: \(found)."
        case let .encodingFailed(reason):
            "The value could not be encoded (\(reason)); nothing was written."
        case let .readFailed(location, reason):
            "The archive at \(location) could not be read (\(reason)). Check that the path exists and is readable."
        case let .writeFailed(location, reason):
            "The archive at \(location) could not be written (\(reason)); the previous copy is unchanged. "
                + "Check that the folder exists and is writable."
        }
    }
}
