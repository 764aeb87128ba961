import Testing
@testable import WhittleAudit

struct PrescriptionTests {
    static let source = """
        final class PhotosViewController: UITableViewController {
            private var photos: [Photo] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.reloadData()
            }

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                photos.count
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Photo", for: indexPath)
                cell.textLabel?.text = photos[indexPath.row].title
                return cell
            }

            private func showDetail(_ photo: Photo) {
                navigationController?.pushViewController(PhotoViewController(photo: photo), animated: true)
            }
        }
        """

    /// Each misplaced responsibility gets its role and a type named after the controller, with
    /// the item type inferred from the array the list members use.
    @Test func namesRolesAndTypes() throws {
        let photos = try #require(AuditFixture.audit(Self.source).controller("PhotosViewController"))
        let byResponsibility = Dictionary(uniqueKeysWithValues: photos.prescriptions.map { ($0.responsibility, $0) })
        #expect(byResponsibility[.navigation]?.suggestedType == "PhotosNavigator")
        #expect(byResponsibility[.navigation]?.role == .navigator)
        #expect(byResponsibility[.navigation]?.members == ["showDetail(_:)"])
        #expect(byResponsibility[.dataSource]?.suggestedType == "ArrayDataSource<Photo>")
        #expect(byResponsibility[.dataSource]?.role == .arrayDataSource)
        #expect(byResponsibility[.rendering] == nil)
    }

    /// A member's lines count with one responsibility only, lifecycle methods stay, and the size after
    /// is the size now minus the moved lines.
    @Test func linesAreNotCountedTwice() throws {
        let photos = try #require(AuditFixture.audit(Self.source).controller("PhotosViewController"))
        let moved = photos.prescriptions.flatMap(\.members)
        #expect(!moved.contains("viewDidLoad()"))
        let cells = try #require(photos.prescriptions.first { $0.responsibility == .cellConfiguration })
        #expect(cells.members == ["tableView(_:cellForRowAt:)"])
        let total = photos.prescriptions.reduce(0) { $0 + $1.linesMoved }
        #expect(total == 3 + 5 + 3)
        #expect(photos.prescriptions.allSatisfy { $0.estimatedLinesAfter == photos.metrics.lines - total })
    }

    /// Controllers are sorted worst first.
    @Test func sortsWorstFirst() {
        let report = AuditFixture.audit([
            ("Lean.swift", "final class LeanViewController: UIViewController {}"),
            ("Photos.swift", Self.source),
        ])
        #expect(report.viewControllers.map(\.name) == ["PhotosViewController", "LeanViewController"])
    }

    /// Type names drop the controller suffix.
    @Test(arguments: [
        ("ProfileViewController", "Profile"), ("SettingsController", "Settings"), ("FeedVC", "Feed"),
        ("Dashboard", "Dashboard"),
    ])
    func baseNames(_ name: String, _ base: String) {
        #expect(Prescriber.baseName(of: name) == base)
    }
}
