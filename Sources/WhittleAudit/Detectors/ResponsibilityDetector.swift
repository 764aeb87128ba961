/// Finds one responsibility from the evidence in a member, declaratively: a list of signals,
/// each with its reason, plus examples that run as tests and print in `whittle explain`.
struct ResponsibilityDetector: Sendable {
    var responsibility: Responsibility
    var summary: String
    var signals: [Signal]
    var triggeringExamples: [AuditExample]
    var nonTriggeringExamples: [AuditExample]

    var description: DetectorDescription {
        DetectorDescription(
            responsibility: responsibility, summary: summary, triggeringExamples: triggeringExamples,
            nonTriggeringExamples: nonTriggeringExamples)
    }

    /// The built-in detectors, one per responsibility, in the order of ``Responsibility/allCases``.
    static let builtIn: [ResponsibilityDetector] = [
        .dataSource, .cellConfiguration, .networking, .persistence, .caching, .keyboard, .navigation,
        .viewConstruction, .layout, .formatting, .userInput, .alerts, .validation, .domainLogic, .animation,
        .analytics, .systemServices, .rendering, .lifecycle, .composition, .modelObservation,
    ]
}
