extension Responsibility {
    /// `rendering`: `whittle explain rendering` says what counts.
    public static let rendering = Responsibility(id: "rendering")
}

extension ResponsibilityDetector {
    /// The `rendering` detector: the signals that show ``Responsibility/rendering``, with examples that run as tests.
    static let rendering = ResponsibilityDetector(
        .rendering,
        definition: "assigns prepared values to its views, reloads, applies state",
        roles: [],
        signals: [
            Signal(.call("reloadData"), "reloads a list"),
            Signal(.call("reloadRows"), "reloads rows"),
            Signal(.call("reloadSections"), "reloads sections"),
            Signal(.call("reloadItems"), "reloads items"),
            Signal(.call("performBatchUpdates"), "applies list changes"),
            Signal(.call("insertRows"), "applies list changes"),
            Signal(.call("deleteRows"), "applies list changes"),
            Signal(.call("insertItems"), "applies list changes"),
            Signal(.call("deleteItems"), "applies list changes"),
            Signal(.call("apply"), "applies state or a snapshot"),
            Signal(.call("render"), "renders state", receivers: .own),
            Signal(.call("startAnimating"), "shows progress"),
            Signal(.call("stopAnimating"), "hides progress"),
            Signal(.call("endRefreshing"), "ends a refresh"),
            Signal(.call("setTitle"), "sets a title"),
            Signal(.call("setImage"), "sets an image"),
            Signal(.member("text"), "sets text"),
            Signal(.member("attributedText"), "sets text"),
            Signal(.member("image"), "sets an image"),
            Signal(.member("isHidden"), "shows or hides a view"),
            Signal(.member("title"), "sets a title"),
            Signal(.member("stringValue"), "sets text"),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func render(_ state: ProfileState) {
                        ↓nameLabel.text = state.name
                        ↓tableView.reloadData()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func show(_ state: ProfileState) {
                        ↓navigationItem.title = state.name
                        ↓avatarView.image = state.avatar
                        ↓bioLabel.attributedText = state.bio
                        ↓emptyView.isHidden = !state.posts.isEmpty
                        ↓followButton.setTitle(state.isFollowing ? "Following" : "Follow", for: .normal)
                        ↓likeButton.setImage(UIImage(systemName: state.liked ? "heart.fill" : "heart"), for: .normal)
                    }

                    private func loadingChanged(_ isLoading: Bool) {
                        if isLoading {
                            ↓spinner.startAnimating()
                        } else {
                            ↓spinner.stopAnimating()
                            ↓refreshControl?.endRefreshing()
                        }
                    }

                    func logicDidChange() {
                        ↓render(logic.state)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    private func update(_ changes: ListChanges) {
                        ↓tableView.performBatchUpdates {
                            ↓tableView.deleteRows(at: changes.removed, with: .fade)
                            ↓tableView.insertRows(at: changes.inserted, with: .fade)
                            ↓tableView.reloadRows(at: changes.updated, with: .none)
                        }
                    }

                    private func refreshSection(_ section: Int) {
                        ↓tableView.reloadSections(IndexSet(integer: section), with: .automatic)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UICollectionViewController {
                    private func update(_ changes: GridChanges) {
                        ↓collectionView.deleteItems(at: changes.removed)
                        ↓collectionView.insertItems(at: changes.inserted)
                        ↓collectionView.reloadItems(at: changes.updated)
                    }

                    private func show(_ snapshot: NSDiffableDataSourceSnapshot<Int, Photo>) {
                        ↓dataSource.apply(snapshot, animatingDifferences: true)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    private func show(_ file: File) {
                        ↓nameField.stringValue = file.name
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)refresh {
                    [self.tableView ↓reloadData];
                }
                """#),
        ],
        nonTriggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let logic: ProfileLogicController
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)refresh {
                    [self.binding update];
                }
                """#),
        ])
}
