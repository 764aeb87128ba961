extension ResponsibilityDetector {
    static let formattingTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func render(_ user: User) {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    joinedLabel.text = formatter.string(from: user.joined)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func render(_ user: User) {
                    followersLabel.text = "\(user.followers) followers"
                }
            }
            """#),
    ]

    static let formattingNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private let presenter = ProfilePresenter()

                private func render(_ user: User) {
                    followersLabel.text = presenter.followers(of: user)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func fail(_ error: Error) {
                    print("load failed: \(error)")
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func find(_ text: String) {
                    webView.evaluateJavaScript("window.find('\(text)')")
                }
            }
            """#),
    ]
}
