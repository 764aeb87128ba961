/// Why a JSON report could not be read for `whittle diff`; each message says what to do.
public enum ReportFileError: Error, Equatable, CustomStringConvertible {
    /// The file is missing or cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is not a JSON report Whittle wrote.
    case notAReport(path: String, reason: String)
    /// The report follows a schema version this Whittle does not compare.
    case unsupportedVersion(path: String, version: Int)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read report \(path): \(reason). Write one with `whittle audit --format json > \(path)`."
        case .notAReport(let path, let reason):
            "\(path) is not a Whittle JSON report: \(reason). Write one with `whittle audit --format json > \(path)`."
        case .unsupportedVersion(let path, let version) where version < AuditReport.currentSchemaVersion:
            "report \(path) has schema version \(version), older than this Whittle compares "
                + "(\(AuditReport.currentSchemaVersion)). Audit that revision again with this Whittle "
                + "(`whittle audit --format json`) so both reports are read the same way."
        case .unsupportedVersion(let path, let version):
            "report \(path) has schema version \(version), newer than this Whittle reads "
                + "(\(AuditReport.currentSchemaVersion)). Update Whittle, or write both reports with this one "
                + "(`whittle audit --format json`)."
        }
    }
}
