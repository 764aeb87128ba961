extension ResponsibilityDetector {
    static let dataSourceTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UITableViewController {
                private var photos: [Photo] = []

                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    photos.count
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func applySnapshot(_ photos: [Photo]) {
                    var snapshot = NSDiffableDataSourceSnapshot<Int, Photo>()
                    snapshot.appendSections([0])
                    snapshot.appendItems(photos)
                    dataSource.apply(snapshot)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    let photo = photos[indexPath.row]
                    logic.open(photo)
                }
            }
            """#),
    ]

    static let dataSourceNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private let dataSource = ArrayDataSource<Photo>()

                private func show(_ photo: Photo) {
                    let item = dataSource.item(at: ItemPath(item: 0, section: 0))
                    render(item)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.dataSource = dataSource
                }
            }
            """#),
    ]
}
