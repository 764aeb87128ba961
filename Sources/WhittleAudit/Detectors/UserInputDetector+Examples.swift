extension ResponsibilityDetector {
    static let userInputTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                @IBAction private func followTapped(_ sender: UIButton) {
                    logic.follow()
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    followButton.addTarget(self, action: #selector(followTapped), for: .touchUpInside)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    logic.select(indexPath)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                override var keyCommands: [UIKeyCommand]? {
                    [UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find))]
                }
            }
            """#),
    ]

    static let userInputNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private let intention = FollowIntention()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    intention.connect(followButton)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func confirmDelete() {
                    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                }
            }
            """#),
    ]
}
