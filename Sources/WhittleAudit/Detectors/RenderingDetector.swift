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
            // Every list API's changes are rendering, in both languages: a batch's begin, its
            // section changes and moves, AppKit's removals (a batch also animates: `animation`).
            Signal(.call("beginUpdates"), "applies list changes", receivers: .others),
            Signal(.call("endUpdates"), "applies list changes", receivers: .others),
            Signal(.call("insertSections"), "applies list changes", receivers: .others),
            Signal(.call("deleteSections"), "applies list changes", receivers: .others),
            Signal(.call("moveSection"), "applies list changes", receivers: .others),
            Signal(.call("moveRow"), "applies list changes", receivers: .others),
            Signal(.call("moveItem"), "applies list changes", receivers: .others),
            Signal(.call("removeRows"), "applies list changes", receivers: .others),
            Signal(.call("removeItems"), "applies list changes", receivers: .others),
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
        objectiveCSignals: [
            Signal(.call("insertRowsAtIndexPaths"), "applies list changes"),
            Signal(.call("deleteRowsAtIndexPaths"), "applies list changes"),
            Signal(.call("reloadRowsAtIndexPaths"), "reloads rows"),
            Signal(.call("moveRowAtIndexPath"), "applies list changes"),
            Signal(.call("insertItemsAtIndexPaths"), "applies list changes"),
            Signal(.call("deleteItemsAtIndexPaths"), "applies list changes"),
            Signal(.call("reloadItemsAtIndexPaths"), "reloads items"),
            Signal(.call("moveItemAtIndexPath"), "applies list changes"),
            Signal(.call("insertRowsAtIndexes"), "applies list changes"),
            Signal(.call("removeRowsAtIndexes"), "applies list changes"),
            Signal(.call("moveRowAtIndex"), "applies list changes"),
            Signal(.call("insertItemsAtIndexes"), "applies list changes"),
            Signal(.call("removeItemsAtIndexes"), "applies list changes"),
            Signal(.call("reloadDataForRowIndexes"), "reloads rows"),
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
            AuditExample(
                objectiveC: #"""
                - (void)insertEntry:(NSIndexPath *)indexPath {
                    [self.tableView ↓beginUpdates];
                    [self.tableView ↓insertRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationAutomatic];
                    [self.tableView ↓endUpdates];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)applyChanges:(Changes *)changes {
                    [self.tableView ↓deleteRowsAtIndexPaths:changes.removed withRowAnimation:UITableViewRowAnimationFade];
                    [self.tableView ↓reloadRowsAtIndexPaths:changes.updated withRowAnimation:UITableViewRowAnimationNone];
                    [self.tableView ↓moveRowAtIndexPath:changes.from toIndexPath:changes.to];
                    [self.collectionView ↓insertItemsAtIndexPaths:changes.inserted];
                    [self.collectionView ↓deleteItemsAtIndexPaths:changes.removed];
                    [self.collectionView ↓reloadItemsAtIndexPaths:changes.updated];
                    [self.collectionView ↓moveItemAtIndexPath:changes.from toIndexPath:changes.to];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)applyRows:(NSIndexSet *)rows {
                    [self.tableView ↓insertRowsAtIndexes:rows withAnimation:NSTableViewAnimationSlideDown];
                    [self.tableView ↓removeRowsAtIndexes:rows withAnimation:NSTableViewAnimationEffectFade];
                    [self.tableView ↓moveRowAtIndex:0 toIndex:1];
                    [self.tableView ↓reloadDataForRowIndexes:rows columnIndexes:[NSIndexSet indexSetWithIndex:0]];
                    [self.outlineView ↓insertItemsAtIndexes:rows inParent:nil withAnimation:NSTableViewAnimationSlideDown];
                    [self.outlineView ↓removeItemsAtIndexes:rows inParent:nil withAnimation:NSTableViewAnimationSlideUp];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    private func apply(_ changes: SectionChanges) {
                        ↓tableView.beginUpdates()
                        ↓tableView.insertSections(changes.insertedSections, with: .automatic)
                        ↓tableView.deleteSections(changes.deletedSections, with: .automatic)
                        ↓tableView.moveSection(0, toSection: 1)
                        ↓tableView.moveRow(at: changes.from, to: changes.to)
                        ↓tableView.endUpdates()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    private func remove(at rows: IndexSet) {
                        ↓tableView.removeRows(at: rows, withAnimation: .effectFade)
                        ↓outlineView.moveItem(at: 0, inParent: nil, to: 1, inParent: nil)
                        ↓outlineView.removeItems(at: rows, inParent: nil, withAnimation: .slideUp)
                    }
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
