import Testing
@testable import WhittleAudit

/// A misplaced responsibility too small to extract is a note, so warnings point at the work
/// worth a new type.
struct SmallFindingSeverityTests {
    /// One line of persistence, and a five-line member of networking.
    static let source = """
        final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Settings"
            }

            private func markSeen() {
                UserDefaults.standard.set(true, forKey: "seen")
            }

            private func load() {
                let url = URL(string: "https://example.com/settings")!
                URLSession.shared.dataTask(with: url) { data, _, _ in
                    print(data?.count ?? 0)
                }.resume()
            }
        }
        """

    private func finding(_ rule: RuleID, configuration: AuditConfiguration = AuditConfiguration()) throws -> Finding {
        let controller = try #require(AuditFixture.audit(Self.source, configuration: configuration).controller("SettingsViewController"))
        return try #require(controller.findings.first { $0.rule == rule })
    }

    @Test func smallWorkIsANoteThatSaysWhy() throws {
        let persistence = try finding(try #require(Responsibility.persistence.rule))
        #expect(persistence.severity == .note)
        #expect(persistence.message.contains("3 lines, under `min_extract_lines` of 4"))
    }

    @Test func workWorthATypeStaysAWarning() throws {
        let networking = try finding(try #require(Responsibility.networking.rule))
        #expect(networking.severity == .warning)
        #expect(networking.message.hasSuffix("(6 lines)."))
    }

    @Test func aConfiguredSeverityIsKept() throws {
        let rule = try #require(Responsibility.persistence.rule)
        var configuration = AuditConfiguration()
        configuration.severities[rule] = .warning
        #expect(try finding(rule, configuration: configuration).severity == .warning)
    }

    @Test func aLowerThresholdWarnsOnAnySize() throws {
        var configuration = AuditConfiguration()
        configuration.thresholds.minExtractLines = 0
        #expect(try finding(try #require(Responsibility.persistence.rule), configuration: configuration).severity == .warning)
    }

    /// Small findings still count toward the controller's misplaced responsibilities.
    @Test func smallWorkStillCounts() throws {
        var configuration = AuditConfiguration()
        configuration.thresholds.maxResponsibilities = 1
        let controller = try #require(AuditFixture.audit(Self.source, configuration: configuration).controller("SettingsViewController"))
        #expect(controller.findings.contains { $0.rule == .tooManyResponsibilities })
    }
}
