import Testing
@testable import WhittleAudit

struct MetricsTests {
    /// Counts methods, stored properties, MARK sections, delegate conformances and IBActions
    /// over the declaration and its extensions; a MARK on the line above an extension names
    /// that extension and counts with it.
    @Test func countsStructure() throws {
        let report = AuditFixture.audit([
            (
                "A.swift",
                """
                final class FormViewController: UIViewController, UITextFieldDelegate {
                    // MARK: - State
                    private var name = ""
                    private let age: Int
                    private var summary: String { name }
                    init(age: Int) { self.age = age; super.init(nibName: nil, bundle: nil) }
                    @IBAction private func save(_ sender: UIButton) {}
                }
                """
            ),
            (
                "B.swift",
                """
                // MARK: - Table
                extension FormViewController: UITableViewDataSource, UITableViewDelegate {
                    // MARK: - Rows
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                }
                """
            ),
        ])
        let metrics = try #require(report.controller("FormViewController")).metrics
        #expect(metrics.methods == 4)
        #expect(metrics.storedProperties == 2)
        #expect(metrics.markSections == 3)
        #expect(metrics.delegateConformances == 3)
        #expect(metrics.ibActions == 1)
        #expect(metrics.lines == 12)
    }

    /// CAMC: methods sharing parameter types are cohesive, methods with disjoint ones are not.
    @Test func cohesionFollowsParameterTypes() {
        func method(_ types: [String]) -> MemberFacts {
            MemberFacts(
                name: "m", kind: .method, attributes: [], modifiers: [], startLine: 1, endLine: 1,
                parameterTypes: types, declaredType: nil, events: [])
        }
        #expect(MetricsCalculator.camc(of: [method(["User"]), method(["User"])]) == 1)
        // Types {Self, A, B, C, D}: each method has 2 of 5 → 8 / 20.
        #expect(MetricsCalculator.camc(of: [method(["A"]), method(["B"]), method(["C"]), method(["D"])]) == 0.4)
        #expect(MetricsCalculator.camc(of: []) == 1)
    }

    /// Habchi et al.'s rule needs low cohesion, more than 29 methods and more than 375 lines.
    @Test func habchiRule() throws {
        var body = ""
        for index in 0..<40 {
            body += "    private func m\(index)(_ value: T\(index)) {\n" + String(repeating: "        step()\n", count: 8) + "    }\n"
        }
        let big = try #require(
            AuditFixture.audit("final class BigViewController: UIViewController {\n\(body)}").controller("BigViewController"))
        #expect(big.metrics.methods == 40)
        #expect(big.metrics.lines > 375)
        #expect(big.metrics.cohesion < 0.2)
        #expect(big.metrics.massiveByHabchi)
        let small = try #require(
            AuditFixture.audit("final class SmallViewController: UIViewController {}").controller("SmallViewController"))
        #expect(!small.metrics.massiveByHabchi)
    }

    /// `massive-view-controller` needs size and scattered work together, and says both.
    @Test func massiveMessageSaysWhy() throws {
        var configuration = AuditConfiguration()
        configuration.thresholds.maxLines = 5
        configuration.thresholds.maxResponsibilities = 1
        let long = "final class LongViewController: UIViewController {\n" + String(repeating: "    private func a() {}\n", count: 8) + "}"
        // Long, but doing nothing that belongs elsewhere: not massive.
        #expect(!AuditFixture.audit(long, configuration: configuration).findings.contains { $0.rule == .massiveViewController })
        let scattered = long.replacingOccurrences(of: "private func a() {}", with: """
            private func a() {
                    URLSession.shared.dataTask(with: url).resume()
                    UserDefaults.standard.set(true, forKey: "seen")
                }
            """)
        let finding = try #require(
            AuditFixture.audit(scattered, configuration: configuration).findings.first { $0.rule == .massiveViewController })
        #expect(finding.message.contains("34 lines (limit 5)"))
        #expect(finding.message.contains("2 misplaced responsibilities (limit 1: networking, persistence)"))
        #expect(finding.severity == .error)
        // Under the line limit, but more than half of it with more than twice the responsibilities.
        configuration.thresholds.maxLines = 60
        configuration.thresholds.maxResponsibilities = 0
        let scatteredFinding = try #require(
            AuditFixture.audit(scattered, configuration: configuration).findings.first { $0.rule == .massiveViewController })
        #expect(scatteredFinding.message.contains("34 lines, over half the limit of 60"))
        #expect(scatteredFinding.message.contains("2 misplaced responsibilities (more than twice the limit of 0: networking, persistence)"))
    }

    /// A few misplaced responsibilities in a small controller are a warning of their own.
    @Test func scatteredButSmallIsTooManyResponsibilities() throws {
        var configuration = AuditConfiguration()
        configuration.thresholds.maxResponsibilities = 1
        let source = """
            final class SmallViewController: UIViewController {
                private func a() {
                    URLSession.shared.dataTask(with: url).resume()
                    UserDefaults.standard.set(true, forKey: "seen")
                }
            }
            """
        let findings = AuditFixture.audit(source, configuration: configuration).findings
        #expect(!findings.contains { $0.rule == .massiveViewController })
        let finding = try #require(findings.first { $0.rule == .tooManyResponsibilities })
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("2 jobs that belong elsewhere (limit 1: networking, persistence)"))
    }
}
