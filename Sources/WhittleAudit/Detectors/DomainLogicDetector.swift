extension Responsibility {
    /// `domain-logic`: `whittle explain domain-logic` says what counts.
    public static let domainLogic = Responsibility(id: "domain-logic")
}

extension ResponsibilityDetector {
    /// The `domain-logic` detector: the signals that show ``Responsibility/domainLogic``, with examples that run as tests.
    static let domainLogic = ResponsibilityDetector(
        .domainLogic,
        definition:
            "applies business rules to model data: filtering, sorting, grouping, derived values, domain state decisions",
        roles: [.model, .logicController], swiftUIRoles: [.observableViewState, .model],
        signals: [
            // On a collection: a bare or leading-dot call (`.filter(uuid: id)`, `.sorted(by: .date)`)
            // is an enum case or the unit's own method, not a sequence's.
            Signal(.call("filter"), "filters model data", receivers: .others),
            // In a SwiftUI view, finding a model value by a rule is a decision on model data.
            Signal(.labeledCall("first(where:)"), "finds model data by a rule").inSwiftUIOnly(),
            Signal(.labeledCall("contains(where:)"), "checks model data against a rule").inSwiftUIOnly(),
            Signal(.labeledCall("firstIndex(where:)"), "finds model data by a rule").inSwiftUIOnly(),
            Signal(.call("allSatisfy"), "checks model data against a rule").inSwiftUIOnly(),
            Signal(.call("sorted"), "sorts model data", receivers: .others),
            Signal(.call("sort"), "sorts model data", receivers: .others),
            Signal(.call("reduce"), "derives a value from model data", receivers: .others),
            // Choosing by a rule and dropping what a rule excludes.
            Signal(.labeledCall("min(by:)"), "picks model data by a rule"),
            Signal(.labeledCall("max(by:)"), "picks model data by a rule"),
            Signal(.labeledCall("removeAll(where:)"), "filters model data"),
            Signal(.labeledCall("Dictionary(grouping:by:)"), "groups model data"),
            // A predicate matching typed text (`SELF MATCHES %@`) checks input: validation.
            Signal(.type("NSPredicate"), "filters with a predicate", unless: [.validation]),
            Signal(.type("NSSortDescriptor"), "sorts with a sort descriptor"),
            Signal(.type("SortDescriptor"), "sorts with a sort descriptor"),
            Signal(.type("NSCompoundPredicate"), "filters with a predicate", unless: [.validation]),
            // Rules about time: how long since, how long until, a date some days away. Turning
            // a date into text is formatting; measuring between dates is a decision's input.
            Signal(.labeledCall("dateComponents(_:from:to:)"), "measures the time between dates"),
            Signal(.call("timeIntervalSince"), "measures the time between dates"),
            Signal(.member("timeIntervalSinceNow"), "measures the time from now"),
            Signal(.labeledCall("Date(timeIntervalSinceNow:)"), "computes a date from now"),
            Signal(.labeledCall("date(byAdding:value:to:)"), "computes a date from another"),
            Signal(.labeledCall("date(byAdding:to:)"), "computes a date from another"),
            // Set algebra on model values (permissions, selections). `union` and
            // `intersection` are left out: rectangles have them too. Checking typed characters
            // against a character set is validation.
            Signal(.call("subtracting"), "combines sets of model values", unless: [.validation]),
            Signal(.call("formUnion"), "combines sets of model values", unless: [.validation]),
            Signal(.call("formIntersection"), "combines sets of model values", unless: [.validation]),
            Signal(.call("symmetricDifference"), "combines sets of model values", unless: [.validation]),
            Signal(.call("isSubset"), "compares sets of model values", unless: [.validation]),
            Signal(.call("isSuperset"), "compares sets of model values", unless: [.validation]),
        ],
        objectiveCSignals: [
            Signal(.call("filteredArrayUsingPredicate"), "filters model data"),
            Signal(.call("sortedArrayUsingDescriptors"), "sorts model data"),
            Signal(.call("sortedArrayUsingComparator"), "sorts model data"),
            Signal(.call("sortUsingComparator"), "sorts model data"),
            Signal(.call("sortedArrayUsingSelector"), "sorts model data"),
            Signal(.call("predicateWithFormat"), "filters with a predicate", unless: [.validation]),
            Signal(.call("filterUsingPredicate"), "filters model data"),
            Signal(.call("sortUsingDescriptors"), "sorts model data"),
            Signal(.call("sortUsingSelector"), "sorts model data"),
            Signal(.call("indexOfObjectPassingTest"), "finds model data by a rule"),
            Signal(.call("indexesOfObjectsPassingTest"), "finds model data by a rule"),
            // A search written as a loop: the items whose text matches the search, ignoring
            // case as a search does, are added to the list shown. Not a delimiter found to
            // split a line (`rangeOfString:@":"`), nor a match found to highlight.
            Signal(.type("NSCaseInsensitiveSearch"), "filters model data by a search").only(with: [.call("addObject")]),
            Signal(.call("localizedCaseInsensitiveContainsString"), "filters model data by a search")
                .only(with: [.call("addObject")]),
            Signal(.call("localizedStandardContainsString"), "filters model data by a search").only(with: [.call("addObject")]),
        ],
        triggeringExamples: [
            // A local holds what a collaborator's method returns: a model of the project, whose
            // state the controller decides on. What a view model hands out is the screen's.
            AuditExample(
                #"""
                final class ScanResult {
                    var state: ScanState = .unknown
                    var contactName: String?
                }

                final class ChatCore {
                    func checkCode(_ code: String) -> ScanResult { ScanResult() }
                }

                final class ScanViewModel {
                    func row(at index: Int) -> ScanResult { ScanResult() }
                }

                final class ExampleViewController: UIViewController {
                    private let core = ChatCore()
                    private let viewModel = ScanViewModel()

                    func scanned(_ code: String) {
                        let result = core.checkCode(code)
                        ↓if result.state == .askToJoin { confirmJoin(result.contactName) }
                    }

                    func showRow(_ index: Int) {
                        let row = viewModel.row(at: index)
                        if row.state == .unknown { hint.isHidden = false }
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    let account: Account
                    let subscriptions: [PushSubscription]

                    var body: some View {
                        Button("Log out") {
                            let subscription = ↓subscriptions.first(where: { $0.token == account.token })
                            let index = ↓subscriptions.firstIndex(where: { $0.id == subscription?.id })
                            let isMuted = ↓account.lists.contains(where: { $0.isMuted })
                            let isDone = ↓account.tasks.allSatisfy { $0.isDone }
                            logout(subscription, at: index, muted: isMuted, done: isDone)
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func showUnread() {
                        visible = ↓messages.filter { !$0.isRead }.sorted { $0.date > $1.date }
                        tableView.reloadData()
                    }
                }
                """#),
            // A model asked for its events is no stream subscribed to: its own `subscribe()`
            // hands over no closure.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func showReactions() {
                        reactions = ↓model.events.filter { $0.targetID == model.targetID }
                        DispatchQueue.main.async { model.subscribe() }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var total: Decimal {
                        ↓items.reduce(0) { $0 + $1.price }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func groupByDay() {
                        days = ↓Dictionary(grouping: messages, by: { Calendar.current.startOfDay(for: $0.date) })
                        ↓dayStarts.sort(by: >)
                    }

                    private func search(_ text: String) {
                        let byName = ↓NSPredicate(format: "name CONTAINS[cd] %@", text)
                        let active = NSPredicate(format: "isArchived == NO")
                        request.predicate = ↓NSCompoundPredicate(andPredicateWithSubpredicates: [byName, active])
                        request.sortDescriptors = [↓NSSortDescriptor(key: "name", ascending: true)]
                    }

                    private func sortByDate() {
                        visible = messages.sorted(using: ↓SortDescriptor(\.date, order: .reverse))
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func requestReviewIfDue() {
                        let days = ↓Calendar.current.dateComponents([.day], from: lastRequest, to: Date()).day ?? 0
                        let sinceInstall = ↓Date().timeIntervalSince(installDate)
                        if days >= 90 && sinceInstall > 86_400 && launches > 14 { askForReview() }
                    }

                    private func defaultExpiry() -> Date {
                        ↓Date(timeIntervalSinceNow: 7 * 24 * 60 * 60)
                    }

                    private func trialEnd() -> Date? {
                        if ↓trialStart.timeIntervalSinceNow < -30 * 86_400 { return nil }
                        let end = ↓Calendar.current.date(byAdding: .day, value: 30, to: trialStart)
                        return end.flatMap { ↓Calendar.current.date(byAdding: DateComponents(hour: 12), to: $0) }
                    }

                    private func didPick(_ role: Role) {
                        let mandatory = ↓role.permissions.subtracting(role.customizablePermissions)
                        ↓permissions.formUnion(mandatory)
                        ↓permissions.formIntersection(account.grantable)
                        changed = ↓permissions.symmetricDifference(original)
                        canShare = ↓required.isSubset(of: permissions) && ↓permissions.isSuperset(of: required)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)filter {
                    self.items = [self.all ↓filteredArrayUsingPredicate:[NSPredicate predicateWithFormat:@"done == NO"]];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)updateSearchResults:(NSString *)searchText {
                    [self.results removeAllObjects];
                    for (Server *server in self.servers) {
                        if ([server.name rangeOfString:searchText options:↓NSCaseInsensitiveSearch].location != NSNotFound
                            || [server.country ↓localizedCaseInsensitiveContainsString:searchText]
                            || [server.city ↓localizedStandardContainsString:searchText]) {
                            [self.results addObject:server];
                        }
                    }
                    [self.tableView reloadData];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)dropFinished {
                    [self.uploads ↓filterUsingPredicate:self.activePredicate];
                    [self.uploads ↓sortUsingDescriptors:self.sortDescriptors];
                    [self.hosts ↓sortUsingSelector:@selector(compare:)];
                }

                - (NSUInteger)firstUnread {
                    return [self.messages ↓indexOfObjectPassingTest:^BOOL(Message *message, NSUInteger index, BOOL *stop) {
                        return !message.read;
                    }];
                }

                - (NSIndexSet *)expired {
                    return [self.passes ↓indexesOfObjectsPassingTest:^BOOL(Pass *pass, NSUInteger index, BOOL *stop) {
                        return pass.isExpired;
                    }];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func resume() {
                        let latest = favorites.↓max(by: { $0.lastPlayed < $1.lastPlayed })
                        let cheapest = plans.↓min(by: { $0.price < $1.price })
                        uploads.↓removeAll(where: { $0.isFinished })
                        logic.show(latest, cheapest)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)sortByDate {
                    ↓NSSortDescriptor *newest = [NSSortDescriptor sortDescriptorWithKey:@"date" ascending:NO];
                    self.items = [self.items ↓sortedArrayUsingDescriptors:@[newest]];
                }

                - (void)sortByName {
                    self.tags = [self.tags ↓sortedArrayUsingSelector:@selector(localizedCaseInsensitiveCompare:)];
                    self.items = [self.items ↓sortedArrayUsingComparator:^NSComparisonResult(Item *a, Item *b) {
                        return [a.title localizedCompare:b.title];
                    }];
                }

                - (void)sortPending {
                    [self.pending ↓sortUsingComparator:^NSComparisonResult(Task *a, Task *b) {
                        return [@(b.priority) compare:@(a.priority)];
                    }];
                }
                """#),
        ],
        nonTriggeringExamples: [
            // A row's height picked from its model is layout.
            AuditExample(
                objectiveC: #"""
                - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                    NSInteger index = [indexPath row];
                    if (index >= self.activities.count) { return 62; }
                    Activity *activity = [self.activities objectAtIndex:index];
                    if (activity.imageURL == nil) { return activity.height + 17; }
                    return activity.height + 92;
                }
                @end

                @interface Activity : NSObject
                @property (nonatomic, copy) NSString *imageURL;
                @property (nonatomic) CGFloat height;
                """#),
            // A view model's state adopting the app's state protocol is decided already: the
            // controller branching on it renders it.
            AuditExample(
                #"""
                protocol ViewModelState {
                    mutating func cleanup()
                }

                struct LoginState: ViewModelState {
                    enum RequestKind { case signIn, createAccount }
                    var isLoading: Bool
                    var requestKind: RequestKind?
                    mutating func cleanup() { requestKind = nil }
                }

                final class ExampleViewController: UIViewController {
                    private var state: LoginState

                    private func update(to state: LoginState) {
                        if state.isLoading, state.requestKind == .createAccount {
                            createAccountButton.setTitle(nil, for: .normal)
                            activityIndicator.startAnimating()
                        }
                    }
                }
                """#),
            // A leading-dot call is an enum case or a static factory (a playlist that is a
            // filter, a sort order), and a bare one the unit's own method: no collection filtered.
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        guard let cell = tableView.dequeueReusableCell(withIdentifier: "Episode", for: indexPath) as? EpisodeCell else {
                            return UITableViewCell()
                        }
                        cell.playlist = .filter(uuid: playlistID)
                        cell.order = .sorted(by: .publishedDate)
                        return cell
                    }

                    private func filter(_ text: String) {
                        searchText = text
                        tableView.reloadData()
                    }

                    @objc private func searchChanged(_ field: UITextField) {
                        filter(field.text ?? "")
                    }
                }
                """#),
            // Characters kept by kind clean text, and GRDB's query filter asks the database:
            // neither is a rule on model data.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    func portChanged(_ text: String) {
                        portLabel.text = text.filter(\.isNumber)
                    }

                    func loadPipelines(_ db: Database, serverId: String) throws -> [Pipeline] {
                        try Pipeline.filter(Column("serverId") == serverId).fetchAll(db)
                    }
                }
                """#),
            // A rule the owner hands over as a closure is the owner's: the view only asks it.
            AuditExample(
                #"""
                struct ExampleView: View {
                    let items: [Item]
                    let filter: (Item) -> Bool
                    let sort: ([Item]) -> [Item]

                    var body: some View {
                        ForEach(sort(items)) { item in
                            if filter(item) { ItemRow(item: item) }
                        }
                    }
                }
                """#),
            // A stream's events dropped before they are handled: RxSwift, Combine.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    func bind(reactor: LoginReactor) {
                        reactor.state.map { $0.isLoggedIn }
                            .distinctUntilChanged()
                            .filter { $0 }
                            .subscribe(onNext: { [weak self] _ in self?.close() })
                            .disposed(by: disposeBag)
                        $query.debounce(for: 0.3, scheduler: RunLoop.main)
                            .filter { !$0.isEmpty }
                            .sink { [weak self] text in self?.search(text) }
                            .store(in: &cancellables)
                    }

                    func selectedActions() -> Observable<SettingsAction> {
                        tableView.rx.itemSelected
                            .filter { [weak self] indexPath in self?.isBackupRow(indexPath) == true }
                            .map { _ in .backup }
                    }

                    func bindSearch() {
                        searchField.rx.text.orEmpty
                            .filter { $0.count > 2 }
                            .bind(to: viewModel.query)
                            .disposed(by: disposeBag)
                    }
                }
                """#),
            // Views looked among, not model data: a toolbar's hidden buttons, a tapped badge, a
            // spinner among the bar's items; nor the codes a camera read.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController, AVCaptureMetadataOutputObjectsDelegate {
                    private func hiddenToolsMenu() -> UIMenu {
                        let children = toolButtons.filter { $0.isHidden }.map { makeAction(for: $0) }
                        return UIMenu(children: children)
                    }

                    private func removeSpinner() {
                        currentRightBarButtonItems?.removeAll(where: { $0.customView is UIActivityIndicatorView })
                    }

                    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {
                        let codes = metadataObjects.compactMap { $0 as? AVMetadataMachineReadableCodeObject }.filter { $0.type == .qr }
                        scanned(codes.first?.stringValue)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)badgeWrapperView:(PPBadgeWrapperView *)wrapper didSelectBadge:(PPBadgeView *)badge {
                    NSIndexSet *selected = [wrapper.badgeViews indexesOfObjectsPassingTest:^BOOL(PPBadgeView *view, NSUInteger idx, BOOL *stop) {
                        return view.selected;
                    }];
                    [self showTagsAtIndexes:selected];
                }
                """#),
            // A header line split at its delimiter, and a search's match found to highlight it.
            AuditExample(
                objectiveC: #"""
                - (void)parseHeaders:(NSArray *)lines {
                    for (NSString *line in lines) {
                        NSRange colon = [line rangeOfString:@":" options:NSLiteralSearch];
                        if (colon.location != NSNotFound) {
                            [self.headers addObject:[line substringToIndex:colon.location]];
                        }
                    }
                }

                - (void)highlight:(NSString *)searchText {
                    NSRange match = [self.textView.string rangeOfString:searchText options:NSCaseInsensitiveSearch];
                    [self.textView showFindIndicatorForRange:match];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController, UITextFieldDelegate {
                    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                        CharacterSet.decimalDigits.isSuperset(of: CharacterSet(charactersIn: string))
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func showUnread() {
                        render(logic.unreadMessages())
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func persistConsent() {
                        consentTimestamp = Int64(Date().timeIntervalSince1970)
                        keyboardOverlap = view.bounds.intersection(keyboardFrame).height
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    // Looking among the app's windows and the view's subviews, not at model data.
                    private func mainWindowSize() -> NSSize? {
                        let toolbar = view.subviews.filter { $0 is EditToolbar }.first
                        toolbar?.isHidden = true
                        let rows = outlineView.selectedRowIndexes.sorted()
                        reveal(rows)
                        // Sorted, the selected rows are still the selection.
                        let copied = outlineView.selectedRowIndexes.sorted().reduce("") { $0 + entries[$1].text + "\n" }
                        NSPasteboard.general.setString(copied, forType: .string)
                        return NSApp.windows.filter { $0.identifier == .main }.first?.frame.size
                    }
                }
                """#),
            AuditExample(
                #"""
                struct Chore { var title: String }

                final class ChoreFormViewModel: ObservableObject {
                    @Published var chore = Chore(title: "")
                    func save() {}
                }

                struct ExampleView: View {
                    @ObservedObject var viewModel: ChoreFormViewModel

                    var body: some View {
                        TextField("Title", text: $viewModel.chore.title)
                        Button("Save", action: save)
                    }

                    // The model's title is what the user typed in the field bound to it:
                    // checking it is validation.
                    private func save() {
                        guard !viewModel.chore.title.isEmpty else { return }
                        viewModel.save()
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    let url: URL

                    // Picking a link's parts, not model data.
                    var body: some View {
                        Button("Open") {
                            var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
                            components?.queryItems = components?.queryItems?.filter { $0.name != "thumbnail" }
                            let queryItems = components?.queryItems ?? []
                            let id = queryItems.first(where: { $0.name == "id" })?.value
                            let parts = url.pathComponents.filter { $0 != "/" }
                            show(id, parts)
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    // A picker's options are the app's own constants, not model data.
                    private func configurePicker() {
                        options = ImageType.allCases.sorted { $0.rawValue < $1.rawValue }
                        sections = Section.allCases.filter { $0 != .debug }
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    // Finding the key window, a screen and the front app, and the device's
                    // model name read by reflection: the system's objects, not model data.
                    private func dismissKeyboard() {
                        let keyWindow = UIApplication.shared.connectedScenes
                            .filter { $0.activationState == .foregroundActive }
                            .compactMap { $0 as? UIWindowScene }
                            .first?.windows
                            .filter { $0.isKeyWindow }.first
                        keyWindow?.endEditing(true)
                    }

                    private func place() {
                        let screen = NSScreen.screens.first(where: { $0.localizedName == name })
                        let app = NSWorkspace.shared.runningApplications.first(where: { $0.ownsMenuBar })
                        show(screen, app)
                    }

                    private func deviceModel() -> String {
                        var systemInfo = utsname()
                        uname(&systemInfo)
                        let mirror = Mirror(reflecting: systemInfo.machine)
                        return mirror.children.reduce("") { identifier, element in
                            guard let value = element.value as? Int8, value != 0 else { return identifier }
                            return identifier + String(UnicodeScalar(UInt8(value)))
                        }
                    }

                    // A redirect's code, found among the link's query items.
                    private func handleRedirect(_ url: URL) {
                        guard let code = URLComponents(url: url, resolvingAgainstBaseURL: false)?
                            .queryItems?.first(where: { $0.name == "code" })?.value
                        else { return }
                        exchange(code)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)filter {
                    self.items = [self.logic openItems];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (NSScreen *)screenNamed:(NSString *)name {
                    NSUInteger index = [[NSScreen screens] indexOfObjectPassingTest:^BOOL(NSScreen *screen, NSUInteger i, BOOL *stop) {
                        return [screen.localizedName isEqualToString:name];
                    }];
                    NSArray *apps = [[[NSWorkspace sharedWorkspace] runningApplications] sortedArrayUsingSelector:@selector(compare:)];
                    return index == NSNotFound ? nil : [NSScreen screens][index];
                }
                """#),
        ])
}
