/// What the project's own types do, member by member (`PatreonAPI.fetchPatrons` makes
/// network requests, `HapticFeedback.play` uses device services), read from their code by the
/// same detectors as controllers.
///
/// Made from the facts the index gathered, each type summarised by the ``MemberClassifier``
/// when an analysis first asks about it (``TypeWork``); ``DelegationRules`` reads it to see
/// the work a controller does through these types. A summary holds only the responsibilities
/// a controller can hand to a collaborator (``AuditCatalog/delegable``), each with the first
/// piece of evidence that shows it, so the report can say why. View work (layout, cells,
/// navigation) is the controller's own wherever it is written, so it is never taken from a
/// summary. Persistence and caching are not taken either: on the development set every call
/// into a storing type that a summary found was a manager doing its own bookkeeping, not the
/// controller reading or writing data. A setting written through a type is an assignment,
/// which ``setting(of:member:)`` answers.
///
/// Helpers the project adds to types it does not declare (`extension UIView { func shake() }`)
/// are summarised apart: they have no state or role of their own, so what they do is their
/// caller's work, as if written inline (``AuditCatalog/helperResponsibilities``: the delegable
/// work, and animation, which its extension spells out; other view work stays out, since a
/// layout or styling helper is how the controller builds its views, which its own code
/// already shows).
struct TypeSummaries: Sendable {
    /// One responsibility of a type and where its code shows it.
    struct Work: Sendable, Equatable {
        var responsibility: Responsibility
        var evidence: Evidence
    }

    /// A member the project adds to a type it does not declare, and what calling it does.
    struct Helper: Sendable, Equatable {
        /// The extended type's simple name: `UIView`.
        var type: String
        var work: [Work]
    }

    /// Each type's work, settings, member names and property types, and each helper's work,
    /// worked out when first asked for (``TypeWork``); `nil` in ``empty``.
    private let table: TypeWork?
    /// Helper base name → the extended types declaring it.
    private var helperTypes: [String: Set<String>] = [:]
    /// Helper base name → the full name of each of its declarations (`deselectRow(with:animated:)`).
    private var helperDeclarations: [String: [String]] = [:]
    /// Protocol (or composition) name → the project types adopting it, in name order.
    private(set) var conformers: [String: [String]] = [:]

    static let empty = TypeSummaries()

    /// Calls a member makes to the same type's members are followed this deep, so a public
    /// `fetchPatrons` that calls a private `request(_:)` carries its networking, as does an
    /// SDK's `login` through `sendWithPromise`, `send` and the connection's `send`.
    static let depth = 5

    private init() { table = nil }

    /// Summarises `types` (simple name to parts in file order, extensions included), each
    /// when first asked about, and `helpers` (the members of extensions of types the project
    /// does not declare) with `classifier`; `observableProtocols` are the project's protocols
    /// refining `ObservableObject` (``ProjectIndex/observableProtocols``).
    init(
        types: [String: [TypeParts.Part]], helpers: [String: [TypeParts.Part]] = [:], conformers: [String: [String]] = [:],
        observableProtocols: Set<String> = [], classifier: MemberClassifier
    ) {
        self.conformers = conformers.filter { !$0.value.isEmpty }
        table = TypeWork(
            types: types, helpers: helpers, conformers: self.conformers, observableProtocols: observableProtocols,
            classifier: classifier)
        for (name, parts) in helpers {
            for part in parts {
                for member in part.facts.members {
                    helperTypes[member.baseName, default: []].insert(name)
                    helperDeclarations[member.baseName, default: []].append(member.name)
                }
            }
        }
    }

    /// The argument labels a declaration names: `with`, `animated` for
    /// `deselectRow(with:animated:)` or `-deselectRow:with:animated:`; `_` is no label.
    static func labels(ofDeclared name: String) -> [Substring] {
        let swiftName = name.hasPrefix("-") || name.hasPrefix("+") ? ObjCNames.swiftStyle(name) : name
        guard let open = swiftName.utf8.firstIndex(of: UInt8(ascii: "(")) else { return [] }
        return labels(in: swiftName[swiftName.utf8.index(after: open)...])
    }

    /// The labels spelled in `text` (`at:animated:`, `_:with:)`), without `_`: split on the
    /// UTF-8 bytes, as this runs for every call named like a helper.
    private static func labels(in text: Substring) -> [Substring] {
        var labels: [Substring] = []
        var start = text.startIndex
        var index = start
        while index < text.endIndex {
            let byte = text.utf8[index]
            if byte == UInt8(ascii: ":") || byte == UInt8(ascii: ")") {
                if index > start, text[start..<index] != "_" { labels.append(text[start..<index]) }
                start = text.utf8.index(after: index)
            }
            index = text.utf8.index(after: index)
        }
        return labels
    }

    /// Whether a call with `labels` (`at:animated:`) can be one of the helper `member`'s
    /// declarations: every label it spells is one a declaration names (defaulted arguments
    /// may be left out). `tableView.deselectRow(at:animated:)` is UIKit's own method, not the
    /// project's `deselectRow(with:animated:)` beside it.
    private func helper(_ member: String, accepts labels: String?) -> Bool {
        guard let labels else { return true }
        let spelled = Self.labels(in: labels[...])
        if spelled.isEmpty { return true }
        return (helperDeclarations[member] ?? []).contains { name in
            let declared = Self.labels(ofDeclared: name)
            return spelled.allSatisfy(declared.contains)
        }
    }

    /// A type's members by base name. How each calls the type's other members and out of the
    /// type (``calls(of:memberNames:)``), and what it does by itself
    /// (``ownWork(of:responsibilities:classifier:frameworkSelf:signalsOnly:)``), are read only when a
    /// summary needs that member.
    struct Members: Sendable {
        var memberNames: Set<String> = []
        /// The members of each base name, in the members' order.
        var members: [String: [(file: String, member: MemberFacts)]] = [:]
    }

    /// How the members of one base name call the type's other members and out of the type.
    struct Calls: Sendable {
        /// The type's other members called on the own receiver, in name order.
        var members: [String] = []
        /// The calls a summary may follow out of the type, in one order fixed by the members
        /// alone, so what each leads to can be kept beside it by position (``TypeWork``): first
        /// the calls on the own receiver that the type does not answer itself (an inherited
        /// member, `super.x(…)`, `Call(…)`) in name order, then the calls on a named receiver
        /// (`client.send(…)`, `Cache.shared.clear()`) in source order.
        var outgoing: [Call] = []
    }

    /// A call a summary may follow out of its type: on its own receiver (`Call(…)`,
    /// `super.init(…)`), a type (`Cache.shared.clear()`) or a property or local (`client.send(…)`).
    struct Call: Sendable, Hashable {
        var receiver: MemberEvent.Receiver
        var name: String
        /// ``MemberEvent/receiverMember``: `tinode` in `Cache.tinode.login(…)`, `a.b` in `x.a.b.f()`.
        var receiverMember: String? = nil
        /// What the local the call is made on holds (``MemberFacts/localTypes``), when it is one.
        var local: String? = nil
        /// Whether one of the member's calls so made waits for its result (``MemberEvent/awaitsResult``):
        /// only then does a library's client held there answer (``TypeWork``).
        var awaitsResult = false
        /// Whether one of them hands over a failure handler beside a success one
        /// (``DelegationRules/answersInSuccessAndFailure(_:)``): a library's object answering so
        /// makes a request (``TypeWork``).
        var answersInSuccessAndFailure = false
    }

    /// `members` by base name.
    static func members(_ members: [(file: String, member: MemberFacts)]) -> Members {
        var result = Members()
        for (file, member) in members {
            let base = member.baseName
            result.memberNames.insert(base)
            result.members[base, default: []].append((file, member))
        }
        // Each overload is also kept under its full name (`requestImage(asset:targetSize:)`),
        // so a call whose labels pick one declaration reaches only what that one does.
        for (base, declared) in result.members where declared.count > 1 {
            for entry in declared where entry.member.name != base {
                result.members[entry.member.name, default: []].append(entry)
            }
        }
        // A class written in one language is called from the other by the name that language
        // gives it: Swift's `api.places(matching:handler:)` is `-placesMatching:handler:`, and
        // `start(region)` is `-startRegion:` beside a `-start` (both, as overloads are).
        for (file, member) in members {
            guard let other = ObjCNames.otherLanguageBaseName(of: member) else { continue }
            result.memberNames.insert(other)
            result.members[other, default: []].append((file, member))
        }
        return result
    }

    /// How `members` (those of one base name, in order, or one overload kept under its full
    /// name, `key`) of the type `type` call the others of `memberNames` and out of their type.
    /// A call on the type itself (`SharingManager.share(…)`, `Self.share(…)`) is one of its own.
    /// An overload calling its base name calls its siblings (`share(mount:)` handing on to
    /// `share(identifier:items:)`); all of one base name calling it calls an inherited member.
    static func calls(
        of members: [(file: String, member: MemberFacts)], key: String, type: String, memberNames: Set<String>
    ) -> Calls {
        guard let base = members.first?.member.baseName else { return Calls() }
        let isOverload = key != base
        var own: Set<String> = []
        var named: [Call] = []
        for (_, member) in members {
            let events = member.events
            for index in events.indices where events[index].kind == .call {
                let event = events[index]
                switch event.receiver {
                case .own: own.insert(event.name)
                case .type(let name) where event.receiverMember == nil && (name == type || name == "Self"):
                    own.insert(event.name)
                case .type:
                    Self.add(Call(receiver: event.receiver, name: event.name, receiverMember: event.receiverMember), to: &named, event: event)
                case .property(let name):
                    let call = Call(
                        receiver: event.receiver, name: event.name, receiverMember: event.receiverMember,
                        local: member.localTypes[name])
                    Self.add(call, to: &named, event: event)
                case .expression: break
                }
            }
        }
        var result = Calls()
        for callee in own.sorted() {
            if callee != base || isOverload, memberNames.contains(callee) {
                result.members.append(callee)
            } else {
                result.outgoing.append(Call(receiver: .own, name: callee))
            }
        }
        result.outgoing += named
        return result
    }

    /// Adds `call`, made by `event`, to `calls` once, waiting for its result (or answering in
    /// success and failure handlers) when any of its spellings does.
    private static func add(_ call: Call, to calls: inout [Call], event: MemberEvent) {
        let answers = DelegationRules.answersInSuccessAndFailure(event)
        if let existing = calls.firstIndex(where: {
            $0.name == call.name && $0.receiver == call.receiver && $0.receiverMember == call.receiverMember && $0.local == call.local
        }) {
            if event.awaitsResult { calls[existing].awaitsResult = true }
            if answers { calls[existing].answersInSuccessAndFailure = true }
        } else {
            var call = call
            call.awaitsResult = event.awaitsResult
            call.answersInSuccessAndFailure = answers
            calls.append(call)
        }
    }

    /// What the members of one base name do by themselves among `responsibilities`: the
    /// first evidence of each, in the members' order; for those in `signalsOnly`, only what
    /// signals marked ``Signal/countsThroughHelpers`` show.
    static func ownWork(
        of members: [(file: String, member: MemberFacts)], responsibilities: [Responsibility], classifier: MemberClassifier,
        frameworkSelf: Bool, signalsOnly: [Responsibility: Signal.HelperResult] = [:]
    ) -> [Responsibility: Evidence] {
        var own: [Responsibility: Evidence] = [:]
        for (file, member) in members {
            for (responsibility, evidence) in classifier.classify(
                member, file: file, frameworkSelf: frameworkSelf, signalsOnly: signalsOnly)
            where own[responsibility] == nil && responsibilities.contains(responsibility) {
                if let first = evidence.first { own[responsibility] = first }
            }
        }
        return own
    }

    /// The work among `responsibilities` of each member in `asked` (every member when `nil`):
    /// its own (`own`, by base name) and what it reaches through its own type's members
    /// (`calls`), by base name, in `responsibilities` order.
    ///
    /// A call the type does not answer itself (an inherited member, `super.init(…)`, which
    /// reads as a member calling its own name, `Call(…)` building another project type, or a
    /// call on a named receiver: ``Calls/outgoing``) is asked of `reach` with the member making
    /// it and its position there, as `reach` knows the project's other types: a repository
    /// whose `invite(…)` builds an `InviteToGroupCall`, whose base class's initializer starts a
    /// URLSession task, makes network requests. `reach` returns only the work that counts for
    /// the caller; from one member to another, only `followed` work spreads.
    ///
    /// Work spreads one call further each round, ``depth`` − 1 rounds, so an asked member's
    /// work needs only the members that many calls away: the others are never read.
    static func summarise(
        _ members: Members, responsibilities: [Responsibility], followed: Set<Responsibility>? = nil,
        of asked: Set<String>? = nil, calls callsOf: (_ member: String) -> Calls,
        own ownWork: (_ member: String) -> [Responsibility: Evidence],
        reach: (_ member: String, _ position: Int) -> [Work] = { _, _ in [] }
    ) -> [String: [Work]] {
        var calls: [String: Calls] = [:]
        if var frontier = asked {
            for name in frontier { calls[name] = callsOf(name) }
            for _ in 1..<depth {
                var next: Set<String> = []
                for caller in frontier {
                    for callee in calls[caller]?.members ?? [] where calls[callee] == nil {
                        calls[callee] = callsOf(callee)
                        next.insert(callee)
                    }
                }
                frontier = next
            }
        } else {
            for name in members.memberNames { calls[name] = callsOf(name) }
        }
        var own: [String: [Responsibility: Evidence]] = [:]
        for name in calls.keys {
            let found = ownWork(name)
            if !found.isEmpty { own[name] = found }
        }
        // Each member's calls in their order; one member's calls never change another's work.
        for (caller, callerCalls) in calls {
            for position in callerCalls.outgoing.indices {
                for work in reach(caller, position) where own[caller]?[work.responsibility] == nil {
                    own[caller, default: [:]][work.responsibility] = work.evidence
                }
            }
        }
        guard !own.isEmpty else { return [:] }
        var reached = own
        for _ in 1..<depth {
            var changed = false
            // Each round reads the last one's `own`, so the order of callers does not matter;
            // callees are taken in name order so the evidence kept is the same on every run.
            for (caller, callerCalls) in calls {
                for callee in callerCalls.members {
                    // An overload handing on to its siblings is one operation with them.
                    let handsOn = caller.hasPrefix(callee + "(")
                    for (responsibility, evidence) in own[callee] ?? [:]
                    where reached[caller]?[responsibility] == nil && (handsOn || followed?.contains(responsibility) != false) {
                        reached[caller, default: [:]][responsibility] = evidence
                        changed = true
                    }
                }
            }
            own = reached
            if !changed { break }
        }
        var result: [String: [Work]] = [:]
        for (member, found) in reached where asked?.contains(member) != false {
            result[member] = responsibilities.compactMap { responsibility in
                found[responsibility].map { Work(responsibility: responsibility, evidence: $0) }
            }
        }
        return result
    }

    /// The declared type (a simple name) of the property `member` of the project type `type`:
    /// `store` of a view model holding `let store: Store` is `Store`.
    func propertyType(of type: String, member: String) -> String? {
        table?.propertyTypes(of: type)?[member]
    }

    /// The type the project type `type`'s method `method` returns (``TypeWork/returnType(of:method:)``).
    func returnType(of type: String, method: String) -> String? {
        table?.returnType(of: type, method: method)
    }

    /// The type a local bound to the member `member` of the type `type` holds (see
    /// ``TypeWork/boundType(ofMember:of:)``).
    func boundType(ofMember member: String, of type: String) -> String {
        table?.boundType(ofMember: member, of: type) ?? type
    }

    /// Where a path from the type `type` named as a receiver leads by its first step, when
    /// that step is one of the type's class members (see ``TypeWork/classStep(from:path:)``).
    func classStep(from type: String, path: String) -> (type: String, rest: String?)? {
        table?.classStep(from: type, path: path)
    }

    /// The declared type reached from the project type `type` through `path`, one property
    /// or several joined by periods (``MemberEvent/receiverMember``, `userControllers.fileDownloader`),
    /// each step by the type the previous one is declared with; where a step's type is not
    /// known, the type reached before it. `nil` when not even the first step is known.
    func propertyType(of type: String, path: String) -> String? {
        Self.propertyType(of: type, path: path) { self.propertyType(of: $0, member: $1) }
    }

    /// ``propertyType(of:path:)`` with the declared types `step` gives; with `wholePath`, `nil`
    /// unless every step's type is known (a local holds the path's last value, not one before it).
    static func propertyType(
        of type: String, path: String, wholePath: Bool = false, step: (String, String) -> String?
    ) -> String? {
        // Most paths are one property: no splitting.
        guard path.utf8.contains(UInt8(ascii: ".")) else { return step(type, path) }
        var reached: String?
        for name in path.split(separator: ".") {
            guard let next = step(reached ?? type, String(name)) else { return wholePath ? nil : reached }
            reached = next
        }
        return reached
    }

    /// The type a local bound to a path of properties holds (``MemberFacts/LocalBinding/property(_:)``,
    /// `controllers.userControllers.fileDownloader`): the first property's type by `head`, then
    /// each step's by `step`, all of them known; a single property's by `head` alone.
    static func localPathType(
        _ path: String, head: (String) -> String?, step: (String, String) -> String?
    ) -> String? {
        guard let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) else { return head(path) }
        guard let headType = head(String(path[..<dot])) else { return nil }
        return propertyType(of: headType, path: String(path[path.utf8.index(after: dot)...]), wholePath: true, step: step)
    }

    /// Each property's declared type among `members`, as a simple name without optionality or
    /// generic arguments; a declaration of several names gives each the type.
    static func declaredTypes(of members: [MemberFacts]) -> [String: String] {
        var types: [String: String] = [:]
        for member in members where member.kind == .storedProperty || member.kind == .computedProperty {
            guard let declared = member.declaredType else { continue }
            let type = declared.withoutGenericArguments.trimmingTrailingOptionality.simpleTypeName
            guard type.isSpelledAsClassName else { continue }
            if member.name.utf8.contains(UInt8(ascii: ",")) {
                for name in member.name.split(separator: ",") { types[name.trimmingCharacters(in: .whitespaces)] = type }
            } else {
                types[member.name] = type
            }
        }
        // An Objective-C instance variable `_client` is the `client` that messages name.
        for (name, type) in types where name.utf8.count > 1 && name.utf8.first == UInt8(ascii: "_") {
            let bare = String(name.dropFirst())
            if bare.first?.isLowercase == true, types[bare] == nil { types[bare] = type }
        }
        // A method without arguments returning an object (`+ (DSJSONRPC *)getJsonRPC`,
        // `func sharedDefaults() -> UserDefaults`) is read as a property is:
        // `[[Utilities getJsonRPC] callMethod:…]` messages a `DSJSONRPC`. A property of the same
        // name wins.
        for member in members where member.kind == .method && member.parameterTypes.isEmpty {
            guard let declared = member.declaredType else { continue }
            let type = member.isObjectiveCMethod ? declared : declared.withoutGenericArguments.trimmingTrailingOptionality.simpleTypeName
            guard member.isObjectiveCMethod || type.isSpelledAsClassName else { continue }
            let name = member.baseName
            if types[name] == nil { types[name] = type }
        }
        return types
    }

    /// Each project type's member base names, with work or not (a call the type answers
    /// itself never reaches a helper); `nil` for a type the project does not declare.
    func memberNames(of type: String) -> Set<String>? {
        table?.memberNames(of: type)
    }

    /// Whether the project type `type` declares `member` as a stored property set on
    /// assignment (see ``TypeWork/declaresStoredProperty(_:of:)``).
    func declaresStoredProperty(_ member: String, of type: String) -> Bool {
        table?.declaresStoredProperty(member, of: type) ?? false
    }

    /// Type `type`'s properties and their declared types, as simple names.
    func propertyTypes(of type: String) -> [String: String]? {
        table?.propertyTypes(of: type)
    }

    /// Whether the project declares `type` (a simple name, not a controller), or a protocol
    /// some of its types adopt.
    func declares(_ type: String) -> Bool {
        memberNames(of: type) != nil || conformers[type] != nil
    }

    /// Whether the project type `type` is a model (see ``TypeWork/isModel(_:)``).
    func isModel(_ type: String) -> Bool {
        table?.isModel(type) ?? false
    }

    /// Whether the project declares `type` as an enum (see ``TypeWork/isEnum(_:)``).
    func isEnum(_ type: String) -> Bool {
        table?.isEnum(type) ?? false
    }

    /// Whether `type` is a cell a list dequeues (see ``TypeWork/isCell(_:)``).
    func isCell(_ type: String) -> Bool {
        table?.isCell(type) ?? true
    }

    /// What `type` is to a controller calling it (see ``TypeWork/role(of:)``).
    func role(of type: String) -> TypeWork.Role {
        table?.role(of: type) ?? []
    }

    /// The project types whose member named `member` (a base name) a call on a value declared
    /// as `type` runs: `type` itself when it declares the member, then its subclasses that
    /// override it (``TypeWork/overridingSubclasses(of:member:)``), else the adopters of the
    /// protocol `type` that declare it, then the types nested in `type` that do
    /// (`Mastodon.API.Account.lookupAccount(…)` is recorded on `Mastodon`), in name order.
    func implementers(of type: String, member: String) -> [String] {
        if memberNames(of: type)?.contains(member) == true {
            return [type] + (table?.overridingSubclasses(of: type, member: member) ?? [])
        }
        let adopters = (conformers[type] ?? []).filter { adopter in memberNames(of: adopter)?.contains(member) == true }
        return adopters + (table?.nestedImplementers(of: type, member: member) ?? [])
    }

    /// The nearest project ancestor of the project type `type` that declares `member` (a base
    /// name) when `type` does not: a call of an inherited member runs there
    /// (`[(SeafFile *)item setStarred:…]`, declared by `SeafBase`).
    func inheritedImplementer(of type: String, member: String) -> String? {
        guard let names = memberNames(of: type), !names.contains(member) else { return nil }
        return table?.declaringAncestor(of: member, from: type)
    }

    /// What calling `member` (a base name) of the project type `type` does, in
    /// ``AuditCatalog/delegable`` order; nothing for a type or member the project does not declare.
    ///
    /// With `followingOtherTypes` off, only the work `type`'s own code does: what a SwiftUI
    /// view asks of app-wide state that calls a client in turn is that state's business.
    func work(of type: String, member: String, followingOtherTypes: Bool = true) -> [Work] {
        table?.work(of: type, member: member, depth: followingOtherTypes ? TypeWork.typeDepth : 0) ?? []
    }

    /// Why assigning the property `member` of the project type `type` stores data, when it
    /// does: its own accessors or observers persist (or call a member of their type that
    /// does), it is a computed property of a type that stores data, or it is wrapped by the
    /// project's property wrapper that stores data. `nil` otherwise. See ``SettingSummaries``.
    func setting(of type: String, member: String) -> Work? {
        table?.settings(of: type)[member]
    }

    /// The type (a simple name) a global variable of the project named `name` is declared
    /// with: `defaults` for `let defaults = UserDefaults.standard` is a `UserDefaults`.
    func globalType(named name: String) -> String? {
        table?.globalType(named: name)
    }

    /// What a capitalised receiver names (see ``TypeWork/typeOrGlobal(named:)``): `Current.api`
    /// is reached through `var Current: AppEnvironment`.
    func typeOrGlobal(named name: String) -> String {
        table?.typeOrGlobal(named: name) ?? name
    }

    /// Whether any file of the project declares a free function of the base name `name`: asked
    /// first of every call with no receiver, so it is one lookup.
    func declaresFreeFunction(named name: String) -> Bool {
        table?.declaresFreeFunction(named: name) ?? false
    }

    /// Whether a framework type the project extends declares a helper of the base name
    /// `name` (``helper(named:labels:passesClosure:receiverType:)``): one lookup, as for free functions.
    func declaresHelper(named name: String) -> Bool {
        helperTypes[name] != nil
    }

    /// What a call of `member` (a base name) with the argument labels `labels` on the project
    /// type `type` does: when the labels fit one of several declarations of that name
    /// (``declaration(_:takes:passesClosure:)``), what that one does, not its overloads
    /// (`requestImage(productImage:)` downloads where `requestImage(asset:targetSize:)` reads
    /// the photo library); otherwise what any of them does, as
    /// ``work(of:member:followingOtherTypes:)`` says.
    func work(
        of type: String, member: String, labels: String?, passesClosure: Bool, followingOtherTypes: Bool = true
    ) -> [Work] {
        if let labels, let table {
            let declared = table.declarationNames(of: type, member: member)
            let fitting = declared.filter { Self.declaration($0, takes: labels, passesClosure: passesClosure) }
            if declared.count > 1, fitting.count == 1, let only = fitting.first {
                return table.work(of: type, member: only, depth: followingOtherTypes ? TypeWork.typeDepth : 0)
            }
        }
        return work(of: type, member: member, followingOtherTypes: followingOtherTypes)
    }

    /// The type (``TypeFacts/functionsType(inFile:)``) of the project's free function that a
    /// call of `name` (a base name, no receiver) written in `file` runs, when one of its
    /// declarations takes the call's `labels` (`nil`: not known): `tr(format:_:)` for
    /// `tr(format: "%@", name)`. `nil` for a function the project does not declare
    /// (`NSLocalizedString`, `max`) or one only another file may call (`private`, C's `static`).
    /// What calling it does is ``work(of:member:followingOtherTypes:)`` of that type.
    func freeFunction(named name: String, labels: String?, calledFrom file: String) -> String? {
        guard declaresFreeFunction(named: name) else { return nil }
        let spelled = labels.map { Self.labels(in: $0[...]) } ?? []
        return table?.freeFunction(named: name, calledFrom: file) { declared in
            spelled.isEmpty || spelled.allSatisfy(Self.labels(ofDeclared: declared).contains)
        }
    }

    /// What calling the free function `member` of `type` (``freeFunction(named:labels:calledFrom:)``)
    /// does as a helper would (``TypeWork/helperWork(of:)``): a function that animates, formats
    /// the text it returns or reaches a device service does it for its caller, as an extension
    /// on `UIView` or `String` would. Only what a declaration the call's `labels` fit shows.
    func functionHelperWork(of type: String, member: String, labels: String?, passesClosure: Bool) -> [Work] {
        Self.work(table?.helperWork(of: type)[member] ?? [], of: member, calledWith: labels, passesClosure: passesClosure)
    }

    /// The helper the project adds to a framework type under the base name `member`, when
    /// one extended type declares that name or the call's receiver is declared as one that does
    /// (`receiverType`: `tableView.dequeue(…)` on a `UITableView`, where `UICollectionView`
    /// has a `dequeue` too; a name two extended types declare is otherwise left out, as either
    /// could be meant), a declaration of it takes the call's `labels` (`nil`: not known), and
    /// the helper does work. Work shown in a declaration of that name the call cannot be
    /// calling is not the call's: `String.localized("cancel")` only looks a text up, where
    /// `localized(stringID:parameter:)` beside it fills a format. A call that passes a closure
    /// (`passesClosure`) may pass it trailing, without its label.
    func helper(named member: String, labels: String? = nil, passesClosure: Bool = false, receiverType: String? = nil) -> Helper? {
        guard let types = helperTypes[member],
            let type = types.count == 1 ? types.first : receiverType.flatMap({ types.contains($0) ? $0 : nil }),
            helper(member, accepts: labels),
            let work = table?.helperWork(of: type)[member].map({
                Self.work($0, of: member, calledWith: labels, passesClosure: passesClosure)
            }),
            !work.isEmpty
        else { return nil }
        return Helper(type: type, work: work)
    }

    /// What calling `member` (a base name) on the project type `type` itself does as a helper
    /// would (``TypeWork/staticHelperWork(of:)``): `Localizable.connectingTo(name)` fills a
    /// format. Only what a declaration the call's `labels` fit shows.
    func staticHelperWork(of type: String, member: String, labels: String?, passesClosure: Bool) -> [Work] {
        Self.work(table?.staticHelperWork(of: type)[member] ?? [], of: member, calledWith: labels, passesClosure: passesClosure)
    }

    /// `work` of the member `member` (a base name) less what a declaration of that name the
    /// call's `labels` do not fit shows (``declaration(_:takes:passesClosure:)``); all of it
    /// when the labels are not known.
    private static func work(_ work: [Work], of member: String, calledWith labels: String?, passesClosure: Bool) -> [Work] {
        guard let labels else { return work }
        return work.filter { item in
            let name = item.evidence.member
            return !name.hasPrefix(member + "(") || Self.declaration(name, takes: labels, passesClosure: passesClosure)
        }
    }

    /// Whether the Swift declaration `name` (`localized(stringID:parameter:)`) takes a call
    /// spelled with `labels` (`_:`): every label the call writes is one of the declaration's,
    /// and a call whose first argument has no label needs a first parameter without one, unless
    /// that argument may be a trailing closure (`passesClosure`): `tr("title")` is `tr(_:)`,
    /// never `tr(format:_:)` beside it. Later parameters may be left to their defaults.
    private static func declaration(_ name: String, takes labels: String, passesClosure: Bool) -> Bool {
        guard let open = name.utf8.firstIndex(of: UInt8(ascii: "(")) else { return true }
        let parameters = name[name.utf8.index(after: open)...]
        let declared = Self.labels(in: parameters)
        guard Self.labels(in: labels[...]).allSatisfy(declared.contains) else { return false }
        guard labels.hasPrefix("_:"), !passesClosure else { return true }
        return parameters.hasPrefix("_:")
    }
}
