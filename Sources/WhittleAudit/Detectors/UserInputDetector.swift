extension Responsibility {
    /// `user-input`: `whittle explain user-input` says what counts.
    public static let userInput = Responsibility(id: "user-input")
}

extension ResponsibilityDetector {
    /// The `user-input` detector: the signals that show ``Responsibility/userInput``, with examples that run as tests.
    static let userInput = ResponsibilityDetector(
        .userInput,
        definition:
            "handles control events and gestures: @IBAction, target-action, gesture recognizers, text-field/search-bar delegate callbacks, row selection",
        roles: [.intention, .interaction], keptIn: [.swiftUIView, .viewModel],
        // Nearly every UIKit controller does it (32 of 32 labelled controllers of the development
        // apps): a warning would tell one controller from another by nothing.
        ruleSeverity: .note,
        signals: [
            // An unwind segue's target (`@IBAction func unwindToMain(_ segue: UIStoryboardSegue)`)
            // is where a segue lands, not a control's event.
            Signal(.attribute("IBAction"), "handles a control event").except(parameterTypes: ["UIStoryboardSegue", "NSStoryboardSegue"]),
            Signal(.call("addTarget"), "wires a control with target-action"),
            // A bar button item built with a target and action is a control wired in code.
            Signal(.labeledCall("UIBarButtonItem(image:style:target:action:)"), "wires a bar button with target-action"),
            Signal(.labeledCall("UIBarButtonItem(title:style:target:action:)"), "wires a bar button with target-action"),
            Signal(.labeledCall("UIBarButtonItem(barButtonSystemItem:target:action:)"), "wires a bar button with target-action"),
            Signal(.call("addGestureRecognizer"), "adds a gesture recognizer"),
            // AppKit's target-action in code: a control, menu item or toolbar item told whom to
            // send its action (`button.target = self`). An action with no target goes up the
            // responder chain to whoever handles it, so the action alone says nothing.
            Signal(.member("target"), "wires a control with target-action", receivers: .actionSenders).outsideSwiftUIOnly(),
            Signal(.labeledCall("NSButton(title:target:action:)"), "wires a button with target-action"),
            Signal(.labeledCall("NSButton(image:target:action:)"), "wires a button with target-action"),
            Signal(.labeledCall("NSButton(checkboxWithTitle:target:action:)"), "wires a checkbox with target-action"),
            // An alert's actions are the alert's (see `alerts`), not control events.
            Signal(.call("addAction"), "wires a control action", unless: [.alerts]),
            // A button's or a bar item's primary action, or a menu's item, written as a closure.
            Signal(.type("UIAction"), "handles a control's or a menu's action"),
            // A control's events as a reactive stream (RxCocoa's `button.rx.tap`,
            // `control.rx.controlEvent(.valueChanged)`, `tableView.rx.itemSelected`; CombineCocoa's
            // `button.tapPublisher`): the same target-action, subscribed to.
            Signal(.member("tap"), "handles taps through a reactive stream", receivers: .controls),
            Signal(.call("controlEvent"), "handles a control event through a reactive stream", receivers: .controls),
            Signal(.member("tapPublisher"), "handles taps through a reactive stream", receivers: .controls),
            Signal(.member("itemSelected"), "handles row selection through a reactive stream", receivers: .others)
                .imported(from: ["RxCocoa", "RxSwift"]),
            Signal(.type("UIKeyCommand"), "handles keyboard shortcuts"),
            Signal(.signature("pressesBegan(_:with:)"), "handles hardware key presses"),
            Signal(.signature("pressesEnded(_:with:)"), "handles hardware key presses"),
            Signal(.type("UITapGestureRecognizer"), "handles taps"),
            Signal(.type("UIPanGestureRecognizer"), "handles pans"),
            Signal(.type("UILongPressGestureRecognizer"), "handles long presses"),
            Signal(.type("UISwipeGestureRecognizer"), "handles swipes"),
            Signal(.type("UIPinchGestureRecognizer"), "handles pinches"),
            Signal(.type("UIGestureRecognizer"), "handles gestures"),
            Signal(.type("NSClickGestureRecognizer"), "handles clicks"),
            Signal(.signature("tableView(_:didSelectRowAt:)"), "handles row selection"),
            Signal(.signature("tableView(_:didDeselectRowAt:)"), "handles row deselection"),
            Signal(.signature("collectionView(_:didSelectItemAt:)"), "handles item selection"),
            // Texture's table and collection nodes.
            Signal(.signature("tableNode(_:didSelectRowAt:)"), "handles row selection"),
            Signal(.signature("collectionNode(_:didSelectItemAt:)"), "handles item selection"),
            Signal(.signature("tableViewSelectionDidChange(_:)"), "handles row selection"),
            Signal(.signature("outlineViewSelectionDidChange(_:)"), "handles row selection"),
            // AppKit's double click, sent to the action set for it.
            Signal(.member("doubleAction"), "handles double clicks", receivers: .others),
            Signal(.signature("textFieldShouldReturn(_:)"), "handles the return key"),
            Signal(.signature("textFieldDidBeginEditing(_:)"), "handles text editing"),
            Signal(.signature("textFieldDidEndEditing(_:)"), "handles text editing"),
            Signal(.signature("textViewDidChange(_:)"), "handles text editing"),
            // AppKit's text fields tell their delegate as UIKit's do.
            Signal(.signature("controlTextDidBeginEditing(_:)"), "handles text editing"),
            Signal(.signature("controlTextDidChange(_:)"), "handles text editing"),
            Signal(.signature("controlTextDidEndEditing(_:)"), "handles text editing"),
            Signal(.signature("control(_:textView:doCommandBy:)"), "handles a key command in a text field"),
            Signal(.signature("searchBar(_:textDidChange:)"), "handles search input"),
            Signal(.signature("searchBarSearchButtonClicked(_:)"), "handles search input"),
            Signal(.signature("searchBarCancelButtonClicked(_:)"), "handles search input"),
            Signal(.signature("updateSearchResults(for:)"), "handles search input"),
            Signal(.signature("pickerView(_:didSelectRow:inComponent:)"), "handles picker selection"),
            Signal(.signature("touchesBegan(_:with:)"), "handles touches"),
            Signal(.signature("gestureRecognizerShouldBegin(_:)"), "decides on a gesture"),
            // The user's own drag of a scroll view (a scroll in code fires neither).
            Signal(.signature("scrollViewWillBeginDragging(_:)"), "reacts to the user's scroll"),
            Signal(.signature("scrollViewDidEndDragging(_:willDecelerate:)"), "reacts to the user's scroll"),
            Signal(.signature("scrollViewDidEndDecelerating(_:)"), "reacts to the user's scroll"),
            // A view's report of what the user did, whatever view sends it: the app's own
            // screens and grids (`func hireTapped()`, `gridView(_:didSelectItem:at:)`,
            // `-gridView:didSelectItem:atIndex:`), a library's (`didTapSendButton(_:)`).
            Signal(.nameContaining("didSelect"), "handles a selection a view reports"),
            Signal(.nameContaining("didTap"), "handles a tap a view reports"),
            Signal(.nameContaining("didPress"), "handles a press a view reports"),
            Signal(.nameContaining("Tapped"), "handles a tap a view reports"),
            Signal(.nameContaining("Pressed"), "handles a press a view reports"),
            // Not an alert's or action sheet's choice (`-alertView:clickedButtonAtIndex:`): alerts.
            Signal(.nameContaining("Clicked"), "handles a click a view reports")
                .except(parameterTypes: ["UIAlertView", "UIActionSheet"]),
            Signal(.conformance("UITextFieldDelegate"), "adopts text-field callbacks"),
            Signal(.conformance("UITextViewDelegate"), "adopts text-view callbacks"),
            Signal(.conformance("UISearchBarDelegate"), "adopts search-bar callbacks"),
            Signal(.conformance("UISearchResultsUpdating"), "adopts search callbacks"),
            Signal(.conformance("UIGestureRecognizerDelegate"), "adopts gesture callbacks"),
        ],
        objectiveCSignals: [
            Signal(.signature("-pressesBegan:withEvent:"), "handles hardware key presses"),
            Signal(.signature("-pressesEnded:withEvent:"), "handles hardware key presses"),
            Signal(.signature("-tableViewSelectionDidChange:"), "handles row selection"),
            Signal(.signature("-outlineViewSelectionDidChange:"), "handles row selection"),
            Signal(.call("setDoubleAction"), "handles double clicks"),
            Signal(.signature("-tableView:didSelectRowAtIndexPath:"), "handles row selection"),
            Signal(.signature("-tableView:didDeselectRowAtIndexPath:"), "handles row deselection"),
            Signal(.signature("-collectionView:didSelectItemAtIndexPath:"), "handles item selection"),
            Signal(.signature("-tableNode:didSelectRowAtIndexPath:"), "handles row selection"),
            Signal(.signature("-collectionNode:didSelectItemAtIndexPath:"), "handles item selection"),
            Signal(.signature("-textFieldShouldReturn:"), "handles the return key"),
            Signal(.signature("-controlTextDidBeginEditing:"), "handles text editing"),
            Signal(.signature("-controlTextDidChange:"), "handles text editing"),
            Signal(.signature("-controlTextDidEndEditing:"), "handles text editing"),
            Signal(.signature("-control:textView:doCommandBySelector:"), "handles a key command in a text field"),
            Signal(.signature("-textFieldDidBeginEditing:"), "handles text editing"),
            Signal(.signature("-textFieldDidEndEditing:"), "handles text editing"),
            Signal(.signature("-textViewDidChange:"), "handles text editing"),
            Signal(.signature("-searchBar:textDidChange:"), "handles search input"),
            Signal(.signature("-searchBarSearchButtonClicked:"), "handles search input"),
            Signal(.signature("-searchBarCancelButtonClicked:"), "handles search input"),
            Signal(.signature("-updateSearchResultsForSearchController:"), "handles search input"),
            Signal(.signature("-pickerView:didSelectRow:inComponent:"), "handles picker selection"),
            Signal(.signature("-touchesBegan:withEvent:"), "handles touches"),
            Signal(.signature("-gestureRecognizerShouldBegin:"), "decides on a gesture"),
            Signal(.signature("-scrollViewWillBeginDragging:"), "reacts to the user's scroll"),
            Signal(.signature("-scrollViewDidEndDragging:willDecelerate:"), "reacts to the user's scroll"),
            Signal(.signature("-scrollViewDidEndDecelerating:"), "reacts to the user's scroll"),
            // `[[UIBarButtonItem alloc] initWithTitle:… target:self action:@selector(…)]`: the
            // Objective-C spelling of `UIBarButtonItem(title:style:target:action:)`.
            Signal(.labeledCall("initWithTitle(_:style:target:action:)"), "wires a bar button with target-action"),
            Signal(.labeledCall("initWithImage(_:style:target:action:)"), "wires a bar button with target-action"),
            Signal(.labeledCall("initWithBarButtonSystemItem(_:target:action:)"), "wires a bar button with target-action"),
            // `[button setTarget:self]`; the factories of AppKit's buttons name their target.
            Signal(.call("setTarget"), "wires a control with target-action", receivers: .actionSenders),
            Signal(.labeledCall("buttonWithTitle(_:target:action:)"), "wires a button with target-action"),
            Signal(.labeledCall("buttonWithImage(_:target:action:)"), "wires a button with target-action"),
            Signal(.labeledCall("checkboxWithTitle(_:target:action:)"), "wires a checkbox with target-action"),
        ],
        triggeringExamples: [
            // The callbacks of the app's own views, named for what the user did.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController, ProfileScreenDelegate, GridViewDelegate {
                    ↓func hireTapped() {
                        coordinator?.showHiring(for: user)
                    }

                    ↓func gridView(_ gridView: GridView, didSelectItem item: Artwork, at index: Int) {
                        selectedArtwork = item
                    }

                    ↓func didTapRetry(view: ErrorView) {
                        reload()
                    }

                    ↓func sendButtonPressed() {
                        send()
                    }

                    ↓func didPressCopy(_ sender: Any) {
                        copyLog()
                    }

                    ↓func confirmButtonClicked() {
                        confirm()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (void)gridView:(ARGridView *)gridView didSelectItem:(id)item atIndex:(NSUInteger)index {
                    self.selectedItem = item;
                }

                ↓- (void)shareButtonTapped:(id)sender {
                    [self share];
                }

                ↓- (void)importButtonClicked {
                    [self importContacts];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    ↓@IBAction private func followTapped(_ sender: UIButton) {
                        logic.follow()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let more = ↓UIBarButtonItem(image: UIImage(systemName: "ellipsis"), style: .plain, target: self, action: #selector(moreTapped))
                        let share = ↓UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(shareTapped))
                        let add = ↓UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
                        navigationItem.rightBarButtonItems = [more, share, add]
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓followButton.addTarget(self, action: #selector(followTapped), for: .touchUpInside)
                    }
                }
                """#),
            AuditExample(
                #"""
                import AppKit

                final class ExampleWindowController: NSWindowController, NSToolbarDelegate {
                    func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier identifier: NSToolbarItem.Identifier, willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
                        let item = NSToolbarItem(itemIdentifier: identifier)
                        item.action = #selector(toolbarItemClicked(_:))
                        ↓item.target = self
                        return item
                    }

                    override func windowDidLoad() {
                        super.windowDidLoad()
                        let refresh = ↓NSButton(title: "Refresh", target: self, action: #selector(refresh(_:)))
                        let sync = ↓NSButton(checkboxWithTitle: "Sync", target: self, action: #selector(toggleSync(_:)))
                        let help = ↓NSButton(image: helpImage, target: self, action: #selector(showHelp(_:)))
                        window?.contentView?.addSubview(refresh)
                        window?.contentView?.addSubview(sync)
                        window?.contentView?.addSubview(help)
                    }
                }
                """#),
            AuditExample(
                #"""
                import RxCocoa

                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓doneButton.rx.tap
                            .subscribe(onNext: { [weak self] in self?.save() })
                            .disposed(by: disposeBag)
                        ↓filterControl.rx.controlEvent(.valueChanged)
                            .subscribe(onNext: { [weak self] in self?.filter() })
                            .disposed(by: disposeBag)
                        ↓tableView.rx.itemSelected
                            .subscribe(onNext: { [weak self] indexPath in self?.open(indexPath) })
                            .disposed(by: disposeBag)
                        ↓shareButton.tapPublisher
                            .sink { [weak self] in self?.share() }
                            .store(in: &cancellables)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    ↓override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        logic.select(indexPath)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override var keyCommands: [↓UIKeyCommand]? {
                        [UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find))]
                    }
                }
                """#),
            AuditExample(
                #"""
                ↓final class ExampleViewController: UIViewController, UIGestureRecognizerDelegate {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let tap = ↓UITapGestureRecognizer(target: self, action: #selector(photoTapped))
                        ↓photoView.addGestureRecognizer(tap)
                        ↓photoView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(photoDragged)))
                        ↓photoView.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(photoPinched)))
                        ↓view.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(showMenu)))
                        ↓view.addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(close)))
                        ↓saveButton.addAction(UIAction { [weak self] _ in self?.logic.save() }, for: .touchUpInside)
                    }

                    ↓func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                        !logic.isEditing
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    ↓override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
                        logic.pauseAutoplay()
                    }

                    ↓override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                        if !decelerate { logic.markVisibleAsRead() }
                    }

                    ↓override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
                        logic.markVisibleAsRead()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    ↓override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                        logic.startStroke(at: touches.first?.location(in: canvas))
                    }

                    ↓override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                        guard presses.first?.key?.keyCode == .keyboardSpacebar else { return super.pressesBegan(presses, with: event) }
                        player.togglePlayback()
                    }

                    ↓override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                        player.stopSeeking()
                        super.pressesEnded(presses, with: event)
                    }
                }
                """#),
            AuditExample(
                #"""
                ↓final class ExampleViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
                    ↓func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                        logic.submit()
                        return true
                    }

                    ↓func textFieldDidBeginEditing(_ textField: UITextField) {
                        logic.beginEditing()
                    }

                    ↓func textFieldDidEndEditing(_ textField: UITextField) {
                        logic.endEditing()
                    }

                    ↓func textViewDidChange(_ textView: UITextView) {
                        logic.bioChanged(textView.text)
                    }
                }
                """#),
            AuditExample(
                #"""
                ↓final class ExampleViewController: UITableViewController, UISearchBarDelegate, UISearchResultsUpdating {
                    ↓func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                        logic.search(searchText)
                    }

                    ↓func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
                        logic.submitSearch()
                    }

                    ↓func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
                        logic.cancelSearch()
                    }

                    ↓func updateSearchResults(for searchController: UISearchController) {
                        logic.search(searchController.searchBar.text ?? "")
                    }

                    ↓override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
                        logic.deselect(indexPath)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController, UICollectionViewDelegate, UIPickerViewDelegate {
                    ↓func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                        logic.select(indexPath)
                    }

                    ↓func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
                        logic.selectCountry(at: row)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController, ASTableDelegate, ASCollectionDelegate {
                    ↓func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath) {
                        logic.select(indexPath)
                    }

                    ↓func collectionNode(_ collectionNode: ASCollectionNode, didSelectItemAt indexPath: IndexPath) {
                        logic.select(indexPath)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (void)tableNode:(ASTableNode *)tableNode didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
                    [self.logic select:indexPath];
                }

                ↓- (void)collectionNode:(ASCollectionNode *)collectionNode didSelectItemAtIndexPath:(NSIndexPath *)indexPath {
                    [self.logic select:indexPath];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController, NSTableViewDelegate {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓view.addGestureRecognizer(NSClickGestureRecognizer(target: self, action: #selector(canvasClicked)))
                    }

                    ↓func tableViewSelectionDidChange(_ notification: Notification) {
                        logic.select(row: tableView.selectedRow)
                    }

                    ↓func outlineViewSelectionDidChange(_ notification: Notification) {
                        logic.select(item: outlineView.item(atRow: outlineView.selectedRow))
                    }

                    override func awakeFromNib() {
                        super.awakeFromNib()
                        outlineView.↓doubleAction = #selector(groupDoubleClicked(_:))
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (IBAction)send:(id)sender {
                    [self.interaction run];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
                    [self.selection addObject:self.items[indexPath.row]];
                }

                ↓- (void)tableView:(UITableView *)tableView didDeselectRowAtIndexPath:(NSIndexPath *)indexPath {
                    [self.selection removeObject:self.items[indexPath.row]];
                }

                ↓- (void)collectionView:(UICollectionView *)collectionView didSelectItemAtIndexPath:(NSIndexPath *)indexPath {
                    [self.selection addObject:self.photos[indexPath.item]];
                }

                ↓- (void)pickerView:(UIPickerView *)pickerView didSelectRow:(NSInteger)row inComponent:(NSInteger)component {
                    self.selectedCountry = self.countries[row];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] ↓initWithTitle:@"Cancel" style:UIBarButtonItemStylePlain target:self action:@selector(cancel)];
                    self.navigationItem.rightBarButtonItems = @[
                        [[UIBarButtonItem alloc] ↓initWithBarButtonSystemItem:UIBarButtonSystemItemDone target:self action:@selector(done)],
                        [[UIBarButtonItem alloc] ↓initWithImage:[UIImage imageNamed:@"filter"] style:UIBarButtonItemStylePlain target:self action:@selector(showFilters)],
                    ];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController, NSTextFieldDelegate {
                    ↓func controlTextDidBeginEditing(_ obj: Notification) {
                        logic.beginEditing()
                    }

                    ↓func controlTextDidChange(_ obj: Notification) {
                        guard let field = obj.object as? NSTextField else { return }
                        logic.update(field.floatValue)
                    }

                    ↓func controlTextDidEndEditing(_ obj: Notification) {
                        logic.endEditing()
                    }

                    ↓func control(_ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool {
                        commandSelector == #selector(NSResponder.insertNewline(_:)) && logic.submit()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (void)controlTextDidBeginEditing:(NSNotification *)notification {
                    [self.history resetIndex];
                }

                ↓- (void)controlTextDidChange:(NSNotification *)notification {
                    [self.search updateQuery:self.searchField.stringValue];
                }

                ↓- (void)controlTextDidEndEditing:(NSNotification *)notification {
                    [self.search commit];
                }

                ↓- (BOOL)control:(NSControl *)control textView:(NSTextView *)textView doCommandBySelector:(SEL)commandSelector {
                    return [self.history moveWithCommand:commandSelector];
                }
                """#, interface: "NSWindowController <NSTextFieldDelegate>"),
            AuditExample(
                objectiveC: #"""
                ↓- (BOOL)textFieldShouldReturn:(UITextField *)textField {
                    [self.passwordField becomeFirstResponder];
                    return NO;
                }

                ↓- (void)textFieldDidBeginEditing:(UITextField *)textField {
                    self.hintLabel.hidden = NO;
                }

                ↓- (void)textFieldDidEndEditing:(UITextField *)textField {
                    [self.form setValue:textField.text forField:textField.tag];
                }

                ↓- (void)textViewDidChange:(UITextView *)textView {
                    [self.draft updateText:textView.text];
                }
                """#, interface: "UIViewController <UITextFieldDelegate, UITextViewDelegate>"),
            AuditExample(
                objectiveC: #"""
                ↓- (void)searchBar:(UISearchBar *)searchBar textDidChange:(NSString *)searchText {
                    [self.search updateQuery:searchText];
                }

                ↓- (void)searchBarSearchButtonClicked:(UISearchBar *)searchBar {
                    [searchBar resignFirstResponder];
                }

                ↓- (void)searchBarCancelButtonClicked:(UISearchBar *)searchBar {
                    [self.search clear];
                }

                ↓- (void)updateSearchResultsForSearchController:(UISearchController *)searchController {
                    [self.search updateQuery:searchController.searchBar.text];
                }
                """#, interface: "UIViewController <UISearchBarDelegate, UISearchResultsUpdating>"),
            AuditExample(
                objectiveC: #"""
                ↓- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
                    [self.view endEditing:YES];
                }

                ↓- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
                    return self.scrollView.contentOffset.y <= 0;
                }

                ↓- (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView {
                    [self.logic pauseAutoplay];
                }

                ↓- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate {
                    if (!decelerate) [self.logic markVisibleAsRead];
                }

                ↓- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView {
                    [self.logic markVisibleAsRead];
                }

                ↓- (void)pressesBegan:(NSSet<UIPress *> *)presses withEvent:(UIPressesEvent *)event {
                    [self.player pause];
                }

                ↓- (void)pressesEnded:(NSSet<UIPress *> *)presses withEvent:(UIPressesEvent *)event {
                    [self.player play];
                }
                """#, interface: "UIViewController <UIGestureRecognizerDelegate>"),
            AuditExample(
                objectiveC: #"""
                ↓- (void)tableViewSelectionDidChange:(NSNotification *)notification {
                    [self.detail showBookmark:self.bookmarks[self.tableView.selectedRow]];
                }

                ↓- (void)outlineViewSelectionDidChange:(NSNotification *)notification {
                    [self.detail showGroup:[self.outlineView itemAtRow:self.outlineView.selectedRow]];
                }

                - (void)awakeFromNib {
                    self.outlineView.↓doubleAction = @selector(groupDoubleClicked:);
                    [self.tableView ↓setDoubleAction:@selector(entryDoubleClicked:)];
                }
                """#, interface: "NSViewController <NSTableViewDelegate, NSOutlineViewDelegate>"),
            AuditExample(
                objectiveC: #"""
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    ↓self.installButton.target = self;
                    [self.revealButton ↓setTarget:self];
                    NSButton *help = [NSButton ↓buttonWithTitle:@"Help" target:self action:@selector(showHelp:)];
                    NSButton *sync = [NSButton ↓checkboxWithTitle:@"Sync" target:self action:@selector(toggleSync:)];
                    NSButton *info = [NSButton ↓buttonWithImage:self.infoImage target:self action:@selector(showInfo:)];
                    [self.view addSubview:help];
                    [self.view addSubview:sync];
                    [self.view addSubview:info];
                }
                """#, interface: "NSViewController"),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private lazy var signOutItem = UIBarButtonItem(title: "Sign Out", primaryAction: ↓UIAction { [weak self] _ in
                        self?.logic.signOut()
                    })
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    UIAction *signOut = [↓UIAction actionWithTitle:@"Sign Out" image:nil identifier:nil handler:^(UIAction *action) {
                        [self.logic signOut];
                    }];
                    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithPrimaryAction:signOut];
                }
                """#),
        ],
        nonTriggeringExamples: [
            // The choice made in an alert or an action sheet is the alert's answer.
            AuditExample(
                objectiveC: #"""
                - (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex {
                    if (buttonIndex == 1) { [self deleteDraft]; }
                }

                - (void)actionSheet:(UIActionSheet *)actionSheet clickedButtonAtIndex:(NSInteger)buttonIndex {
                    [self shareWithServiceAtIndex:buttonIndex];
                }
                """#, interface: "UIViewController <UIAlertViewDelegate, UIActionSheetDelegate>"),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @IBAction func unwindToMain(_ segue: UIStoryboardSegue) {}
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)unwindToMain:(UIStoryboardSegue *)segue {
                }
                """#),
            // A toolbar's space takes no tap, in either language.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        toolbarItems = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)]
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    UIBarButtonItem *space = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemFlexibleSpace target:nil action:nil];
                    self.toolbarItems = @[space];
                }
                """#),
            // A haptic or a case named `tap` on a type or the controller itself is no control's event.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func react(to gesture: Gesture) {
                        if gesture == .tap { Haptics.tap.play() }
                    }
                }
                """#),
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
            AuditExample(
                objectiveC: #"""
                - (void)send {
                    [self.interaction run];
                }
                """#),
            AuditExample(
                #"""
                import AppKit

                // An action with no target goes up the responder chain: the document handles it.
                final class ExampleWindowController: NSWindowController {
                    func makeBackItem() -> NSToolbarItem {
                        let item = NSToolbarItem(itemIdentifier: .back)
                        item.action = #selector(Document.navigateBack)
                        return item
                    }

                    // A model's target is a value it picks, not a control's.
                    func searchDocumentation() {
                        model.target = .reference
                    }
                }
                """#),
        ])
}
