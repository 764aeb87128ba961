/// Finds one responsibility from the evidence in a member, declaratively: a list of signals,
/// each with its reason, plus examples that run as tests and print in `whittle explain`.
///
/// One file per detector holds its signals and, after them, its examples, as a SwiftLint rule
/// file does. `CatalogExampleTests` holds them to SwiftLint's contract: each triggering example
/// marks its evidence with `↓` (at the start of the declaration for a signature, attribute,
/// name or conformance) and the evidence must land on every marked line; every signal shows in
/// at least one triggering example; and nothing fires once an example's bodies sit in a
/// comment or a string.
struct ResponsibilityDetector: Sendable {
    var responsibility: Responsibility
    var signals: [Signal]
    var triggeringExamples: [AuditExample]
    var nonTriggeringExamples: [AuditExample]

    var description: DetectorDescription {
        DetectorDescription(
            responsibility: responsibility, summary: "The view controller itself \(responsibility.definition).", triggeringExamples: triggeringExamples,
            nonTriggeringExamples: nonTriggeringExamples)
    }

    /// The built-in detectors, one per responsibility, in the order of ``Responsibility/allCases``.
    static let builtIn: [ResponsibilityDetector] = [
        .dataSource, .cellConfiguration, .networking, .persistence, .caching, .keyboard, .navigation,
        .viewConstruction, .layout, .formatting, .userInput, .alerts, .validation, .domainLogic, .animation,
        .analytics, .systemServices, .rendering, .lifecycle, .composition, .modelObservation,
    ]
}
