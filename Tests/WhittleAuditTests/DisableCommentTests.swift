import Foundation
import Testing
@testable import WhittleAudit

struct DisableCommentTests {
    static let controller = """
        final class ProfileViewController: UIViewController {
            @IBAction private func followTapped(_ sender: UIButton) { logic.follow() }
            @IBAction private func shareTapped(_ sender: UIButton) { logic.share() }
        }
        """

    /// Without comments both actions are reported.
    @Test func reportsWithoutComments() {
        let findings = AuditFixture.audit(Self.controller).findings.filter { $0.rule == .ibActionInViewController }
        #expect(findings.count == 2)
    }

    /// `disable:next` silences the rule on the next line only.
    @Test func disableNextSilencesOneLine() {
        let source = Self.controller.replacingOccurrences(
            of: "    @IBAction private func follow",
            with: "    // whittle:disable:next ib-action-in-view-controller\n    @IBAction private func follow")
        let findings = AuditFixture.audit(source).findings.filter { $0.rule == .ibActionInViewController }
        #expect(findings.map(\.member) == ["shareTapped(_:)"])
    }

    /// `disable` silences from its line to the end of the file, `enable` ends it.
    @Test func disableUntilEnable() {
        let source = """
            final class ProfileViewController: UIViewController {
                // whittle:disable ib-action-in-view-controller - legacy screen
                @IBAction private func followTapped(_ sender: UIButton) { logic.follow() }
                // whittle:enable ib-action-in-view-controller
                @IBAction private func shareTapped(_ sender: UIButton) { logic.share() }
            }
            """
        let findings = AuditFixture.audit(source).findings.filter { $0.rule == .ibActionInViewController }
        #expect(findings.map(\.member) == ["shareTapped(_:)"])
    }

    /// Disabling a responsibility rule above a member drops that member's evidence, so it no
    /// longer counts towards `massive-view-controller` either.
    @Test func disabledResponsibilityEvidenceIsDropped() throws {
        let source = """
            final class ProfileViewController: UIViewController {
                // whittle:disable:next networking-in-view-controller
                private func load() {
                    URLSession.shared.dataTask(with: url).resume()
                }
            }
            """
        let profile = try #require(AuditFixture.audit(source).controller("ProfileViewController"))
        #expect(profile.responsibility(.networking) == nil)
    }

    /// `disable:next` above the line a finding points at silences that finding: the member's
    /// other evidence of the same responsibility goes with it, instead of the finding moving
    /// to the member's next line. Another member doing the same work is still reported.
    @Test func disableNextAboveAFindingSilencesTheMember() throws {
        let source = """
            final class ProfileViewController: UIViewController {
                private func load() {
                    // whittle:disable:next networking-in-view-controller
                    let request = URLRequest(url: url)
                    URLSession.shared.dataTask(with: request).resume()
                }
            }
            """
        #expect(!AuditFixture.audit(source).findings.contains { $0.rule == RuleID("networking-in-view-controller") })
        let twoMembers = source.replacingOccurrences(
            of: "    }\n}", with: "    }\n    private func reload() { URLSession.shared.dataTask(with: url).resume() }\n}")
        let findings = AuditFixture.audit(twoMembers).findings.filter { $0.rule == RuleID("networking-in-view-controller") }
        #expect(findings.map(\.member) == ["reload()"])
    }

    /// `all` silences every rule; the configuration's disabled rules are not checked at all.
    @Test func allAndConfigurationDisable() {
        let silenced = "// whittle:disable all\n" + Self.controller
        #expect(AuditFixture.audit(silenced).findings.isEmpty)
        var configuration = AuditConfiguration()
        configuration.disabledRules = [.ibActionInViewController]
        #expect(!AuditFixture.audit(Self.controller, configuration: configuration).findings.contains {
            $0.rule == .ibActionInViewController
        })
    }

    /// Configured severities replace the defaults.
    @Test func configuredSeverityIsApplied() {
        var configuration = AuditConfiguration()
        configuration.severities[.ibActionInViewController] = .error
        let findings = AuditFixture.audit(Self.controller, configuration: configuration).findings
        #expect(findings.filter { $0.rule == .ibActionInViewController }.allSatisfy { $0.severity == .error })
    }
}
