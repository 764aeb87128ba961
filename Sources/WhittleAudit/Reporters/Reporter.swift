/// Turns an ``AuditReport`` into the text of one output format.
///
/// Reporters are pure: the same report and options always give the same text, so tests can
/// pin their output and CI diffs stay quiet. Pick one with ``ReportFormat/reporter(options:)``.
public protocol Reporter: Sendable {
    /// Renders `report`.
    ///
    /// - Parameter report: The audit to render.
    /// - Returns: The whole output, ending in a newline unless it is empty.
    func render(_ report: AuditReport) -> String
}
