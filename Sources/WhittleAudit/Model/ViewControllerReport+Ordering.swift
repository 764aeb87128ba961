extension ViewControllerReport {
    /// Worst first: most misplaced responsibilities, then most lines, then by name, file and
    /// line so ties never depend on discovery order. The one order of controllers: the audit
    /// returns them in it and every reporter lists them in it.
    static func worstFirst(_ lhs: ViewControllerReport, _ rhs: ViewControllerReport) -> Bool {
        let left = (lhs.metrics.misplacedResponsibilities, lhs.metrics.lines)
        let right = (rhs.metrics.misplacedResponsibilities, rhs.metrics.lines)
        if left != right { return left > right }
        return (lhs.name, lhs.file, lhs.line) < (rhs.name, rhs.file, rhs.line)
    }

    /// `reports` worst first, sorted by position: a report is too large to move around cheaply.
    static func sortedWorstFirst(_ reports: [ViewControllerReport]) -> [ViewControllerReport] {
        reports.indices.sorted { worstFirst(reports[$0], reports[$1]) }.map { reports[$0] }
    }
}
