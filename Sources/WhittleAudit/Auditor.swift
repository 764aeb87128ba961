/// Runs an audit: discover, parse, index, classify, check rules, prescribe.
///
/// ```swift
/// let report = try Auditor(configuration: .init()).audit(paths: ["Sources"])
/// for controller in report.viewControllers { print(controller.name) }
/// ```
public struct Auditor: Sendable {
    /// The configuration the audit follows.
    public var configuration: AuditConfiguration

    /// Creates an auditor.
    public init(configuration: AuditConfiguration = AuditConfiguration()) {
        self.configuration = configuration
    }

    /// Audits the Swift files under `paths`.
    ///
    /// - Parameters:
    ///   - paths: Files or folders.
    ///   - jobs: Files parsed at once; `nil` uses every core.
    /// - Throws: ``AuditError/pathNotFound(_:)`` when a path does not exist.
    public func audit(paths: [String], jobs: Int? = nil) throws -> AuditReport {
        // Replaced by the pipeline (issue 3).
        for path in paths where !FileSystem.exists(path) {
            throw AuditError.pathNotFound(path)
        }
        return AuditReport(filesScanned: 0, linesScanned: 0, viewControllers: [], diagnostics: [])
    }
}
