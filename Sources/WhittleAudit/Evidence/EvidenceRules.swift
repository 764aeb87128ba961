/// The one place where a member's events get their meaning: turns ``MemberEvent``s into the
/// ``EvidenceToken``s the signal table knows.
///
/// No syntax reaches this stage, so every front end (the Swift tree, the Swift token reader,
/// any later language) is read the same way:
/// - a call is a call token when a signal names that call, or when it builds a type whose name
///   ends in a controller suffix (`ProfileViewController(…)`), and a labelled-call token
///   (`present(_:animated:)`) when a signal names it with its labels or with its leading
///   labels (`write(to:)` for `write(to:atomically:encoding:)`);
/// - a call on a collection that holds no model data (`NSApp.windows.filter { … }`,
///   `components.queryItems?.first(where:)`), or on one named for views (`badgeViews`,
///   `toolButtons.filter { $0.isHidden }`, a local `layers`), is none: it looks among views or a
///   link's parts; so is a search on one of ``CatalogNames/nonModelOwners`` whose path is lost
///   (`UIApplication.shared.connectedScenes.compactMap { … }.first(where: …)`) or on a local
///   holding one (`mirror.children.reduce(…)`);
/// - a `subscribe` on another object that hands over no closure is none: it asks for a
///   subscription of the app's domain (a podcast, a topic), it observes nothing;
/// - a `filter` on a receiver the member also subscribes to (`reactor.state.map { $0.isLoggedIn
///   }.filter { $0 }.subscribe(…)`, `$query.filter { !$0.isEmpty }.sink { … }`) is none: it drops
///   a stream's events, it filters no model data;
/// - an access is a member token when a signal names that member, unless it is read in a
///   condition and every signal of that member counts only outside one (``Signal/untested()``);
/// - the name of any event is a type token (uppercase) or an identifier token (lowercase)
///   when a signal names it so;
/// - an interpolation is an interpolation token;
/// - a call with arguments on a type a signal names so (`L10n.giftBody(name, days)`, or on a
///   type nested in it) is a call-with-arguments token of that type.
///
/// Each token is kept once, at its first place in the source, and tokens come in source order.
struct EvidenceRules: Sendable {
    let table: SignalTable
    /// The table's roles of each name, with whether it is a labelled call's base name: one
    /// lookup per event, the commonest in classifying a member.
    private let roles: [String: SignalTable.Roles]
    /// ``CatalogNames/nonModelCollections``.
    private let nonModelCollections: Set<String>
    /// ``CatalogNames/nonModelOwners``.
    private let nonModelOwners: Set<String>

    init(table: SignalTable, nonModelCollections: Set<String>, nonModelOwners: Set<String>) {
        self.table = table
        self.nonModelCollections = nonModelCollections
        self.nonModelOwners = nonModelOwners
        var roles = table.roles
        for name in table.labeledCallBases { roles[name, default: []].insert(.labeledCallBase) }
        self.roles = roles
    }

    /// The evidence tokens of `member`'s events. A call or access on one of `typedTextPaths`
    /// (a model's field bound to a text input, `viewModel.chore.title`) names that path as its
    /// receiver, as ``MemberClassifier`` names typed text.
    func tokens(of member: MemberFacts, typedTextPaths: Set<String> = []) -> [EvidenceToken] {
        var found: [(token: EvidenceToken, offset: Int32)] = []
        found.reserveCapacity(member.events.count)
        // Few tokens per member: a linear scan finds repeats; a huge member switches to a dictionary.
        var indexByToken: [EvidenceToken: Int] = [:]
        func add(_ kind: EvidenceToken.Kind, _ name: String, _ receiver: EvidenceToken.Receiver, _ at: MemberEvent.Position) {
            let existing: Int?
            if found.count < 32 {
                // By index: the closure of `firstIndex(where:)` copied each token it looked at.
                existing = found.indices.first {
                    found[$0].token.kind == kind && found[$0].token.name == name && found[$0].token.receiver == receiver
                }
            } else {
                if indexByToken.isEmpty {
                    for (index, item) in found.enumerated() { indexByToken[Self.key(item.token)] = index }
                }
                let key = EvidenceToken(kind: kind, name: name, receiver: receiver, line: 0)
                existing = indexByToken[key]
                if existing == nil { indexByToken[key] = found.count }
            }
            if let index = existing {
                if at.offset < found[index].offset {
                    found[index] = (EvidenceToken(kind: kind, name: name, receiver: receiver, line: Int(at.line)), at.offset)
                }
                return
            }
            found.append((EvidenceToken(kind: kind, name: name, receiver: receiver, line: Int(at.line)), at.offset))
        }
        for var event in member.events {
            let roles = self.roles[event.name] ?? []
            if !typedTextPaths.isEmpty, let path = event.receiverPropertyPath, typedTextPaths.contains(path) {
                event.receiver = .property(path)
            }
            switch event.kind {
            case .call:
                if let collection = Self.collection(of: event),
                    nonModelCollections.contains(collection) || Self.namesViews(collection)
                {
                    continue
                }
                if searchesNonModelOwner(event, in: member) { continue }
                if event.name == "filter", Self.isReactive(event) || Self.isSubscribed(event.receiver, in: member.events) { continue }
                // Subscribing hands over what hears the changes (`.subscribe(onNext: { … })`,
                // `store.subscribe(self) { … }`); another object asked to subscribe with no
                // closure (`podcastManager.subscribe(to: uuid)`, `delegate.subscribe(podcast:)`)
                // is an action of the app's domain.
                if event.name == "subscribe", event.receiver != .own, !event.awaitsResult { continue }
                if roles.contains(.labeledCallBase), let labeled = event.labeledName {
                    if table.knows(.labeledCall, labeled) {
                        add(.labeledCall, labeled, event.receiver, event.position)
                    } else if let variadic = Self.variadicSpelling(of: event), table.knows(.labeledCall, variadic) {
                        add(.labeledCall, variadic, event.receiver, event.position)
                    } else if let leading = Self.leadingLabelSpelling(of: event), table.knows(.labeledCall, leading) {
                        add(.labeledCall, leading, event.receiver, event.position)
                    } else if let shorter = Self.shorterSpellings(of: event).first(where: { table.knows(.labeledCall, $0) }) {
                        add(.labeledCall, shorter, event.receiver, event.position)
                    }
                }
                if case .type(let type) = event.receiver, event.labels?.isEmpty == false, table.knows(.callWithArguments, type),
                    event.isThroughNestedTypesOnly
                {
                    add(.callWithArguments, type, event.receiver, event.position)
                }
                if roles.contains(.call) || (event.receiver == .own && table.constructsBySuffix(event.name, roles: roles))
                    || table.callsByNamePart(event.name, roles: roles)
                {
                    // A call whose name sits on a later line than its receiver is reported
                    // there: a SwiftUI modifier (`.sheet`) many lines below its view's start.
                    let position = event.namePosition.line != event.position.line ? event.namePosition : event.position
                    add(.call, event.name, event.receiver, position)
                }
            case .access:
                if roles.contains(.member), !(event.isTested && roles.contains(.untestedMember)) {
                    add(.member, event.name, event.receiver, event.position)
                }
            case .reference:
                break
            case .interpolation:
                add(.interpolation, "interpolation", .own, event.position)
                continue
            }
            if event.name.startsWithASCIICapital {
                if roles.contains(.type), !(event.kind == .reference && Self.onlyAsksAvailability(event, in: member.events)) {
                    add(.type, event.name, .own, event.namePosition)
                }
            } else if roles.contains(.identifier) {
                add(.identifier, event.name, .own, event.namePosition)
            }
        }
        return found.sorted { lhs, rhs in
            if lhs.offset != rhs.offset { return lhs.offset < rhs.offset }
            let left = lhs.token
            let right = rhs.token
            if left.kind != right.kind { return left.kind.rawValue < right.kind.rawValue }
            if left.name != right.name { return left.name < right.name }
            return left.receiver.sortKey < right.receiver.sortKey
        }.map(\.token)
    }

    /// Whether `event` is a search a domain-logic signal names on what one of `nonModelOwners`
    /// holds: made on the owner's type where a call with arguments lost the path to the
    /// collection (`UIApplication.shared.connectedScenes.compactMap { … }.first(where: …)`, which
    /// `UIApplication.shared.open(url)` also leaves on the type, hence the search's name), or on a
    /// local the member binds to one (`let mirror = Mirror(reflecting: systemInfo.machine)`).
    private func searchesNonModelOwner(_ event: MemberEvent, in member: MemberFacts) -> Bool {
        let owner: String
        switch event.receiver {
        case .type(let type) where event.receiverMember == nil: owner = type
        case .property(let local):
            guard let bound = member.localTypes[local] else { return false }
            owner = bound
        default: return false
        }
        guard nonModelOwners.contains(owner) else { return false }
        return table.names(.call, event.name, for: .domainLogic)
            || (event.labeledName.map { table.names(.labeledCall, $0, for: .domainLogic) } ?? false)
    }

    /// The endings of a collection's name that say it holds views: `badgeViews`, `toolButtons`,
    /// `secondaryWindows`, `summaryViewControllers`, `rightBarButtonItems`. Capitalised, so
    /// `reviews` and `previews` (model data) are not views.
    private static let viewCollectionEndings = ["Views", "Layers", "Buttons", "Windows", "ViewControllers", "ButtonItems"]

    /// Whether the type `reference` names is there only to ask its class whether the service
    /// can be used (`MFMailComposeViewController.canSendMail()`, `[UIImagePickerController
    /// isSourceTypeAvailable:…]`): a fact about the device read, not the service driven.
    private static func onlyAsksAvailability(_ reference: MemberEvent, in events: [MemberEvent]) -> Bool {
        events.contains { call in
            // The reference is the call's receiver: between where the call starts and its name.
            call.kind == .call && call.position <= reference.position && reference.position < call.namePosition
                && call.receiverMember == nil
                && call.receiver == .type(reference.name)
                && (call.name.hasPrefix("can")
                    || call.name.hasPrefix("is") && (call.name.hasSuffix("Available") || call.name.hasSuffix("Supported")))
        }
    }

    /// The collection a call works on: the last property its receiver goes through, past the
    /// steps that only reorder it (`selectedRowIndexes` in
    /// `tableView.selectedRowIndexes.sorted().reduce(…)`: sorted, the rows are still the
    /// selection's), else the receiver itself.
    static func collection(of event: MemberEvent) -> String? {
        guard let path = event.receiverMember else { return event.receiver.propertyName }
        let last = path.simpleTypeName
        guard reorderingSteps.contains(last) else { return last }
        let kept = path.split(separator: ".").reversed().drop { reorderingSteps.contains(String($0)) }
        return kept.first.map(String.init) ?? event.receiver.propertyName
    }

    private static let reorderingSteps: Set<String> = ["sorted", "reversed", "lazy", "enumerated"]

    /// Whether a collection's name says it holds views (``viewCollectionEndings``, or a layer's
    /// `layers` and `sublayers`). Not views kept to be used again (`cachedViews`): emptying
    /// those clears a cache.
    static func namesViews(_ collection: String) -> Bool {
        (collection == "layers" || collection == "sublayers"
            || viewCollectionEndings.contains { collection.count > $0.count && collection.hasSuffix($0) })
            && !collection.lowercased().contains("cache")
    }

    /// The calls that subscribe to a stream (Combine's `sink` and `assign(to:on:)`, RxSwift's
    /// and ReactiveSwift's `subscribe`, RxSwift's `bind(to:)` and `drive(…)`). Not `observe`:
    /// a Realm query is filtered and observed.
    private static let streamSubscriptions: Set<String> = ["sink", "subscribe", "assign", "bind", "drive"]

    /// Whether `event` is made on RxSwift's reactive extension of an object
    /// (`tableView.rx.itemSelected.filter { … }`, `button.rx.tap`): its events, not model data.
    private static func isReactive(_ event: MemberEvent) -> Bool {
        guard let path = event.receiverMember else { return false }
        return path == "rx" || path.hasPrefix("rx.")
    }

    /// Whether `events` subscribe to a stream rooted at `receiver`, handling what it sends in a
    /// closure (`.sink { … }`, `.subscribe(onNext: { … })`) or binding it, so that a `filter` on
    /// it filters that stream's events. The commonest `filter`, on a model array, has no
    /// subscription on its root; a model's own `subscribe()` (a feed asking its relays for
    /// events, in a view's `.onAppear { model.subscribe() }`) takes no arguments.
    private static func isSubscribed(_ receiver: MemberEvent.Receiver, in events: [MemberEvent]) -> Bool {
        guard receiver != .own, receiver != .expression else { return false }
        return events.contains { event in
            guard event.kind == .call, event.receiver == receiver, streamSubscriptions.contains(event.name) else { return false }
            // Binding hands the events on with no closure of its own.
            return event.name == "assign" || event.name == "bind" || event.name == "drive"
                || (event.awaitsResult && (event.name == "sink" || event.labels?.isEmpty == false))
        }
    }

    /// A token with its line cleared: the identity of a piece of evidence.
    private static func key(_ token: EvidenceToken) -> EvidenceToken {
        var key = token
        key.line = 0
        return key
    }

    /// The lowercase names `member` uses (kept for members that keep every name: list
    /// callbacks), sorted, to find the array a data source would hold.
    static func referencedNames(of member: MemberFacts) -> [String] {
        var names: Set<String> = []
        for event in member.events where event.kind != .interpolation {
            if !event.name.isEmpty, !event.name.startsWithASCIICapital { names.insert(event.name) }
        }
        return names.sorted()
    }

    /// A call spelled by its first argument label alone, whatever follows: `addAction(title: t,
    /// style: .cancel)` is `addAction(title:…)`, the spelling a signal uses for a family of
    /// overloads. `nil` when the first argument is unlabelled or there is none.
    static func leadingLabelSpelling(of event: MemberEvent) -> String? {
        guard let labels = event.labels, let colon = labels.firstIndex(of: ":"), labels[..<colon] != "_",
            colon != labels.startIndex
        else { return nil }
        return event.name + "(" + labels[...colon] + "…)"
    }

    /// The call spelled with fewer of its trailing arguments, longest first, keeping at least
    /// one: `write(to:atomically:encoding:)` is also `write(to:atomically:)` and `write(to:)`.
    /// Frameworks add trailing parameters to one operation (an encoding, options, a completion),
    /// so a signal naming its leading labels names the family. Empty for fewer than two arguments.
    static func shorterSpellings(of event: MemberEvent) -> [String] {
        guard let labels = event.labels else { return [] }
        // Each argument's label ends at its colon; a shorter spelling ends at an earlier one.
        let colons = labels.utf8.indices.filter { labels.utf8[$0] == UInt8(ascii: ":") }
        guard colons.count > 1 else { return [] }
        return colons.dropLast().reversed().map { colon in event.name + "(" + labels[...colon] + ")" }
    }

    /// A call passing several unlabelled arguments last, spelled as a signature with one
    /// variadic parameter there: `String(format: f, a, b)` is `String(format:_:)`. `nil` when
    /// fewer than two unlabelled arguments end the call.
    static func variadicSpelling(of event: MemberEvent) -> String? {
        guard let labels = event.labels, labels.hasSuffix("_:_:") else { return nil }
        var collapsed = Substring(labels)
        while collapsed.hasSuffix("_:_:") { collapsed = collapsed.dropLast(2) }
        return event.name + "(" + collapsed + ")"
    }
}

extension SignalTable.Roles {
    /// The base name of a labelled-call signal (``SignalTable/labeledCallBases``), for
    /// ``EvidenceRules`` only.
    fileprivate static let labeledCallBase = SignalTable.Roles(rawValue: 1 << 4)
}
