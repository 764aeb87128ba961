/// The result of one audit: every view controller found, with what it does and what to
/// extract. This is the JSON schema's root object (see `docs/report-schema.md`).
public struct AuditReport: Codable, Sendable, Equatable {
    /// The version of the JSON schema. Bumped on any incompatible change.
    public static let currentSchemaVersion = 2

    /// The schema version this report follows.
    public var schemaVersion: Int
    /// The Whittle version that wrote the report.
    public var toolVersion: String
    /// The number of Swift files read.
    public var filesScanned: Int
    /// The number of source lines read.
    public var linesScanned: Int
    /// Every view controller, worst first (most responsibilities to extract, then most lines).
    public var viewControllers: [ViewControllerReport]
    /// Files that could not be audited, and why. The rest of the audit went on.
    public var diagnostics: [FileDiagnostic]

    public init(
        schemaVersion: Int = AuditReport.currentSchemaVersion, toolVersion: String = WhittleAuditVersion.current,
        filesScanned: Int, linesScanned: Int, viewControllers: [ViewControllerReport],
        diagnostics: [FileDiagnostic]
    ) {
        self.schemaVersion = schemaVersion
        self.toolVersion = toolVersion
        self.filesScanned = filesScanned
        self.linesScanned = linesScanned
        self.viewControllers = viewControllers
        self.diagnostics = diagnostics
    }

    /// Every finding of every view controller.
    public var findings: [Finding] { viewControllers.flatMap(\.findings) }

    /// The most severe finding's severity, or `nil` when there is none.
    public var highestSeverity: Severity? { viewControllers.lazy.flatMap(\.findings).map(\.severity).max() }
}

/// The version of the auditor.
public enum WhittleAuditVersion {
    /// The version string printed by `whittle --version` and written into reports.
    public static let current = "0.1.0"
}
