import Testing
@testable import WhittleAudit

struct PrescriptionTests {
    static let source = """
        struct Photo { var title: String }

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

    /// A member moves with one prescription only; the other responsibilities in it get its
    /// lines as a part, lifecycle methods stay, and the size after is the size now minus the
    /// moved members.
    @Test func eachMemberMovesOnce() throws {
        let photos = try #require(AuditFixture.audit(Self.source).controller("PhotosViewController"))
        let moved = photos.prescriptions.flatMap(\.members)
        #expect(!moved.contains("viewDidLoad()"))
        #expect(Set(moved).count == moved.count, "a member is sent to two prescriptions: \(moved)")
        // cellForRowAt does more data-source work (the row lookup) than cell configuration:
        // it moves with the data source, and the cell configurator takes its dequeue line.
        let data = try #require(photos.prescriptions.first { $0.responsibility == .dataSource })
        #expect(data.members == ["tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)"])
        let cells = try #require(photos.prescriptions.first { $0.responsibility == .cellConfiguration })
        #expect(cells.members.isEmpty)
        #expect(cells.parts.map(\.member) == ["tableView(_:cellForRowAt:)"])
        #expect(cells.parts.first?.lines.contains(16) == true)
        #expect(photos.prescriptions.allSatisfy { $0.linesMoved > 0 })
        #expect(photos.prescriptions.allSatisfy { $0.estimatedLinesAfter == photos.metrics.lines - (3 + 5 + 3) })
    }

    /// A long member moves whole only when the responsibility does most of it: one sound in a
    /// purchase flow is a fragment of it, and the rest stays; a request built over the member
    /// takes it whole.
    @Test func aMemberMovesWholeOnlyForWhatMostOfItDoes() throws {
        let filler = (1...45).map { "        total += item.price * \($0)" }.joined(separator: "\n")
        let source = """
            final class ShopViewController: UIViewController {
                private func buy(_ item: Item) {
                    var total = 0.0
            \(filler)
                    AudioServicesPlaySystemSound(1001)
                    label.text = "\\(total)"
                }

                private func fetchItems() {
                    let request = URLRequest(url: itemsURL)
                    URLSession.shared.dataTask(with: request) { data, _, _ in
                        self.items = try? JSONDecoder().decode([Item].self, from: data ?? Data())
                    }.resume()
                }
            }
            """
        let shop = try #require(AuditFixture.audit(source).controller("ShopViewController"))
        let services = try #require(shop.prescriptions.first { $0.responsibility == .systemServices })
        #expect(services.members.isEmpty)
        #expect(services.moves.map(\.whole) == [false])
        #expect(services.moves.first?.lines == [[49, 49]])
        let networking = try #require(shop.prescriptions.first { $0.responsibility == .networking })
        #expect(networking.members == ["fetchItems()"])
        #expect(networking.moves == [Move(member: "fetchItems()", file: "Example.swift", lines: [[53, 58]], whole: true)])
        let buy = try #require(shop.members.first { $0.name == "buy(_:)" })
        #expect(buy.fragments.contains(MemberFragment(lines: [49, 49], responsibility: .systemServices)))
        for move in shop.prescriptions.flatMap(\.moves) {
            let member = try #require(shop.members.first { $0.name == move.member })
            #expect(move.lines.allSatisfy { $0[0] >= member.startLine && $0[1] <= member.endLine }, "\(move) outside \(member)")
        }
    }

    /// Work inside a lifecycle method is prescribed as its lines, never as a prescription that
    /// moves nothing.
    @Test func lifecycleWorkIsAPart() throws {
        let source = """
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    URLSession.shared.dataTask(with: url).resume()
                }
            }
            """
        let feed = try #require(AuditFixture.audit(source).controller("FeedViewController"))
        let networking = try #require(feed.prescriptions.first { $0.responsibility == .networking })
        #expect(networking.members.isEmpty)
        #expect(networking.parts == [PrescriptionPart(member: "viewDidLoad()", lines: [4])])
        #expect(networking.linesMoved == 1)
        // A one-line fragment out of a member that stays leaves a one-line call behind.
        #expect(networking.estimatedLinesAfter == feed.metrics.lines)
        #expect(networking.moves == [Move(member: "viewDidLoad()", file: "Example.swift", lines: [[4, 4]], whole: false)])
    }

    /// The item type is a type the project declares and a list callback indexes; an array of
    /// framework values (`AnyCancellable`) or of an undeclared type is not an item type.
    @Test func itemTypeIsDeclaredAndIndexed() throws {
        let undeclared = Self.source.replacingOccurrences(of: "struct Photo { var title: String }\n", with: "")
        let photos = try #require(AuditFixture.audit(undeclared).controller("PhotosViewController"))
        let data = try #require(photos.prescriptions.first { $0.responsibility == .dataSource })
        #expect(data.suggestedType == "ArrayDataSource<…> (item type unknown)")
        let unrelated = Self.source.replacingOccurrences(
            of: "private var photos: [Photo] = []", with: "private var photos: [Photo] = []\n    private var subscriptions: [AnyCancellable] = []")
            .replacingOccurrences(of: "photos.count", with: "subscriptions.count")
            .replacingOccurrences(of: "photos[indexPath.row].title", with: "subscriptions[indexPath.row].title")
        let other = try #require(AuditFixture.audit(unrelated).controller("PhotosViewController"))
        #expect(other.prescriptions.first { $0.responsibility == .dataSource }?.suggestedType == "ArrayDataSource<…> (item type unknown)")
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

    /// A list's own row values name what the list shows: the data source holds them, the
    /// configurator is named for the cell and the screen's model is not a row.
    @Test(arguments: [
        (WhittleRole.cellConfigurator, "Photo", "PhotoCellConfigurator"),
        (.cellConfigurator, "MessageCell", "MessageCellConfigurator"),
        (.cellConfigurator, "Cell", "ChatCellConfigurator"),
        (.arrayDataSource, "Cell", "ArrayDataSource<Cell>"),
        (.model, "Photo", "Photo"),
        (.model, "Cell", "ChatModel"),
        (.model, "SettingsRow", "ChatModel"),
        (.store, "Photo", "Store<[Photo]>"),
        (.store, "Cell", "Store<…> (value type unknown)"),
    ])
    func rowValuesAreNoModel(role: WhittleRole, itemType: String, suggested: String) {
        #expect(Prescriber.suggestedType(role: role, base: "Chat", itemType: itemType) == suggested)
    }

    /// A controller that already uses a fetched-results controller or a diffable data source is
    /// told so, and what is left to move; one that uses neither is not.
    @Test func saysWhatTheControllerAlreadyUses() throws {
        let fetched = try #require(AuditFixture.audit("""
            final class AppsViewController: UICollectionViewController, NSFetchedResultsControllerDelegate {
                private let results: NSFetchedResultsController<InstalledApp>
                override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                    let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
                    return header
                }
                func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
                    collectionView.reloadData()
                }
            }
            """).controller("AppsViewController"))
        let data = try #require(fetched.prescriptions.first { $0.responsibility == .dataSource })
        #expect(data.alreadyUses == ["NSFetchedResultsControllerDelegate"])
        #expect(data.role == .fetchedResultsDataSource)
        #expect(data.members == ["collectionView(_:viewForSupplementaryElementOfKind:at:)"])

        let diffable = try #require(AuditFixture.audit("""
            final class GroupViewController: UIViewController {
                private func apply(_ entries: [Entry]) {
                    var snapshot = NSDiffableDataSourceSnapshot<Int, Entry>()
                    snapshot.appendSections([0])
                    snapshot.appendItems(entries)
                    dataSource.apply(snapshot)
                }
            }
            """).controller("GroupViewController"))
        #expect(diffable.prescriptions.first { $0.responsibility == .dataSource }?.alreadyUses == ["NSDiffableDataSourceSnapshot"])

        let photos = try #require(AuditFixture.audit(Self.source).controller("PhotosViewController"))
        #expect(photos.prescriptions.allSatisfy { $0.alreadyUses == nil })
    }

    /// A navigation or tab bar controller's navigation is its job, not misplaced work; the
    /// same code in a plain controller is.
    @Test(arguments: [("UINavigationController", false), ("UITabBarController", false), ("UIViewController", true)])
    func containersNavigateByJob(base: String, isMisplaced: Bool) throws {
        let report = try #require(AuditFixture.audit("""
            final class ThemeNavigationController: \(base) {
                func popToSettings() {
                    pushViewController(SettingsViewController(), animated: true)
                }
            }
            """).controller("ThemeNavigationController"))
        #expect((report.responsibility(.navigation) != nil) == isMisplaced)
        #expect(report.findings.contains { $0.rule == Responsibility.navigation.rule } == isMisplaced)
    }
}
