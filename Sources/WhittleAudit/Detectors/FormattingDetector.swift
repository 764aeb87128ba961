extension Responsibility {
    /// `formatting`: `whittle explain formatting` says what counts.
    public static let formatting = Responsibility(id: "formatting")
}

extension ResponsibilityDetector {
    /// What says attributed text built in a member is a styled constant: a field's placeholder,
    /// or the title or description an empty list shows (DZNEmptyDataSet's data source, named
    /// so in both languages).
    /// Text that is only styled: a field's placeholder, an empty list's message, and a bar's
    /// title text attributes (`setTitleTextAttributes(_:for:)`, an appearance's
    /// `titleTextAttributes`), which are how every title on it looks, not a value's text.
    private static let styledConstants: [Signal.Kind] = [
        .member("attributedPlaceholder"), .member("placeholderAttributedText"), .nameContaining("ForEmptyDataSet"),
        .call("setTitleTextAttributes"), .member("titleTextAttributes"), .member("largeTitleTextAttributes"),
    ]

    /// Text a control shows, set in the same member.
    private static let shownText: [Signal.Kind] = [.member("text"), .member("stringValue"), .call("setText"), .call("setStringValue")]

    /// The `formatting` detector: the signals that show ``Responsibility/formatting``, with examples that run as tests.
    static let formatting = ResponsibilityDetector(
        .formatting,
        definition:
            "turns model values into display text or attributed text: formatters, string interpolation/format of model data, pluralisation",
        roles: [.presenter], keptIn: [.viewModel],
        signals: [
            // Model text capitalized; a string table's entry (`L10n.settings.localizedCapitalized`)
            // is a fixed label restyled.
            Signal(.member("capitalized"), "capitalizes text for display", receivers: .others),
            Signal(.member("localizedCapitalized"), "capitalizes text for display", receivers: .others),
            Signal(.labeledCall("Text(_:format:)"), "formats a value for display"),
            Signal(.labeledCall("Text(_:style:)"), "formats a date for display"),
            Signal(.type("DateFormatter"), "formats dates for display"),
            Signal(.type("NumberFormatter"), "formats numbers for display"),
            Signal(.type("ISO8601DateFormatter"), "formats dates"),
            Signal(.type("DateComponentsFormatter"), "formats durations for display"),
            Signal(.type("RelativeDateTimeFormatter"), "formats relative dates for display"),
            Signal(.type("MeasurementFormatter"), "formats measurements for display"),
            Signal(.type("ByteCountFormatter"), "formats sizes for display"),
            Signal(.type("PersonNameComponentsFormatter"), "formats names for display"),
            Signal(.type("ListFormatter"), "formats lists for display"),
            // A locale's name for a code (`Locale.current.localizedString(forRegionCode: code)`):
            // a language, region or currency code turned into the words a picker or a label shows.
            Signal(.labeledCall("localizedString(forLanguageCode:)"), "names a language code for display"),
            Signal(.labeledCall("localizedString(forRegionCode:)"), "names a region code for display"),
            Signal(.labeledCall("displayName(forKey:value:)"), "names a locale's code for display"),
            // Building attributed text, not naming its type (`NSAttributedString.Key.font`);
            // a styled placeholder is how a field looks, not a value turned into text, and a
            // stored property's initial value has no model value to turn (a styled constant).
            // A helper returning the text it builds (`MarkdownHelper.attributedString(quest.notes)`)
            // builds it for its caller. An empty list's placeholder (DZNEmptyDataSet's
            // `titleForEmptyDataSet:`, `description(forEmptyDataSet:)`) is a styled constant too.
            Signal(.call("NSAttributedString"), "builds attributed text").unless(with: Self.styledConstants)
                .notInStoredProperties().throughHelpers(),
            Signal(.call("NSMutableAttributedString"), "builds attributed text").unless(with: Self.styledConstants)
                .notInStoredProperties().throughHelpers(),
            Signal(.call("AttributedString"), "builds attributed text").unless(with: Self.styledConstants)
                .notInStoredProperties().throughHelpers(),
            Signal(.type("NSMutableParagraphStyle"), "styles attributed text").unless(with: Self.styledConstants),
            // An address decoded for a label (`cell.titleLabel.text = url.removingPercentEncoding`):
            // a stored link turned into the words the user reads. Only beside shown text: a
            // deep link's path decoded to be parsed is no display text.
            Signal(.member("removingPercentEncoding"), "decodes an address into display text").only(with: Self.shownText),
            // A helper that fills a format or runs a formatter and returns the text
            // (`"n_selected".localized(count)`, `duration.clockString()`) formats its caller's
            // values, as `L10n.selected(count)` does; `string(for:)` is as often a keychain's read.
            Signal(.labeledCall("String(format:)"), "formats text").throughHelpers(),
            Signal(.labeledCall("String(format:_:)"), "formats text").throughHelpers(),
            Signal(.labeledCall("NSString(format:)"), "formats text").throughHelpers(),
            Signal(.labeledCall("NSString(format:_:)"), "formats text").throughHelpers(),
            Signal(.labeledCall("string(for:)"), "formats a value with a formatter"),
            Signal(.labeledCall("string(from:)"), "formats a value with a formatter").throughHelpers(),
            Signal(.call("localizedStringWithFormat"), "formats localized text").throughHelpers(),
            // SwiftGen's strings: a function with arguments fills a localized format with the
            // model's values; a constant (`L10n.title`) is a label, not formatting.
            Signal(.callWithArguments(onType: "L10n"), "fills a localized format with values"),
            Signal(.call("formatted"), "formats a value for display"),
            Signal(.interpolation, "builds display text by interpolation"),
            // Only with a separator display text uses (`", "`, `"\n"`): a path's or a query's
            // join is dropped as it is read (``AddressNames/isDisplaySeparator(_:)``).
            Signal(.labeledCall("joined(separator:)"), "joins values into display text"),
        ],
        objectiveCSignals: [
            // A property read with a dot or sent as a message.
            Signal(.member("capitalizedString"), "capitalizes text for display", receivers: .others),
            Signal(.call("capitalizedString"), "capitalizes text for display", receivers: .others),
            Signal(.type("NSDateFormatter"), "formats dates for display"),
            Signal(.type("NSNumberFormatter"), "formats numbers for display"),
            Signal(.type("NSDateComponentsFormatter"), "formats durations for display"),
            Signal(.type("NSByteCountFormatter"), "formats sizes for display"),
            Signal(.type("NSISO8601DateFormatter"), "formats dates"),
            Signal(.call("stringWithFormat"), "formats text").throughHelpers(),
            Signal(.call("initWithFormat"), "formats text").throughHelpers(),
            Signal(.call("stringFromDate"), "formats a date with a formatter"),
            Signal(.call("stringFromNumber"), "formats a number with a formatter"),
            Signal(.call("stringFromByteCount"), "formats a size"),
            // The Objective-C spellings of the formatters and formatter calls Swift names above:
            // any `NSFormatter`'s `stringForObjectValue:` (Swift's `string(for:)`, also an app's
            // own formatter held in a property), a duration formatter's `stringFromTimeInterval:`.
            Signal(.call("stringForObjectValue"), "formats a value with a formatter"),
            Signal(.call("stringFromTimeInterval"), "formats a duration with a formatter"),
            Signal(.type("NSMeasurementFormatter"), "formats measurements for display"),
            Signal(.type("NSRelativeDateTimeFormatter"), "formats relative dates for display"),
            Signal(.type("NSDateIntervalFormatter"), "formats date ranges for display"),
            Signal(.type("NSPersonNameComponentsFormatter"), "formats names for display"),
            Signal(.type("NSListFormatter"), "formats lists for display"),
            Signal(.call("componentsJoinedByString"), "joins values into display text"),
            Signal(.call("displayNameForKey"), "names a locale's code for display"),
            Signal(.call("localizedStringForLanguageCode"), "names a language code for display"),
            Signal(.call("localizedStringForCountryCode"), "names a region code for display"),
            Signal(.call("stringByRemovingPercentEncoding"), "decodes an address into display text").only(with: Self.shownText),
            Signal(.member("stringByRemovingPercentEncoding"), "decodes an address into display text").only(with: Self.shownText),
        ],
        triggeringExamples: [
            // Words put in a dictionary are display text handed on.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func finished(_ downloads: [Download]) {
                        NotificationCenter.default.post(name: .bannerRequested, object: self, userInfo: ["message": ↓"Downloaded \(downloads.count) files"])
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)finished:(NSArray *)downloads {
                    NSDictionary *info = @{@"message": [NSString ↓stringWithFormat:@"Downloaded %lu files", (unsigned long)downloads.count]};
                    [[NSNotificationCenter defaultCenter] postNotificationName:@"BannerRequested" object:self userInfo:info];
                }
                """#),
            // A shared instance's state is model data, though its path starts with a type.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    func render() {
                        nameLabel.attributedText = ↓NSAttributedString(string: User.current.displayName)
                    }
                }
                """#),
            // A stored link decoded into the name a row shows.
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Stream", for: indexPath)
                        cell.textLabel?.text = recentURLs[indexPath.row].↓removingPercentEncoding
                        return cell
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    StreamCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Stream"];
                    NSString *content = [_recentURLs[indexPath.row] ↓stringByRemovingPercentEncoding];
                    cell.subtitleLabel.text = content;
                    cell.titleLabel.text = _recentURLs[indexPath.row].↓stringByRemovingPercentEncoding.lastPathComponent;
                    return cell;
                }
                """#, interface: "UITableViewController"),
            // Swift 2 spells Foundation's formatters as Objective-C does.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    func render(feed: Feed) {
                        let dates = ↓NSDateFormatter()
                        let numbers = ↓NSNumberFormatter()
                        let sizes = ↓NSByteCountFormatter()
                        let durations = ↓NSDateComponentsFormatter()
                        let stamps = ↓NSISO8601DateFormatter()
                        let measures = ↓NSMeasurementFormatter()
                        let relative = ↓NSRelativeDateTimeFormatter()
                        let names = ↓NSPersonNameComponentsFormatter()
                        let lists = ↓NSListFormatter()
                        show(dates, numbers, sizes, durations, stamps, measures, relative, names, lists)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func confirm(_ gift: Gift) {
                        titleLabel.text = L10n.giftTitle
                        bodyLabel.text = ↓L10n.giftConfirmationBody(gift.recipient.name, gift.months)
                    }

                    private func showClass(_ gift: Gift) {
                        headerLabel.text = ↓L10n.Classes.classHeader(gift.className)
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    let island: Island

                    var body: some View {
                        VStack {
                            Text(LocalizedStringKey(↓island.fruit.rawValue.capitalized))
                            Text(LocalizedStringKey(↓island.hemisphere.rawValue.localizedCapitalized))
                            Text(LocalizedStringKey(↓"\(island.name) Island"))
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    let post: Post

                    var body: some View {
                        VStack {
                            ↓Text(post.likes, format: .number)
                            ↓Text(post.date, style: .relative)
                            Text(↓"\(post.replies) replies").id(post.replies)
                            Image("badge_\(post.badge)")
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func render(_ user: User) {
                        let formatter = ↓DateFormatter()
                        formatter.dateStyle = .medium
                        joinedLabel.text = ↓formatter.string(from: user.joined)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func render(_ user: User) {
                        followersLabel.text = ↓"\(user.followers) followers"
                    }
                }
                """#),
            // Names with the letters of a logger in them are no loggers: a login screen's greeting
            // and a dialog's message are display text.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func greet(_ user: User) {
                        show(LoginGreetingView(text: ↓"Welcome back, \(user.name)"))
                    }

                    private func showUnread(_ user: User) {
                        showDialog(↓"\(user.unread) unread messages")
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func render(_ run: Run) {
                        durationLabel.text = ↓DateComponentsFormatter().string(from: run.duration)
                        distanceLabel.text = ↓MeasurementFormatter().string(from: run.distance)
                        startedLabel.text = ↓RelativeDateTimeFormatter().localizedString(for: run.start, relativeTo: Date())
                        paceLabel.text = ↓String(format: "%.1f km/h", run.speed)
                        feeLabel.text = ↓NumberFormatter.localizedString(from: run.fee as NSNumber, number: .currency)
                        rankLabel.text = ↓String(format: run.rankFormat)
                        accountLabel.text = ↓NSString(format: "Signed in as %@", run.runner) as String
                        titleLabel.text = ↓NSString(format: run.titleFormat) as String
                        expiryLabel.accessibilityLabel = ↓Run.dateFormatter.string(for: run.expiry)
                    }
                }
                """#),
            // A helper on a framework type that fills a localized format formats what its caller
            // passes; an overload of its name that only looks the text up does not.
            AuditExample(
                #"""
                extension String {
                    static func localized(_ key: String) -> String {
                        NSLocalizedString(key, comment: "")
                    }

                    static func localized(stringID: String, parameter: CVarArg...) -> String {
                        String.localizedStringWithFormat(localized(stringID), parameter)
                    }
                }

                final class ExampleViewController: UIViewController {
                    private func renderSelection(_ chats: [Chat]) {
                        cancelButton.title = String.localized("cancel")
                        titleView.text = ↓String.localized(stringID: "n_selected", parameter: chats.count)
                    }
                }
                """#),
            // A string table's function (SwiftGen's, whatever the enum is called) fills a format
            // with its caller's values when called on the table.
            AuditExample(
                #"""
                enum Localizable {
                    static var cancel: String { tr("cancel") }
                    static func connectingTo(_ p1: Any) -> String {
                        tr("connecting_to", String(describing: p1))
                    }
                    private static func tr(_ key: String, _ args: CVarArg...) -> String {
                        String(format: NSLocalizedString(key, comment: ""), locale: Locale.current, arguments: args)
                    }
                }

                final class ExampleViewController: UIViewController {
                    private func render(_ server: Server) {
                        cancelButton.title = Localizable.cancel
                        statusLabel.text = ↓Localizable.connectingTo(server.name)
                    }
                }
                """#),
            // A helper that builds attributed text, or runs a formatter, and returns the text.
            AuditExample(
                #"""
                enum MarkdownHelper {
                    static func attributedString(_ markdown: String) -> NSAttributedString {
                        NSAttributedString(string: markdown, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
                    }
                }

                extension Double {
                    private static let clock = DateComponentsFormatter()
                    func clockString() -> String {
                        Self.clock.string(from: self) ?? ""
                    }
                }

                final class ExampleViewController: UIViewController {
                    private func render(_ quest: Quest) {
                        notesLabel.attributedText = ↓MarkdownHelper.attributedString(quest.notes)
                        durationLabel.text = quest.duration.↓clockString()
                    }
                }
                """#),
            // Several arguments after the format are one variadic parameter.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func renderProgress(_ done: Int, of total: Int) {
                        progressLabel.text = ↓String(format: "%d of %d", done, total)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func render(_ file: File) {
                        sizeLabel.text = ↓ByteCountFormatter.string(fromByteCount: file.size, countStyle: .file)
                        ownerLabel.text = ↓PersonNameComponentsFormatter().string(from: file.owner)
                        tagsLabel.text = ↓ListFormatter.localizedString(byJoining: file.tags)
                        modifiedLabel.text = ↓file.modified.formatted(date: .abbreviated, time: .shortened)
                        createdLabel.text = ↓ISO8601DateFormatter().string(from: file.created)
                        countLabel.text = ↓String.localizedStringWithFormat(NSLocalizedString("%d versions", comment: ""), file.versions)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func render(_ article: Article) {
                        let style = ↓NSMutableParagraphStyle()
                        style.lineSpacing = 4
                        let title = ↓NSMutableAttributedString(string: article.title, attributes: [.paragraphStyle: style])
                        title.append(↓NSAttributedString(string: article.badge, attributes: [.foregroundColor: UIColor.systemRed]))
                        titleLabel.attributedText = title
                        var summary = ↓AttributedString(article.summary)
                        summary.foregroundColor = .secondaryLabel
                        summaryLabel.attributedText = NSAttributedString(summary)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)show {
                    self.title = [NSString ↓stringWithFormat:@"%lu photos", (unsigned long)self.count];
                }

                - (void)showDate {
                    self.dateLabel.text = [self.photo.date ↓stringWithFormat:@"yyyy-MM-dd"];
                }
                """#),
            // A code the model holds, named in the user's language.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func show(_ account: Account) {
                        countryLabel.text = Locale.current.↓localizedString(forRegionCode: account.countryCode)
                        languageLabel.text = Locale.current.↓localizedString(forLanguageCode: account.languageCode)
                        localeLabel.text = NSLocale(localeIdentifier: "en_US").↓displayName(forKey: .identifier, value: account.localeIdentifier)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showAccount:(Account *)account {
                    self.countryLabel.text = [[NSLocale currentLocale] ↓displayNameForKey:NSLocaleCountryCode value:account.countryCode];
                    self.regionLabel.text = [[NSLocale currentLocale] ↓localizedStringForCountryCode:account.countryCode];
                    self.languageLabel.text = [[NSLocale currentLocale] ↓localizedStringForLanguageCode:account.languageCode];
                }
                """#),
            // A label's text beside a request's address: only the text is formatting.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func loadPage(_ page: Int) {
                        let urlString = "\(server)/activities/?page=\(page)"
                        connection.send(urlString)
                        pageLabel.text = ↓"Page \(page)"
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)loadPage:(int)page {
                    NSString *urlString = [NSString stringWithFormat:@"%@/activities/?page=%d", self.server, page];
                    [self.connection sendRequest:urlString];
                    self.pageLabel.text = [NSString ↓stringWithFormat:@"Page %d", page];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func showAllergens(_ allergens: [Allergen]) {
                        let names = allergens.map(\.name).↓joined(separator: ", ")
                        detailLabel.text = product.ingredients.↓joined(separator: "\n")
                        tagsLabel.text = tags.↓joined(separator: " · ")
                        alert(names)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showAuthors {
                    self.authorsLabel.text = [self.book.authors ↓componentsJoinedByString:@", "];
                }
                """#),
            // A localized format's key names display text, however it is spelled.
            AuditExample(
                objectiveC: #"""
                - (void)renderInterval:(NSInteger)days {
                    NSString *format = NSLocalizedString(↓@"EVERY_%ld_DAYS", @"Key change interval");
                    self.intervalLabel.stringValue = [NSString ↓stringWithFormat:format, days];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showThemes {
                    self.themeLabel.stringValue = self.theme.name.↓capitalizedString;
                }

                - (void)showStyle {
                    self.styleLabel.stringValue = [self.style.name ↓capitalizedString];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)show {
                    ↓NSDateFormatter *formatter = [[NSDateFormatter alloc] init];
                    self.title = [formatter ↓stringFromDate:self.date];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showCall:(Call *)call {
                    self.numberField.stringValue = [self.phoneNumberFormatter ↓stringForObjectValue:call.remoteNumber];
                    self.durationLabel.stringValue = [self.durationFormatter ↓stringFromTimeInterval:call.duration];
                }

                - (void)showTrip:(Trip *)trip {
                    ↓NSMeasurementFormatter *distance = [[NSMeasurementFormatter alloc] init];
                    ↓NSRelativeDateTimeFormatter *ago = [[NSRelativeDateTimeFormatter alloc] init];
                    ↓NSDateIntervalFormatter *span = [[NSDateIntervalFormatter alloc] init];
                    ↓NSPersonNameComponentsFormatter *driver = [[NSPersonNameComponentsFormatter alloc] init];
                    ↓NSListFormatter *stops = [[NSListFormatter alloc] init];
                    self.distanceLabel.text = [distance stringFromMeasurement:trip.distance];
                    self.startLabel.text = [ago localizedStringForDate:trip.start relativeToDate:[NSDate date]];
                    self.spanLabel.text = [span ↓stringFromDate:trip.start toDate:trip.end];
                    self.driverLabel.text = [driver stringFromPersonNameComponents:trip.driver];
                    self.stopsLabel.text = [stops stringFromItems:trip.stops];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showDownload:(Download *)download {
                    ↓NSNumberFormatter *percent = [[NSNumberFormatter alloc] init];
                    percent.numberStyle = NSNumberFormatterPercentStyle;
                    self.progressLabel.text = [percent ↓stringFromNumber:@(download.progress)];
                    self.sizeLabel.text = [NSByteCountFormatter ↓stringFromByteCount:download.totalBytes countStyle:NSByteCountFormatterCountStyleFile];
                    ↓NSDateComponentsFormatter *remaining = [[NSDateComponentsFormatter alloc] init];
                    self.timeLabel.text = [remaining stringFromTimeInterval:download.remainingTime];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showHeader {
                    self.titleLabel.text = [[NSString alloc] ↓initWithFormat:@"%@ (%lu)", self.album.name, (unsigned long)self.album.count];
                    ↓NSISO8601DateFormatter *timestamp = [[NSISO8601DateFormatter alloc] init];
                    self.updatedLabel.text = [timestamp ↓stringFromDate:self.album.updatedAt];
                }
                """#),
        ],
        nonTriggeringExamples: [
            // A string table's entry capitalized is a fixed label, no model data.
            AuditExample(
                #"""
                enum L10n {
                    static let settings = NSLocalizedString("settings", comment: "")
                }

                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = L10n.settings.localizedCapitalized
                    }
                }
                """#),
            // The project's one-argument lookup, beside an overload of its name that fills a
            // format: a call with no label runs the declaration whose first parameter has none.
            AuditExample(
                #"""
                func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") }
                func tr(format: String, _ arguments: CVarArg...) -> String {
                    String(format: NSLocalizedString(format, comment: ""), arguments: arguments)
                }

                final class ExampleViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = tr("editTunnelViewTitle")
                    }
                }
                """#),
            // A fixed label styled, in either language: a literal, a localized one or a type's
            // constant turned into attributed text shows no model value.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        emptyLabel.attributedText = NSAttributedString(
                            string: NSLocalizedString("No results", comment: ""), attributes: [.foregroundColor: UIColor.gray])
                        hintLabel.attributedText = NSAttributedString(string: "Pull to refresh")
                        refreshControl?.attributedTitle = NSAttributedString(string: kLoadingMessage)
                        titleLabel.attributedText = NSMutableAttributedString(string: Strings.welcome)
                        footerLabel.attributedText = NSAttributedString(string: L10n.Footer.title)
                        var badge = AttributedString(localized: "New")
                        badge.foregroundColor = .red
                        badgeButton.configuration?.attributedTitle = badge
                        hintLabel.text = "Pull to refresh".localized
                        warningLabel.text = String(format: NSLocalizedString("Your clock is off by more than 5 seconds", comment: ""))
                    }

                    private func detail(for item: Item?) -> NSAttributedString {
                        NSAttributedString()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.emptyLabel.attributedText = [[NSAttributedString alloc] initWithString:NSLocalizedString(@"No results", nil)
                                                                                     attributes:@{NSForegroundColorAttributeName: UIColor.grayColor}];
                    self.hintLabel.attributedText = [[NSMutableAttributedString alloc] initWithString:@"Pull to refresh"];
                    self.refreshControl.attributedTitle = [[NSAttributedString alloc] initWithString:kLoadingMessage];
                    self.warningLabel.text = [NSString stringWithFormat:NSLocalizedString(@"Your clock is off", nil)];
                }

                - (NSAttributedString *)detailForItem:(Item *)item {
                    return [[NSAttributedString alloc] init];
                }
                """#),
            // A format kept for later, with no values to fill it here, formats nothing yet.
            AuditExample(
                objectiveC: #"""
                - (void)loadOperators {
                    [self.operators addObject:@"LIKE '%@%'"];
                    [self.operators addObject:@"= '%@'"];
                }
                """#),
            // A queue's label and a logger's subsystem are reverse-DNS identifiers, never shown.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private lazy var rowsQueue = DispatchQueue(label: "com.example.rows.\(self.hashValue)")
                    private let log = Logger(subsystem: "io.example.\(Bundle.main.name)", category: "rows")
                }
                """#),
            // A cell's nib and reuse identifier named after its class, and a trace line of the
            // app's own logger (`printDebug`, Android-style `logw`): nothing the user reads.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    deinit {
                        LogManager.printDebug("❌ \(Self.self) deinit")
                    }

                    private func setUpList() {
                        let nib = UINib(nibName: "\(EmptyStateCell.self)", bundle: nil)
                        collectionView.register(nib, forCellWithReuseIdentifier: EmptyStateCell.reuseIdentifier)
                    }

                    @IBAction private func toggle(_ sender: NSButton) {
                        logw("Quick toggle set to \(sender.state.rawValue)")
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (instancetype)init {
                    self = [super init];
                    NSString *label = [NSString stringWithFormat:@"org.example.rows.%p", self];
                    _queue = dispatch_queue_create(label.UTF8String, DISPATCH_QUEUE_SERIAL);
                    return self;
                }
                """#),
            // A deep link's path decoded to be parsed, and a placeholder styled with a paragraph
            // style, turn no model value into shown text.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    func open(_ url: URL) {
                        guard let path = url.path.removingPercentEncoding else { return }
                        router.route(to: path.split(separator: "/").map(String.init))
                    }

                    func styleField() {
                        let style = NSMutableParagraphStyle()
                        style.alignment = .natural
                        urlField.attributedPlaceholder = NSAttributedString(string: "https://", attributes: [.paragraphStyle: style])
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)updateForTheme {
                    NSMutableParagraphStyle *style = [[NSMutableParagraphStyle alloc] init];
                    style.alignment = NSTextAlignmentNatural;
                    self.urlField.attributedPlaceholder = [[NSAttributedString alloc] initWithString:@"http://myserver.com/file.mkv"
                                                                                          attributes:@{NSParagraphStyleAttributeName: style}];
                }
                """#),
            // Fixed words put together: string-table entries and constants, no value turned into text.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    func showConfirmation() {
                        titleLabel.text = "\(Strings.confirmDeletion)?"
                        editionLabel.text = "\(AppInfo.name) – \(kEditionName)"
                        hintLabel.text = String(format: "%@?", NSLocalizedString("Delete", comment: ""))
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showConfirmation {
                    self.titleLabel.text = [NSString stringWithFormat:@"%@?", NSLocalizedString(@"ConfirmDeletion", nil)];
                    self.hintLabel.text = [NSString stringWithFormat:@"%@ %@", AppStrings(@"Tap"), kEditionName];
                }
                """#),
            // A paragraph style for a bar's titles styles the bar.
            AuditExample(
                #"""
                final class ExampleTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let style = NSMutableParagraphStyle()
                        style.alignment = .left
                        let appearance = UITabBarAppearance()
                        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.paragraphStyle: style, .foregroundColor: UIColor.systemPurple]
                        tabBar.standardAppearance = appearance
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)styleTabBar {
                    UITabBarAppearance *appearance = [[UITabBarAppearance alloc] init];
                    NSMutableParagraphStyle *style = [[NSMutableParagraphStyle alloc] init];
                    style.alignment = NSTextAlignmentLeft;
                    [appearance.stackedLayoutAppearance.selected setTitleTextAttributes:@{NSParagraphStyleAttributeName: style}];
                    self.tabBarController.tabBar.standardAppearance = appearance;
                }
                """#),
            // The text a debugger or a log prints for the object is no display text.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override var debugDescription: String {
                        "\(type(of: self)) <\(document.fileURL.path)> \(items.count) items"
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (NSString *)description {
                    return [NSString stringWithFormat:@"%@ <%@>", [self class], self.host.bundlePath];
                }

                - (NSString *)debugDescription {
                    return [NSString stringWithFormat:@"%@ %lu items", [super debugDescription], (unsigned long)self.items.count];
                }
                """#),
            // Values joined into a path, a query, a CSV line or SQL the code uses.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func load(_ ids: [String]) {
                        let path = components.joined(separator: "/")
                        let query = pairs.joined(separator: "&")
                        let line = fields.joined(separator: ",")
                        let sql = "UPDATE items SET " + columns.joined(separator: " = ?, ") + " = ?"
                        let tsv = cells.joined(separator: "\t")
                        let phrase = words.joined(separator: " ")
                        let joined = names.joined(separator: separator)
                        client.send(path, query, line, sql, tsv, joined, phrase)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)load:(NSArray *)ids {
                    NSString *path = [self.components componentsJoinedByString:@"/"];
                    NSString *list = [ids componentsJoinedByString:@","];
                    [self.client send:path ids:list];
                }
                """#),
            // JSON written out by interpolation is a payload to send, not display text.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func openTopic(_ tag: String) {
                        let feed = Feed(name: tag, spec: "{\"topic\":\"\(tag)\"}")
                        show(FeedViewController(feed: feed), sender: self)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)follow:(NSString *)userID {
                    NSString *body = [NSString stringWithFormat:@"{\"user\":\"%@\"}", userID];
                    [self.client post:body];
                }
                """#),
            // A bare value put in a dictionary of parameters is the request's, not display text.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func deleteFavorite(_ favorite: Favorite) {
                        client.post("api/favorite_delete", parameters: ["uid": "\(userID)", "objid": "\(favorite.objectID)"])
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)deleteFavorite:(Favorite *)favorite {
                    NSDictionary *parameters = [NSDictionary dictionaryWithObjectsAndKeys:[NSString stringWithFormat:@"%d", self.userID], @"uid",
                                                [NSString stringWithFormat:@"%d", favorite.objectID], @"objid", nil];
                    [self.client postPath:@"api/favorite_delete" parameters:parameters success:nil failure:nil];
                    [self.client getPath:@"api/favorites" parameters:@{@"page": [NSString stringWithFormat:@"%d", self.page]} success:nil failure:nil];
                }
                """#),
            // A request's header values are the request's, not display text.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func load() {
                        var request = URLRequest(url: feedURL)
                        request.setValue("Bearer \(session.token)", forHTTPHeaderField: "Authorization")
                        request.allHTTPHeaderFields = ["User-Agent": "Reader/\(version) (iOS)"]
                        client.send(request)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)load {
                    [self.request setValue:[NSString stringWithFormat:@"Token %@", self.token] forHTTPHeaderField:@"Authorization"];
                    NSDictionary *headers = @{@"X-Api-Key": [NSString stringWithFormat:@"%@ %@", self.key, self.secret]};
                    [self.client send:self.request headers:headers];
                }
                """#),
            // An exception's reason and an assertion's message are for the developer.
            AuditExample(
                objectiveC: #"""
                - (void)setScreen:(NSScreen *)newScreen {
                    NSUInteger number = [[NSScreen screens] indexOfObjectIdenticalTo:newScreen];
                    if (number == NSNotFound)
                        [NSException raise:NSInternalInconsistencyException format:@"%@ %p: screen %p is not in the list", [self class], self, newScreen];
                    NSAssert(number < 8, @"Screen %lu out of range", (unsigned long)number);
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func select(_ index: Int) {
                        guard index < items.count else {
                            NSException(name: .rangeException, reason: "Row \(index) is out of range", userInfo: nil).raise()
                            return
                        }
                        show(items[index])
                    }
                }
                """#),
            // A logger's other levels are log lines too.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    func didSelect(option: Option) {
                        guard let type = option as? AddressType else {
                            Logger.fatal("not an address type: \(option.name)")
                        }
                        show(type)
                    }
                }
                """#),
            // An error value made only to be logged: its text is a log line.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func delete(_ download: Download) async {
                        do {
                            try await downloads.delete(download)
                        } catch {
                            Failure.downloadAction(from: Self.self, reason: "Unable to delete: \(error)").log()
                        }
                    }
                }
                """#),
            // A path, an asset's or a file's name built from values is no display text,
            // whatever it is assigned to.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func open(_ release: Release) {
                        detail.requestPath = "api/user/\(release.owner)/project/\(release.project)/releases"
                        iconView.image = UIImage(named: "\(release.kind)_selected")
                        exporter.fileName = String(format: "Pass_%.f.pkpass", Date().timeIntervalSince1970)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)openRelease:(Release *)release {
                    self.detail.requestPath = [NSString stringWithFormat:@"/api/user/%@/project/%@/releases", release.owner, release.project];
                    self.iconView.image = [UIImage imageNamed:[NSString stringWithFormat:@"%@_selected", release.kind]];
                }
                """#),
            // Auto Layout's visual format and bytes written in hexadecimal are no display text.
            AuditExample(
                objectiveC: #"""
                - (void)layoutField {
                    NSString *format = [NSString stringWithFormat:@"V:|-(%f)-[image]-(%f)-[label(>=40)]", 3 * kSpacing, self.font.lineHeight];
                    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:self.views]];
                }

                - (NSString *)hexadecimalStringFromToken:(NSData *)token {
                    NSMutableString *hexString = [NSMutableString string];
                    const unsigned char *bytes = token.bytes;
                    for (NSUInteger i = 0; i < token.length; i++) { [hexString appendFormat:@"%02lx", (unsigned long)bytes[i]]; }
                    return hexString;
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func layoutField() {
                        let format = String(format: "H:|-%f-[field]-%f-|", spacing * 2, inset)
                        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views))
                        tokenLabel.accessibilityIdentifier = token.map { String(format: "%02x", $0) }.joined()
                    }
                }
                """#),
            // Code a web view runs, built from values: a script, no display text.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func navigate(to path: String) {
                        let jsCode = "window.MainUI.handleCommand('\(path)')"
                        webView.evaluateJavaScript(jsCode)
                    }

                    private func setZoom(_ level: Int) {
                        webView.evaluateJavaScript("setOverrideZoomEnabled(\(level))", completionHandler: nil)
                        handler.call(javascript: "window._view.find({ index: \(level) });")
                    }

                    private func open(at key: String?, page: Int) {
                        var javascript = "createView({ type: 'epub' })"
                        switch layout {
                        case .scrolled(let offset): javascript += ", viewState: {scrollYPercent: \(offset)}"
                        case .paged: break
                        }
                        if let key { javascript += ", location: '\(key)'" }
                        var urlString = baseURLString
                        urlString += "&page=\(page)"
                        webView.evaluateJavaScript(javascript)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)setZoom:(NSInteger)level {
                    [self.webView stringByEvaluatingJavaScriptFromString:[NSString stringWithFormat:@"setZoom(%ld);", (long)level]];
                    NSString *js = [NSString stringWithFormat:@"window.scrollTo(0, %ld);", (long)level];
                    [self.webView evaluateJavaScript:js completionHandler:nil];
                }
                """#),
            // A helper whose format builds no text for the caller: an address, a check.
            AuditExample(
                #"""
                enum Endpoints {
                    static func avatar(_ id: Int) -> URL? {
                        URL(string: String(format: "https://example.com/avatars/%d", id))
                    }
                }

                extension String {
                    func isReserved(in names: [String]) -> Bool {
                        names.contains(String(format: "@%@", self))
                    }
                }

                final class ExampleViewController: UIViewController {
                    private func render(_ user: User) {
                        avatarView.load(Endpoints.avatar(user.id))
                        nameField.isHidden = user.name.isReserved(in: reservedNames)
                    }
                }
                """#),
            AuditExample(
                #"""
                extension String {
                    static func localized(_ key: String) -> String {
                        NSLocalizedString(key, comment: "")
                    }

                    static func localized(stringID: String, parameter: CVarArg...) -> String {
                        String.localizedStringWithFormat(localized(stringID), parameter)
                    }
                }

                final class ExampleViewController: UIViewController {
                    private func renderTitles() {
                        cancelButton.title = String.localized("cancel")
                        titleView.text = String.localized("chats")
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = L10n.Titles.settings
                        doneButton.setTitle(L10n.done, for: .normal)
                        // A call on one of the table's strings is the string's own method.
                        headerLabel.attributedText = L10n.Titles.welcome.styled(font: .headline)
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    let post: PostPresentation

                    var body: some View {
                        Text(post.likesText)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func openProfile(_ user: User) {
                        guard let url = URL(string: "https://example.com/users/\(user.id)") else { return }
                        web.load(url)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func styleInputs() {
                        nameField.attributedPlaceholder = NSAttributedString(string: Strings.name, attributes: [.foregroundColor: UIColor.secondaryLabel])
                        navigationController?.navigationBar.titleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.label]
                    }
                }
                """#),
            // An empty list's placeholder, styled: no model value turned into text.
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController, DZNEmptyDataSetSource {
                    func title(forEmptyDataSet scrollView: UIScrollView!) -> NSAttributedString! {
                        NSAttributedString(string: Strings.noResults, attributes: [.font: UIFont.boldSystemFont(ofSize: 18)])
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (NSAttributedString *)descriptionForEmptyDataSet:(UIScrollView *)scrollView {
                    NSDictionary *attributes = @{NSFontAttributeName: [UIFont systemFontOfSize:14]};
                    return [[NSAttributedString alloc] initWithString:NSLocalizedString(@"No Data", nil) attributes:attributes];
                }
                """#),
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

                    private func showOwned(by user: User) {
                        items = all.filtered(using: NSPredicate(format: "owner == '\(user.id)'"))
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)show {
                    NSLog(@"showing %@", self.photo);
                    self.title = self.presenter.title;
                }
                """#),
            // Apps log through a library's functions or their own macros, spelled as loggers are.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func fail(_ error: Error) {
                        DDLogError("Refreshing the vaults failed: \(error)")
                        ILOG("Loaded \(games.count) games")
                        AILogWithSignature("closing \(chat)")
                        logDebug("state is now \(state)")
                        infoLog("opened \(document.name)")
                        swlog("key down \(event.keyCode)")
                        Log.warn("push settings mismatch for \(account.name)")
                        log.verbose("opening \(url)")
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)fail:(NSError *)error {
                    ILOG(@"%@", [NSString stringWithFormat:@"failed with %@", error]);
                    DDLogError(@"%@", [NSString stringWithFormat:@"failed with %@", error]);
                    slog(@"Found a broken key [%@]", [NSString stringWithFormat:@"%@", error]);
                }
                """#),
            // A format that builds an address, a key or a query is no display text.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func loadPage(_ page: Int) {
                        let url: String = "\(server)/activities/?page=\(page)"
                        connection.send(url)
                        self.cacheKey = String(format: "%@-%d", user, page)
                        badgeView.image = UIImage(named: "badge_\(user.level)")
                        let export = directory.appendingPathComponent("activities-\(page).json")
                        exporter.write(to: export)
                        UserDefaults.standard.set(true, forKey: "\(user.id)_seen_\(page)")
                        items.append(FeedItem(id: "page-\(page)", title: user.name))
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)loadActivities:(int)page {
                    NSString *url = [NSString stringWithFormat:@"%@/activities/?page=%d", self.server, page];
                    [self.connection sendRequest:url];
                    NSPredicate *unread = [NSPredicate predicateWithFormat:@"read == NO AND page == %d", page];
                    self.items = [self.all filteredArrayUsingPredicate:unread];
                    NSURL *avatar = [NSURL URLWithString:[NSString stringWithFormat:@"%@/avatar/%@", self.server, self.user]];
                    [self.avatarView loadURL:avatar];
                    self.cacheKey = [NSString stringWithFormat:@"%@-%d", self.user, page];
                    [[NSUserDefaults standardUserDefaults] setBool:YES forKey:[NSString stringWithFormat:@"%@_seen_%d", self.user, page]];
                }
                """#),
            // Nor an identifier for tests or for scrolling to a row: it names a view, nobody reads it.
            AuditExample(
                #"""
                struct ExampleView: View {
                    let rows: [Row]

                    var body: some View {
                        ForEach(rows.indices, id: \.self) { index in
                            RowView(row: rows[index])
                                .accessibilityIdentifier("row-\(index)")
                                .id("row-\(rows[index].day)")
                                .accessibilityIdentifier(rows[index].isToday ? "today" : "day-\(rows[index].day)")
                                .tag("row\(rows[index].day)")
                        }
                    }
                }
                """#),
            // Nor is one a member named for the address, key or query it returns builds.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func cacheKey(for page: Int) -> String {
                        "\(user.id)-\(page)"
                    }

                    private var shareURLString: String {
                        "\(server)/share/\(item.id)"
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (NSString *)defaultKeyForIdentifier:(NSString *)identifier {
                    return [NSString stringWithFormat:@"ARMailShow%@Default", identifier];
                }
                """#),
        ])
}
