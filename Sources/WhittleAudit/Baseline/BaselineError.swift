/// Why a baseline could not be used; each message says what to do.
public enum BaselineError: Error, Equatable, CustomStringConvertible {
    /// The file is missing or cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is not a baseline Whittle wrote.
    case corrupt(path: String, reason: String)
    /// The file was written by a newer Whittle.
    case unsupportedVersion(path: String, version: Int)
    /// The baseline could not be written.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read baseline \(path): \(reason). Record one with `whittle audit --write-baseline \(path)`."
        case .corrupt(let path, let reason):
            "baseline \(path) is corrupt: \(reason). Record it again with `whittle audit --write-baseline \(path)`."
        case .unsupportedVersion(let path, let version):
            "baseline \(path) has version \(version), newer than this Whittle reads (\(Baseline.currentVersion)). "
                + "Update Whittle or record the baseline again."
        case .unwritable(let path, let reason):
            "cannot write baseline \(path): \(reason). Check that the folder exists and is writable."
        }
    }
}
