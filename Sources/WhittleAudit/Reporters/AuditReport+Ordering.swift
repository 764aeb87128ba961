/// The orders every reporter uses, so output is stable whatever order the pipeline produced.
extension AuditReport {
    /// Controllers worst first (``ViewControllerReport/worstFirst(_:_:)``): as they are when
    /// the audit made them, which is checked first, since sorting reports moves large values.
    var controllersWorstFirst: [ViewControllerReport] {
        let controllers = viewControllers
        guard zip(controllers, controllers.dropFirst()).contains(where: { ViewControllerReport.worstFirst($1, $0) }) else {
            return controllers
        }
        return ViewControllerReport.sortedWorstFirst(controllers)
    }

    /// Every unit worst first within its kind: view controllers, then SwiftUI views, then
    /// view models.
    var unitsWorstFirst: [ViewControllerReport] {
        guard !swiftUIViews.isEmpty || !viewModels.isEmpty else { return controllersWorstFirst }
        return controllersWorstFirst + ViewControllerReport.sortedWorstFirst(swiftUIViews)
            + ViewControllerReport.sortedWorstFirst(viewModels)
    }

    /// Every finding by file, line, column, rule and member.
    ///
    /// Sorts the findings' positions (two integers each) and reads each finding from its
    /// controller when asked, so a large audit's findings are never copied into one array.
    var findingsInSourceOrder: some RandomAccessCollection<Finding> {
        var positions: [(controller: Int, finding: Int)] = []
        let controllers = units
        positions.reserveCapacity(controllers.reduce(0) { $0 + $1.findings.count })
        for (controller, report) in controllers.enumerated() {
            for finding in report.findings.indices { positions.append((controller, finding)) }
        }
        positions.sort { lhs, rhs in
            Finding.sourceOrder(
                controllers[lhs.controller].findings[lhs.finding], controllers[rhs.controller].findings[rhs.finding])
        }
        return positions.lazy.map { controllers[$0.controller].findings[$0.finding] }
    }

    /// How many findings there are at each severity, counted in place: `findings` would copy
    /// every finding of a large audit into one array just to count them.
    func count(of severity: Severity) -> Int {
        [viewControllers, swiftUIViews, viewModels].joined().reduce(0) { total, unit in
            total + unit.findings.count { $0.severity == severity }
        }
    }

    /// Diagnostics by file, then kind, then line.
    var diagnosticsInOrder: [FileDiagnostic] {
        diagnostics.sorted { ($0.file, $0.kind.rawValue, $0.line ?? 0) < ($1.file, $1.kind.rawValue, $1.line ?? 0) }
    }
}

extension Finding {
    /// File, line, column, rule, member: the order a reader scans a file in.
    static func sourceOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return (lhs.member ?? "") < (rhs.member ?? "")
    }
}

extension ViewControllerReport {
    /// Responsibilities with the misplaced ones first, each group in the catalogue's order.
    var responsibilitiesMisplacedFirst: [ResponsibilityReport] {
        responsibilities.sorted { lhs, rhs in
            let (lhsKept, rhsKept) = (lhs.id.isKept(in: kind), rhs.id.isKept(in: kind))
            if lhsKept != rhsKept { return !lhsKept }
            return lhs.id < rhs.id
        }
    }

    /// Prescriptions in the catalogue's order of responsibilities.
    var prescriptionsInOrder: [Prescription] {
        prescriptions.sorted { ($0.responsibility, $0.suggestedType) < ($1.responsibility, $1.suggestedType) }
    }

    /// The controller's lines after every prescription: the smallest estimate reported, or
    /// today's lines when nothing is prescribed.
    var estimatedLinesAfter: Int {
        prescriptions.map(\.estimatedLinesAfter).min() ?? metrics.lines
    }
}

extension ViewControllerReport {
    /// What follows the name in a list of mixed units: ` (SwiftUI view)`, ` (view model)`, or
    /// nothing for a view controller.
    var kindLabel: String { kind == .viewController ? "" : " (\(kind.noun))" }

    /// The name as a list of mixed units shows it: a SwiftUI view or a view model says so.
    var labelledName: String { name + kindLabel }
}
