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

    /// Writes the same text as ``render(_:)`` to `output` piece by piece.
    ///
    /// Use it for large audits: the output of a big code base never exists as one string, so
    /// peak memory stays near the size of the report itself.
    ///
    /// - Parameters:
    ///   - report: The audit to write.
    ///   - output: Where the text goes, in order.
    func write<Output: TextOutputStream>(_ report: AuditReport, to output: inout Output)
}

extension Reporter {
    /// Writes ``render(_:)`` in one piece, for formats whose output stays small.
    public func write<Output: TextOutputStream>(_ report: AuditReport, to output: inout Output) {
        output.write(render(report))
    }
}
