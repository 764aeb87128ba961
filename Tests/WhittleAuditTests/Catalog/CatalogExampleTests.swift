import Testing
@testable import WhittleAudit

/// The catalog's examples are its tests, as SwiftLint's are: each triggering example finds its
/// responsibility where its `↓` markers point, every signal of either language shows in one,
/// and nothing fires once a Swift example's code sits in a comment or a string.
struct CatalogExampleTests {
    /// Every responsibility has exactly one detector, so `whittle explain` can print each.
    @Test func everyResponsibilityHasOneDetector() {
        let ids = AuditCatalog().detectors.map(\.responsibility.id)
        #expect(ids == Responsibility.allCases.map(\.id))
        #expect(Set(ids).count == ids.count, "two detectors declare the same responsibility: \(ids)")
    }

    /// Every rule id Whittle documents has a rule with a description, in the order findings
    /// are listed in.
    @Test func everyRuleIDHasARule() {
        let ids = AuditCatalog().rules.map(\.id)
        #expect(ids == RuleID.all)
        #expect(Set(ids).count == ids.count, "two rules declare the same id: \(ids)")
    }

    /// Each detector shows what it finds, and what it does not, in both languages.
    @Test(arguments: ResponsibilityDetector.builtIn, SourceLanguage.allCases)
    func everyDetectorHasExamplesInBothLanguages(_ detector: ResponsibilityDetector, _ language: SourceLanguage) {
        #expect(detector.triggeringExamples.contains { $0.language == language })
        #expect(detector.nonTriggeringExamples.contains { $0.language == language })
    }

    /// The evidence for a responsibility in an example, from every view controller in it.
    static func evidence(_ example: AuditExample, _ responsibility: Responsibility) -> [Evidence] {
        AuditFixture.audit(example).units.compactMap { $0.responsibility(responsibility) }.flatMap(\.evidence)
    }

    /// A detector finds its responsibility in each triggering example, with evidence on every
    /// marked line, and not in any non-triggering one.
    @Test(arguments: ResponsibilityDetector.builtIn)
    func detectorExamples(_ detector: ResponsibilityDetector) {
        #expect(!detector.triggeringExamples.isEmpty)
        for example in detector.triggeringExamples {
            let evidence = Self.evidence(example, detector.responsibility)
            #expect(
                !evidence.isEmpty, "\(detector.responsibility.id) not found in triggering example at \(example.place)",
                sourceLocation: example.sourceLocation)
            #expect(
                !example.markedLines.isEmpty, "triggering example at \(example.place) marks no line with ↓",
                sourceLocation: example.sourceLocation)
            let lines = Set(evidence.map(\.line))
            for marked in example.markedLines where !lines.contains(marked) {
                Issue.record(
                    "no \(detector.responsibility.id) evidence on marked line \(marked) of the example at \(example.place); evidence on lines \(lines.sorted()): \(evidence.map(\.token))",
                    sourceLocation: example.sourceLocation)
            }
        }
        for example in detector.nonTriggeringExamples {
            let found = Self.evidence(example, detector.responsibility)
            #expect(
                found.isEmpty,
                "\(detector.responsibility.id) found in non-triggering example at \(example.place): \(found.map(\.token))",
                sourceLocation: example.sourceLocation)
            #expect(example.markedLines.isEmpty, "non-triggering example at \(example.place) has a ↓", sourceLocation: example.sourceLocation)
        }
    }

    /// Every signal of a detector shows in the evidence of at least one of its triggering
    /// examples in its language (Swift's signals, read in both, in a Swift one), so each
    /// signal is documented and tested.
    @Test(arguments: ResponsibilityDetector.builtIn)
    func everySignalHasATriggeringExample(_ detector: ResponsibilityDetector) {
        var evidence: [SourceLanguage: [Evidence]] = [:]
        for example in detector.triggeringExamples {
            evidence[example.language, default: []] += Self.evidence(example, detector.responsibility)
        }
        for signal in detector.signals {
            let language = signal.language ?? .swift
            if !(evidence[language] ?? []).contains(where: signal.isShown(by:)) {
                Issue.record(
                    "no \(language) triggering example of \(detector.responsibility.id) shows \(signal.kind) (\(signal.reason))")
            }
        }
    }

    /// Nothing fires once a Swift triggering example's bodies sit in a comment or a string.
    /// (Objective-C method declarations start their lines, which the wrapping keeps.)
    @Test(arguments: ResponsibilityDetector.builtIn, ExampleWrapping.allCases)
    func wrappedExamplesFindNothing(_ detector: ResponsibilityDetector, _ wrapping: ExampleWrapping) {
        for example in detector.triggeringExamples where example.language == .swift {
            guard let code = wrapping.wrap(example.code) else { continue }
            let report = AuditFixture.audit(code)
            #expect(!report.units.isEmpty, "no view controller or SwiftUI view left in example at \(example.place)", sourceLocation: example.sourceLocation)
            let found = report.units.compactMap { $0.responsibility(detector.responsibility) }.flatMap(\.evidence)
            #expect(
                found.isEmpty,
                "\(detector.responsibility.id) found in the example at \(example.place) wrapped in a \(wrapping): \(found.map { "\($0.line): \($0.token)" })\n\(code)",
                sourceLocation: example.sourceLocation)
        }
    }

    /// Nothing is reported once a rule's triggering example has its bodies in a comment or a
    /// string, except by a rule that reads the declaration itself (its conformances), which the
    /// wrapping keeps.
    @Test(arguments: AuditCatalog().rules.filter { $0.id != .extraDelegateConformance }, ExampleWrapping.allCases)
    func wrappedRuleExamplesReportNothing(_ rule: RuleDescription, _ wrapping: ExampleWrapping) {
        for example in rule.triggeringExamples where example.language == .swift {
            guard let code = wrapping.wrap(example.code) else { continue }
            let findings = AuditFixture.audit(code, configuration: example.configuration).findings.filter { $0.rule == rule.id }
            #expect(
                findings.isEmpty,
                "\(rule.id) reported for the example at \(example.place) wrapped in a \(wrapping): \(findings.map(\.message))\n\(code)",
                sourceLocation: example.sourceLocation)
        }
    }

    /// A rule reports each triggering example and none of the non-triggering ones. A fixed
    /// rule's finding lands on a marked line; a responsibility rule reuses its detector's
    /// examples, whose markers point at evidence (checked above), and reports the earliest.
    @Test(arguments: AuditCatalog().rules)
    func ruleExamples(_ rule: RuleDescription) {
        let isResponsibilityRule = Responsibility.allCases.contains { $0.rule == rule.id }
        #expect(!rule.triggeringExamples.isEmpty)
        for example in rule.triggeringExamples {
            let findings = AuditFixture.audit(example).findings.filter { $0.rule == rule.id }
            #expect(!findings.isEmpty, "\(rule.id) not reported for example at \(example.place)", sourceLocation: example.sourceLocation)
            guard !isResponsibilityRule else { continue }
            #expect(!example.markedLines.isEmpty, "triggering example at \(example.place) marks no line with ↓", sourceLocation: example.sourceLocation)
            for finding in findings where !example.markedLines.contains(finding.line) {
                Issue.record(
                    "\(rule.id) reported on line \(finding.line), not on a marked line \(example.markedLines), in the example at \(example.place)",
                    sourceLocation: example.sourceLocation)
            }
        }
        for example in rule.nonTriggeringExamples {
            let findings = AuditFixture.audit(example).findings.filter { $0.rule == rule.id }
            #expect(
                findings.isEmpty,
                "\(rule.id) reported for non-triggering example at \(example.place): \(findings.map(\.message))",
                sourceLocation: example.sourceLocation)
        }
    }
}
