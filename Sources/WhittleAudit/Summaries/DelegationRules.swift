/// When a controller's call into one of the project's types is that type's work done by the
/// controller, and when it is not.
///
/// A call counts when the controller calls a member of a project type that does the work in
/// its own code, or through its own type's members (see ``TypeSummaries``):
/// `PatreonAPI.shared.fetchPatrons { … }` (on a type or singleton), `client.search(for:)` (on
/// a stored property whose declared type is the project type, or a protocol that at most
/// ``ProjectIndex/maxConformers`` project types adopt: the call runs in them). Reading a singleton or a
/// constant (`AppManager.shared`) is not a call and does not count; neither does a logging
/// call, whatever its logger writes to, unless the type is named for the work
/// (`HabiticaAnalytics.log(…)`: ``ResponsibilityDetector/namedTypes``, a team's `wrappers:`).
///
/// A helper the project adds to a framework type counts on any receiver whose type is not a
/// project type that answers the call itself: `errorView.shake()` runs the animation that
/// `extension UIView { func shake() }` spells out, wherever the view's type is declared.
///
/// Assigning a property of a project type counts as persistence when that type stores what is
/// assigned: `store.isOnboarded = true` is the controller writing a setting, whatever the
/// store writes it to (``TypeSummaries/setting(of:member:)``), and so does calling a setter
/// method that persists (`[prefs setFullName:name]`). Other calls into a storing type do not
/// count: they are as often the type's own bookkeeping.
///
/// It does not count when the callee's role is to take that work away from the controller:
/// a view model, presenter, logic controller, interactor, store of screen state, navigator,
/// router or coordinator (`logic.load()`, `navigator.showFollowers(of:)`): the controller only
/// renders what it decides. The role is read from the type's name, as the seeds name these
/// objects; the controller's own name plays no part.
struct DelegationRules: Sendable {
    var summaries: TypeSummaries
    /// The names of the objects a lean controller delegates to (``CatalogNames/isDelegateRole(_:)``).
    let names: CatalogNames
    /// Work that counts only when the controller waits for the call's result
    /// (``ResponsibilityDetector/Delegation/awaitedCallsOnly``): calling an API client and
    /// taking what it returns is the controller dealing with the request;
    /// `StoreReviewSuggester.registerEvent(.x)`, fired and forgotten, is not.
    let awaitedCallsOnly: Set<Responsibility>
    /// The team's wrappers from the configuration (``AuditConfiguration/wrappers``), one
    /// pattern per entry.
    let wrappers: [(responsibility: Responsibility, pattern: TypeNamePattern)]
    /// The catalog's type names that say a type's job (``ResponsibilityDetector/namedTypes``),
    /// after the team's wrappers.
    let namedTypes: [(responsibility: Responsibility, pattern: TypeNamePattern)]
    /// The catalog's names of a library's clients (``ResponsibilityDetector/libraryClients``).
    let libraryClients: [(responsibility: Responsibility, pattern: TypeNamePattern)]
    /// Every type the project declares, controllers included: a type named for its job may be
    /// a controller itself (the app's alert class is a `UIAlertController`), which the
    /// summaries leave out.
    let projectTypes: Set<String>
    /// The catalog's signals, which name the framework and library types they know: such a
    /// type's own evidence says what it does better than its name.
    let signals: SignalTable

    init(
        summaries: TypeSummaries, catalog: AuditCatalog, wrappers: [Responsibility: [TypeNamePattern]] = [:],
        projectTypes: Set<String> = []
    ) {
        self.summaries = summaries
        self.projectTypes = projectTypes
        names = catalog.names
        signals = catalog.signals
        awaitedCallsOnly = catalog.awaitedCallsOnly
        self.wrappers = wrappers.keys.sorted().flatMap { responsibility in
            (wrappers[responsibility] ?? []).map { (responsibility, $0) }
        }
        namedTypes = catalog.namedTypes.keys.sorted().flatMap { responsibility in
            (catalog.namedTypes[responsibility] ?? []).map { (responsibility, $0) }
        }
        libraryClients = catalog.libraryClients.keys.sorted().flatMap { responsibility in
            (catalog.libraryClients[responsibility] ?? []).map { (responsibility, $0) }
        }
    }

    /// The library type a call's receiver is declared with: not one the project declares
    /// (also under a class prefix), configured as a wrapper or named by a signal. A property
    /// of such a type is not among `propertyTypes` (``followed(_:)``), so `receiverTypes`
    /// (every property's declared type) says it; what a path from one reaches
    /// (`self.session.restClient`) is that library's too.
    private func libraryType(
        of event: MemberEvent, in member: MemberFacts, propertyTypes: [String: String], receiverTypes: [String: String]
    ) -> String? {
        var type = namedWorkType(of: event, in: member, propertyTypes: propertyTypes)
        if type == nil, case .property(let name) = event.receiver, member.localTypes[name] == nil {
            type = receiverTypes[name]
        }
        guard let type, type.startsWithASCIICapital, !summaries.declares(type), !projectTypes.contains(type),
            configuredWork(of: type).isEmpty, !signals.knows(.type, type), !declaresPrefixed(type)
        else { return nil }
        return type
    }

    /// Whether a call hands over a handler for failure beside one for success, passing a block
    /// or closure: under `success:` (`_:viaServers:success:failure:`) or as its first argument
    /// (`[room join:^{ … } failure:^(NSError *error) { … }]`).
    static func answersInSuccessAndFailure(_ event: MemberEvent) -> Bool {
        guard event.awaitsResult, let labels = event.labels else { return false }
        let pieces = labels.split(separator: ":")
        return pieces.contains("failure") && (pieces.contains("success") || pieces.first == "_")
    }

    /// Whether a call hands over a block or closure under `success:` (with no failure handler):
    /// `[pinboard noteWithId:noteID success:^(NSString *title, NSString *text) { … }]`.
    static func answersInSuccess(_ event: MemberEvent) -> Bool {
        guard event.awaitsResult, let labels = event.labels else { return false }
        return labels.split(separator: ":").contains("success")
    }

    /// Whether a type's name says it stores or keeps data (`MXFileStore`, `YapDatabase`,
    /// `SDImageCache`): one answering in a success block has read or written it.
    static func namesStorage(_ type: String) -> Bool {
        let name = type.lowercased()
        return ["store", "storage", "database", "cache", "keychain", "realm"].contains { name.contains($0) }
    }

    /// The configured wrappers `type` matches, in responsibility order: a team's word for
    /// what its types do is taken as it is, role suffix or not.
    private func configuredWork(of type: String) -> [(Responsibility, TypeNamePattern)] {
        wrappers.filter { $0.pattern.matches(type) }
    }

    /// The calls that change a collection in place: on a stored setting, they write it.
    private static let mutatingCollectionCalls: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue", "updateValue",
    ]

    /// The framework classes every view controller inherits from past its own base.
    private static let responders: Set<String> = ["UIResponder", "NSResponder"]

    /// Whether `type`'s name says its job: the team configured it as a wrapper, or it matches
    /// a detector's ``ResponsibilityDetector/namedTypes`` (`FlatCache`, `LibraryDatabase`).
    private func namesItsJob(_ type: String) -> Bool {
        wrappers.contains { $0.pattern.matches(type) } || namedTypes.contains { $0.pattern.matches(type) }
    }

    /// Whether the project declares `type` under an Objective-C class prefix.
    private func declaresPrefixed(_ type: String) -> Bool {
        projectTypes.contains { Self.isPrefixed($0, spelling: type) }
    }

    /// Whether `name` is `type` under an Objective-C class prefix of up to four capitals: Swift
    /// code names `VLCPlaybackService` `PlaybackService` (`NS_SWIFT_NAME`).
    static func isPrefixed(_ name: String, spelling type: String) -> Bool {
        name.count > type.count && name.count <= type.count + 4 && name.hasSuffix(type)
            && name.dropLast(type.count).allSatisfy { $0.isUppercase }
    }

    /// Where the call `event` of `caller` (written in `file`) lands, and what it does there: a
    /// member of a project type (the receiver's type, its stored property's declared type, or
    /// what a local holds), unless that is an instance of a view (``TypeSummaries/role(of:)``),
    /// else a helper the project adds to a framework type; for a call with no receiver whose
    /// name the controller does not answer itself (`answersItself`: a member base name of its
    /// own or its superclasses'), a free function of the project
    /// (``TypeSummaries/freeFunction(named:labels:calledFrom:)``), followed as a member of a
    /// helper type is, or else a helper the project adds to a view-controller class. An alert
    /// helper the controller inherits from the project's base controller (`inheritedWork`: the
    /// superclass that declares a base name the controller does not, and what its code of that
    /// name does) runs in its stead too.
    /// `nil` for the controller's own calls, for calls on an expression, and for calls to a
    /// type in a delegate role.
    func callee(
        of event: MemberEvent, in caller: MemberFacts, file: String, answersItself: (String) -> Bool,
        inheritedWork: (String) -> TypeSummaries.Helper? = { _ in nil }, propertyTypes: [String: String],
        receiverTypes: [String: String] = [:], followingOtherTypes: Bool = true
    ) -> Callee? {
        let receiver = event.receiver
        let member = event.name
        switch receiver {
        case .expression: return nil
        case .own:
            // The controller's own member (or a closure it holds) wins over a function of the name.
            guard !answersItself(member) else {
                // An alert helper the app's base controller declares (GitUp's `[self
                // presentAlertWithType:… title:… message:nil]` on `GIViewController`) words
                // nothing itself: the subclass words the alert, as with a helper every
                // controller inherits. Only when showing the alert is all the helper does.
                guard Self.namesAlertHelper(member), let inherited = inheritedWork(member),
                    inherited.work.allSatisfy({ $0.responsibility == .alerts })
                else { return nil }
                return Callee(type: inherited.type, isHelper: false, work: inherited.work)
            }
            // A helper the project adds to every controller (`extension UIViewController { func
            // alert(title:message:) }`, a category on `UIViewController`) is a member the
            // controller inherits: it runs in the caller's stead.
            guard summaries.declaresFreeFunction(named: member),
                let type = summaries.freeFunction(named: member, labels: event.labels, calledFrom: file)
            else {
                guard let helper = summaries.helper(named: member, labels: event.labels, passesClosure: event.awaitsResult),
                    names.controllerBases.contains(helper.type) || Self.responders.contains(helper.type)
                else { return nil }
                return Callee(type: helper.type, isHelper: true, work: helper.work)
            }
            // What it reaches in the project's types, and what it does itself as a helper would.
            var work = summaries.work(
                of: type, member: member, labels: event.labels, passesClosure: event.awaitsResult,
                followingOtherTypes: followingOtherTypes)
            for item in summaries.functionHelperWork(of: type, member: member, labels: event.labels, passesClosure: event.awaitsResult)
            where !work.contains(where: { $0.responsibility == item.responsibility }) {
                work.append(item)
            }
            return Callee(type: type, isHelper: false, work: work, isFunction: true)
        case .type, .property: break
        }
        // A view's own work (a cell loading its artwork) is the view's; a helper the project
        // adds to every view, or a type's static function, still runs in the caller's stead.
        let isStatic = if case .type = receiver, event.receiverMember == nil { true } else { false }
        if asksPropertyInDelegateRole(event) { return nil }
        let receiverType = declaredType(of: event, in: caller, propertyTypes: propertyTypes)
        if let declared = receiverType {
            let role = summaries.role(of: declared)
            // A type in a delegate role decides for the caller, but a static member of it named
            // for alerts whose work is the alert alone (`ErrorPresenter.showErrorAlert(title:message:from:)`)
            // is a helper showing the texts the caller wrote; a coordinator the controller holds
            // asked to confirm (`coordinator.showDeleteConfirmation { … }`) shows its own.
            let inDelegateRole = role.contains(.delegate)
            guard !inDelegateRole || isStatic && Self.namesAlertHelper(member) else { return nil }
            // A protocol's call runs in the type that adopts it; the first that does work
            // there speaks for it.
            var implementers = isStatic || !role.contains(.view) ? summaries.implementers(of: declared, member: member) : []
            // An inherited member runs in the superclass that declares it.
            if implementers.isEmpty, isStatic || !role.contains(.view),
                let ancestor = summaries.inheritedImplementer(of: declared, member: member)
            {
                implementers = [ancestor]
            }
            if let first = implementers.first {
                // Called on the type itself (`Localizable.connectingTo(name)`, `L10n.Scene.title(name)`),
                // a member also does what a helper would; called without arguments
                // (Objective-C's `[VectorL10n cancel]` reading a Swift string table's `static
                // var cancel`) it fills in none of the caller's data.
                let onTheType =
                    if case .type = receiver, event.isThroughNestedTypesOnly, event.labels?.isEmpty == false { true } else { false }
                // Objective-C's labels are its selector's pieces, which its base name already
                // tells apart.
                let labels = ObjCFileParser.isObjectiveC(file) ? nil : event.labels
                func work(_ type: String) -> [TypeSummaries.Work] {
                    summaries.work(
                        of: type, member: member, labels: labels, passesClosure: event.awaitsResult,
                        followingOtherTypes: followingOtherTypes)
                        + (onTheType
                            ? summaries.staticHelperWork(
                                of: type, member: member, labels: event.labels, passesClosure: event.awaitsResult) : [])
                }
                let type = implementers.first { !work($0).isEmpty } ?? first
                let done = work(type)
                if inDelegateRole, !done.allSatisfy({ $0.responsibility == .alerts }) { return nil }
                return Callee(type: type, isHelper: false, work: done)
            }
        }
        // Helpers of one name on several framework types (`dequeueCell(for:)` on both
        // `UITableView` and `UICollectionView`) are told apart by the type the caller's property
        // is declared with, a framework type `propertyTypes` leaves out.
        var helperReceiverType = receiverType
        if helperReceiverType == nil, case .property(let name) = receiver, event.receiverMember == nil,
            caller.localTypes[name] == nil
        {
            helperReceiverType = receiverTypes[name]
        }
        guard
            let helper = summaries.helper(
                named: member, labels: event.labels, passesClosure: event.awaitsResult,
                receiverType: helperReceiverType)
        else {
            return nil
        }
        // A type named as the receiver (`UIView.shake()`) must be the one extended; a
        // property's type is a subclass as often as not (`errorView: ErrorView`, a `UIView`).
        if case .type(let type) = receiver, type != helper.type { return nil }
        return Callee(type: helper.type, isHelper: true, work: helper.work)
    }

    /// The type an event's receiver is declared with, where the project's code says it: a type
    /// named as the receiver, a stored property's declared type, or what a local of the member
    /// holds (``MemberFacts/localTypes``: `[items]` is an element of `items`, typed by
    /// `elementTypes`); through a path of properties of that (`viewModel.store`,
    /// `controllers.userControllers?.fileDownloader`, ``MemberEvent/receiverMember``), the type
    /// each is declared with in the type before it, as far as the summaries know them (else the
    /// root's type: `Settings.shared` is a `Settings`).
    private func declaredType(
        of event: MemberEvent, in member: MemberFacts, propertyTypes: [String: String], elementTypes: [String: String] = [:]
    ) -> String? {
        let root: String? =
            switch event.receiver {
            case .type(let type): summaries.typeOrGlobal(named: type)
            case .property(let name):
                if let local = member.localTypes[name] {
                    switch MemberFacts.LocalBinding(local) {
                    case .type(let type): type
                    case .property(let property): localPropertyType(property, propertyTypes: propertyTypes)
                    case .element(let property): elementTypes[property]
                    case .member(let type, let member): summaries.boundType(ofMember: member, of: type)
                    case .result(let owner, let method):
                        // What a view model or a presenter hands out is prepared for the screen.
                        (owner.startsWithASCIICapital
                            ? summaries.typeOrGlobal(named: owner) : localPropertyType(owner, propertyTypes: propertyTypes))
                            .flatMap { summaries.role(of: $0).contains(.delegate) ? nil : summaries.returnType(of: $0, method: method) }
                    case .typedText: nil
                    }
                } else {
                    propertyTypes[name]
                }
            case .own, .expression: nil
            }
        guard let root, let receiverMember = event.receiverMember else { return root }
        // A path from a type starts on what the type hands out as a class (`[[Manager manager] …]`).
        if case .type = event.receiver, let step = summaries.classStep(from: root, path: receiverMember) {
            guard let rest = step.rest else { return step.type }
            return summaries.propertyType(of: step.type, path: rest) ?? step.type
        }
        return summaries.propertyType(of: root, path: receiverMember) ?? root
    }

    /// The type a local bound to a property's value holds (``MemberFacts/LocalBinding/property(_:)``):
    /// that property's declared type, or, for a path (`controllers.api`), where the whole path
    /// leads from it.
    private func localPropertyType(_ property: String, propertyTypes: [String: String]) -> String? {
        TypeSummaries.localPathType(property, head: { propertyTypes[$0] }, step: { summaries.propertyType(of: $0, member: $1) })
    }

    /// The framework type a call's receiver holds when the project's code hands it out: a
    /// project type's shared member or factory (`[[HelperTools defaultsDB] setBool:…]` where
    /// `+ (NSUserDefaults *)defaultsDB`, `Prefs.group.set(…)` where `static let group =
    /// UserDefaults(suiteName: …)`), one property of a project type the controller holds
    /// (`store.defaults.set(…)`), or a local bound to one of these. `nil` when the receiver is
    /// a project type (its own work is the summaries' to follow) or when nothing in the project
    /// says what it holds. A call on such a receiver does that framework type's work, as a call
    /// on a property declared with it does (``MemberClassifier/signals(in:file:frameworkSelf:inSwiftUI:receiverTypes:reachedType:)``).
    func frameworkType(of event: MemberEvent, in member: MemberFacts, propertyTypes: [String: String]) -> String? {
        guard event.kind == .call else { return nil }
        // The project type that hands the object out.
        let owner: String?
        switch event.receiver {
        case .type(let type):
            // A framework type's own member (`UserDefaults.standard`) is named in the code.
            guard event.receiverMember != nil, summaries.declares(type) || projectTypes.contains(type) else { return nil }
            owner = type
        case .property(let name):
            // A local or parameter declared with the framework type itself (`let defaults =
            // UserDefaults.standard`, a delegate callback's `controller`) names it where it is
            // made; only one bound to a project type's member is handed out.
            if let local = member.localTypes[name] {
                guard case .member(let type, _) = MemberFacts.LocalBinding(local),
                    summaries.declares(type) || projectTypes.contains(type)
                else { return nil }
                owner = type
            } else if event.receiverMember != nil {
                owner = propertyTypes[name]
            } else {
                return nil
            }
        case .own, .expression:
            return nil
        }
        // A type named for its job, or configured as a wrapper, does it whatever it hands out
        // (`LibraryDatabase.shared.mainContext.save()` is the database's work): its evidence
        // names the type.
        if let owner, namesItsJob(owner) {
            return nil
        }
        guard let declared = declaredType(of: event, in: member, propertyTypes: propertyTypes),
            declared.startsWithASCIICapital, !summaries.declares(declared), !projectTypes.contains(declared)
        else { return nil }
        return declared
    }

    /// The type whose name or configured wrapper says what a call on `receiver` does: the
    /// declared type of the property it goes through (`client.cache.get(…)` where the client
    /// holds a `FlatCache`), or, when that is neither a project type nor named for a job, the
    /// receiver's own (`OELibraryDatabase.default?.mainThreadContext.save()` is the database's
    /// work, though the context is Core Data's).
    private func namedWorkType(of event: MemberEvent, in member: MemberFacts, propertyTypes: [String: String]) -> String? {
        guard let declared = declaredType(of: event, in: member, propertyTypes: propertyTypes) else { return nil }
        guard event.receiverMember != nil, !namesItsJob(declared), !summaries.declares(declared),
            !projectTypes.contains(declared)
        else { return declared }
        var direct = event
        direct.receiverMember = nil
        return declaredType(of: direct, in: member, propertyTypes: propertyTypes) ?? declared
    }

    /// How the evidence names the receiver: the property as written, else the type; and the
    /// property it goes through when that leads to another type (`viewModel.store`).
    private static func root(of receiver: MemberEvent.Receiver, through receiverMember: String?, type: String) -> String {
        // A type's property names its type too (`UserPrefs.uploadComment`, read through
        // `UserPrefs.shared`).
        let root: String =
            switch receiver {
            case .property(let property): property
            case .type(let name) where receiverMember != nil: name
            case .own, .type, .expression: type
            }
        guard let receiverMember, root != type else { return root }
        return root + "." + receiverMember
    }

    /// What a call reaches: the type and the work behind the member called.
    struct Callee {
        /// The project type, or for a helper the framework type it extends, or for a free
        /// function the type of its file's functions (``TypeFacts/functionsType(inFile:)``).
        var type: String
        var isHelper: Bool
        var work: [TypeSummaries.Work]
        /// A free function of the project, called by its name alone.
        var isFunction = false
    }

    /// Whether the member subscribes to state published through `receiver` (`client.module(.disco)
    /// .$serverDiscoResult.sink { … }`): that is observing a value, not waiting for a request.
    private static func observesState(of receiver: MemberEvent.Receiver, in events: [MemberEvent]) -> Bool {
        events.contains { $0.kind == .call && $0.name == "sink" && $0.receiver == receiver }
    }

    /// Whether `protocolName` is `type`'s own delegate protocol: the type's name and a word after
    /// it (`StripeControllerDelegate`, `VLCOSOFetcherDataRecipient`), not a name that only starts
    /// with the same letters (`PostsHeaderDelegate` is no `Post`'s).
    static func namesDelegate(_ protocolName: String, of type: String) -> Bool {
        guard protocolName.count > type.count, protocolName.hasPrefix(type) else { return false }
        let next = protocolName.utf8[protocolName.utf8.index(protocolName.utf8.startIndex, offsetBy: type.utf8.count)]
        return next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")
    }

    /// Whether the project type `type` hands its results to an object adopting one of
    /// `adopted`: it holds one under a name for who hears them (`delegate`, `listener`,
    /// ``MemberEvent/namesResultReceiver(_:)``) declared with that protocol, whatever the
    /// protocol's name (`LoginController`'s `id <INatAuthenticationDelegate> delegate`). Not a
    /// protocol named for a view (`WebViewNavigationDelegate`, `ReadAloudViewDelegate`): it
    /// tells what happens on screen, as a view's delegate does.
    private func handsResults(of type: String, toOneOf adopted: Set<String>) -> Bool {
        guard !adopted.isEmpty, let properties = summaries.propertyTypes(of: type) else { return false }
        return properties.contains { name, declared in
            adopted.contains(declared) && MemberEvent.namesResultReceiver(name) && !declared.contains("View")
        }
    }

    /// The work a controller member does through the project's types: one piece of evidence
    /// per responsibility and callee, pointing at the call and naming where the type does it.
    ///
    /// `adopted` is the protocols the controller adopts: a controller that adopts the callee's
    /// own delegate protocol (`VLCStripeControllerDelegate`, `VLCOSOFetcherDataRecipient`), or
    /// the protocol of the callee's `delegate` (``handsResults(of:toOneOf:)``), hears the
    /// result back through it, so it deals with the result of every call it makes
    /// on that type, block or not.
    ///
    /// With `followingOtherTypes` off (SwiftUI views), a callee's work is only what its own
    /// code does (``TypeSummaries/work(of:member:followingOtherTypes:)``).
    ///
    /// `answersItself` says whether the controller answers a base name itself (a member of its
    /// own or of its project superclasses): a call of another name with no receiver may be one
    /// of the project's free functions or a helper every controller inherits; by default it
    /// answers every name, and none is followed. `inheritedWork` says what the project
    /// superclass declaring a base name the controller answers only by inheriting it does there.
    func evidence(
        in member: MemberFacts, file: String, propertyTypes: [String: String], receiverTypes: [String: String] = [:],
        adopted: Set<String> = [], answersItself: (String) -> Bool = { _ in true },
        inheritedWork: (String) -> TypeSummaries.Helper? = { _ in nil }, followingOtherTypes: Bool = true
    ) -> [(Responsibility, Evidence)] {
        var result: [(Responsibility, Evidence)] = []
        var seen: Set<String> = []
        // By index, so that only the events a loop takes are copied out.
        let events = member.events
        for index in events.indices where events[index].kind == .access && events[index].isWrite {
            let event = events[index]
            if let written = writtenSetting(event, in: member, file: file, propertyTypes: propertyTypes),
                seen.insert(written.key).inserted
            {
                result.append((.persistence, written.evidence))
            }
        }
        for index in events.indices where events[index].kind == .call {
            let event = events[index]
            // A call with no receiver reaches the project's code only as a free function or a
            // helper every controller inherits.
            switch event.receiver {
            case .own:
                if !summaries.declaresFreeFunction(named: event.name) && !summaries.declaresHelper(named: event.name)
                    && !Self.namesAlertHelper(event.name)
                {
                    continue
                }
            case .expression: continue
            case .type, .property: break
            }
            if SettingSummaries.isSetter(event.name, arguments: event.labels)
                || SettingSummaries.isKeyedWrite(event.name, arguments: event.labels),
                let written = writtenSetting(event, in: member, file: file, propertyTypes: propertyTypes)
            {
                if seen.insert(written.key).inserted { result.append((.persistence, written.evidence)) }
            }
            // A stored setting's collection changed in place (`PrefsVideos.hidden.append(id)`,
            // `settings.blockedHosts.remove(at: index)`) writes the setting back, as assigning it does.
            if let path = event.receiverMember, Self.mutatingCollectionCalls.contains(event.name),
                var setting = Self.receiverProperty(of: event)
            {
                setting.kind = .access
                if let written = settingWritten(setting, in: member, file: file, propertyTypes: propertyTypes),
                    seen.insert(written.key).inserted
                {
                    let root: String =
                        switch event.receiver {
                        case .type(let name), .property(let name): name
                        case .own: "self"
                        case .expression: "…"
                        }
                    var evidence = written.evidence
                    evidence.token = Self.callToken(root + "." + path, event.name, file: file)
                    result.append((.persistence, evidence))
                }
            }
            if !wrappers.isEmpty || !namedTypes.isEmpty,
                let type = namedWorkType(of: event, in: member, propertyTypes: propertyTypes)
            {
                let configured = configuredWork(of: type)
                // A library's type named for its job does it as the app's own would
                // (`EvanderNetworking.request(url:…)`, `MediaDatabase.open(at:)`); where a signal
                // names the type, or the call as that work (`ImageCache.default.clearDiskCache()`),
                // the signal's evidence says it.
                let isProjectType = summaries.declares(type) || projectTypes.contains(type)
                // A cache is the caller's work where the call fills, clears or invalidates it; a
                // value looked up in it (`events.lookup(id)`, `ImageLoaderCache.shared.loaderFor(path:)`)
                // is data the caller uses.
                let named = configured.isEmpty ? namedTypes.filter { responsibility, pattern in
                    pattern.matches(type)
                        && (isProjectType
                            || !(signals.knows(.type, type) || signals.names(.call, event.name, for: responsibility)))
                        && (responsibility != .caching || Self.changesCache(event.name))
                } : []
                // A library's client (an SDK's `AlfrescoDocumentFolderService`, `GTLRDriveService`,
                // `DBUserClient`) answers from its server: waiting for the answer is dealing with
                // a request. Called itself, or through its shared instance (`[[BTPeerManager
                // instance] publishTransaction:…]`), not a value it holds (`playbackService.audioTracks`)
                // nor state it publishes (`client.module(.disco).$serverDiscoResult.sink { … }`);
                // where a signal names the call, the signal says it.
                // The name first: the checks after it read the whole project or member.
                let callsItself = event.receiverMember.map { path in
                    if case .type = event.receiver { return names.namesSharedInstance(path) }
                    return false
                } ?? true
                // It answers a unit that waits in a block, or that is its delegate: an older SDK's
                // `[restClient_ loadFile:…]` answers in `-restClient:loadedFile:` of the
                // `DBRestClientDelegate` the controller adopts.
                let clients = configured.isEmpty && named.isEmpty && callsItself
                    && (event.awaitsResult || adopted.contains { Self.namesDelegate($0, of: type) })
                    ? libraryClients.filter { responsibility, pattern in
                        pattern.matches(type) && !isProjectType && !signals.knows(.type, type)
                            && !signals.names(.call, event.name, for: responsibility)
                            && !(event.labeledName.map { signals.names(.labeledCall, $0, for: responsibility) } ?? false)
                            && !declaresPrefixed(type)
                            && !Self.observesState(of: event.receiver, in: events)
                    } : []
                for (responsibility, pattern) in configured + named + clients where seen.insert(type + "/" + responsibility.rawValue).inserted {
                    let reason = !configured.isEmpty
                        ? "\(type) is a \(responsibility.id) wrapper (`wrappers.\(responsibility.id)`: \(pattern))"
                        : named.isEmpty ? "\(type) is a library's client (\(pattern)), whose answer the member waits for"
                        : "\(type) is named for \(responsibility.id) work (\(pattern))"
                    result.append(
                        (responsibility,
                         Evidence(
                            member: member.name, file: file, line: Int(event.position.line),
                            token: Self.callToken(Self.root(of: event.receiver, through: event.receiverMember, type: type), event.name, file: file),
                            reason: reason)))
                }
                if !configured.isEmpty || !named.isEmpty || !clients.isEmpty { continue }
            }
            // A client known by its name alone, its type a library's or unknown (an SDK's
            // `JSRESTBase` from a category's `-restClient` getter: `[self.restClient
            // resourceLookupForURI:… completionBlock:^(JSOperationResult *result) { … }]`), answers
            // from its server as one held by a type named so does; not state it publishes.
            if event.awaitsResult, event.receiverMember == nil, case .property(let name) = event.receiver,
                name.hasSuffixIgnoringASCIICase("client"),
                declaredType(of: event, in: member, propertyTypes: propertyTypes).map({
                    !summaries.declares($0) && !projectTypes.contains($0) && !signals.knows(.type, $0)
                }) ?? true,
                !signals.names(.call, event.name, for: .networking),
                !Self.observesState(of: event.receiver, in: events)
            {
                if seen.insert(name + "/" + Responsibility.networking.rawValue).inserted {
                    result.append(
                        (.networking,
                         Evidence(
                            member: member.name, file: file, line: Int(event.position.line),
                            token: Self.callToken(name, event.name, file: file),
                            reason: "\(name) is named for a server's client, whose answer the member waits for")))
                }
                continue
            }
            // A library's object that answers in a block for success and one for failure
            // (a Matrix room's `[mxRoom setTopic:topic success:^{ … } failure:^(NSError *error)
            // { … }]`, `[room leave:^{ … } failure:^(NSError *error) { … }]`, RestKit's
            // `getObjectsAtPath:parameters:success:failure:`) is a request to its server,
            // whatever the type is called: no framework or storage interface answers so. Not
            // the project's type, whose code says what it does. A block under `success:` alone
            // answers so too (Pushpin's `[pinboard deleteTag:name success:^{ … }]` on its Pinboard
            // client), but a library's store also answers once it has read (a Matrix file store's
            // `asyncUsersWithUserIds:success:`): not on a type named for storage.
            let answersInBoth = Self.answersInSuccessAndFailure(event)
            if answersInBoth || Self.answersInSuccess(event),
                let type = libraryType(of: event, in: member, propertyTypes: propertyTypes, receiverTypes: receiverTypes),
                answersInBoth || !Self.namesStorage(type)
            {
                if seen.insert(type + "/" + Responsibility.networking.rawValue).inserted {
                    result.append(
                        (.networking,
                         Evidence(
                            member: member.name, file: file, line: Int(event.position.line),
                            token: Self.callToken(Self.root(of: event.receiver, through: event.receiverMember, type: type), event.name, file: file),
                            reason: answersInBoth
                                ? "\(type)'s \(event.name) answers in success and failure blocks, as a request to a server does"
                                : "\(type)'s \(event.name) answers in a success block, as a request to a server does")))
                }
                continue
            }
            // A type named for its job is doing it whatever the call's name; otherwise a log
            // line is not the work the logger's code does.
            // An alert helper's `error:`, `info:` and `warn:` are alerts, not log lines.
            guard !names.loggingCalls.contains(event.name)
                || Self.namesAlerts(declaredType(of: event, in: member, propertyTypes: propertyTypes))
            else { continue }
            guard
                let callee = callee(
                    of: event, in: member, file: file, answersItself: answersItself, inheritedWork: inheritedWork,
                    propertyTypes: propertyTypes, receiverTypes: receiverTypes,
                    followingOtherTypes: followingOtherTypes)
            else { continue }
            // A view's delegate hears what the user does to it, not the results of the work
            // it does inside (a map view downloading its tiles). A call whose answer a
            // condition tests (`if ([client ping])`, `guard let user = api.login(name)`) hands
            // its result back as it returns; one asking a question (`isCancelledError(error)`)
            // answers about its argument, it sends nothing.
            let reportsBack = event.awaitsResult || (event.kind == .call && event.isTested && !NameWords.asksYesOrNo(event.name))
                || ((adopted.contains { Self.namesDelegate($0, of: callee.type) } || handsResults(of: callee.type, toOneOf: adopted))
                    && !summaries.role(of: callee.type).contains(.view))
            // An API client that records an event for each request it makes (Coding's
            // `Coding_NetAPIManager` calling `[MobClick event:…]`) fires it itself: the caller
            // makes a request, and fires no event.
            let recordsOwnEvents = callee.work.contains { $0.responsibility == .networking }
                // An event a collaborator records as part of another job (a session manager
                // arming a sleep timer, a sharing helper, a banner factory) is its bookkeeping:
                // the caller records one only through a type or member named for it.
                || !(Self.namesEventRecording(callee.isFunction ? event.name : callee.type) || Self.namesEventRecording(event.name))
            // An alert is the caller's when the member called is an alert helper: a type named
            // for alerts (`Alerts`, `MacAlerts`, `AlertHelper`) whose member's work is the alert
            // alone. A document, repository or manager that asks or warns about its own work
            // (`document.resetEmulation()` confirming first) shows that alert itself.
            // A member named for alerts is one whatever its type (`showErrorAlert(_:)`,
            // `alert(title:message:)` added to every controller, `Aerial.helper.showAlert(_:)`);
            // a helper the project adds to a framework type is named so by itself, not by the
            // type it extends (`extension UIAlertController { func add(_:) }` matched by name).
            // An action sheet, a prompt or a confirmation is an alert under another name
            // (`showActionSheet(title:actions:completion:)`, `showReconnectPrompt(_:)`).
            let helpsWithAlerts = (Self.namesAlertHelper(event.name)
                || (!callee.isFunction && !callee.isHelper && Self.namesAlerts(callee.type)))
                && callee.work.allSatisfy { $0.responsibility == .alerts }
            // What shows an alert, or is named for one (`showErrorAlert(_:)`), presents it: that
            // is no move to another screen, as in the caller's own code (`unless: [.alerts]`).
            let showsAlert = callee.work.contains { $0.responsibility == .alerts } || Self.namesAlertHelper(event.name)
            for work in callee.work
            where (reportsBack || !awaitedCallsOnly.contains(work.responsibility))
                && !(recordsOwnEvents && work.responsibility == .analytics)
                && (helpsWithAlerts || work.responsibility != .alerts)
                && !(showsAlert && work.responsibility == .navigation)
                && seen.insert(callee.type + "/" + work.responsibility.rawValue).inserted
            {
                // A helper every controller inherits is called on the controller itself.
                let root = event.receiver == .own ? "self" : Self.root(of: event.receiver, through: event.receiverMember, type: callee.type)
                let source = work.evidence
                let who =
                    callee.isFunction
                    ? "the project's function \(event.name)" : callee.isHelper ? "the project's \(callee.type) extension" : callee.type
                result.append(
                    (work.responsibility,
                     Evidence(
                        member: member.name, file: file, line: Int(event.position.line),
                        token: callee.isFunction ? event.name + "(…)" : Self.callToken(root, event.name, file: file),
                        reason: "\(who) \(source.reason) (\(Self.fileName(source.file)):\(source.line) \(source.token))",
                        via: [
                            Evidence(
                                member: callee.isFunction ? source.member : qualified(source.member, of: callee.type),
                                file: source.file, line: source.line,
                                token: source.token, reason: source.reason)
                        ])))
            }
        }
        return result
    }

    /// Domain decisions: the member branches on the state of a model the project declares
    /// (``TypeSummaries/isModel(_:)``): `if app.installedApp == nil`, `switch importer.status`,
    /// `if ([self.currentSubscription isActive])`. Which way an app's data sends the code is a
    /// business rule, which a logic controller or the model itself can own and test. The
    /// receiver is a stored property (or one property of it) or a type's stored shared instance
    /// (`Account.current.isPremium`); a type's constant (`Status.active`) is not state, and
    /// neither is a failure the model holds (a property typed as an error).
    ///
    /// A local or parameter is held to the type its code shows (``MemberFacts/localTypes``):
    /// `for message in messages { if !message.isRead … }` decides on a `Message` when
    /// `messages` is declared `[Message]` (`elementTypes`), as `RawMessage *msg = …;
    /// if (![msg read])` does on a `RawMessage`.
    ///
    /// `inActionsOnly` keeps the branches inside closures run when something happens
    /// (``MemberEvent/isInAction``): where a SwiftUI view shows its model, only those decide.
    /// A model's field bound to a text input (`typedText`: `viewModel.chore.title` for
    /// `TextField(text: $viewModel.chore.title)`) holds what the user typed: checking it is
    /// validation, not a decision on the model. `unit` names the controller, view or view
    /// model: a state type named for its screen (`ItemsState` for `ItemsViewController`,
    /// `GlobalSearchState` for `GlobalSearchViewModel`) is what that screen renders, as a bare
    /// `State` is.
    func decisions(
        in member: MemberFacts, file: String, propertyTypes: [String: String], elementTypes: [String: String] = [:],
        inActionsOnly: Bool = false, typedText: Set<String> = [], unit: String = ""
    ) -> [Evidence] {
        let screenState = Prescriber.baseName(of: unit.simpleTypeName) + "State"
        var result: [Evidence] = []
        var seen: Set<String> = []
        let events = member.events
        for index in events.indices where events[index].isTested && (!inActionsOnly || events[index].isInAction) {
            let event = events[index]
            if Self.introspection.contains(event.name) || Self.reads(typedText, in: event) { continue }
            if case .type(let type) = event.receiver {
                guard let shared = event.receiverMember, summaries.propertyType(of: type, path: shared) != nil else { continue }
            }
            guard let declared = declaredType(of: event, in: member, propertyTypes: propertyTypes, elementTypes: elementTypes),
                declared.simpleTypeName != screenState, summaries.isModel(declared),
                summaries.propertyType(of: declared, member: event.name)?.hasSuffix("Error") != true,
                seen.insert(declared + "." + event.name).inserted
            else { continue }
            let root = Self.root(of: event.receiver, through: event.receiverMember, type: declared)
            let token =
                event.kind == .call
                ? Self.callToken(root, event.name, file: file)
                : ObjCFileParser.isObjectiveC(file) ? "if (\(root).\(event.name))" : "if \(root).\(event.name)"
            result.append(
                Evidence(
                    member: member.name, file: file, line: Int(event.position.line), token: token,
                    reason: "decides on the state of \(declared), a model the project declares"))
        }
        return result
    }

    /// Whether `event` reads or is made on one of `paths`, the fields bound to a text input.
    private static func reads(_ paths: Set<String>, in event: MemberEvent) -> Bool {
        guard !paths.isEmpty, let receiver = event.receiverPropertyPath else { return false }
        return paths.contains(receiver) || paths.contains(receiver + "." + event.name)
    }

    /// Asking an object what it implements (`[delegate respondsToSelector:@selector(…)]`,
    /// `delegate?.responds(to:)`) before calling an optional method: no state of its data.
    private static let introspection: Set<String> = ["respondsToSelector", "conformsToProtocol", "responds", "conforms"]

    /// Collections whose one generic argument is their element: `Set<Task>`, `NSArray<Message *>`,
    /// Realm's `Results<Task>`.
    private static let collections: Set<String> = [
        "Array", "ContiguousArray", "ArraySlice", "Set", "OrderedSet", "Results", "List", "NSArray", "NSMutableArray",
        "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet",
    ]

    /// Each property holding a collection, with its element type as a simple name:
    /// `messages: [Message]` → `Message`; `NSArray<RawMessage *> *messages` → `RawMessage`.
    static func elementTypes(of members: [MemberFacts]) -> [String: String] {
        var types: [String: String] = [:]
        for member in members where member.kind == .storedProperty || member.kind == .computedProperty {
            guard let written = member.declaredType, let name = elementType(of: written) else { continue }
            types[member.name] = name
            if member.name.utf8.first == UInt8(ascii: "_") { types[String(member.name.dropFirst())] = name }
        }
        return types
    }

    /// The element type, as a simple name, of a collection type as written (`[Message]?`,
    /// `NSArray<RawMessage *> *`, `Set<Tag>`); `nil` for any other type.
    static func elementType(of written: String) -> String? {
        var declared = String(written.drop { $0 == " " })
        while let last = declared.last, last == "?" || last == "!" || last == "*" || last == " " { declared.removeLast() }
        var element: Substring
        if declared.hasPrefix("["), declared.hasSuffix("]") {
            element = declared.dropFirst().dropLast()
            if element.contains(":") { return nil }  // a dictionary
        } else if let open = declared.firstIndex(of: "<"), declared.hasSuffix(">"),
            collections.contains(String(declared[..<open]).simpleTypeName)
        {
            element = declared[declared.index(after: open)..<declared.index(before: declared.endIndex)]
            if element.contains(",") { return nil }
        } else {
            return nil
        }
        element = element.drop { $0 == " " }
        let name = String(element.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }).simpleTypeName
        return name.startsWithASCIICapital ? name : nil
    }

    /// The evidence of a setting written through a project type: `store.isOnboarded = true`
    /// (or its setter called, `[prefs setFullName:name]`) where the property's type (or the protocol's adopter) stores what is assigned (see
    /// ``TypeSummaries/setting(of:member:)``), or where the team named the type a persistence
    /// wrapper. Not through a type in a delegate role (a view model's state is the screen's), nor
    /// through a view (what it shows).
    private func writtenSetting(
        _ event: MemberEvent, in member: MemberFacts, file: String, propertyTypes: [String: String]
    ) -> (key: String, evidence: Evidence)? {
        if let written = settingWritten(event, in: member, file: file, propertyTypes: propertyTypes) { return written }
        // A part of a stored setting assigned (`Options.shared.general.autoLaunch = on`) writes
        // the setting: a value held there is set back through the setting's observers, and a
        // settings group's own observers tell its store. Not a part of what a computed property
        // hands out (`DisplayController.builtinDisplay.isSource`): an object the store finds; nor
        // of a `lazy` one, whose initializer reading the defaults runs once.
        guard event.kind == .access, let whole = Self.receiverProperty(of: event) else { return nil }
        guard let holder = declaredType(of: whole, in: member, propertyTypes: propertyTypes),
            summaries.declaresStoredProperty(whole.name, of: holder)
        else { return nil }
        return settingWritten(whole, in: member, file: file, propertyTypes: propertyTypes, part: event.name)
    }

    /// `event` aimed at the last property of its receiver's path instead of its own name:
    /// `Options.shared.general` for `Options.shared.general.autoLaunch`, `PrefsVideos.hidden`
    /// for `PrefsVideos.hidden.append(id)`. `nil` when the receiver has no path.
    private static func receiverProperty(of event: MemberEvent) -> MemberEvent? {
        guard let path = event.receiverMember, let last = path.split(separator: ".").last else { return nil }
        var property = event
        property.name = String(last)
        property.receiverMember = path.count > last.count ? String(path.dropLast(last.count + 1)) : nil
        return property
    }

    /// ``writtenSetting(_:in:file:propertyTypes:)`` for the member the event names itself; `part`
    /// is the part of it assigned, which the evidence names after it.
    private func settingWritten(
        _ event: MemberEvent, in member: MemberFacts, file: String, propertyTypes: [String: String], part: String? = nil
    ) -> (key: String, evidence: Evidence)? {
        guard !asksPropertyInDelegateRole(event), let declared = declaredType(of: event, in: member, propertyTypes: propertyTypes),
            summaries.role(of: declared).isEmpty
        else { return nil }
        let root = Self.root(of: event.receiver, through: event.receiverMember, type: declared)
        let token =
            event.kind == .call
            ? Self.callToken(root, event.name, file: file) : "\(root).\(event.name)\(part.map { "." + $0 } ?? "") = …"
        let line = Int(event.position.line)
        if let pattern = configuredWork(of: declared).first(where: { $0.0 == .persistence })?.1 {
            return (
                declared + "/persistence",
                Evidence(
                    member: member.name, file: file, line: line, token: token,
                    reason: "\(declared) is a persistence wrapper (`wrappers.persistence`: \(pattern))")
            )
        }
        // An Objective-C setter message sets the property it names, whether the type spells the
        // setter (`-setFullName:`) or only declares the property (a Swift `var` or an
        // `@property` sent `[[Options shared] setCondensedNotesList:on]`).
        var names = [event.name]
        if event.kind == .call, ObjCFileParser.isObjectiveC(file),
            let property = SettingSummaries.propertyName(ofSetter: event.name)
        {
            names.append(property)
        }
        for name in names {
            for type in summaries.implementers(of: declared, member: name) {
                guard let setting = summaries.setting(of: type, member: name) else { continue }
                let source = setting.evidence
                return (
                    type + "/persistence",
                    Evidence(
                        member: member.name, file: file, line: line, token: token,
                        reason: "writes a setting \(type) stores: \(source.member) \(source.reason) "
                            + "(\(Self.fileName(source.file)):\(source.line) \(source.token))",
                        via: [source])
                )
            }
        }
        return nil
    }

    /// Whether `event` asks a property the caller names for a delegate role (`viewModel`,
    /// `presenter`, ``CatalogNames/namesDelegateRoleProperty(_:)``) directly: what it holds is the screen's
    /// logic whatever its type is called (`var viewModel: CrowdNodeModel`), so the work it does
    /// when asked is its own, as with a type so named.
    private func asksPropertyInDelegateRole(_ event: MemberEvent) -> Bool {
        guard case .property(let name) = event.receiver, event.receiverMember == nil else { return false }
        return names.namesDelegateRoleProperty(name)
    }

    /// Each property's declared type that the project declares, as a simple name without
    /// optionality or generic arguments: `client: SearchSuggestClient?` → `SearchSuggestClient`;
    /// a computed one too (`var api: any APIProtocol { dependencies.api }`, often a base
    /// controller's). Properties of other types (`UITableView`) are left out: a call on them
    /// reaches the project's code only through a helper. A library's type named for its job or
    /// configured as a wrapper stays (`let cache = FlatCache()`): it does that job; so does a
    /// library's client (`AlfrescoSiteService *siteService`), whose answers are requests'.
    func propertyTypes(of members: [MemberFacts]) -> [String: String] {
        followed(TypeSummaries.declaredTypes(of: members))
    }

    /// Of `types` (name → declared type), those calls are followed into: the project's types,
    /// types named for their job, libraries' clients.
    func followed(_ types: [String: String]) -> [String: String] {
        types.filter { _, type in
            summaries.declares(type) || namesItsJob(type) || libraryClients.contains { $0.pattern.matches(type) }
        }
    }

    /// Whether a call named `name` changes what a cache holds by its first word: `store…`,
    /// `set…`, `insert`, `remove…`, `clear…`, `invalidate…`, `purge`, not `lookup`, `get…`,
    /// `cachedImage(for:)` or `resizeImage:`.
    static func changesCache(_ name: String) -> Bool {
        let first = name.prefix { $0.isLowercase }
        return cacheChangingVerbs.contains(String(first))
    }

    /// The first words of calls that fill or empty a cache (``changesCache(_:)``).
    private static let cacheChangingVerbs: Set<String> = [
        "store", "set", "save", "insert", "add", "put", "write", "upsert", "update", "fill", "prefetch", "preload", "warm",
        "remove", "clear", "purge", "invalidate", "evict", "reset", "delete", "flush", "prune", "trim", "empty", "drop",
    ]

    /// Whether a type's or member's name says it records events (`AnalyticsHelper`,
    /// `trackShare(_:)`, `logPurchase`, `DamusSentry`, `reportCrash`), by the words it
    /// contains anywhere (so `login` and `status` pass too).
    static func namesEventRecording(_ name: String) -> Bool {
        let name = name.lowercased()
        return ["analytic", "track", "log", "event", "metric", "telemetry", "stat", "sentry", "crash", "report", "record",
            "breadcrumb"].contains { name.contains($0) }
    }

    /// Whether a type is named for alerts (`Alerts`, `MacAlerts`, `AlertHelper`): an alert
    /// helper's calls are the caller's alerts (``evidence(in:file:propertyTypes:adopted:followingOtherTypes:)``).
    private static func namesAlerts(_ type: String?) -> Bool {
        type?.contains("Alert") ?? false
    }

    /// Whether a member's name says it asks the user something (``alertHelperWords``), in
    /// ASCII whatever the locale: `showErrorAlert(_:)`, `showActionSheet(title:actions:)`,
    /// `confirmUserAction(title:)`.
    static func namesAlertHelper(_ name: String) -> Bool {
        alertHelperWords.contains { name.containsIgnoringASCIICase($0) }
    }

    /// The words that name a member asking the user something: the alert helpers' names.
    private static let alertHelperWords = ["alert", "sheet", "prompt", "confirm"]

    /// `member`, where a summary of `type` found work, as evidence names it: with its type
    /// (`PatreonAPI.request(_:completion:)`), unless it names one already or is no member of
    /// `type` but a free function `type`'s code calls (`load(_:completion:)`, whose file the
    /// evidence gives).
    private func qualified(_ member: String, of type: String) -> String {
        if member.contains(".") { return member }
        if summaries.memberNames(of: type)?.contains(MemberFacts.baseName(of: member)) == false { return member }
        return type + "." + member
    }

    /// A call as evidence shows it, in the language of its file: `api.fetch(…)`, `[API login…]`.
    private static func callToken(_ root: String, _ name: String, file: String) -> String {
        ObjCFileParser.isObjectiveC(file) ? "[\(root) \(name)…]" : "\(root).\(name)(…)"
    }

    /// The receiver a call's evidence token names (the inverse of ``callToken(_:_:file:)``):
    /// `userRepository` in `userRepository.subscribe(…)`, `API` in `[API login…]`.
    static func callRoot(ofToken token: String) -> String? {
        if token.hasPrefix("[") {
            let root = token.dropFirst().prefix { $0 != " " }
            return root.isEmpty ? nil : String(root)
        }
        guard token.hasSuffix("(…)"), let dot = token.firstIndex(of: "."), dot > token.startIndex else { return nil }
        return String(token[..<dot])
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
