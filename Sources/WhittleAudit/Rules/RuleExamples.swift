import Foundation

// Examples of the fixed rules; they run as tests and print in `whittle explain`.
extension AuditRule {
    /// Four misplaced responsibilities (networking, persistence, navigation, alerts).
    private static let scatteredProfile = #"""
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
        """#

    static let massiveViewControllerTriggeringExamples: [AuditExample] = [
        // Large and scattered at once; the limits are lowered so the example fits on a page.
        AuditExample(scatteredProfile, thresholds: .init(maxResponsibilities: 3, maxLines: 12))
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
            """#),
        // Scattered but small: too-many-responsibilities, not massive.
        AuditExample(scatteredProfile.replacingOccurrences(of: "↓", with: "")),
        // Long but doing one job: a table of settings rows (limits lowered as above).
        AuditExample(
            #"""
            final class SettingsViewController: UIViewController {
                private let logic: SettingsLogicController

                override func viewDidLoad() {
                    super.viewDidLoad()
                    logic.load()
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    logic.refresh()
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    logic.stop()
                }
            }
            """#, thresholds: .init(maxResponsibilities: 3, maxLines: 12)),
    ]

    static let tooManyResponsibilitiesTriggeringExamples: [AuditExample] = [
        AuditExample(scatteredProfile)
    ]

    static let tooManyResponsibilitiesNonTriggeringExamples: [AuditExample] = [
        // Three misplaced responsibilities (networking, persistence, navigation): at the limit.
        AuditExample(
            #"""
            final class ProfileViewController: UIViewController {
                private func load() {
                    URLSession.shared.dataTask(with: url) { data, _, _ in
                        UserDefaults.standard.set(data, forKey: "profile")
                    }.resume()
                }

                private func showFollowers() {
                    navigationController?.pushViewController(FollowersViewController(), animated: true)
                }
            }
            """#),
        // Large and scattered: massive-view-controller says it instead.
        AuditExample(scatteredProfile.replacingOccurrences(of: "↓", with: ""), thresholds: .init(maxResponsibilities: 3, maxLines: 12)),
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
