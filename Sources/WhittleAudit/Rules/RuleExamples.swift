// Examples of the fixed rules; they run as tests and print in `whittle explain`.
extension AuditRule {
    static let massiveViewControllerTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            ↓final class ProfileViewController: UIViewController {
                private func load() {
                    URLSession.shared.dataTask(with: url) { data, _, _ in
                        UserDefaults.standard.set(data, forKey: "profile")
                    }.resume()
                }

                private func showFollowers() {
                    navigationController?.pushViewController(FollowersViewController(), animated: true)
                }

                private func confirm() {
                    let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }
            """#)
    ]

    static let massiveViewControllerNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ProfileViewController: UIViewController {
                private let logic: ProfileLogicController
                private let navigator: ProfileNavigator

                override func viewDidLoad() {
                    super.viewDidLoad()
                    logic.load()
                }

                private func followersTapped() {
                    navigator.showFollowers(of: logic.user)
                }
            }
            """#)
    ]

    static let ibActionTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ProfileViewController: UIViewController {
                ↓@IBAction private func followTapped(_ sender: UIButton) {
                    logic.follow()
                }
            }
            """#)
    ]

    static let ibActionNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ProfileViewController: UIViewController {
                @IBOutlet private var followIntention: FollowIntention!
            }
            """#)
    ]

    static let nonPrivateInterfaceTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ProfileViewController: UIViewController {
                ↓var user: User?
            }
            """#)
    ]

    static let nonPrivateInterfaceNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ProfileViewController: UIViewController {
                private let logic: ProfileLogicController

                init(logic: ProfileLogicController) {
                    self.logic = logic
                    super.init(nibName: nil, bundle: nil)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    logic.load()
                }
            }
            """#)
    ]

    static let extraDelegateTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            ↓final class SignUpViewController: UIViewController, UITextFieldDelegate {
                private func submit() { logic.submit() }
            }
            """#)
    ]

    static let extraDelegateNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            protocol ProfileLogicControllerDelegate: AnyObject {
                func logicDidChange(_ state: ProfileState)
            }

            final class ProfileViewController: UIViewController, ProfileLogicControllerDelegate {
                func logicDidChange(_ state: ProfileState) { render(state) }
            }
            """#)
    ]

    static let workOutsideLifecycleTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ProfileViewController: UIViewController {
                ↓override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    URLSession.shared.dataTask(with: url).resume()
                }
            }
            """#)
    ]

    static let workOutsideLifecycleNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    URLSession.shared.dataTask(with: url).resume()
                }
            }
            """#)
    ]

    static let markSectionsTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            ↓final class ProfileViewController: UIViewController {
                // MARK: - Lifecycle
                override func viewDidLoad() { super.viewDidLoad() }
                // MARK: - Networking
                private func load() {}
                // MARK: - Table view
                private func reload() {}
            }
            """#)
    ]

    static let markSectionsNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ProfileViewController: UIViewController {
                // MARK: - Lifecycle
                override func viewDidLoad() { super.viewDidLoad() }
            }
            """#),
        // MARK comments inside a string are text, not sections.
        AuditExample(
            #"""
            final class SnippetViewController: UIViewController {
                // MARK: - Lifecycle
                override func viewDidLoad() { super.viewDidLoad() }

                private let template = """
                    // MARK: - Networking
                    // MARK: - Table view
                    """
            }
            """#),
    ]
}
