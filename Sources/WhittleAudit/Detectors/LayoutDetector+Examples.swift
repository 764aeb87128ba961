extension ResponsibilityDetector {
    static let layoutTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    avatarView.frame = CGRect(x: 16, y: 16, width: view.bounds.width - 32, height: 120)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: collectionView.bounds.width / 3, height: 120)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func updateTableOfContentsInsets() {
                    tocScrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: footerHeight, right: 0)
                }
            }
            """#),
    ]

    static let layoutNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                @objc private func keyboardWillHide(_ notification: Notification) {
                    scrollView.contentInset.bottom = 0
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    profileView.apply(layout)
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func styleTitle() {
                    titleLabel.textAlignment = .center
                }
            }
            """#),
    ]
}
