extension Responsibility {
    /// `validation`: `whittle explain validation` says what counts.
    public static let validation = Responsibility(id: "validation")
}

extension ResponsibilityDetector {
    /// The types of AppKit's user-interface validation: the item it asks about, or its action.
    private static let userInterfaceItemTypes: Set<String> = [
        "NSValidatedUserInterfaceItem", "NSMenuItem", "NSToolbarItem", "NSTouchBarItem", "SEL", "Selector",
    ]

    /// A position in a list: a member so named that takes one (`isValid(path: IndexPath)`,
    /// `isValid(section:)`) checks it against the list's rows, guarding the data source, not
    /// input the user gave.
    private static let listPositionTypes: Set<String> = ["IndexPath", "NSIndexPath"]
    private static let listPositionLabels: Set<String> = ["section", "row", "item", "indexPath"]

    /// What filters a list by a query as the user types it (`[all filteredArrayUsingPredicate:…]`,
    /// `$0.name.localizedCaseInsensitiveContains(query)`): a blank query there shows every row
    /// again, it refuses nothing.
    private static let searchFiltering: [Signal.Kind] = [
        .call("localizedCaseInsensitiveContains"), .call("localizedStandardContains"),
        .call("filteredArrayUsingPredicate"), .call("filterUsingPredicate"), .type("NSCaseInsensitiveSearch"),
        .call("localizedCaseInsensitiveContainsString"), .call("localizedStandardContainsString"),
    ]

    /// What reads or filters by a search query: the text there is no input to refuse.
    private static let searchQueries: [Signal.Kind] = searchFiltering + [.member("searchBar"), .identifier("searchBar")]

    /// The `validation` detector: the signals that show ``Responsibility/validation``, with examples that run as tests.
    static let validation = ResponsibilityDetector(
        .validation,
        definition: "checks user input (formats, required fields) and enables/disables controls from it",
        roles: [.intention, .model],
        // None counts in AppKit's user-interface validation (a member taking the item asked
        // about or its action): it enables commands from the window's state, whatever it reads.
        signals: [
            // AppKit's user-interface validation enables menu, toolbar and Touch Bar items from
            // the window's state, in its hooks or an app's helpers for one item or action
            // (`validateListPinMenuItem(_:)`, `-validateColorMenu`, `validateToggleRead(_ item:
            // NSValidatedUserInterfaceItem)`, `-validateItemForAction:(SEL)action`); it checks
            // nothing the user typed. Nor does a check of the app's access to a device or a
            // service (`validateMicrophoneAccess()`): that is a permission asked for. Nor is the
            // handler of a tap on a button titled so (`validateButtonAction(_:)`,
            // `validateButtonTapped()`: "validate" as confirm), which checks only what its code does.
            Signal(.namePrefix("validate"), "validates input").except(
                endings: [
                    "Item", "Items", "Menu", "Menus", "Access", "Permission", "Permissions", "Authorization", "Action", "Tapped",
                    "Pressed", "Clicked",
                ]).except(parameterTypes: Self.listPositionTypes).except(labels: Self.listPositionLabels),
            // A receipt, a subscription or a match between model values checked is a rule of
            // the app (`isValidSubscription(_:receipt:)`, `isValidScanlatorMatch(for:current:)`),
            // not input the user gave.
            Signal(.namePrefix("isValid"), "validates input")
                .except(endings: ["Match", "Subscription", "Receipt", "Purchase", "License"])
                .except(parameterTypes: Self.listPositionTypes).except(labels: Self.listPositionLabels),
            // The app's validator asked about what was typed (`Validator.isValidEmail(username)`,
            // `ServiceStatus.isValid(username: name)` with `name` read from a field): the
            // check is made here, wherever the rule is written. Not a model asked about itself.
            Signal(.callWithPrefix("isValid"), "checks typed text with a validator", receivers: .validators).only(with: [
                .member("text"), .member("stringValue"),
            ]),
            // AppKit's hooks that accept or refuse what the user dropped or typed.
            Signal(.nameContaining("validatedrop"), "checks what may be dropped"),
            Signal(.nameContaining("textshouldendediting"), "checks typed text before it is accepted"),
            // Only from user input: a toggle enabled from a setting or a device capability is not
            // validation, nor a button enabled beside the inputs a render fills (`switch.isOn = state.isOn`).
            Signal(.member("isEnabled"), "enables or disables a control", receivers: .controls).only(reading: [
                .member("text"), .member("attributedText"), .member("stringValue"), .member("isOn"), .member("selectedSegmentIndex"),
                .member("date"), .call("trimmingCharacters"), .member("isValid"), .call("isValid"), .call("validate"),
                // What the user picked: selected rows, checked items.
                .member("indexPathsForSelectedRows"), .member("indexPathsForSelectedItems"), .member("selectedRowIndexes"),
                .member("isChecked"),
            ]),
            // Typed text trimmed and then tested for emptiness is input refused when blank; a
            // search's is not refused, nor is a line of a command's output.
            Signal(.call("trimmingCharacters"), "refuses blank input", receivers: .enteredText).only(with: [.member("isEmpty")])
                .unless(with: Self.searchFiltering),
            // A text input's emptiness checked: a required field (`nameField.text?.isEmpty`,
            // `searchBar.text.length == 0`) refused or gating what follows.
            Signal(.member("isEmpty"), "checks that a required field is filled", receivers: .textInputs)
                .unless(with: Self.searchFiltering),
            Signal(.member("count"), "checks the length of typed text", receivers: .typedText),
            // Text searched for a pattern (`text.range(of: pattern, options: .regularExpression)`).
            // Not a pattern that rewrites text (`replacingOccurrences(of:with:options:)`), which
            // formats or cleans it, nor an app's own option or enum case of that name
            // (`case .regularExpression:`), which configures a search.
            Signal(.member("regularExpression"), "matches input against a pattern").only(with: [
                .labeledCall("range(of:options:)"), .labeledCall("range(of:options:range:)"),
                .labeledCall("range(of:options:range:locale:)"),
            ]),
            // Not a pattern kept in a property (a file type's MIME pattern, a file name's): the
            // member that matches typed text against it is where input is checked. Nor one that
            // rewrites text, or whose match's groups are read (`match.range(at: 1)`,
            // `[match rangeAtIndex:1]`): that parses text, it checks none. Nor one a search
            // builds from its query to find and mark matches.
            Signal(.type("NSRegularExpression"), "matches input against a pattern").notInStoredProperties()
                .unless(with: [.call("stringByReplacingMatches"), .call("replaceMatches"), .call("stringByReplacingMatchesInString"),
                    .call("replaceMatchesInString"), .labeledCall("range(at:)"), .labeledCall("range(withName:)"),
                    .call("rangeAtIndex"), .call("rangeWithName"), .nameContaining("search")]),
            Signal(.type("NSDataDetector"), "checks input format"),
            // Typed text matched by a predicate (`NSPredicate(format: "SELF MATCHES %@",
            // pattern).evaluate(with: field.text)`); a predicate over model objects reads no
            // field, or reads a search bar's query.
            Signal(.labeledCall("evaluate(with:)"), "matches typed text against a predicate").only(reading: [
                .member("text"), .member("stringValue"), .member("attributedText"),
            ]).unless(with: Self.searchQueries),
            Signal(.signature("textField(_:shouldChangeCharactersIn:replacementString:)"), "filters typed characters"),
            // A text view's hook refuses what would make the text too long; one that only sends
            // or ends editing on return checks nothing.
            Signal(.signature("textView(_:shouldChangeTextIn:replacementText:)"), "limits typed text").only(with: [
                .member("count"), .call("replacingCharacters"), .call("lengthOfBytes"), .member("utf16"),
            ]),
            // Bounding what a date picker accepts is checking input before it is given.
            Signal(.member("minimumDate"), "limits the dates a picker accepts", receivers: .others),
            Signal(.member("maximumDate"), "limits the dates a picker accepts", receivers: .others),
            // The same bound bound by key path: `$startDate.assign(to: \.minimumDate, on: endDatePicker)`.
            Signal(.identifier("minimumDate"), "limits the dates a picker accepts").only(with: [.labeledCall("assign(to:on:)")]),
            Signal(.identifier("maximumDate"), "limits the dates a picker accepts").only(with: [.labeledCall("assign(to:on:)")]),
            // AppKit's hooks for refusing input: a field's formatter refused what was typed, a
            // typed value accepted or not, a file picked in an open or save panel checked.
            Signal(.signature("control(_:didFailToFormatString:errorDescription:)"), "handles typed text its formatter refused"),
            Signal(.signature("control(_:isValidObject:)"), "accepts or refuses a typed value"),
            Signal(.signature("panel(_:validate:)"), "checks the file picked in a panel"),
            // Eureka's rules check a form row's input (`row.add(rule: RuleRequired())`), as
            // XLForm's validators do in Objective-C.
            Signal(.labeledCall("add(rule:)"), "checks a form row's input with Eureka's rules").imported(from: ["Eureka"]),
        ].map { $0.except(parameterTypes: Self.userInterfaceItemTypes) },
        objectiveCSignals: [
            Signal(
                .signature("-textField:shouldChangeCharactersInRange:replacementString:"), "filters typed characters"),
            Signal(.signature("-control:didFailToFormatString:errorDescription:"), "handles typed text its formatter refused"),
            Signal(.signature("-control:isValidObject:"), "accepts or refuses a typed value"),
            Signal(.signature("-panel:validateURL:error:"), "checks the file picked in a panel"),
            // As in Swift, only from user input.
            Signal(.member("enabled"), "enables or disables a control", receivers: .controls).only(reading: Self.objectiveCInputReads),
            Signal(.call("setEnabled"), "enables or disables a control", receivers: .controls).only(reading: Self.objectiveCInputReads),
            Signal(.member("length"), "checks that a required field is filled", receivers: .textInputs)
                .unless(with: Self.searchFiltering),
            // The same length asked by a message: `[self.emailField.text length] == 0`.
            Signal(.call("length"), "checks that a required field is filled", receivers: .textInputs)
                .unless(with: Self.searchFiltering),
            Signal(.signature("-textView:shouldChangeTextInRange:replacementText:"), "limits typed text").only(with: [
                .member("length"), .call("length"), .call("stringByReplacingCharactersInRange"),
            ]),
            Signal(.call("stringByTrimmingCharactersInSet"), "refuses blank input", receivers: .enteredText)
                .only(with: [.member("length"), .call("length")])
                .unless(with: Self.searchFiltering),
            // XLForm's form controllers check every row's validators and list what fails.
            Signal(.call("formValidationErrors"), "checks the form's input with XLForm"),
            // As in Swift, typed text matched by a predicate.
            Signal(.call("evaluateWithObject"), "matches typed text against a predicate").only(reading: [
                .member("text"), .call("text"), .member("stringValue"), .call("stringValue"),
            ]).unless(with: Self.searchQueries),
            // As in Swift, a validator asked about typed text: `[self.emailField.text isValidEmailAddress]`.
            Signal(.callWithPrefix("isValid"), "checks typed text with a validator", receivers: .validators).only(with: [
                .member("text"), .call("text"), .member("stringValue"), .call("stringValue"),
            ]),
        ].map { $0.except(parameterTypes: Self.userInterfaceItemTypes) },
        triggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController, NSControlTextEditingDelegate, NSOpenSavePanelDelegate {
                    ↓func control(_ control: NSControl, didFailToFormatString string: String, errorDescription error: String?) -> Bool {
                        NSSound.beep()
                        control.stringValue = initialValue
                        return false
                    }

                    ↓func control(_ control: NSControl, isValidObject obj: Any?) -> Bool {
                        (obj as? NSNumber).map { $0.intValue > 0 && $0.intValue < 65536 } ?? false
                    }

                    ↓func panel(_ sender: Any, validate url: URL) throws {
                        guard FileManager.default.isWritableFile(atPath: url.path) else { throw FolderError.notWritable }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (BOOL)control:(NSControl *)control didFailToFormatString:(NSString *)string errorDescription:(NSString *)error {
                    NSBeep();
                    control.stringValue = self.initialString;
                    return NO;
                }

                ↓- (BOOL)control:(NSControl *)control isValidObject:(id)object {
                    return [object integerValue] > 0;
                }

                ↓- (BOOL)panel:(id)sender validateURL:(NSURL *)url error:(NSError **)outError {
                    return [[NSFileManager defaultManager] isWritableFileAtPath:url.path];
                }
                """#, interface: "NSViewController"),
            AuditExample(
                #"""
                struct ExampleView: View {
                    @State private var name = ""

                    var body: some View {
                        TextField("Name", text: $name)
                        Button("Save") { save() }
                    }

                    private func save() {
                        let trimmed = name.↓trimmingCharacters(in: .whitespaces)
                        guard !trimmed.isEmpty else { return }
                        onSave(trimmed)
                    }
                }
                """#),
            AuditExample(
                #"""
                import Eureka

                final class ExampleViewController: FormViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        form +++ Section() <<< TextRow("name") { row in
                            row.title = "Name"
                            row.↓add(rule: RuleRequired(msg: "A group needs a name"))
                            row.validationOptions = .validatesOnChange
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    ↓func outlineView(_ outlineView: NSOutlineView, validateDrop info: NSDraggingInfo, proposedItem item: Any?, proposedChildIndex index: Int) -> NSDragOperation {
                        info.draggingPasteboard.types?.contains(.fileURL) == true ? .move : []
                    }

                    ↓func control(_ control: NSControl, textShouldEndEditing fieldEditor: NSText) -> Bool {
                        !fieldEditor.string.isEmpty
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    ↓private func validateEmail(_ text: String) -> Bool {
                        text.range(of: "^[^@]+@[^@]+$", options: ↓.regularExpression) != nil
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @objc private func textChanged() {
                        ↓signUpButton.isEnabled = !(nameField.text ?? "").isEmpty
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @objc private func textChanged(_ sender: UITextField) {
                        ↓navigationItem.rightBarButtonItem?.isEnabled = sender.text?.isEmpty == false
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private weak var renameAction: UIAlertAction?

                    @objc private func renameTextChanged(_ sender: UITextField) {
                        let name = sender.text ?? ""
                        ↓renameAction?.isEnabled = !name.isEmpty
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    private func selectionChanged() {
                        ↓deleteButton.isEnabled = tableView.indexPathsForSelectedRows?.isEmpty == false
                        ↓applyButton.isEnabled = issues.contains { $0.isChecked }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController, UITextFieldDelegate {
                    ↓private func isValidPhone(_ text: String) -> Bool {
                        let detector = try? ↓NSDataDetector(types: NSTextCheckingResult.CheckingType.phoneNumber.rawValue)
                        return detector?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
                    }

                    private func checkCode(_ code: String) -> Bool {
                        guard let pattern = try? ↓NSRegularExpression(pattern: "^[0-9]{6}$") else { return false }
                        return pattern.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
                    }

                    ↓func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                        string.allSatisfy(\.isNumber)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @objc private func startDateChanged() {
                        ↓endDatePicker.minimumDate = startDatePicker.date
                        ↓expiryPicker.maximumDate = Date(timeIntervalSinceNow: 30 * 86_400)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func bind() {
                        logic.$startDate.assign(to: \.↓minimumDate, on: endDatePicker).store(in: &subscriptions)
                        logic.$lastDay.assign(to: \.↓maximumDate, on: endDatePicker).store(in: &subscriptions)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    func urlBar(_ urlBar: URLBar, didSubmitText text: String) {
                        let text = text.↓trimmingCharacters(in: .whitespaces)
                        guard !text.isEmpty else { return }
                        logic.open(text)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @IBAction private func save() {
                        guard nameField.text?.↓isEmpty == false else {
                            nameField.becomeFirstResponder()
                            return
                        }
                        logic.save(name: nameField.text ?? "")
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)searchBarTextDidEndEditing:(UISearchBar *)searchBar {
                    if (searchBar.text.↓length == 0) {
                        return;
                    }
                    [self.logic searchFor:searchBar.text];
                }
                """#),
            // A field is a field by its declared type too, whatever its name says.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @IBOutlet private weak var userName: UITextField!
                    @IBOutlet private weak var password: PasswordTextField!

                    @IBAction private func login() {
                        guard let name = userName.text, !name.↓isEmpty else { return showError(.missingName) }
                        if password.text?.↓isEmpty ?? true { return showError(.missingPassword) }
                        logic.login(name: name, password: password.text ?? "")
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)login:(id)sender {
                    if ([self.tf_EmailID.text ↓length] == 0) {
                        [self showError:@"enterEmail"];
                        return;
                    }
                    [self.logic loginWithEmail:self.tf_EmailID.text];
                }
                @end

                @interface ExampleViewController ()
                @property (nonatomic, weak) IBOutlet LogistrationTextField *tf_EmailID;
                @end

                @implementation ExampleViewController (Login)
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @IBAction private func next() {
                        let username = (accountField.text ?? "").trimmed()
                        guard ServiceStatus.↓isValid(username: username), Validator.↓isValidEmail(emailField.text) else {
                            return showUsernameError()
                        }
                        logic.createSession(username: username)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)addCollaborator:(id)sender {
                    if (![self.emailField.text ↓isValidEmailAddress]) {
                        [self showInvalidEmail];
                        return;
                    }
                    [self.logic addCollaborator:self.emailField.text];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)download:(id)sender {
                    NSString *address = [self.urlField.text ↓stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceCharacterSet]];
                    if (address.length == 0) { return; }
                    [self.logic download:address];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (BOOL)validateEmail:(NSString *)email {
                    return email.length > 3;
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)check {
                    self.sendButton.↓enabled = self.field.text.length > 0;
                }
                """#),
            // ReactiveCocoa's `RAC(target, keyPath) = signal` binds the button's `enabled` to a
            // check of what was typed; `Btn` is a button's name as often as `Button`.
            AuditExample(
                objectiveC: #"""
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    RAC(self, loginBtn.↓enabled) = [RACSignal combineLatest:@[RACObserve(self, email), RACObserve(self, password)]
                                                                   reduce:^id(NSString *email, NSString *password) {
                        return @(email.length > 0 && password.length > 0);
                    }];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)save:(id)sender {
                    NSArray *errors = [self ↓formValidationErrors];
                    if (errors.count > 0) {
                        [self showFormValidationError:errors.firstObject];
                        return;
                    }
                    [self.logic saveForm:self.form];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)renameTextChanged:(UITextField *)textField {
                    self.okAction.↓enabled = textField.text.length != 0;
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)selectionChanged {
                    self.deleteButton.↓enabled = self.tableView.indexPathsForSelectedRows.count > 0;
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)controlTextDidChange:(NSNotification *)notification {
                    NSPredicate *test = [NSPredicate predicateWithFormat:@"SELF MATCHES %@", @"^[a-z]+(\\.[a-z]+)+$"];
                    BOOL valid = [test ↓evaluateWithObject:[self.bundleField stringValue]];
                    [self.bundleField setTextColor:valid ? [NSColor controlTextColor] : [NSColor redColor]];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @objc private func emailChanged(_ field: UITextField) {
                        let pattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}"
                        let valid = NSPredicate(format: "SELF MATCHES %@", pattern).↓evaluate(with: field.text)
                        field.textColor = valid ? .label : .systemRed
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (BOOL)textField:(UITextField *)textField shouldChangeCharactersInRange:(NSRange)range replacementString:(NSString *)string {
                    NSString *code = [textField.text stringByReplacingCharactersInRange:range withString:string];
                    [self.sendButton ↓setEnabled:code.length == 6];
                    return code.length <= 6;
                }
                """#, interface: "UIViewController <UITextFieldDelegate>"),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @objc private func nextTapped() {
                        let profile = profileTextField.text ?? ""
                        guard !profile.↓isEmpty else { return showError(.missingProfile) }
                        guard let domain = domainTextInput.text, !domain.↓isEmpty else { return showError(.missingDomain) }
                        guard let password = passwordField.text, password.↓count >= 8 else { return showError(.shortPassword) }
                        register(profile, password: password)
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    @State private var title = ""

                    var body: some View {
                        Form {
                            TextField("Title", text: $title)
                            Button("Save", action: save).disabled(!canSave)
                        }
                    }

                    private var canSave: Bool { !title.↓isEmpty && title.↓count <= 80 }
                }
                """#),
            // A model's field bound to the text input holds what the user typed.
            AuditExample(
                #"""
                struct ExampleView: View {
                    @Bindable var model: ListFormModel

                    var body: some View {
                        Form {
                            TextField("Name", text: $model.list.name)
                            Button("Create", action: model.create).disabled(model.list.name.↓isEmpty)
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController, UITextViewDelegate {
                    ↓func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
                        (textView.text.count + text.count - range.length) <= maxDescriptionLength
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (BOOL)textView:(UITextView *)textView shouldChangeTextInRange:(NSRange)range replacementText:(NSString *)text {
                    NSString *address = [textView.text stringByReplacingCharactersInRange:range withString:text];
                    return address.length <= kAddressLength;
                }
                """#, interface: "UIViewController <UITextViewDelegate>"),
            // A control declared as one counts whatever its name, in AppKit too.
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController, NSTextFieldDelegate {
                    @IBOutlet private var hideIcon: NSButton!

                    func controlTextDidChange(_ notification: Notification) {
                        ↓hideIcon.isEnabled = !formatField.stringValue.isEmpty
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)controlTextDidChange:(NSNotification *)notification {
                    NSString *format = self.dateTimeFormat.stringValue;
                    [self.hideIcon ↓setEnabled:format.length > 0];
                }
                @end

                @interface ExampleViewController ()
                @property (nonatomic, weak) IBOutlet NSTextField *dateTimeFormat;
                @property (nonatomic, weak) IBOutlet NSButton *hideIcon;
                @end

                @implementation ExampleViewController (Format)
                """#, interface: "NSViewController"),
        ],
        nonTriggeringExamples: [
            // A row's position checked against the rows the list still has.
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    private var sections: [[Owner]] = []

                    private func isValid(path indexPath: IndexPath) -> Bool {
                        indexPath.section < sections.count && indexPath.row < sections[indexPath.section].count
                    }

                    private func isValid(section: Int) -> Bool {
                        section < sections.count
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (BOOL)validateIndexPath:(NSIndexPath *)indexPath {
                    return indexPath.row < self.items.count;
                }
                """#),
            // A search's query made a pattern finds what to mark; it refuses nothing.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @objc private func searchTextChanged(_ field: UITextField) {
                        highlighter.pattern = try? NSRegularExpression(pattern: field.text ?? "", options: .caseInsensitive)
                        logView.reloadData()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)handleSearchTextFieldChanged:(UITextField *)searchTextField {
                    self.searchRegularExpression = [NSRegularExpression regularExpressionWithPattern:searchTextField.text options:NSRegularExpressionCaseInsensitive error:nil];
                    [self.tableView reloadData];
                }
                """#),
            // Controls locked while the typed message is sent: disabled before the input is
            // read, they are not enabled from it.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @IBAction private func send(_ sender: Any) {
                        sendButton.isEnabled = false
                        attachButton.isEnabled = false
                        let message = messageField.text ?? ""
                        client.send(message) { [weak self] _ in
                            self?.sendButton.isEnabled = true
                        }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)send:(id)sender {
                    self.sendButton.enabled = NO;
                    [self.attachButton setEnabled:NO];
                    [self.client sendMessage:self.messageField.text completion:^(NSError *error) {
                        self.sendButton.enabled = YES;
                    }];
                }
                """#),
            // A predicate evaluated on model objects checks no input, whatever query it was
            // given.
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    private func applyFilter() {
                        let predicate = NSPredicate(format: "title CONTAINS[cd] %@", searchBar.text ?? "")
                        visibleBooks = books.filter { predicate.evaluate(with: $0) }
                    }
                }
                """#),
            // Typed text that is used blank or not, with a fallback for blank, is refused nowhere;
            // nor is text whose emptiness only decides how a view looks.
            AuditExample(
                #"""
                struct RenameView: View {
                    @State private var name = ""
                    let onSave: (String?) -> Void

                    var body: some View {
                        Form {
                            TextField("Name", text: $name)
                            Text("Leave empty to use the file's name").opacity(name.isEmpty ? 1 : 0)
                            Button("Save") { onSave(name.isEmpty ? nil : name) }
                        }
                    }
                }
                """#),
            // A render filling its inputs from state and enabling a button from state checks
            // nothing the user gave, in either language.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    func updateView(with state: NetworkSettingsState) {
                        spamUrlField.text = state.spamUrl
                        spamFilterSwitch.isOn = state.isSpam
                        saveButton.isEnabled = state.isEnabledSaveButton
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Field" forIndexPath:indexPath];
                    UITextField *textField = (UITextField *)[cell viewWithTag:200];
                    textField.text = [self.server objectForKey:@"name"];
                    textField.enabled = YES;
                    return cell;
                }
                """#),
            // A label's text, or a string of the controller's, is nothing the user typed,
            // whatever the property is named.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @IBOutlet private weak var userName: UILabel!
                    @IBOutlet private weak var filter: UISearchBar!
                    private var password: String = ""

                    private func render() {
                        userName.isHidden = userName.text?.isEmpty ?? true
                        hintLabel.isHidden = password.isEmpty
                        shown = filter.text?.isEmpty ?? true ? all : all.filter { $0.matches(filter.text) }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)render {
                    self.tf_Title.hidden = [self.tf_Title.text length] == 0;
                    Server *server = [self.servers firstObject];
                    if (server.hostname.length) {
                        _server.text = server.hostname;
                    }
                }
                @end

                @interface ExampleViewController () {
                    UITextField *_server;
                }
                @property (nonatomic, weak) IBOutlet UILabel *tf_Title;
                @end

                @implementation ExampleViewController (Render)
                """#),
            // A query filtering the list as it is typed: blank, it shows every row again.
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController, UISearchResultsUpdating {
                    func updateSearchResults(for searchController: UISearchController) {
                        let query = searchController.searchBar.text?.trimmingCharacters(in: .whitespaces) ?? ""
                        shown = query.isEmpty ? members : members.filter { $0.name.localizedCaseInsensitiveContains(query) }
                        tableView.reloadData()
                    }
                }
                """#),
            // A command's output read line by line: a blank line trimmed and skipped is parsing.
            AuditExample(
                #"""
                struct ExampleView: View {
                    @State private var packages: [String] = []

                    private func load(_ output: String) {
                        guard !output.trimmingCharacters(in: .whitespaces).isEmpty else { return }
                        for line in output.components(separatedBy: "\n") {
                            let name = line.trimmingCharacters(in: .whitespaces)
                            if name.isEmpty { continue }
                            packages.append(name)
                        }
                    }
                }
                """#),
            // A search term trimmed and found empty is nothing to look for, not input refused.
            AuditExample(
                #"""
                struct ExampleView: View {
                    @State private var searchTerm = ""

                    private func matchingAreas(in areas: [Area]) -> [Area] {
                        let term = searchTerm.trimmingCharacters(in: .whitespaces).lowercased()
                        guard !term.isEmpty else { return areas }
                        return areas.filter { $0.name.lowercased().contains(term) }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)runQuery {
                    NSString *term = [self.queryText stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceCharacterSet]];
                    if (term.length == 0) { return; }
                    [self.index lookUp:term];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)updateFilteredContentForSearchString:(NSString *)searchString {
                    NSString *stripped = [searchString stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceCharacterSet]];
                    if (stripped.length == 0) {
                        self.searchResults = [self.members mutableCopy];
                        return;
                    }
                    NSPredicate *predicate = [NSPredicate predicateWithFormat:@"name contains[c] %@", stripped];
                    self.searchResults = [[self.members filteredArrayUsingPredicate:predicate] mutableCopy];
                }
                """#),
            // A validator asked about what the app holds, not what was typed: a scheme to
            // open, a token's expiry.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func open(_ url: URL) {
                        guard URLHelper.isValidScheme(url.scheme), session.isValid() else { return }
                        router.open(url)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)openDatabase:(NSURL *)url {
                    if (![Serializator isValidDatabase:url error:nil]) { return; }
                    [self.logic open:url];
                }

                - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
                    OARowInfo *info = self.rows[indexPath.row];
                    if ([info isValidEmail]) {
                        [self.router composeMailTo:info.text];
                    }
                }
                """#),
            // Patterns that rewrite text check nothing.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func plainText(_ html: String) -> String {
                        html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
                    }

                    private func sortKey(for pattern: SortPattern) -> String {
                        switch pattern {
                        case .regularExpression: return regularExpressionSortKey
                        case .column: return columnSortKey
                        }
                    }

                    private func linkify(_ text: String) -> String {
                        let pattern = try? NSRegularExpression(pattern: "#(\\w+)")
                        let range = NSRange(text.startIndex..., in: text)
                        return pattern?.stringByReplacingMatches(in: text, range: range, withTemplate: "[#$1](tag:$1)") ?? text
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (NSString *)collapsedWhitespace:(NSString *)text {
                    NSRegularExpression *spaces = [NSRegularExpression regularExpressionWithPattern:@"\\s+" options:0 error:nil];
                    return [spaces stringByReplacingMatchesInString:text options:0 range:NSMakeRange(0, text.length) withTemplate:@" "];
                }
                """#),
            // Patterns whose groups are read parse text: release notes, a command's arguments.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func platform(of line: String) -> String? {
                        let text = line as NSString
                        guard let regex = try? NSRegularExpression(pattern: "^\\* \\((\\w+)\\) "),
                            let match = regex.firstMatch(in: line, range: NSRange(location: 0, length: text.length))
                        else { return nil }
                        return text.substring(with: match.range(at: 1))
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (NSString *)versionInString:(NSString *)text {
                    NSRegularExpression *version = [NSRegularExpression regularExpressionWithPattern:@"v(\\d+)" options:0 error:nil];
                    NSTextCheckingResult *match = [version firstMatchInString:text options:0 range:NSMakeRange(0, text.length)];
                    return match ? [text substringWithRange:[match rangeAtIndex:1]] : nil;
                }
                """#),
            // A row disabled by another row's switch checks nothing the user typed.
            AuditExample(
                #"""
                import Eureka

                final class ExampleViewController: FormViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        form +++ Section() <<< SwitchRow("reminders") <<< TimeInlineRow("time") { row in
                            row.disabled = Condition.function(["reminders"]) { form in
                                (form.rowBy(tag: "reminders") as? SwitchRow)?.value != true
                            }
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private static let supportedFormats = try? NSRegularExpression(pattern: "\\Aimage/(?!gif)")
                    private var lastMatch: NSTextCheckingResult?
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    @State private var query = ""
                    @State private var errorMessage = ""
                    @Bindable var model: FilterModel

                    var body: some View {
                        TextField("Search", text: $query)
                        TextField("Name", text: $model.name)
                        if !errorMessage.isEmpty { Text(errorMessage) }
                        List(query.isEmpty ? model.items : model.items(matching: query)) { Text($0.name) }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func updateCurrentContent() {
                        let term = searchField.text ?? ""
                        content = term.count == 0 ? suggestions : results(for: term)
                    }

                    private func scrollToEnd() {
                        textView.scrollRangeToVisible(NSRange(location: textView.text.count, length: 0))
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController, UITextViewDelegate {
                    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
                        guard text == "\n" else { return true }
                        textView.resignFirstResponder()
                        onDone()
                        return false
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func isValidSubscription(_ sku: String, receipt: Receipt) -> Bool {
                        receipt.products.contains(sku)
                    }

                    private func isValidScanlatorMatch(for next: Chapter, current: Set<String>) -> Bool {
                        !current.isDisjoint(with: next.scanlators)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController, NSMenuItemValidation, NSToolbarItemValidation {
                    func validateMenuItem(_ menuItem: NSMenuItem) -> Bool {
                        switch menuItem.action {
                        case #selector(delete(_:)): !selection.isEmpty
                        case #selector(send(_:)): !messageField.stringValue.isEmpty
                        default: true
                        }
                    }

                    func validateToolbarItem(_ item: NSToolbarItem) -> Bool {
                        document != nil
                    }

                    func validateListPinMenuItem(_ item: NSMenuItem) -> Bool {
                        item.state = selectedNote?.pinned == true ? .on : .off
                        return selectedNote != nil
                    }

                    func validateToggleRead(_ item: NSValidatedUserInterfaceItem) -> Bool {
                        selectedArticles.contains { !$0.isRead }
                    }

                    func validateMicrophoneAccess() {
                        if AVCaptureDevice.authorizationStatus(for: .audio) == .denied { showSettingsPrompt() }
                    }

                    @IBAction private func validateButtonAction(_ sender: Any) {
                        viewModel.process(viewAction: .validate)
                    }

                    @objc private func validateButtonTapped() {
                        dismiss(animated: true)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (BOOL)validateMenuItem:(NSMenuItem *)menuItem {
                    return [self validateUserInterfaceItemForAction:menuItem.action];
                }

                - (BOOL)validateUserInterfaceItemForAction:(SEL)action {
                    return self.document != nil && !self.scanning;
                }

                - (BOOL)validateToolbarItem:(NSToolbarItem *)item {
                    return self.messageField.stringValue.length > 0;
                }
                """#, interface: "NSViewController"),
            AuditExample(
                objectiveC: #"""
                - (void)validateColorMenu {
                    NSArray *blendables = [self.drawing blendableElements];
                    self.blendItem.enabled = blendables.count >= 3;
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func showPassphrase(_ passphrase: String) {
                        passwordLabel.text = passphrase
                        acceptButton.isEnabled = true
                        flashButton.isEnabled = device.hasTorch
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        if rewards.isEnabled && Preferences.isEnabled { startAds() }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func textChanged() {
                        intention.nameChanged(nameField.text)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func render(_ results: [String]) {
                        emptyLabel.isHidden = !results.isEmpty
                        tags = tags.filter { !$0.isEmpty }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)render {
                    self.emptyLabel.hidden = self.results.count > 0 || self.title.length > 0;
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func bind() {
                        logic.$title.assign(to: \.text, on: titleLabel).store(in: &subscriptions)
                        logic.$startDate.assign(to: \.date, on: startDatePicker).store(in: &subscriptions)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)check {
                    self.settings.enabled = YES;
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func render() {
                        editAction.isEnabled = !logic.entries.isEmpty
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)render {
                    self.editAction.enabled = self.entries.count > 0;
                }
                """#),
            // Reading a row's value is no check of it.
            AuditExample(
                objectiveC: #"""
                - (void)save:(id)sender {
                    XLFormRowDescriptor *row = [self.form formRowWithTag:@"name"];
                    [self.logic saveName:row.value];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)updateSharing {
                    self.shareButton.enabled = [SharingManager canShare];
                    [self.toggle setEnabled:self.device.supportsHaptics];
                }
                """#),
        ])

    /// What shows an Objective-C member reading the user's input: typed text and its length,
    /// a switch, a segment, a picked date, the rows the user selected.
    private static let objectiveCInputReads: [Signal.Kind] = [
        .member("text"), .call("text"), .member("stringValue"), .call("stringValue"), .member("attributedText"),
        .member("length"), .call("length"), .member("on"), .call("isOn"), .member("selectedSegmentIndex"),
        .member("date"), .call("stringByTrimmingCharactersInSet"), .member("isValid"), .call("isValid"), .call("validate"),
        .member("indexPathsForSelectedRows"), .call("indexPathsForSelectedRows"), .member("selectedRowIndexes"),
        .call("selectedRowIndexes"),
    ]
}
