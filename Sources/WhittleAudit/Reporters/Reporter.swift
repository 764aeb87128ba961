/// Turns an ``AuditReport`` into the text of one output format.
///
/// Reporters are pure: the same report and options always give the same text, so tests can
/// pin their output and CI diffs stay quiet. Pick one with ``ReportFormat/reporter(options:)``.
/// A reporter implements ``write(_:to:)``; ``render(_:)`` collects what it writes.
public protocol Reporter: Sendable {
    /// Writes the report to `output` piece by piece.
    ///
    /// The output of a big code base never exists as one string, so peak memory stays near
    /// the size of the report itself.
    ///
    /// - Parameters:
    ///   - report: The audit to write.
    ///   - output: Where the text goes, in order.
    func write<Output: TextOutputStream>(_ report: AuditReport, to output: inout Output)

    /// Renders `report` as one string: what ``write(_:to:)`` writes.
    ///
    /// - Parameter report: The audit to render.
    /// - Returns: The whole output, ending in a newline unless it is empty.
    func render(_ report: AuditReport) -> String
}

extension Reporter {
    /// Collects ``write(_:to:)`` into one string.
    public func render(_ report: AuditReport) -> String {
        var text = ""
        write(report, to: &text)
        return text
    }
}
