/// The result of one audit: every view controller, SwiftUI view and view model found, with
/// what it does and what to extract. This is the JSON schema's root object (see `docs/report-schema.md`).
public struct AuditReport: Codable, Sendable, Equatable {
    /// The version of the JSON schema. Bumped on any incompatible change.
    public static let currentSchemaVersion = 3

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
    /// Every SwiftUI view, worst first, shaped like a controller's entry (`docs/swiftui.md`).
    public var swiftUIViews: [ViewControllerReport]
    /// Every view model a SwiftUI view holds for itself, worst first.
    public var viewModels: [ViewControllerReport]
    /// Files that could not be audited, and why. The rest of the audit went on.
    public var diagnostics: [FileDiagnostic]

    public init(
        schemaVersion: Int = AuditReport.currentSchemaVersion, toolVersion: String = WhittleAuditVersion.current,
        filesScanned: Int, linesScanned: Int, viewControllers: [ViewControllerReport],
        swiftUIViews: [ViewControllerReport] = [], viewModels: [ViewControllerReport] = [], diagnostics: [FileDiagnostic]
    ) {
        self.schemaVersion = schemaVersion
        self.toolVersion = toolVersion
        self.filesScanned = filesScanned
        self.linesScanned = linesScanned
        self.viewControllers = viewControllers
        self.swiftUIViews = swiftUIViews
        self.viewModels = viewModels
        self.diagnostics = diagnostics
    }

    /// Every audited unit: the view controllers, then the SwiftUI views, then the view models.
    public var units: [ViewControllerReport] { viewControllers + swiftUIViews + viewModels }

    /// Every finding of every unit.
    public var findings: [Finding] { units.flatMap(\.findings) }

    /// The most severe finding's severity, or `nil` when there is none.
    public var highestSeverity: Severity? { units.lazy.flatMap(\.findings).map(\.severity).max() }
}

/// The version of the auditor.
public enum WhittleAuditVersion {
    /// The version string printed by `whittle --version` and written into reports.
    public static let current = "0.1.0"
}
