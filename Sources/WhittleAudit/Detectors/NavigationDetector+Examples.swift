extension ResponsibilityDetector {
    static let navigationTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func showFollowers() {
                    let followers = FollowersViewController(user: user)
                    navigationController?.pushViewController(followers, animated: true)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? DetailViewController)?.photo = selectedPhoto
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func close() {
                    dismiss(animated: true)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func showDetail(of photo: Photo) {
                    show(PhotoViewController(photo: photo), sender: self)
                }
            }
            """#),
    ]

    static let navigationNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private let navigator: ProfileNavigator

                private func followersTapped() {
                    navigator.showFollowers(of: user)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func confirm() {
                    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                    present(alert, animated: true)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private let summary = SummaryViewController()

                private func embedChart() {
                    let chart = ChartViewController(points: points)
                    addChild(chart)
                    view.addSubview(chart.view)
                    chart.didMove(toParent: self)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func saved() {
                    show(toast: "Saved")
                }
            }
            """#),
    ]
}
