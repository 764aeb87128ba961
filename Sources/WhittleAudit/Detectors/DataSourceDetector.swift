extension Responsibility {
    /// `data-source`: `whittle explain data-source` says what counts.
    public static let dataSource = Responsibility(id: "data-source")
}

extension ResponsibilityDetector {
    /// The `data-source` detector: the signals that show ``Responsibility/dataSource``, with examples that run as tests.
    static let dataSource = ResponsibilityDetector(
        .dataSource,
        definition:
            "answers a list's structure questions: sections, rows/items, item for an index path, titles, can-edit/can-move, commit editing; builds diffable snapshots; does index-path arithmetic to find model objects",
        roles: [.arrayDataSource, .sectionedDataSource, .composedDataSource, .queryDataSource],
        swiftUIRoles: [.observableViewState, .queryDataSource],
        // A controller on a diffable data source or a fetched-results controller is told what is
        // left to move; a fetched-results data source wraps the fetched results.
        frameworkObjects: [
            FrameworkObject("UITableViewDiffableDataSource"), FrameworkObject("UICollectionViewDiffableDataSource"),
            FrameworkObject("NSTableViewDiffableDataSource"), FrameworkObject("NSCollectionViewDiffableDataSource"),
            FrameworkObject("NSDiffableDataSourceSnapshot"), FrameworkObject("NSDiffableDataSourceSectionSnapshot"),
            FrameworkObject("NSFetchedResultsController", role: .fetchedResultsDataSource),
            FrameworkObject("NSFetchedResultsControllerDelegate", role: .fetchedResultsDataSource),
        ],
        signals: [
            // SwiftUI: the view runs the query or does index arithmetic on the list itself.
            Signal(.attribute("FetchRequest"), "fetches the list from Core Data in the view"),
            Signal(.attribute("SectionedFetchRequest"), "fetches the sectioned list from Core Data in the view"),
            Signal(.attribute("Query"), "fetches the list from SwiftData in the view"),
            // On a list: a row's own `onDelete()` callback hands the deletion to its owner.
            Signal(.call("onDelete"), "removes list items by index", receivers: .others).inSwiftUIOnly(),
            // A view model is a view's data source by design, but one running a fetched-results
            // controller is doing a list data source's work (a controller's is counted by its callbacks).
            Signal(.type("NSFetchedResultsController"), "runs a fetched-results controller for the list").inSwiftUIOnly(),
            Signal(.call("onMove"), "moves list items by index", receivers: .others).inSwiftUIOnly(),
            Signal(.signature("tableView(_:numberOfRowsInSection:)"), "answers how many rows a section has"),
            Signal(.signature("numberOfSections(in:)"), "answers how many sections the list has"),
            Signal(.signature("tableView(_:cellForRowAt:)"), "answers which cell shows an index path"),
            Signal(.signature("collectionView(_:numberOfItemsInSection:)"), "answers how many items a section has"),
            Signal(.signature("collectionView(_:cellForItemAt:)"), "answers which cell shows an index path"),
            Signal(.signature("collectionView(_:viewForSupplementaryElementOfKind:at:)"), "answers which supplementary view to show"),
            Signal(.signature("tableView(_:titleForHeaderInSection:)"), "answers a section's header title"),
            // A page view controller's data source answers which page comes before and after one.
            Signal(.signature("pageViewController(_:viewControllerBefore:)"), "answers which page comes before another"),
            Signal(.signature("pageViewController(_:viewControllerAfter:)"), "answers which page comes after another"),
            Signal(.signature("tableView(_:titleForFooterInSection:)"), "answers a section's footer title"),
            Signal(.signature("tableView(_:canEditRowAt:)"), "answers whether a row can be edited"),
            Signal(.signature("tableView(_:canMoveRowAt:)"), "answers whether a row can move"),
            Signal(.signature("tableView(_:commit:forRowAt:)"), "commits an edit to the list's model"),
            Signal(.signature("tableView(_:moveRowAt:to:)"), "moves an item in the list's model"),
            // AppKit's lists move their items by drag and drop through their data source: the
            // rows handed to a drag, and a drop committed to the list's model.
            Signal(.signature("tableView(_:pasteboardWriterForRow:)"), "hands a row's item to a drag"),
            Signal(.signature("tableView(_:writeRowsWith:to:)"), "hands rows' items to a drag"),
            Signal(.signature("tableView(_:acceptDrop:row:dropOperation:)"), "commits a drop to the list's model"),
            Signal(.signature("outlineView(_:pasteboardWriterForItem:)"), "hands an item to a drag"),
            Signal(.signature("outlineView(_:writeItems:to:)"), "hands items to a drag"),
            Signal(.signature("outlineView(_:acceptDrop:item:childIndex:)"), "commits a drop to the outline's model"),
            Signal(.signature("sectionIndexTitles(for:)"), "answers the section index"),
            Signal(.signature("numberOfRows(in:)"), "answers how many rows an NSTableView has"),
            // InputBarAccessoryView's autocomplete list (MessageKit's input bar) asks its data
            // source for the completions to list.
            Signal(.signature("autocompleteManager(_:autocompleteSourceFor:)"), "answers the items an autocomplete list shows"),
            // Quick Look's list of previewed items, in a panel (macOS) or a controller.
            Signal(.signature("numberOfPreviewItems(in:)"), "answers how many items Quick Look previews"),
            Signal(.signature("previewPanel(_:previewItemAt:)"), "answers the item Quick Look previews"),
            Signal(.signature("previewController(_:previewItemAt:)"), "answers the item Quick Look previews"),
            Signal(.signature("tableView(_:objectValueFor:row:)"), "answers the object shown in an NSTableView row"),
            Signal(.signature("outlineView(_:numberOfChildrenOfItem:)"), "answers an outline's structure"),
            Signal(.signature("outlineView(_:child:ofItem:)"), "answers an outline's structure"),
            Signal(.signature("outlineView(_:isItemExpandable:)"), "answers an outline's structure"),
            Signal(.signature("pickerView(_:numberOfRowsInComponent:)"), "answers how many rows a picker component has"),
            Signal(.signature("numberOfComponents(in:)"), "answers how many components a picker has"),
            Signal(.type("NSDiffableDataSourceSnapshot"), "builds a diffable snapshot"),
            Signal(.type("NSDiffableDataSourceSectionSnapshot"), "builds a diffable section snapshot"),
            Signal(.type("UITableViewDiffableDataSource"), "builds a diffable data source"),
            Signal(.type("UICollectionViewDiffableDataSource"), "builds a diffable data source"),
            Signal(.call("appendItems"), "fills a diffable snapshot"),
            Signal(.call("appendSections"), "fills a diffable snapshot"),
            // Compared in a condition (`if indexPath.row == 0 { return 100 }`), a row picks a
            // static table's fixed row, not a model object.
            Signal(.member("row"), "index-path arithmetic to find a model object").untested(),
            Signal(.labeledCall("IndexPath(row:section:)"), "index-path arithmetic from a model object's position"),
            Signal(.labeledCall("IndexPath(item:section:)"), "index-path arithmetic from a model object's position"),
            Signal(.conformance("UITableViewDataSource"), "adopts the table's data-source protocol"),
            Signal(.conformance("UICollectionViewDataSource"), "adopts the collection's data-source protocol"),
            Signal(.conformance("NSTableViewDataSource"), "adopts the table's data-source protocol"),
            Signal(.conformance("UIPickerViewDataSource"), "adopts the picker's data-source protocol"),
            // IGListKit: the adapter asks the controller for the list's objects and a section
            // controller for each.
            Signal(.conformance("ListAdapterDataSource"), "adopts IGListKit's data-source protocol"),
            Signal(.signature("objects(for:)"), "answers the objects of an IGListKit list").imported(from: ["IGListKit", "IGListSwiftKit"]),
            Signal(.signature("listAdapter(_:sectionControllerFor:)"), "answers which section controller shows an object"),
            // Texture (AsyncDisplayKit): a table or collection node asks the same questions and
            // takes a cell node, or a block that makes one off the main thread, for each row.
            Signal(.conformance("ASTableDataSource"), "adopts Texture's table data-source protocol"),
            Signal(.conformance("ASCollectionDataSource"), "adopts Texture's collection data-source protocol"),
            Signal(.signature("tableNode(_:numberOfRowsInSection:)"), "answers how many rows a section has"),
            Signal(.signature("tableNode(_:nodeBlockForRowAt:)"), "answers which cell node shows an index path"),
            Signal(.signature("tableNode(_:nodeForRowAt:)"), "answers which cell node shows an index path"),
            Signal(.signature("collectionNode(_:numberOfItemsInSection:)"), "answers how many items a section has"),
            Signal(.signature("collectionNode(_:nodeBlockForItemAt:)"), "answers which cell node shows an index path"),
            Signal(.signature("collectionNode(_:nodeForItemAt:)"), "answers which cell node shows an index path"),
            // Building the list's structure from the app's (or a form library's) section and
            // row types: `StaticTableViewSection(…)`, `CollectionViewSection(…)`, `TextRow(…)`.
            // A compositional layout's section is layout, not the list's content.
            // In SwiftUI a row or section is a subview the body composes.
            Signal(.constructsTypeWithSuffix("Section"), "builds the list's sections").unless(with: [.call("NSCollectionLayoutSection")])
                .outsideSwiftUIOnly(),
            Signal(.constructsTypeWithSuffix("Row"), "builds the list's rows").outsideSwiftUIOnly(),
        ],
        objectiveCSignals: [
            Signal(.signature("-outlineView:numberOfChildrenOfItem:"), "answers an outline's structure"),
            Signal(.signature("-outlineView:child:ofItem:"), "answers an outline's structure"),
            Signal(.signature("-outlineView:isItemExpandable:"), "answers an outline's structure"),
            Signal(.signature("-tableView:objectValueForTableColumn:row:"), "answers the object shown in an NSTableView row"),
            Signal(.signature("-tableView:numberOfRowsInSection:"), "answers how many rows a section has"),
            Signal(
                .signature("-pageViewController:viewControllerBeforeViewController:"), "answers which page comes before another"),
            Signal(
                .signature("-pageViewController:viewControllerAfterViewController:"), "answers which page comes after another"),
            Signal(.signature("-numberOfSectionsInTableView:"), "answers how many sections the list has"),
            Signal(.signature("-tableView:cellForRowAtIndexPath:"), "answers which cell shows an index path"),
            Signal(.signature("-collectionView:numberOfItemsInSection:"), "answers how many items a section has"),
            Signal(.signature("-numberOfSectionsInCollectionView:"), "answers how many sections the list has"),
            Signal(.signature("-collectionView:cellForItemAtIndexPath:"), "answers which cell shows an index path"),
            Signal(
                .signature("-collectionView:viewForSupplementaryElementOfKind:atIndexPath:"),
                "answers which supplementary view to show"),
            Signal(.signature("-tableView:titleForHeaderInSection:"), "answers a section's header title"),
            Signal(.signature("-tableView:titleForFooterInSection:"), "answers a section's footer title"),
            Signal(.signature("-tableView:canEditRowAtIndexPath:"), "answers whether a row can be edited"),
            Signal(.signature("-tableView:canMoveRowAtIndexPath:"), "answers whether a row can move"),
            Signal(
                .signature("-tableView:commitEditingStyle:forRowAtIndexPath:"), "commits an edit to the list's model"),
            Signal(.signature("-tableView:moveRowAtIndexPath:toIndexPath:"), "moves an item in the list's model"),
            Signal(.signature("-tableView:pasteboardWriterForRow:"), "hands a row's item to a drag"),
            Signal(.signature("-tableView:writeRowsWithIndexes:toPasteboard:"), "hands rows' items to a drag"),
            Signal(.signature("-tableView:acceptDrop:row:dropOperation:"), "commits a drop to the list's model"),
            Signal(.signature("-outlineView:pasteboardWriterForItem:"), "hands an item to a drag"),
            Signal(.signature("-outlineView:writeItems:toPasteboard:"), "hands items to a drag"),
            Signal(.signature("-outlineView:acceptDrop:item:childIndex:"), "commits a drop to the outline's model"),
            Signal(.signature("-sectionIndexTitlesForTableView:"), "answers the section index"),
            Signal(.signature("-pickerView:numberOfRowsInComponent:"), "answers how many rows a picker component has"),
            Signal(.signature("-numberOfComponentsInPickerView:"), "answers how many components a picker has"),
            Signal(.signature("-numberOfRowsInTableView:"), "answers how many rows an NSTableView has"),
            Signal(.signature("-numberOfPreviewItemsInPreviewPanel:"), "answers how many items Quick Look previews"),
            Signal(.signature("-previewPanel:previewItemAtIndex:"), "answers the item Quick Look previews"),
            Signal(.signature("-numberOfPreviewItemsInPreviewController:"), "answers how many items Quick Look previews"),
            Signal(.signature("-previewController:previewItemAtIndex:"), "answers the item Quick Look previews"),
            Signal(.signature("-objectsForListAdapter:"), "answers the objects of an IGListKit list"),
            Signal(.signature("-listAdapter:sectionControllerForObject:"), "answers which section controller shows an object"),
            Signal(.signature("-tableNode:numberOfRowsInSection:"), "answers how many rows a section has"),
            Signal(.signature("-numberOfSectionsInTableNode:"), "answers how many sections the list has"),
            Signal(.signature("-tableNode:nodeBlockForRowAtIndexPath:"), "answers which cell node shows an index path"),
            Signal(.signature("-tableNode:nodeForRowAtIndexPath:"), "answers which cell node shows an index path"),
            Signal(.signature("-collectionNode:numberOfItemsInSection:"), "answers how many items a section has"),
            Signal(.signature("-numberOfSectionsInCollectionNode:"), "answers how many sections the list has"),
            Signal(.signature("-collectionNode:nodeBlockForItemAtIndexPath:"), "answers which cell node shows an index path"),
            Signal(.signature("-collectionNode:nodeForItemAtIndexPath:"), "answers which cell node shows an index path"),
            Signal(.call("indexPathForRow"), "index-path arithmetic from a model object's position"),
            Signal(.call("indexPathForItem"), "index-path arithmetic from a model object's position"),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                import InputBarAccessoryView

                final class ExampleViewController: UIViewController, AutocompleteManagerDataSource {
                    ↓func autocompleteManager(_ manager: AutocompleteManager, autocompleteSourceFor prefix: String) -> [AutocompleteCompletion] {
                        prefix == "@" ? members.map { AutocompleteCompletion(text: $0.username) } : emoji.map { AutocompleteCompletion(text: $0) }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController, QLPreviewPanelDataSource {
                    ↓func numberOfPreviewItems(in panel: QLPreviewPanel!) -> Int { selectedFiles.count }

                    ↓func previewPanel(_ panel: QLPreviewPanel!, previewItemAt index: Int) -> QLPreviewItem! {
                        selectedFiles[index] as NSURL
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController, QLPreviewControllerDataSource {
                    ↓func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> QLPreviewItem {
                        attachments[index].fileURL as NSURL
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (NSInteger)numberOfPreviewItemsInPreviewPanel:(QLPreviewPanel *)panel {
                    return self.selectedFiles.count;
                }

                ↓- (id<QLPreviewItem>)previewPanel:(QLPreviewPanel *)panel previewItemAtIndex:(NSInteger)index {
                    return self.selectedFiles[index];
                }

                ↓- (NSInteger)numberOfPreviewItemsInPreviewController:(QLPreviewController *)controller {
                    return self.attachments.count;
                }

                ↓- (id<QLPreviewItem>)previewController:(QLPreviewController *)controller previewItemAtIndex:(NSInteger)index {
                    return self.attachments[index];
                }
                """#, interface: "NSViewController <QLPreviewPanelDataSource>"),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController, NSTableViewDataSource {
                    ↓func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int) -> NSPasteboardWriting? {
                        logic.files[row].url as NSURL
                    }

                    ↓func tableView(_ tableView: NSTableView, acceptDrop info: NSDraggingInfo, row: Int, dropOperation: NSTableView.DropOperation) -> Bool {
                        logic.stage(info.draggingPasteboard, at: row)
                    }

                    ↓func outlineView(_ outlineView: NSOutlineView, pasteboardWriterForItem item: Any) -> NSPasteboardWriting? {
                        (item as? FileNode)?.url as NSURL?
                    }

                    ↓func outlineView(_ outlineView: NSOutlineView, acceptDrop info: NSDraggingInfo, item: Any?, childIndex index: Int) -> Bool {
                        logic.move(info.draggingPasteboard, into: item as? FileNode, at: index)
                    }

                    ↓func tableView(_ tableView: NSTableView, writeRowsWith rowIndexes: IndexSet, to pboard: NSPasteboard) -> Bool {
                        logic.write(rowIndexes, to: pboard)
                    }

                    ↓func outlineView(_ outlineView: NSOutlineView, writeItems items: [Any], to pasteboard: NSPasteboard) -> Bool {
                        logic.write(items, to: pasteboard)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIPageViewController, UIPageViewControllerDataSource {
                    private var photos: [Photo] = []

                    ↓func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
                        guard let page = viewController as? PhotoPageViewController, page.index > 0 else { return nil }
                        return PhotoPageViewController(photo: photos[page.index - 1], index: page.index - 1)
                    }

                    ↓func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
                        guard let page = viewController as? PhotoPageViewController, page.index + 1 < photos.count else { return nil }
                        return PhotoPageViewController(photo: photos[page.index + 1], index: page.index + 1)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (UIViewController *)pageViewController:(UIPageViewController *)pageViewController viewControllerBeforeViewController:(UIViewController *)viewController {
                    NSUInteger index = [self.pages indexOfObject:viewController];
                    return index == 0 || index == NSNotFound ? nil : self.pages[index - 1];
                }

                ↓- (UIViewController *)pageViewController:(UIPageViewController *)pageViewController viewControllerAfterViewController:(UIViewController *)viewController {
                    NSUInteger index = [self.pages indexOfObject:viewController];
                    return index + 1 >= self.pages.count ? nil : self.pages[index + 1];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (BOOL)tableView:(NSTableView *)tv writeRowsWithIndexes:(NSIndexSet *)rowIndexes toPasteboard:(NSPasteboard *)pboard {
                    return [self.logic writeFilesAtIndexes:rowIndexes toPasteboard:pboard];
                }

                ↓- (BOOL)tableView:(NSTableView *)tv acceptDrop:(id <NSDraggingInfo>)info row:(NSInteger)row dropOperation:(NSTableViewDropOperation)operation {
                    return [self.logic stageFilesFromPasteboard:[info draggingPasteboard]];
                }

                ↓- (id <NSPasteboardWriting>)tableView:(NSTableView *)tableView pasteboardWriterForRow:(NSInteger)row {
                    return [self.logic fileURLAtIndex:row];
                }

                ↓- (id <NSPasteboardWriting>)outlineView:(NSOutlineView *)outlineView pasteboardWriterForItem:(id)item {
                    return [item fileURL];
                }

                ↓- (BOOL)outlineView:(NSOutlineView *)outlineView writeItems:(NSArray *)items toPasteboard:(NSPasteboard *)pasteboard {
                    return [self.logic writeItems:items toPasteboard:pasteboard];
                }

                ↓- (BOOL)outlineView:(NSOutlineView *)outlineView acceptDrop:(id <NSDraggingInfo>)info item:(id)item childIndex:(NSInteger)index {
                    return [self.logic moveItemsFromPasteboard:[info draggingPasteboard] into:item atIndex:index];
                }
                """#, interface: "NSViewController <NSTableViewDataSource, NSOutlineViewDataSource>"),
            AuditExample(
                #"""
                final class NotesViewModel: NSObject, ObservableObject {
                    private lazy var results = ↓NSFetchedResultsController(
                        fetchRequest: Note.fetchRequest(), managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
                }

                struct NotesView: View {
                    @StateObject private var model = NotesViewModel()
                    var body: some View { Text("Notes") }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    ↓@FetchRequest(sortDescriptors: []) private var items: FetchedResults<Item>
                    ↓@SectionedFetchRequest(sectionIdentifier: \.day, sortDescriptors: []) private var days: SectionedFetchResults<String, Item>
                    ↓@Query private var notes: [Note]

                    var body: some View {
                        List {
                            ForEach(items) { item in Text(item.name) }
                                .↓onDelete { offsets in remove(offsets) }
                                .↓onMove { source, destination in move(source, destination) }
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: StaticTableViewController {
                    private func composeSections() {
                        let name = ↓StaticTableViewRow(textFieldWithAction: nil, placeholder: "Name", value: bookmark.name)
                        addSection(↓StaticTableViewSection(headerTitle: "Server", rows: [name]))
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    private var photos: [Photo] = []

                    ↓override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                        photos.count
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func applySnapshot(_ photos: [Photo]) {
                        var snapshot = ↓NSDiffableDataSourceSnapshot<Int, Photo>()
                        ↓snapshot.appendSections([0])
                        ↓snapshot.appendItems(photos)
                        dataSource.apply(snapshot)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        let photo = photos[↓indexPath.row]
                        logic.open(photo)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    ↓override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

                    ↓override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
                    }

                    ↓override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].name }

                    ↓override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footnote }

                    ↓override func sectionIndexTitles(for tableView: UITableView) -> [String]? { sections.map(\.initial) }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    ↓override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

                    ↓override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

                    ↓override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                        logic.deleteItem(at: indexPath)
                    }

                    ↓override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                        logic.moveItem(from: sourceIndexPath, to: destinationIndexPath)
                    }
                }
                """#),
            AuditExample(
                #"""
                ↓final class ExampleViewController: UIViewController, UICollectionViewDataSource {
                    ↓func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

                    ↓func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
                    }

                    ↓func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
                    }
                }
                """#),
            AuditExample(
                #"""
                ↓final class ExampleViewController: UIViewController, UITableViewDataSource {
                    ↓func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

                    ↓func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
                    }
                }
                """#),
            AuditExample(
                #"""
                ↓final class ExampleViewController: NSViewController, NSTableViewDataSource {
                    ↓func numberOfRows(in tableView: NSTableView) -> Int { files.count }

                    ↓func tableView(_ tableView: NSTableView, objectValueFor tableColumn: NSTableColumn?, row: Int) -> Any? { files[row].name }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    ↓func outlineView(_ outlineView: NSOutlineView, numberOfChildrenOfItem item: Any?) -> Int {
                        (item as? Folder)?.children.count ?? folders.count
                    }

                    ↓func outlineView(_ outlineView: NSOutlineView, child index: Int, ofItem item: Any?) -> Any {
                        (item as? Folder)?.children[index] ?? folders[index]
                    }

                    ↓func outlineView(_ outlineView: NSOutlineView, isItemExpandable item: Any) -> Bool {
                        item is Folder
                    }
                }
                """#),
            AuditExample(
                #"""
                ↓final class ExampleViewController: UIViewController, UIPickerViewDataSource {
                    ↓func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

                    ↓func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { countries.count }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func makeContactsDataSource() -> ↓UITableViewDiffableDataSource<Int, Contact> {
                        UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, contact in
                            tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
                        }
                    }

                    private func makePhotosDataSource() -> ↓UICollectionViewDiffableDataSource<Int, Photo> {
                        UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, photo in
                            collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
                        }
                    }

                    private func applyFolders(_ folders: [Folder]) {
                        var section = ↓NSDiffableDataSourceSectionSnapshot<Folder>()
                        section.append(folders)
                        foldersDataSource.apply(section, to: 0)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView {
                    return self.sections.count;
                }

                ↓- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                    return self.sections[section].contacts.count;
                }

                ↓- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    Contact *contact = self.sections[indexPath.section].contacts[indexPath.↓row];
                    return [self.cells cellForContact:contact inTableView:tableView];
                }

                ↓- (NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section {
                    return self.sections[section].letter;
                }

                ↓- (NSString *)tableView:(UITableView *)tableView titleForFooterInSection:(NSInteger)section {
                    return section == self.sections.count - 1 ? self.summary : nil;
                }

                ↓- (NSArray<NSString *> *)sectionIndexTitlesForTableView:(UITableView *)tableView {
                    return [self.sections valueForKey:@"letter"];
                }
                """#, interface: "UIViewController <UITableViewDataSource>"),
            AuditExample(
                objectiveC: #"""
                ↓- (BOOL)tableView:(UITableView *)tableView canEditRowAtIndexPath:(NSIndexPath *)indexPath {
                    return YES;
                }

                ↓- (BOOL)tableView:(UITableView *)tableView canMoveRowAtIndexPath:(NSIndexPath *)indexPath {
                    return YES;
                }

                ↓- (void)tableView:(UITableView *)tableView commitEditingStyle:(UITableViewCellEditingStyle)editingStyle forRowAtIndexPath:(NSIndexPath *)indexPath {
                    if (editingStyle == UITableViewCellEditingStyleDelete) {
                        [self.tasks removeObjectAtIndex:indexPath.↓row];
                        [tableView deleteRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationAutomatic];
                    }
                }

                ↓- (void)tableView:(UITableView *)tableView moveRowAtIndexPath:(NSIndexPath *)sourceIndexPath toIndexPath:(NSIndexPath *)destinationIndexPath {
                    Task *task = self.tasks[sourceIndexPath.↓row];
                    [self.tasks removeObjectAtIndex:sourceIndexPath.row];
                    [self.tasks insertObject:task atIndex:destinationIndexPath.↓row];
                }
                """#, interface: "UIViewController <UITableViewDataSource>"),
            AuditExample(
                objectiveC: #"""
                ↓- (NSInteger)numberOfSectionsInCollectionView:(UICollectionView *)collectionView {
                    return self.albums.count;
                }

                ↓- (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section {
                    return self.albums[section].photos.count;
                }

                ↓- (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath {
                    return [self.cells cellForPhoto:self.albums[indexPath.section].photos[indexPath.item] inCollectionView:collectionView];
                }

                ↓- (UICollectionReusableView *)collectionView:(UICollectionView *)collectionView viewForSupplementaryElementOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath {
                    return [self.cells headerForAlbum:self.albums[indexPath.section] inCollectionView:collectionView];
                }
                """#, interface: "UIViewController <UICollectionViewDataSource>"),
            AuditExample(
                objectiveC: #"""
                ↓- (NSInteger)numberOfComponentsInPickerView:(UIPickerView *)pickerView {
                    return 1;
                }

                ↓- (NSInteger)pickerView:(UIPickerView *)pickerView numberOfRowsInComponent:(NSInteger)component {
                    return self.countries.count;
                }
                """#, interface: "UIViewController <UIPickerViewDataSource>"),
            AuditExample(
                objectiveC: #"""
                ↓- (NSInteger)numberOfRowsInTableView:(NSTableView *)tableView {
                    return self.bookmarks.count;
                }

                ↓- (id)tableView:(NSTableView *)tableView objectValueForTableColumn:(NSTableColumn *)tableColumn row:(NSInteger)row {
                    return self.bookmarks[row].title;
                }

                ↓- (NSInteger)outlineView:(NSOutlineView *)outlineView numberOfChildrenOfItem:(id)item {
                    return item == nil ? self.folders.count : [item children].count;
                }

                ↓- (id)outlineView:(NSOutlineView *)outlineView child:(NSInteger)index ofItem:(id)item {
                    return item == nil ? self.folders[index] : [item children][index];
                }

                ↓- (BOOL)outlineView:(NSOutlineView *)outlineView isItemExpandable:(id)item {
                    return [item isKindOfClass:[Folder class]];
                }
                """#, interface: "NSViewController <NSTableViewDataSource, NSOutlineViewDataSource>"),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    private func firstUnread() -> IndexPath? {
                        guard let index = logic.messages.firstIndex(where: { !$0.isRead }) else { return nil }
                        return ↓IndexPath(row: index, section: 0)
                    }

                    private func pathOfPhoto(at index: Int) -> IndexPath {
                        ↓IndexPath(item: index % columns, section: index / columns)
                    }
                }
                """#),
            AuditExample(
                #"""
                import IGListKit

                ↓final class ExampleViewController: UIViewController, ListAdapterDataSource {
                    ↓func objects(for listAdapter: ListAdapter) -> [ListDiffable] { issues }

                    ↓func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
                        IssueSectionController()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (NSArray<id<IGListDiffable>> *)objectsForListAdapter:(IGListAdapter *)listAdapter {
                    return self.issues;
                }

                ↓- (IGListSectionController *)listAdapter:(IGListAdapter *)listAdapter sectionControllerForObject:(id)object {
                    return [IssueSectionController new];
                }
                """#),
            AuditExample(
                #"""
                import AsyncDisplayKit

                ↓final class ExampleViewController: UIViewController, ASTableDataSource, ASCollectionDataSource {
                    ↓func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { messages.count }

                    ↓func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
                        { MessageCellNode() }
                    }

                    ↓func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode { MessageCellNode() }

                    ↓func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { photos.count }

                    ↓func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
                        { PhotoCellNode() }
                    }

                    ↓func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode { PhotoCellNode() }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (NSInteger)numberOfSectionsInTableNode:(ASTableNode *)tableNode {
                    return 1;
                }

                ↓- (NSInteger)tableNode:(ASTableNode *)tableNode numberOfRowsInSection:(NSInteger)section {
                    return self.messages.count;
                }

                ↓- (ASCellNodeBlock)tableNode:(ASTableNode *)tableNode nodeBlockForRowAtIndexPath:(NSIndexPath *)indexPath {
                    return ^{ return [MessageCellNode new]; };
                }

                ↓- (ASCellNode *)tableNode:(ASTableNode *)tableNode nodeForRowAtIndexPath:(NSIndexPath *)indexPath {
                    return [MessageCellNode new];
                }

                ↓- (NSInteger)numberOfSectionsInCollectionNode:(ASCollectionNode *)collectionNode {
                    return 1;
                }

                ↓- (NSInteger)collectionNode:(ASCollectionNode *)collectionNode numberOfItemsInSection:(NSInteger)section {
                    return self.photos.count;
                }

                ↓- (ASCellNodeBlock)collectionNode:(ASCollectionNode *)collectionNode nodeBlockForItemAtIndexPath:(NSIndexPath *)indexPath {
                    return ^{ return [PhotoCellNode new]; };
                }

                ↓- (ASCellNode *)collectionNode:(ASCollectionNode *)collectionNode nodeForItemAtIndexPath:(NSIndexPath *)indexPath {
                    return [PhotoCellNode new];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (NSIndexPath *)indexOfLastMessage {
                    return [NSIndexPath ↓indexPathForRow:[self.messages count] - 1 inSection:0];
                }

                - (NSIndexPath *)pathOfPhotoAtIndex:(NSInteger)index {
                    return [NSIndexPath ↓indexPathForItem:index inSection:0];
                }
                """#),
        ],
        nonTriggeringExamples: [
            // A static table's fixed rows, picked by comparing the row in a condition: no model
            // object is looked up.
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                        if indexPath.section == 0 && indexPath.row == 1 { return 60 }
                        return 44
                    }

                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        if indexPath.row == 2 { coordinator.showServers() }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                    if (indexPath.row == 0) return 100;
                    return 44;
                }
                """#),
            // A row calling the callbacks its owner gave it edits no list itself.
            AuditExample(
                #"""
                struct ServerRow: View {
                    let server: Server
                    let onDelete: () -> Void
                    let onMove: (Int) -> Void

                    var body: some View {
                        HStack {
                            Text(server.name)
                            Button("Delete", role: .destructive) { onDelete() }
                            Button("Move up") { onMove(-1) }
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    let model: NotesModel

                    var body: some View {
                        List(model.notes) { note in
                            Text(note.title)
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func makeLayout() -> UICollectionViewLayout {
                        let item = NSCollectionLayoutItem(layoutSize: size)
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
                        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let dataSource = ArrayDataSource<Photo>()

                    private func show(_ photo: Photo) {
                        let item = dataSource.item(at: ItemPath(item: 0, section: 0))
                        render(item)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.dataSource = dataSource
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func objects(for filter: Filter) -> [Issue] {
                        model.issues(matching: filter)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (NSInteger)count {
                    return [self.dataSource count];
                }
                """#),
        ])
}
