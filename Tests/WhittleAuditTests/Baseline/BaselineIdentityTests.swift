import Testing
import WhittleTesting
@testable import WhittleAudit

/// A baseline keys findings by what they are, so edits that change nothing about a
/// controller's work — reordering members, renaming private ones — never make a finding new.
struct BaselineIdentityTests {
    /// The private members' names, in placeholders `{0}`…`{5}`, so a test can rename them.
    static let privateNames = ["loadSongs", "showDetail", "confirmDelete", "formatted", "deleteTapped", "rememberChoice"]

    /// One line per member, so reordering never changes the controller's lines.
    static let members = [
        "private let songs: [Song] = []",
        "override func viewDidLoad() { super.viewDidLoad(); {0}() }",
        "func numberOfSections(in tableView: UITableView) -> Int { 1 }",
        "func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { songs.count }",
        #"func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath); cell.textLabel?.text = {3}(songs[indexPath.row].date); return cell }"#,
        #"private func {0}() { URLSession.shared.dataTask(with: request) { data, _, _ in self.songs = data }.resume() }"#,
        "private func {1}() { navigationController?.pushViewController(SongViewController(), animated: true) }",
        #"private func {2}() { let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert); present(alert, animated: true) }"#,
        "private func {3}(_ date: Date) -> String { let formatter = DateFormatter(); return formatter.string(from: date) }",
        "@IBAction private func {4}(_ sender: UIButton) { {2}() }",
        #"@objc private func {5}() { UserDefaults.standard.set(true, forKey: "remembered") }"#,
    ]

    static func source(order: [Int], names: [String]) -> String {
        var body = order.map { "    " + members[$0] }.joined(separator: "\n")
        for (index, name) in names.enumerated() {
            body = body.replacingOccurrences(of: "{\(index)}", with: name)
        }
        return "final class PlaylistViewController: UIViewController, UITableViewDataSource {\n\(body)\n}\n"
    }

    static func audit(_ source: String) -> AuditReport {
        AuditFixture.audit([("App/PlaylistViewController.swift", source)])
    }

    /// Property: shuffle the members and rename every private one (200 seeded cases); the
    /// audit still passes the baseline recorded before, with no new finding and no growth.
    @Test func survivesReorderingAndRenaming() {
        let original = Self.audit(Self.source(order: Array(Self.members.indices), names: Self.privateNames))
        #expect(original.viewControllers.first.map { $0.findings.count > 4 } == true, "the fixture must have findings")
        let baseline = Baseline(report: original)
        var random = SplitMix64(seed: 16)
        for _ in 0..<200 {
            let order = Array(Self.members.indices).shuffled(using: &random)
            let names = Self.privateNames.indices.map { "renamed\($0)x\(random.next() % 1000)" }
            let edited = Self.audit(Self.source(order: order, names: names))
            let comparison = baseline.compare(with: edited)
            #expect(comparison.newFindings.isEmpty, "order \(order), names \(names): \(comparison.newFindings.map(\.rule))")
            #expect(comparison.grownControllers.isEmpty)
            if !comparison.newFindings.isEmpty { break }
        }
    }

    /// The control: a real change — a second IBAction — is still new, and it is the new
    /// member that is reported.
    @Test func aNewActionIsStillNew() {
        let baseline = Baseline(report: Self.audit(Self.source(order: Array(Self.members.indices), names: Self.privateNames)))
        let grown = Self.source(order: Array(Self.members.indices).reversed(), names: Self.privateNames)
            .replacingOccurrences(of: "    private let songs", with: "    @IBAction private func shareTapped(_ sender: UIButton) { }\n    private let songs")
        let comparison = baseline.compare(with: Self.audit(grown))
        #expect(comparison.newFindings.filter { $0.rule == .ibActionInViewController }.map(\.member) == ["shareTapped(_:)"])
        // `ib-action-in-view-controller` is a note by default: new, reported, not a failure.
        #expect(!comparison.isRegression)
    }

    /// Two controllers of one name in different files (an iOS and a tvOS target) are kept
    /// apart: the tvOS one growing is reported, against its own record.
    @Test func sameNameInTwoFilesIsTwoControllers() {
        let small = Self.source(order: [0, 1], names: Self.privateNames)
        let before = AuditFixture.audit([("iOS/PlaylistViewController.swift", small), ("tvOS/PlaylistViewController.swift", small)])
        let baseline = Baseline(report: before)
        #expect(baseline.controllers.map(\.file) == ["iOS/PlaylistViewController.swift", "tvOS/PlaylistViewController.swift"])
        let big = Self.source(order: Array(Self.members.indices), names: Self.privateNames)
        let later = AuditFixture.audit([("iOS/PlaylistViewController.swift", small), ("tvOS/PlaylistViewController.swift", big)])
        let comparison = baseline.compare(with: later)
        #expect(comparison.grownControllers.map(\.file) == ["tvOS/PlaylistViewController.swift"])
        #expect(Set(comparison.newFindings.map(\.file)) == ["tvOS/PlaylistViewController.swift"])
    }

    /// A controller whose file moved is matched by its name when that is unambiguous.
    @Test func movedFileMatchesByName() {
        let source = Self.source(order: Array(Self.members.indices), names: Self.privateNames)
        let baseline = Baseline(report: AuditFixture.audit([("Old/PlaylistViewController.swift", source)]))
        let comparison = baseline.compare(with: AuditFixture.audit([("New/PlaylistViewController.swift", source)]))
        #expect(!comparison.isRegression)
    }

    /// Growth becomes a finding of its own at the controller's declaration, at error severity.
    @Test func growthIsAFinding() {
        let small = Self.source(order: [0, 1], names: Self.privateNames)
        let baseline = Baseline(report: Self.audit(small))
        let comparison = baseline.compare(with: Self.audit(Self.source(order: Array(Self.members.indices), names: Self.privateNames)))
        let finding = comparison.grownControllers.first?.finding
        #expect(finding?.rule == .grewSinceBaseline)
        #expect(finding?.severity == .error)
        #expect(finding?.file == "App/PlaylistViewController.swift")
        #expect(finding?.line == 1)
        #expect(finding?.message.contains("took on") == true)
    }
}
