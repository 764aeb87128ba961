/// One thing a member's code does, as a language front end saw it, before any meaning is given
/// to it.
///
/// This is the whole vocabulary between the front ends and the rest of the auditor: a Swift
/// syntax tree, a Swift token stream (and any later front end) reduce a member to these
/// events, and ``EvidenceRules`` alone decides what they mean. The vocabulary is what the
/// detectors need and no more:
///
/// | kind | Swift | what it carries |
/// |---|---|---|
/// | ``Kind/call`` | `navigationController?.pushViewController(vc, animated: true)`, `URLRequest(url: u)` | callee base name, argument labels, receiver, whether the caller awaits its result (``awaitsResult``) |
/// | ``Kind/access`` | `view.center`, `.keyboardFrameEndUserInfoKey` (read or written, not called) | member name, receiver, whether it is assigned to (``isWrite``) |
/// | ``Kind/reference`` | `navigationController`, `URLSession` in `URLSession.shared` or `let s: URLSession` | a name used alone, as a value or a type |
/// | ``Kind/interpolation`` | `"\(count) photos"` outside a logging frame | nothing but where |
///
/// A member access or a call on a member also names that member, so `self.view.center` gives an
/// ``Kind/access`` event for `center` whose ``namePosition`` is where `center` is written;
/// rules read that name as a reference too.
///
/// Objective-C (``ObjCBodyReader``) speaks the same vocabulary:
///
/// | Objective-C | event |
/// |---|---|
/// | `[self.navigationController pushViewController:vc animated:YES]` | ``Kind/call`` `pushViewController`, labels `_:animated:` (the first selector piece is the name, the others are labels, as Swift imports them), receiver `property(navigationController)` |
/// | `[tableView reloadData]` | ``Kind/call`` `reloadData`, labels empty (a unary selector) |
/// | `[[ProfileViewController alloc] initWithUser:u]`, `[Type new]` | ``Kind/call`` `alloc` on `type(ProfileViewController)`, ``Kind/call`` `initWithUser` on `expression`, and ``Kind/call`` `ProfileViewController` on `own`: building a `Type` is calling it, as `Type(…)` is in Swift |
/// | `dispatch_async(q, ^{ … })`, `CGRectMake(…)` | ``Kind/call`` on `own`, one `_:` label per argument |
/// | `self.view.frame`, `cell.textLabel.text`, `self->_x` | ``Kind/access`` of each name after a `.` (or `->`), receiver as for Swift |
/// | `NSUserDefaults`, `UIKeyboardWillShowNotification`, `_tableView`, `navigationController` | ``Kind/reference``; an instance variable `_name` is its property's name |
/// | `@"%@ photos"` (a format specifier) outside `NSLog`, `…Log…` macros, assertions, framing calls, address messages (`URLWithString:`, `predicateWithFormat:`) and the value of an address's name (`NSString *url = …`) | ``Kind/interpolation``; a format message (`stringWithFormat:`) there gives no event either |
///
/// Receivers of a send: `self`/`super` are `own`; `ClassName` is `type`; `name`, `_name` and
/// `self.name` are `property(name)`, and so is `[self name]`, the getter `self.name` sends
/// (not `[self class]`); a nested send, a call or a literal is `expression`.
/// `@selector(…)` names a method without calling it and gives no event.
///
/// Front ends keep only events whose name an ``EventFilter`` marks as wanted, so facts stay
/// small; the filter holds names, never meanings.
struct MemberEvent: Sendable, Hashable {
    enum Kind: UInt8, Sendable, Hashable, Comparable {
        /// A call: a function, a method, an initializer (`URLRequest(url:)`) or a message send.
        case call
        /// A member read or written, not called.
        case access
        /// A name used alone, as a value or as a type (the token reader cannot tell them
        /// apart, so neither front end does).
        case reference
        /// A string literal with interpolation (or a format string) outside a logging frame.
        case interpolation

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The names a closure or block conventionally gives `self` once it has captured it
    /// weakly (`guard let strongSelf = self`, `__weak typeof(self) weakSelf = self`, RxSwift's
    /// `.bind(with: self) { owner, _ in … }`): every front end reads a chain rooted at one as
    /// rooted at `self`, so `[weakSelf presentViewController:…]` is the member's own call.
    static let selfAliases: [String] = ["weakSelf", "strongSelf", "wself", "sself", "welf", "blockSelf", "owner"]

    /// Whether an argument label (Swift) or a selector piece (Objective-C) hands the caller
    /// itself over to hear a result when `self` is passed under it: `withCallBackTarget:self`,
    /// `fetchUser(name, delegate: self)`, `callback: self`. The answer comes back to one of the
    /// caller's methods, as it would to a closure: the caller deals with the result
    /// (``awaitsResult``). Not a setter nor `addTarget:action:`, which wire an object up and ask
    /// for nothing.
    static func namesResultReceiver(_ label: String) -> Bool {
        let label = label.lowercased()
        guard !label.hasPrefix("set"), !label.hasPrefix("add") else { return false }
        return resultReceiverWords.contains { label.hasSuffix($0) }
    }

    /// The last words of a label naming who hears a result (``namesResultReceiver(_:)``).
    private static let resultReceiverWords = ["target", "callback", "delegate", "responder", "listener"]

    /// Whether the identifier spelled by `bytes` is one of ``selfAliases``.
    static func isSelfAlias<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        // Most roots are no alias: told apart by their length and first letter.
        guard (4...10).contains(bytes.count), let first = bytes.first,
            first == UInt8(ascii: "w") || first == UInt8(ascii: "s") || first == UInt8(ascii: "b") || first == UInt8(ascii: "o")
        else { return false }
        return selfAliases.contains { $0.utf8.elementsEqual(bytes) }
    }

    /// Who receives a call or member access, as written.
    enum Receiver: Sendable, Hashable {
        /// No receiver, `self`/`super` (or a local named for it, ``MemberEvent/selfAliases``),
        /// or a leading-dot member: the member's own type.
        case own
        /// A type or global rooted at an uppercase name: `URLSession.shared`, `AF`; or at a
        /// class the project names with a lowercase prefix (`iTermController`, see
        /// ``LowercaseTypeNames``).
        case type(String)
        /// A property or local rooted at a lowercase name: `navigationController`, `navigator`;
        /// through `self.` the property's name.
        case property(String)
        /// Any other expression: a call's result, a literal, a subscript.
        case expression
    }

    /// Where something is written in the original file.
    struct Position: Sendable, Hashable, Comparable {
        /// UTF-8 offset from the start of the file.
        var offset: Int32
        /// 1-based line.
        var line: Int32

        static func < (lhs: Position, rhs: Position) -> Bool { lhs.offset < rhs.offset }
    }

    // Stored in this order (strings, then positions, then the one-byte fields) so an event
    // takes no padding: a large project's facts hold hundreds of thousands of them.
    /// The callee's base name, the member's name, the referenced name; `interpolation` for
    /// ``Kind/interpolation``.
    var name: String
    /// For a call: its argument labels as in a Swift signature, `_:animated:` (empty for no
    /// arguments); `nil` for the other kinds.
    var labels: String?
    /// For a call or access on a named receiver reached through one or two properties of it
    /// (`viewModel.store.isOnboarded = true`, `context.api.fetch { … }`, `self.viewModel.store…`,
    /// `controllers.userControllers?.fileDownloader.fetch { … }`): those properties' names from
    /// the root outward, joined by a period, `store`, `api`, `userControllers.fileDownloader`;
    /// also through a type's shared instance (`UserPrefs.shared.uploadComment.value = …`,
    /// `[[Library sharedLibrary] books]`: `uploadComment`, `books`, on the type,
    /// ``CatalogNames/singletonAccessors``; in Objective-C the same through dot syntax,
    /// `[self.account.client fetch…]`: `client`, `[API sharedInstance].client.session`: `client`).
    /// A call without arguments is a step as a property is, what a getter returns
    /// (`resources.sharedDefaults().set(…)`, `[[self.resources sharedDefaults] setBool:…]`:
    /// `sharedDefaults`). `nil` when the receiver itself is accessed, or the path is longer or
    /// passes a call with arguments or a subscript. ``DelegationRules`` follows it through the
    /// properties' declared types.
    var receiverMember: String?
    /// The property of ``receiverMember`` right before the accessed member: `subviews` in
    /// `containerView.subviews.forEach` and in `self.view.subviews.forEach`.
    var nearestReceiverMember: String? { receiverMember?.simpleTypeName }
    /// A named receiver written out with the properties it goes through: `viewModel.chore.title`
    /// for `viewModel.chore.title.isEmpty`, `name` for `name.isEmpty`; `nil` for any other receiver.
    var receiverPropertyPath: String? {
        guard case .property(let root) = receiver else { return nil }
        return receiverMember.map { root + "." + $0 } ?? root
    }
    /// Whether ``receiverMember`` names only types nested in the receiving type, or nothing:
    /// `Classes` in `L10n.Classes.classHeader(name)`; not `title` in `L10n.title.styled(font:)`,
    /// a method of the string `title`.
    var isThroughNestedTypesOnly: Bool {
        receiverMember?.split(separator: ".").allSatisfy(\.startsWithUppercase) ?? true
    }
    var receiver: Receiver
    /// Where the whole expression starts (the receiver's first token for `a.b.c()`).
    var position: Position
    /// Where the name itself is written.
    var namePosition: Position
    var kind: Kind
    /// For a call: whether the caller waits for its result, by passing a closure that does
    /// something (an argument that is a closure literal, a trailing closure, or one passed to a
    /// later call of the same chain: `repo.fetch(id).observeValues { … }`; in Objective-C a
    /// block argument; either bound to a local first and the local passed, `completion:
    /// completion`, `handler:handler`) or by `await` right before the call's expression
    /// (`try await api.fetch()`, `let feed = await api.feed()`), unless that `await` is a
    /// statement of its own (`await downloads.start()`: nothing is taken from the call, no
    /// value and no error). ``DelegationRules`` reads it: a controller that
    /// takes an API client's result deals with the work, one that fires and forgets does not.
    /// Any occurrence of the call that waits sets it.
    var awaitsResult = false
    /// For an access: whether the member is assigned to (`store.isOnboarded = true`,
    /// `Settings.current.count += 1`: the name right before `=` or a compound assignment), not
    /// only read. ``DelegationRules`` reads it: writing a setting through a storing type is
    /// the controller persisting it. Any occurrence that writes sets it.
    var isWrite = false
    /// For a call or access on a named receiver: whether it is read in the condition of an
    /// `if`, `guard`, `while` or `switch` (Objective-C: `if (…)`, `while (…)`, `switch (…)`),
    /// so its value decides which way the code goes (`if app.installedApp == nil`,
    /// `switch importer.status`). ``DelegationRules`` reads it: a controller branching on a
    /// model's state is deciding a domain rule. Unlike the other flags it is part of what
    /// makes an event distinct, so the evidence points at the condition, not at another read.
    var isTested = false
    /// For a tested event: whether its condition is inside a closure run when something
    /// happens (``ActionClosures``: a `Button`'s action, `.onTapGesture { }`, `.task { }`). A
    /// SwiftUI view deciding there decides what happens, where anywhere else in its `body` it
    /// decides what it shows. Part of what makes an event distinct, as ``isTested`` is.
    var isInAction = false

    init(
        kind: Kind, name: String, labels: String?, receiver: Receiver, position: Position, namePosition: Position,
        awaitsResult: Bool = false, isWrite: Bool = false, isTested: Bool = false, isInAction: Bool = false,
        receiverMember: String? = nil
    ) {
        self.name = name
        self.labels = labels
        self.receiverMember = receiverMember
        self.receiver = receiver
        self.position = position
        self.namePosition = namePosition
        self.kind = kind
        self.awaitsResult = awaitsResult
        self.isWrite = isWrite
        self.isTested = isTested
        self.isInAction = isInAction
    }

    /// The name with its labels, as a Swift signature spells a call: `present(_:animated:)`.
    var labeledName: String? {
        labels.map { name + "(" + $0 + ")" }
    }
}

extension MemberEvent.Receiver {
    /// The property or local a receiver is, `nil` for any other receiver.
    var propertyName: String? {
        if case .property(let name) = self { name } else { nil }
    }

    /// Orders receivers the same way on every run, for sorting events that start at one place.
    var sortKey: String {
        switch self {
        case .own: "0"
        case .expression: "1"
        case .type(let name): "2" + name
        case .property(let name): "3" + name
        }
    }
}

extension MemberEvent {
    /// The order facts keep events in: where they start, then what they are. Front ends visit
    /// code in different orders; this one does not depend on it.
    static func sourceOrder(_ lhs: MemberEvent, _ rhs: MemberEvent) -> Bool {
        if lhs.position.offset != rhs.position.offset { return lhs.position.offset < rhs.position.offset }
        if lhs.namePosition.offset != rhs.namePosition.offset { return lhs.namePosition.offset < rhs.namePosition.offset }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        if lhs.name != rhs.name { return lhs.name < rhs.name }
        if lhs.labels != rhs.labels { return (lhs.labels ?? "") < (rhs.labels ?? "") }
        if lhs.receiver != rhs.receiver { return lhs.receiver.sortKey < rhs.receiver.sortKey }
        if lhs.receiverMember != rhs.receiverMember { return (lhs.receiverMember ?? "") < (rhs.receiverMember ?? "") }
        if lhs.isTested != rhs.isTested { return !lhs.isTested }
        return !lhs.isInAction && rhs.isInAction
    }
}
