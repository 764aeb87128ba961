import Testing
import WhittleTesting
@testable import WhittleAudit

/// `ReportDiff` compares two real audits: what a pull request added, removed or moved.
struct ReportDiffTests {
    static let lean = """
        final class SettingsViewController: UIViewController {
            private let logic: SettingsLogic
            override func viewDidLoad() { super.viewDidLoad(); logic.start() }
        }
        """

    /// A controller that loads from the network and formats dates; `extra` adds members.
    static func profile(extra: String = "") -> String {
        """
        final class ProfileViewController: UIViewController {
            private var name = ""
            override func viewDidLoad() { super.viewDidLoad(); load() }
            private func load() { URLSession.shared.dataTask(with: request) { data, _, _ in self.name = "x" }.resume() }
            private func formatted(_ date: Date) -> String { let formatter = DateFormatter(); return formatter.string(from: date) }
        \(extra)
        }
        """
    }

    static let alert = """
            private func confirmDelete() { let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert); present(alert, animated: true) }
        """

    static func audit(_ files: [(String, String)]) -> AuditReport {
        AuditFixture.audit(files)
    }

    /// The same audit twice: nothing changed, nothing got worse.
    @Test func identicalAuditsHaveNoChanges() {
        let report = Self.audit([("App/Profile.swift", Self.profile()), ("App/Settings.swift", Self.lean)])
        let diff = ReportDiff(old: report, new: report)
        #expect(diff.controllers.isEmpty)
        #expect(diff.unchangedCount == 2)
        #expect(!diff.isRegression)
    }

    /// A controller that took on alerts got worse: it gained the responsibility, with the
    /// members that carry it, and the finding that reports it.
    @Test func gainedResponsibilityIsWorse() throws {
        let old = Self.audit([("App/Profile.swift", Self.profile())])
        let new = Self.audit([("App/Profile.swift", Self.profile(extra: Self.alert))])
        let diff = ReportDiff(old: old, new: new)
        let change = try #require(diff.controllers.first)
        #expect(diff.controllers.count == 1)
        #expect(change.presence == .kept)
        #expect(change.gainedResponsibilities.map(\.id) == [.alerts])
        #expect(change.gainedResponsibilities.first?.members == ["confirmDelete()"])
        #expect(change.lostResponsibilities.isEmpty)
        #expect(change.newFindings.contains { $0.rule == Responsibility.alerts.rule })
        #expect(change.lineChange == 0, "the new member takes the blank line's place: worse without growing")
        #expect(change.isWorse)
        #expect(diff.isRegression)
    }

    /// The reverse change improved it: the responsibility is lost, its finding resolved, and
    /// nothing got worse.
    @Test func lostResponsibilityIsBetter() throws {
        let old = Self.audit([("App/Profile.swift", Self.profile(extra: Self.alert))])
        let new = Self.audit([("App/Profile.swift", Self.profile())])
        let diff = ReportDiff(old: old, new: new)
        let change = try #require(diff.controllers.first)
        #expect(change.lostResponsibilities.map(\.id) == [.alerts])
        #expect(change.resolvedFindings.contains { $0.rule == Responsibility.alerts.rule })
        #expect(change.newFindings.isEmpty)
        #expect(!diff.isRegression)
    }

    /// A moved file keeps its controller's identity: matched by name when one of that name
    /// is left on each side, so nothing is new or removed.
    @Test func movedFileIsMatchedByName() {
        let old = Self.audit([("App/Profile.swift", Self.profile())])
        let new = Self.audit([("App/Screens/Profile.swift", Self.profile())])
        let diff = ReportDiff(old: old, new: new)
        #expect(diff.controllers.isEmpty, "\(diff.controllers.map { ($0.name, $0.presence) })")
        #expect(!diff.isRegression)
    }

    /// A new controller with warnings is new and worse; a removed one is never worse.
    @Test func newAndRemovedControllers() throws {
        let old = Self.audit([("App/Settings.swift", Self.lean)])
        let new = Self.audit([("App/Profile.swift", Self.profile())])
        let diff = ReportDiff(old: old, new: new)
        let added = try #require(diff.controllers.first { $0.presence == .added })
        let removed = try #require(diff.controllers.first { $0.presence == .removed })
        #expect(added.name == "ProfileViewController" && added.linesBefore == nil && added.linesAfter != nil)
        #expect(added.gainedResponsibilities.map(\.id).contains(.networking))
        #expect(added.isWorse == added.newFindings.contains { $0.severity >= .warning })
        #expect(removed.name == "SettingsViewController" && removed.linesAfter == nil && !removed.isWorse)
        #expect(diff.controllers.first?.isWorse == diff.isRegression, "worse controllers come first")
    }

    /// Growth within the baseline's slack (5 %, at least 10 lines) is reported but is not
    /// worse; beyond it, it is.
    @Test(arguments: [(5, false), (11, true)])
    func growthBeyondTheSlackIsWorse(addedLines: Int, worse: Bool) throws {
        let old = Self.audit([("App/Settings.swift", Self.lean)])
        let padding = (0..<addedLines).map { "    private let logic\($0): SettingsLogic" }.joined(separator: "\n")
        let grown = Self.lean.replacingOccurrences(of: "    private let logic: SettingsLogic", with: "    private let logic: SettingsLogic\n" + padding)
        let diff = ReportDiff(old: old, new: Self.audit([("App/Settings.swift", grown)]))
        let change = try #require(diff.controllers.first)
        #expect(change.lineChange == addedLines)
        #expect(change.isWorse == worse, "\(change)")
    }

    /// Property: reordering members and renaming private ones (50 seeded cases) changes no
    /// responsibility and no finding: the diff is empty of findings, like the baseline's.
    @Test func reorderingAndRenamingChangeNothing() {
        let original = BaselineIdentityTests.audit(BaselineIdentityTests.source(
            order: Array(BaselineIdentityTests.members.indices), names: BaselineIdentityTests.privateNames))
        var random = SplitMix64(seed: 15)
        for _ in 0..<50 {
            let order = Array(BaselineIdentityTests.members.indices).shuffled(using: &random)
            let names = BaselineIdentityTests.privateNames.indices.map { "renamed\($0)x\(random.next() % 1000)" }
            let edited = BaselineIdentityTests.audit(BaselineIdentityTests.source(order: order, names: names))
            let diff = ReportDiff(old: original, new: edited)
            let changed = diff.controllers.filter {
                !$0.gainedResponsibilities.isEmpty || !$0.lostResponsibilities.isEmpty || !$0.newFindings.isEmpty
                    || !$0.resolvedFindings.isEmpty || $0.lineChange != 0
            }
            #expect(changed.isEmpty, "order \(order), names \(names): \(changed)")
            if !changed.isEmpty { break }
        }
    }
}
