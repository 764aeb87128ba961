extension ResponsibilityDetector {
    static let viewConstructionTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private let nameLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(nameLabel)
                    nameLabel.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([nameLabel.topAnchor.constraint(equalTo: view.topAnchor)])
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    avatarView.layer.cornerRadius = 24
                }
            }
            """#),
    ]

    static let viewConstructionNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                override func loadView() {
                    view = ProfileView()
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                @IBOutlet private weak var nameLabel: UILabel!
            }
            """#),
    ]
}
