extension ResponsibilityDetector {
    static let cellConfigurationTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Photo", for: indexPath)
                    cell.textLabel?.text = photos[indexPath.row].title
                    return cell
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UICollectionViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
                }
            }
            """#),
    ]

    static let cellConfigurationNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UITableViewController {
                private let configurator = PhotoCellConfigurator()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.dataSource = dataSource
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                func connect() {
                    services.register(PhotoService())
                }
            }
            """#),
    ]
}
