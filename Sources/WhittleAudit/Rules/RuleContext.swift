/// Everything a rule may look at for one view controller.
struct RuleContext {
    var catalog: AuditCatalog
    var controller: IndexedViewController
    var classification: Classifier.Result
    /// Responsibilities the controller carries, kept ones included.
    var responsibilities: [ResponsibilityReport]
    var metrics: Metrics
    var configuration: AuditConfiguration
    /// Protocols declared in the audited code.
    var projectProtocols: Set<String>

    /// Misplaced responsibilities whose rule is not disabled in the configuration.
    var countedMisplaced: [ResponsibilityReport] {
        responsibilities.filter { report in
            guard let rule = report.id.rule else { return false }
            return !configuration.disabledRules.contains(rule)
        }
    }
}

/// A rule violation before severity and disabling are applied.
struct RuleHit {
    var message: String
    var member: String?
    var file: String
    var line: Int
}
