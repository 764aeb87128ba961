import Testing
@testable import WhittleAudit

/// A call spelled by its first label alone (`addAction(title:…)`), so one signal names a family
/// of overloads whatever labels follow (issue 31).
struct LeadingLabelSpellingTests {
    private static func call(_ name: String, labels: String?) -> MemberEvent {
        let position = MemberEvent.Position(offset: 0, line: 1)
        return MemberEvent(kind: .call, name: name, labels: labels, receiver: .own, position: position, namePosition: position)
    }

    @Test func aCallIsSpelledByItsFirstLabel() {
        #expect(EvidenceRules.leadingLabelSpelling(of: Self.call("addAction", labels: "title:style:isMainAction:")) == "addAction(title:…)")
        #expect(EvidenceRules.leadingLabelSpelling(of: Self.call("addAction", labels: "title:")) == "addAction(title:…)")
    }

    @Test func anUnlabelledFirstArgumentOrNoneHasNoSuchSpelling() {
        #expect(EvidenceRules.leadingLabelSpelling(of: Self.call("addAction", labels: "_:for:")) == nil)
        #expect(EvidenceRules.leadingLabelSpelling(of: Self.call("addAction", labels: "")) == nil)
        #expect(EvidenceRules.leadingLabelSpelling(of: Self.call("addAction", labels: nil)) == nil)
    }

    @Test func anAlertsTitledChoiceIsAlertsAndAControlsActionIsNot() throws {
        let report = try #require(AuditFixture.audit([("QuestViewController.swift", """
            import UIKit
            class AppAlertController: UIViewController {}
            final class QuestViewController: AppAlertController {
                func setUp() {
                    addAction(title: "Onwards", style: .default) { _ in self.logic.claim() }
                }
                func wire() {
                    button.addAction(UIAction(title: "Go") { _ in self.logic.go() }, for: .touchUpInside)
                }
            }
            """)]).controller("QuestViewController"))
        #expect(report.responsibility(.alerts)?.members == ["setUp()"])
        #expect(report.responsibility(.userInput)?.members == ["wire()"])
    }
}

/// A labelled call that a signal only looks for beside its own (`onlyWith:`) reaches the
/// classifier as a token, though no signal names it.
struct LabeledCoSignalTests {
    @Test func aLabelledCallOnlyLookedForIsKnown() {
        let detector = ResponsibilityDetector(
            .validation, definition: "checks input", roles: [],
            signals: [Signal(.identifier("minimumValue"), "bounds a stepper").only(with: [.labeledCall("bind(to:on:)")])],
            triggeringExamples: [], nonTriggeringExamples: [])
        let table = SignalTable(detectors: [detector])
        #expect(table.knows(.labeledCall, "bind(to:on:)"))
        #expect(table.labeledCallBases.contains("bind"))
        #expect(!table.knows(.labeledCall, "bind(to:)"))
    }
}

/// A call with trailing arguments a signal leaves out (`write(to:atomically:encoding:)` for
/// `write(to:)`) is the signal's call: frameworks add an encoding, options or a completion to
/// one operation.
struct ShorterSpellingTests {
    private static func call(_ name: String, labels: String?) -> MemberEvent {
        let position = MemberEvent.Position(offset: 0, line: 1)
        return MemberEvent(kind: .call, name: name, labels: labels, receiver: .own, position: position, namePosition: position)
    }

    @Test func trailingArgumentsAreDroppedLongestFirstKeepingOne() {
        #expect(
            EvidenceRules.shorterSpellings(of: Self.call("write", labels: "to:atomically:encoding:"))
                == ["write(to:atomically:)", "write(to:)"])
        #expect(EvidenceRules.shorterSpellings(of: Self.call("String", labels: "contentsOf:encoding:")) == ["String(contentsOf:)"])
        #expect(EvidenceRules.shorterSpellings(of: Self.call("dismiss", labels: "_:completion:")) == ["dismiss(_:)"])
    }

    @Test func oneArgumentOrNoneHasNoShorterSpelling() {
        #expect(EvidenceRules.shorterSpellings(of: Self.call("write", labels: "to:")).isEmpty)
        #expect(EvidenceRules.shorterSpellings(of: Self.call("reload", labels: "")).isEmpty)
        #expect(EvidenceRules.shorterSpellings(of: Self.call("reload", labels: nil)).isEmpty)
    }

    @Test func aFileWrittenWithAnEncodingIsPersistence() throws {
        let report = try #require(AuditFixture.audit([("LogViewController.swift", """
            import AppKit
            final class LogViewController: NSViewController {
                @IBAction func save(_ sender: Any) {
                    try? logs.write(to: url, atomically: true, encoding: .utf8)
                }
                func load() {
                    text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                }
                func show() {
                    label.stringValue = String(describing: value)
                }
            }
            """)]).controller("LogViewController"))
        #expect(report.responsibility(.persistence)?.members == ["save(_:)", "load()"])
    }
}
