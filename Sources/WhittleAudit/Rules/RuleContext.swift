/// Everything a rule may look at for one unit: a view controller, a SwiftUI view or a view model.
struct RuleContext {
    var catalog: AuditCatalog
    var controller: IndexedViewController
    var classification: Classifier.Result
    /// Responsibilities the controller carries, kept ones included.
    var responsibilities: [ResponsibilityReport]
    var metrics: Metrics
    var configuration: AuditConfiguration
    /// What extracting each misplaced responsibility would move: how big the work is.
    var extraction: ExtractionPlan
    /// Protocols declared in the audited code.
    var projectProtocols: Set<String>

    /// Whether the controller is massive: size and scattered work together. More lines than
    /// `max_lines` with more misplaced responsibilities than `max_responsibilities`; or more
    /// than half the lines with more than twice the responsibilities (so scattered that size
    /// hardly matters); or massive by the published rule of Habchi et al. Size alone is a
    /// long class that may still do one job; a few misplaced responsibilities in a small
    /// class are ``RuleID/tooManyResponsibilities``, a warning.
    var isMassive: Bool { !massiveClauses.isEmpty }

    /// Which of ``isMassive``'s clauses hold, so the finding says which limit was crossed.
    /// Whether the unit carries more misplaced responsibilities than `max_responsibilities`
    /// allows: a SwiftUI view, small by nature, already at the limit (`docs/swiftui.md`).
    var hasTooManyMisplaced: Bool {
        let limit = configuration.thresholds.maxResponsibilities
        let misplaced = extraction.misplaced.count
        return controller.kind == .swiftUIView ? misplaced >= limit : misplaced > limit
    }

    var massiveClauses: Set<MassiveClause> {
        let thresholds = configuration.thresholds
        let lines = metrics.lines
        let misplaced = extraction.misplaced.count
        var clauses: Set<MassiveClause> = []
        if controller.kind == .swiftUIView {
            // Views are measured against their own limits (`docs/swiftui.md`).
            if hasTooManyMisplaced
                && (lines >= thresholds.maxViewLines || (metrics.bodyLines ?? 0) >= thresholds.maxViewBodyLines)
            {
                clauses.insert(.largeView)
            }
            return clauses
        }
        if lines > thresholds.maxLines && misplaced > thresholds.maxResponsibilities { clauses.insert(.largeAndScattered) }
        if lines > thresholds.maxLines / 2 && misplaced > 2 * thresholds.maxResponsibilities { clauses.insert(.veryScattered) }
        if metrics.massiveByHabchi { clauses.insert(.habchi) }
        return clauses
    }

    /// The ways a controller is massive.
    enum MassiveClause: Hashable {
        /// More lines than `max_lines` with more misplaced responsibilities than `max_responsibilities`.
        case largeAndScattered
        /// More than half the lines with more than twice the responsibilities.
        case veryScattered
        /// Massive by the published rule of Habchi et al.
        case habchi
        /// A SwiftUI view with at least `max_responsibilities` misplaced responsibilities and
        /// `max_view_lines` lines or a body of `max_view_body_lines`.
        case largeView
    }
}

/// A rule violation before severity and disabling are applied.
struct RuleHit {
    var message: String
    var member: String?
    var file: String
    var line: Int
    /// Whether the finding is too small to be worth a warning (see
    /// ``AuditConfiguration/Thresholds/minExtractLines``).
    var isSmall = false
}
