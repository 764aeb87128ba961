import Testing
@testable import WhittleAudit

/// A responsibility's finding points at the first member it names, at that member's first
/// evidence: the file, the line and the member are one piece of evidence, so an editor opens
/// the member the finding names, wherever the unit's other files sort.
struct FindingLocationTests {
    @Test func aFindingNamesTheMemberAtItsLine() throws {
        let main = """
            final class FeedViewController: UIViewController {
                func load() {
                    URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, _ in }.resume()
                }
            }
            """
        let extensionFile = """
            extension FeedViewController {
                func refresh() {
                    let request = URLRequest(url: URL(fileURLWithPath: "/"))
                    URLSession.shared.dataTask(with: request) { _, _, _ in }.resume()
                }
            }
            """
        // The extension's file sorts first, the main file's member comes first in the unit.
        let report = AuditFixture.audit([("Sources/Feed/FeedViewController.swift", main), ("Sources/Feed/A+Refresh.swift", extensionFile)])
        let controller = try #require(report.controller("FeedViewController"))
        let finding = try #require(controller.findings.first { $0.rule == Responsibility.networking.rule })
        let networking = try #require(controller.responsibility(.networking))
        #expect(finding.member == networking.members.first)
        #expect(networking.evidence.contains { $0.member == finding.member && $0.file == finding.file && $0.line == finding.line })
        #expect(finding.file == "Sources/Feed/FeedViewController.swift")
    }
}
