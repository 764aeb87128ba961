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

    /// A silenced responsibility no longer counts anywhere: the misplaced count (and so
    /// `massive-view-controller`) and the prescriptions leave it out too.
    @Test func silencedResponsibilityIsNotCountedOrPrescribed() throws {
        let source = """
            final class ProfileViewController: UIViewController {
                private func load() {
                    // whittle:disable:next networking-in-view-controller
                    let request = URLRequest(url: url)
                    URLSession.shared.dataTask(with: request).resume()
                }
                private func reload() { URLSession.shared.dataTask(with: url).resume() }
            }
            """
        let profile = try #require(AuditFixture.audit(source).controller("ProfileViewController"))
        #expect(profile.responsibility(.networking) == nil)
        #expect(profile.metrics.misplacedResponsibilities == 0)
        #expect(!profile.prescriptions.contains { $0.responsibility == .networking })
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

extension DisableCommentTests {
    /// A comment naming an unknown rule id silences nothing and is reported, with the line
    /// and a hint (a responsibility id points at its rule).
    @Test(arguments: [
        ("ib-action-in-view-controler", "did you mean `ib-action-in-view-controller`"),
        ("networking", "did you mean `networking-in-view-controller`"),
    ])
    func unknownRuleIDIsReported(id: String, hint: String) throws {
        let source = Self.controller.replacingOccurrences(
            of: "    @IBAction private func follow", with: "    // whittle:disable:next \(id)\n    @IBAction private func follow")
        let report = AuditFixture.audit(source)
        #expect(report.findings.filter { $0.rule == .ibActionInViewController }.count == 2)
        let diagnostic = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1)
        #expect(diagnostic.kind == .invalidDirective)
        #expect(diagnostic.line == 2)
        #expect(diagnostic.message.contains("`\(id)`"))
        #expect(diagnostic.message.contains(hint))
    }

    /// A misspelled command is reported too; known commands and ids, and `all`, are not.
    @Test func unknownCommandIsReported() {
        let source = "// whittle:disabel ib-action-in-view-controller\n// whittle:disable all\n// whittle:enable mark-sections\n"
            + Self.controller
        let diagnostics = AuditFixture.audit(source).diagnostics
        #expect(diagnostics.map(\.line) == [1])
        #expect(diagnostics.first?.message.contains("did you mean `whittle:disable`") == true)
    }
}

extension DisableCommentTests {
    /// `// whittle:` text inside a string literal is not a comment: it neither silences nor
    /// is reported.
    @Test func directiveInsideAStringIsIgnored() {
        let source = """
            final class ProfileViewController: UIViewController {
                private let hint = "use // whittle:disable:next ib-action-in-view-controller \\(1) or // whittle:bogus x"
                @IBAction private func followTapped(_ sender: UIButton) { logic.follow() }
            }
            """
        let report = AuditFixture.audit(source)
        #expect(report.findings.filter { $0.rule == .ibActionInViewController }.count == 1)
        #expect(report.diagnostics.isEmpty)
    }
}

extension DisableCommentTests {
    static let networking = """
        final class ProfileViewController: UIViewController {
            private func loadProfile() {
                let request = URLRequest(url: profileURL)
                URLSession.shared.dataTask(with: request) { _, _, _ in }.resume()
            }
            private func loadAvatar() {
                URLSession.shared.dataTask(with: avatarURL) { _, _, _ in }.resume()
            }
        }
        """

    /// `disable:next` above the line a responsibility finding points at silences the finding,
    /// instead of moving it to the member's next piece of evidence.
    @Test func disableNextSilencesTheFindingNotALine() {
        let rule = RuleID("networking-in-view-controller")
        let before = AuditFixture.audit(Self.networking).findings.filter { $0.rule == rule }
        #expect(before.count == 1, "the control: one finding without the comment")
        let source = Self.networking.replacingOccurrences(
            of: "        let request", with: "        // whittle:disable:next networking-in-view-controller\n        let request")
        #expect(AuditFixture.audit(source).findings.filter { $0.rule == rule }.isEmpty)
    }
}
