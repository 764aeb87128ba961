import Foundation

/// The classified half of ``TypeSummaries``: what each member of a project type does when
/// called, each type's settings, whether it is a model, and what the project's helpers on
/// framework types do, worked out the first time an analysis asks, then kept.
///
/// A project declares tens of thousands of types and a controller calls a few members of a
/// few dozen of them. Only those members are classified, with the members they reach in their
/// own type and in others (summaries of whole types classified 2.6 times as many on
/// seven real apps). The answers are the same whichever member is asked first: each is a
/// function of the types' members alone (the settings of a type follow stored properties
/// ``SettingSummaries/depth`` types deep, each step its own entry).
///
/// Analyses run on several threads: the tables are guarded by locks, which are not held while
/// a member is classified (two threads may classify the same member once each; they agree).
final class TypeWork: @unchecked Sendable {
    typealias Work = TypeSummaries.Work

    /// What a type's own members do: delegable work by member, and the members that persist.
    private struct Own {
        var work: [String: [Work]]
        var storage: [String: Work]?
        /// Whether a call chain reached the depth limit, where deeper work might lie: only
        /// then can a deeper look give another answer.
        var isTruncated = false
        /// Whether a call led into another type: if not, the answer is the same at every depth.
        var reachedAnotherType = false
    }

    /// The type whose calls are followed, with what every one of its calls may need.
    private struct Declaring {
        var type: String
        /// The file the calling member is written in: where a free function it calls is looked
        /// for first.
        var file: String
        /// ``parents(of:)``.
        var parents: [String]
        /// ``propertyTypes(of:)``.
        var propertyTypes: [String: String]?
    }

    /// What following a type's calls met: another type's members, the depth limit.
    private struct Following {
        var reachedAnotherType = false
        var reachedTheLimit = false
    }

    /// The parts of each type by simple name, as the index found them.
    private let types: [String: [TypeParts.Part]]
    /// The project's extensions of types it does not declare, by the extended type's simple name.
    private let helpers: [String: [TypeParts.Part]]
    /// Protocol name → the project types adopting it, in name order.
    private let conformers: [String: [String]]
    /// Class → the project's classes that name it as their superclass, once each whatever
    /// names the summaries also know them by (an alias, an Objective-C name), in name order.
    private let subclasses: [String: [String]]
    /// Outermost type → the types declared inside it at any depth, by simple name in name
    /// order: `Mastodon` → `Account` for `extension Mastodon.API.Account`. A call is recorded
    /// on its receiver's first name (`Mastodon.API.Account.lookupAccount(…)` on `Mastodon`),
    /// so a member the outer type lacks is looked for in them.
    private let nestedTypes: [String: [String]]
    /// Nested type → the project types enclosing it, innermost first: `Default` →
    /// `AppGroupUserDefaults` for `AppGroupUserDefaults.Default`. Swift looks a name a nested
    /// type does not declare up among them.
    private let enclosingTypes: [String: [String]]
    /// Free function base name → its declarations across the project's files
    /// (``freeFunction(named:calledFrom:accepting:)``).
    private let functions: [String: [FreeFunction]]
    /// Global variable name → the simple name of the type it is declared with (`defaults` →
    /// `UserDefaults`) and the file's functions type that holds it, for names the project
    /// declares with one type only.
    private let globals: [String: Global]

    /// A global variable's type, and the free functions type of the file declaring it, which
    /// holds it as a type holds a property.
    struct Global: Equatable {
        var type: String
        var holder: String
    }
    private let classifier: MemberClassifier
    /// `ObservableObject`, `@Observable` and the project's protocols refining them
    /// (``ProjectIndex/observableProtocols``): an observable type is no model.
    private let observableMarkers: Set<String>

    /// A free function the project declares, and where.
    private struct FreeFunction: Sendable {
        /// The declaration's full name: `tr(format:_:)`, `MJAutoLaunchSet(_:)`.
        var name: String
        var file: String
        /// The type its file's functions make (``TypeFacts/functionsType(inFile:)``).
        var type: String
        /// Only its own file calls it: Swift's `private` and `fileprivate`, C's `static` outside a header.
        var isFileLocal: Bool
    }

    /// What is known so far about the types of one shard.
    private struct Tables {
        /// Outer type → member base name → the nested types declaring it (``nestedImplementers(of:member:)``).
        var nestedByMember: [String: [String: [String]]] = [:]
        /// Type → what all its members do through its own members alone (``ownWork(of:)``).
        var own: [String: Own] = [:]
        /// Depth → type → member → what calling that member does (``memberWork(of:member:depth:)``).
        var memberOwn: [[String: [String: Own]]] = Array(repeating: [:], count: TypeWork.typeDepth + 1)
        var membersByName: [String: TypeSummaries.Members] = [:]
        /// Type → member base name → what the member does by itself.
        var ownSignals: [String: [String: [Responsibility: Evidence]]] = [:]
        /// Type → member base name → how it calls the type's other members and out of the type.
        var calls: [String: [String: TypeSummaries.Calls]] = [:]
        var helperWork: [String: [String: [Work]]] = [:]
        /// Type → member base name → what calling it on the type does as a helper would (``staticHelperWork(of:)``).
        var staticHelperWork: [String: [String: [Work]]] = [:]
        /// Depth → type → why its instances store data at that depth (`.some(nil)`: they do not).
        var stores: [[String: Work?]] = Array(repeating: [:], count: SettingSummaries.depth + 1)
        var settings: [String: [String: Work]] = [:]
        var members: [String: [(file: String, member: MemberFacts)]] = [:]
        var memberNames: [String: Set<String>?] = [:]
        var propertyTypes: [String: [String: String]?] = [:]
        var classMemberTypes: [String: [String: String]] = [:]
        var parents: [String: [String]] = [:]
        /// Depth → type → whether it is a model, looking that many types up and out.
        var models: [[String: Bool]] = Array(repeating: [:], count: TypeWork.inheritanceDepth + 1)
        var roles: [String: Role] = [:]
        /// Type → member base name → where each of its ``TypeSummaries/Calls/outgoing`` calls
        /// leads, by position.
        var targets: [String: [String: [[Target]]]] = [:]
    }

    /// A lock and the tables it guards. `@unchecked Sendable`: `tables` is read and written
    /// under `lock` only (``withTables(of:_:)``).
    private final class Shard: @unchecked Sendable {
        let lock = NSLock()
        var tables = Tables()
    }

    /// The tables, split by type name among several locks: every call of every analysis
    /// thread reads them, and behind one lock two threads kept putting each other to sleep.
    private let shards = (0..<16).map { _ in Shard() }

    /// `body` applied to the tables holding `type`'s answers, under their lock.
    private func withTables<Result>(of type: String, _ body: (inout Tables) -> Result) -> Result {
        var hash = type.utf8.count
        for byte in type.utf8.suffix(3) { hash = hash &* 31 &+ Int(byte) }
        let shard = shards[hash & (shards.count - 1)]
        return shard.lock.withLock { body(&shard.tables) }
    }

    /// Calls into other project types are followed this many types deep: a controller's
    /// repository, the request object it builds, and that object's base classes.
    static let typeDepth = 6
    /// An inherited member is looked for this many ancestors up.
    static let inheritanceDepth = 8

    init(
        types: [String: [TypeParts.Part]], helpers: [String: [TypeParts.Part]] = [:], conformers: [String: [String]] = [:],
        observableProtocols: Set<String> = [], classifier: MemberClassifier
    ) {
        self.types = types
        self.helpers = helpers
        self.conformers = conformers
        self.classifier = classifier
        observableMarkers = classifier.catalog.names.viewModelMarkers.union(observableProtocols)
        var nested: [String: Set<String>] = [:]
        for (name, parts) in types {
            for part in parts {
                guard let dot = part.facts.name.utf8.firstIndex(of: UInt8(ascii: ".")) else { continue }
                let outer = String(part.facts.name[..<dot])
                if outer != name, types[outer] != nil { nested[outer, default: []].insert(name) }
            }
        }
        nestedTypes = nested.mapValues { $0.sorted() }
        var children: [String: [String]] = [:]
        var declarations: [String: Set<String>] = [:]
        for (name, parts) in types.sorted(by: { $0.key < $1.key }) {
            for part in parts where part.facts.kind == .class {
                guard let parent = part.facts.inheritedTypes.first?.withoutGenericArguments.simpleTypeName,
                    parent != name, types[parent] != nil,
                    declarations[parent, default: []].insert(part.file + ":" + String(part.facts.startLine)).inserted
                else { continue }
                children[parent, default: []].append(name)
            }
        }
        subclasses = children
        var enclosing: [String: [String]] = [:]
        for (name, parts) in types {
            for part in parts {
                let outers = part.facts.name.split(separator: ".").dropLast().reversed().map(String.init)
                for outer in outers where outer != name && types[outer] != nil && enclosing[name]?.contains(outer) != true {
                    enclosing[name, default: []].append(outer)
                }
            }
        }
        enclosingTypes = enclosing
        var functions: [String: [FreeFunction]] = [:]
        // A name two files declare with different types is no one global's.
        var globals: [String: Global] = [:]
        for (name, parts) in types where parts.first?.facts.kind == .functions {
            for part in parts {
                let isHeader = part.file.hasSuffix(".h")
                let variables = part.facts.members.filter { $0.kind != .method && !$0.isPrivate }
                for (global, type) in TypeSummaries.declaredTypes(of: variables) {
                    globals[global] = globals[global].map { $0.type == type ? $0 : Global(type: "", holder: "") }
                        ?? Global(type: type, holder: name)
                }
                for member in part.facts.members where member.kind == .method {
                    let isFileLocal = member.isPrivate || (!isHeader && member.modifiers.contains("static"))
                    functions[member.baseName, default: []].append(
                        FreeFunction(name: member.name, file: part.file, type: name, isFileLocal: isFileLocal))
                }
            }
        }
        // In path order, so which of two equally near declarations runs is the same on every run.
        self.functions = functions.mapValues { $0.sorted { $0.file < $1.file } }
        self.globals = globals.filter { !$0.value.type.isEmpty }
    }

    /// Whether `type` is a file's free functions (``TypeFacts/functionsType(inFile:)``), which
    /// evidence names by the function alone.
    static func isFunctions(_ type: String) -> Bool {
        type.hasPrefix(TypeFacts.functionsName)
    }

    /// Whether a file of the project declares a free function of the base name `name`.
    func declaresFreeFunction(named name: String) -> Bool {
        functions[name] != nil
    }

    /// The type (``TypeFacts/functionsType(inFile:)``) holding the free function named `name`
    /// (a base name) that a call written in `file` runs: one the project declares there, else
    /// one another file declares for others to call, the nearest when several do
    /// (``ProjectIndex/nearest(to:among:)``: two targets' helpers of one name), of those whose
    /// full name `accepting` takes. `nil` when the project declares none: `NSLocalizedString`,
    /// `dispatch_async` and `max` are the frameworks'.
    func freeFunction(named name: String, calledFrom file: String, accepting: (String) -> Bool = { _ in true }) -> String? {
        guard let declared = functions[name] else { return nil }
        let visible = declared.filter { ($0.file == file || !$0.isFileLocal) && accepting($0.name) }
        guard let only = visible.first else { return nil }
        guard visible.count > 1, let nearest = ProjectIndex.nearest(to: file, among: visible.map(\.file)) else { return only.type }
        return visible.first { $0.file == nearest }?.type
    }

    /// The types nested in `type` that declare `member` (a base name), in name order. Only
    /// those are followed: a namespace can hold hundreds of types.
    func nestedImplementers(of type: String, member: String) -> [String] {
        guard let nested = nestedTypes[type] else { return [] }
        if let known = withTables(of: type, { $0.nestedByMember[type] }) { return known[member] ?? [] }
        var byMember: [String: [String]] = [:]
        for name in nested {
            for base in memberNames(of: name) ?? [] { byMember[base, default: []].append(name) }
        }
        withTables(of: type) { $0.nestedByMember[type] = byMember }
        return byMember[member] ?? []
    }

    /// What calling `member` (a base name) of `type` (a simple name) does, following calls
    /// into other project types `depth` types deep (0: only `type`'s own members); empty for a
    /// type or member the project does not declare.
    func work(of type: String, member: String, depth: Int) -> [Work] {
        memberWork(of: type, member: member, depth: depth).work[member] ?? []
    }

    /// Member base name → what calling it does, for the members the project adds to the type
    /// `type` it does not declare (`extension UIView { func shake() }`), or for a file's free
    /// functions (``TypeFacts/functionsType(inFile:)``, `func animateWithKeyboard(_:)`): their
    /// own work among ``AuditCatalog/helperResponsibilities`` and what they reach through the
    /// extension's (or the file's) other members; of other types, only the alert a call named
    /// for alerts shows (a category on `UIViewController` calling `[Utils alertWithTitle:…
    /// from:self]`): the helper is the alert helper its caller sees.
    func helperWork(of type: String) -> [String: [Work]] {
        if let known = withTables(of: type, { $0.helperWork[type] }) { return known }
        let responsibilities = classifier.catalog.helperResponsibilities
        let parts = Self.isFunctions(type) ? types[type] ?? [] : helpers[type] ?? []
        let byName = TypeSummaries.members(TypeParts.members(of: parts))
        var targets: [String: [[Target]]] = [:]
        let found = TypeSummaries.summarise(
            byName, responsibilities: responsibilities,
            calls: { self.calls(of: type, member: $0, byName: byName) },
            own: { member in
                TypeSummaries.ownWork(
                    of: byName.members[member] ?? [], responsibilities: responsibilities, classifier: self.classifier,
                    frameworkSelf: true, signalsOnly: self.classifier.catalog.helperSignalsOnly)
            },
            reach: { member, position in
                let outgoing = self.calls(of: type, member: member, byName: byName).outgoing
                guard responsibilities.contains(.alerts), DelegationRules.namesAlertHelper(outgoing[position].name) else { return [] }
                if targets[member] == nil { targets[member] = self.targets(of: type, member: member, byName: byName) }
                var following = Following()
                return self.reach(targets[member]?[position] ?? [], in: type, depth: Self.typeDepth - 1, following: &following)
                    .work.filter { $0.responsibility == .alerts }
            })
        let work = Self.droppingOverloads(
            Self.returningResults(found, members: byName, signalsOnly: classifier.catalog.helperSignalsOnly), members: byName)
        withTables(of: type) { $0.helperWork[type] = work }
        return work
    }

    /// `work` less what declarations show that hand their arguments on to a member of their own
    /// name and labels (`present(_ picker: UIImagePickerController, animated:completion:)` ending
    /// in `present(picker as UIViewController, …)`): they overload it by the argument's type, so
    /// a call of that name runs the framework's member as often as theirs, and which one the
    /// auditor cannot tell without the argument's type. The call is read as the framework's.
    private static func droppingOverloads(_ work: [String: [Work]], members: TypeSummaries.Members) -> [String: [Work]] {
        var result = work
        for (baseName, declarations) in members.members {
            let overloads = Set(
                declarations.lazy.map(\.member).filter { member in
                    member.events.contains { event in
                        guard event.kind == .call, event.receiver == .own, event.name == baseName, let labels = event.labels,
                            !labels.isEmpty
                        else { return false }
                        return member.name == baseName + "(" + labels + ")"
                    }
                }.map(\.name))
            guard !overloads.isEmpty, let found = result[baseName] else { continue }
            result[baseName] = found.filter { !overloads.contains($0.evidence.member) }
        }
        return result
    }

    /// Whether `member` belongs to its type rather than to an instance (initializers aside).
    private static func isStatic(_ member: MemberFacts) -> Bool {
        member.kind == .initializer || member.kind == .deinitializer || member.modifiers.contains("static")
            || member.modifiers.contains("class")
    }

    /// `work` less the responsibilities carried by signals alone for members none of whose
    /// declarations hands back what they make: a helper formats for its caller only the text it
    /// returns (`load(content:justify:)` filling a page it loads itself formats nothing for its
    /// caller), and dequeues for it only the cell it returns.
    private static func returningResults(
        _ work: [String: [Work]], members: TypeSummaries.Members, signalsOnly: [Responsibility: Signal.HelperResult]
    ) -> [String: [Work]] {
        guard !signalsOnly.isEmpty else { return work }
        var result: [String: [Work]] = [:]
        for (member, items) in work {
            let declarations = members.members[member] ?? []
            let kept = items.filter { item in
                guard let handsBack = signalsOnly[item.responsibility] else { return true }
                return declarations.contains { MemberClassifier.returns(handsBack, $0.member) }
            }
            if !kept.isEmpty { result[member] = kept }
        }
        return result
    }

    /// Member base name → what calling it on the project type `type` itself, when all its
    /// members are static (a namespace), does among the work a helper carries by its signals
    /// alone (``AuditCatalog/helperSignalsOnly``), through the type's other members: a string
    /// table's `Localizable.connectingTo(name)` (any SwiftGen enum, whatever its name) fills a
    /// format with its caller's values, as a helper on `String` does. Of any other type, only
    /// what its class members hand back as a value: a cell's `+cellForTableView:` dequeues the
    /// cell it returns for its caller. Not followed into other types.
    func staticHelperWork(of type: String) -> [String: [Work]] {
        if let known = withTables(of: type, { $0.staticHelperWork[type] }) { return known }
        let signalsOnly = classifier.catalog.helperSignalsOnly
        let all = members(of: type) ?? []
        // Text only from a namespace of functions (a string table, a formatting helper): a
        // model's class function naming one of its fields (`EntryField.getVisibleName(for:)`)
        // is the model's word.
        let isNamespace = all.allSatisfy { Self.isStatic($0.member) }
        let responsibilities = classifier.catalog.helperResponsibilities.filter {
            isNamespace ? signalsOnly[$0] != nil : signalsOnly[$0] == .value
        }
        var found: [String: [Work]] = [:]
        let byName =
            isNamespace
            ? membersByName(of: type) : TypeSummaries.members(all.filter { Self.isStatic($0.member) && $0.member.kind != .initializer })
        if !responsibilities.isEmpty, let byName {
            found = TypeSummaries.summarise(
                byName, responsibilities: responsibilities,
                calls: { self.calls(of: type, member: $0, byName: byName) },
                own: { member in
                    TypeSummaries.ownWork(
                        of: byName.members[member] ?? [], responsibilities: responsibilities, classifier: self.classifier,
                        frameworkSelf: false, signalsOnly: signalsOnly)
                })
            found = Self.returningResults(found, members: byName, signalsOnly: signalsOnly)
        }
        withTables(of: type) { $0.staticHelperWork[type] = found }
        return found
    }

    /// The properties of `type` that store what is assigned to them (see ``SettingSummaries``).
    func settings(of type: String) -> [String: Work] {
        if let known = withTables(of: type, { $0.settings[type] }) { return known }
        let bases = classifier.catalog.names.propertyStoreBases
        let found = SettingSummaries.settings(
            of: type, members: members(of: type) ?? [], storage: storage(of: type),
            keptBy: inheritedNames(of: type).first(where: bases.contains),
            stores: { self.store(of: $0, depth: SettingSummaries.depth) })
        withTables(of: type) { $0.settings[type] = found }
        return found
    }

    /// The type (a simple name) a global variable of the project named `name` is declared
    /// with: `defaults` for `let defaults = UserDefaults.standard` is a `UserDefaults`.
    func globalType(named name: String) -> String? {
        globals[name]?.type
    }

    /// What a capitalised receiver names: the project's type of that name, else the type of
    /// the project's global of that name (`Current.settingsStore` for `var Current:
    /// AppEnvironment`, the environment pattern), else the framework type it is. A type nested
    /// in another (`AccountViewController.Settings`) goes by that name only inside it, so a
    /// global of the name (`let Settings = SettingsStore()`) is what other code means.
    func typeOrGlobal(named name: String) -> String {
        guard let global = globals[name]?.type, conformers[name] == nil else { return name }
        guard let parts = types[name] else { return global }
        return parts.allSatisfy({ $0.facts.name.utf8.contains(UInt8(ascii: ".")) }) ? global : name
    }

    /// The full names of `type`'s declarations of the base name `member`
    /// (`requestImage(productImage:)`, `requestImage(asset:targetSize:)`), in their order.
    func declarationNames(of type: String, member: String) -> [String] {
        membersByName(of: type)?.members[member]?.map(\.member.name) ?? []
    }

    /// Whether `type` declares `member` (a base name) as a stored property set on assignment:
    /// not `lazy`, whose initializer runs once.
    func declaresStoredProperty(_ member: String, of type: String) -> Bool {
        membersByName(of: type)?.members[member]?.contains {
            $0.member.kind == .storedProperty && !$0.member.modifiers.contains("lazy")
        } ?? false
    }

    /// The member base names of `type`, with work or not; `nil` when the project does not
    /// declare it.
    func memberNames(of type: String) -> Set<String>? {
        if let known = withTables(of: type, { $0.memberNames[type] }) { return known }
        // With the names the other language calls its methods by (``TypeSummaries/members(_:)``).
        let names = membersByName(of: type)?.memberNames
        withTables(of: type) { $0.memberNames[type] = .some(names) }
        return names
    }

    /// Each property of `type` with its declared type, as a simple name; `nil` when it declares none.
    ///
    /// A protocol's (or composition's) are those its adopters declare alike: a value declared with
    /// it holds one of them, so `environment.networkManager` on `let environment: Environment`
    /// reaches the `NetworkManager` that the one class adopting the composition holds.
    func propertyTypes(of type: String) -> [String: String]? {
        if let known = withTables(of: type, { $0.propertyTypes[type] }) { return known }
        var declared = members(of: type).map { TypeSummaries.declaredTypes(of: $0.map(\.member)) }
        if declared == nil, let adopters = conformers[type] {
            var alike: [String: String] = [:]
            var differing: Set<String> = []
            for adopter in adopters {
                for (property, propertyType) in propertyTypes(of: adopter) ?? [:] {
                    if let other = alike.updateValue(propertyType, forKey: property), other != propertyType { differing.insert(property) }
                }
            }
            for property in differing { alike[property] = nil }
            declared = alike
        }
        let found = declared?.isEmpty == false ? declared : nil
        withTables(of: type) { $0.propertyTypes[type] = .some(found) }
        return found
    }

    /// What the members `type` answers as a class hand out, by base name, where an instance
    /// property of the same name holds another type (``propertyTypes(of:)`` keeps one type a
    /// name): class methods without arguments and class properties, Swift's `static` properties
    /// and methods without arguments; the type each is declared with, or `type` itself where none is
    /// (`+ (instancetype)manager` beside `@property AFHTTPSessionManager *manager`). A path that
    /// starts on the type (`[[V2DataManager manager] login…]`) can only mean the class's.
    func classMemberTypes(of type: String) -> [String: String] {
        if let known = withTables(of: type, { $0.classMemberTypes[type] }) { return known }
        let all = members(of: type) ?? []
        var found: [String: String] = [:]
        if all.contains(where: { $0.member.isStatic }) {
            let instance = TypeSummaries.declaredTypes(of: all.map(\.member).filter { !$0.isStatic })
            for (_, member) in all where member.isStatic {
                switch member.kind {
                case .storedProperty, .computedProperty: break
                case .method where member.parameterTypes.isEmpty: break
                default: continue
                }
                guard let held = instance[member.baseName] else { continue }
                let declared = member.declaredType?.withoutGenericArguments.trimmingTrailingOptionality.simpleTypeName
                let reached = declared.flatMap { $0.isSpelledAsClassName ? $0 : nil } ?? type
                if reached != held { found[member.baseName] = reached }
            }
        }
        withTables(of: type) { $0.classMemberTypes[type] = found }
        return found
    }

    /// Where a path that starts on the type `type` (``MemberEvent/receiverMember``) leads by its
    /// first step when that step is one of the type's class members (``classMemberTypes(of:)``):
    /// the type the member hands out and the rest of the path; `nil` when it is not one.
    func classStep(from type: String, path: String) -> (type: String, rest: String?)? {
        let members = classMemberTypes(of: type)
        guard !members.isEmpty else { return nil }
        guard let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) else { return members[path].map { ($0, nil) } }
        guard let reached = members[String(path[..<dot])] else { return nil }
        return (reached, String(path[path.utf8.index(after: dot)...]))
    }

    /// The type a local bound to the member `member` of the type `type` holds
    /// (``MemberFacts/LocalBinding/member(_:_:)``: `let api = APIClient.shared`): what the type
    /// hands out as a class (``classStep(from:path:)``), else the property's declared type, else
    /// the type itself. `type` may be a path from a type itself (`App.shared` for `let api =
    /// App.shared.gatewayService`), each step bound in turn.
    func boundType(ofMember member: String, of type: String) -> String {
        var type = type
        if let dot = type.utf8.lastIndex(of: UInt8(ascii: ".")) {
            type = boundType(ofMember: String(type[type.utf8.index(after: dot)...]), of: String(type[..<dot]))
        }
        return classStep(from: type, path: member)?.type ?? propertyTypes(of: type)?[member] ?? type
    }

    /// The type (a simple name) the method `method` (a base name) of the project type `type`
    /// is declared to return, where its declarations agree on one class name: `DcLot` for
    /// `func checkQR(_ code: String) -> DcLot`; `nil` when one returns nothing or another type.
    func returnType(of type: String, method: String) -> String? {
        var found: String?
        for (_, member) in members(of: type) ?? [] where member.kind == .method && member.baseName == method {
            guard let declared = member.declaredType else { return nil }
            let returned = declared.withoutGenericArguments.trimmingTrailingOptionality.simpleTypeName
            guard returned.isSpelledAsClassName, found == nil || found == returned else { return nil }
            found = returned
        }
        return found
    }

    /// Whether `type` is a model: a type the project declares to hold data, which a controller
    /// deciding on its state is applying a domain rule to (``DelegationRules``).
    ///
    /// A model is an enum, or a struct or class with stored properties of its own, whose
    /// superclasses are the project's models, `NSObject`, a Core Data or Realm object, or no
    /// framework class, and which adopts no framework protocol but coding and copying (a
    /// framework's names carry a capital prefix: `UIView`, `UITableViewDataSource`); a
    /// protocol is one when every type adopting it is. It does none of the work a controller
    /// can hand to a collaborator in its own code (requests, analytics, device services), stores
    /// nothing unless it is a database's object (a settings store or a manager writing files is
    /// persistence, a Core Data or Realm object saves itself; a database's object, and a value
    /// that copies or encodes itself, is a model whatever else its type does), is not named for a role that takes
    /// work from the controller (a view model, a coordinator) nor observable (the state a screen
    /// renders, as is a type named for a screen's prepared state: `*ViewData`, `*ViewState`,
    /// `*WindowState`, `*ControllerState`, `*DisplayState`, `*ScreenState`, `*LoadingState`,
    /// `*Presentation`, a bare `State`, or
    /// for the app's look: `*Theme`), is not named as a
    /// service or helper (`*Service`, `*Manager`, `*Cache`, `*Client`, `*Handler`, `*Helper`,
    /// `*Util`, `*Observer`, `*Monitor`, `*Storage`, `*Controller`) nor holding one or a
    /// view, is not an error, and is not nested in a type that is not a model (a
    /// controller's own `Section` enum is its screen's state).
    func isModel(_ type: String) -> Bool {
        isModel(type, depth: Self.inheritanceDepth)
    }

    /// Each depth is its own entry, so the answer never depends on which type was asked first.
    private func isModel(_ type: String, depth: Int) -> Bool {
        guard depth > 0 else { return false }
        if let known = withTables(of: type, { $0.models[depth][type] }) { return known }
        let found = looksLikeModel(type, depth: depth)
        withTables(of: type) { $0.models[depth][type] = found }
        return found
    }

    private func looksLikeModel(_ type: String, depth: Int) -> Bool {
        // A protocol the project's types adopt (`TaskProtocol`, `Promotion`): a model when every
        // adopter is one. (Protocols are not among `types`: they hold no work.)
        // What a screen renders, prepared for it (`KeyVerificationViewData`, `MainWindowState`),
        // or the look it renders with (`Theme`, `ColorPalette`), is decided already: branching
        // on it shows it.
        // A type named `State` alone is a screen's or a reducer's (ReactorKit's `Reactor.State`,
        // a feedback loop's `Types.State`): a model's states are its own type's cases.
        if Self.isPresentation(type) { return false }
        // A type named as a service (`TunnelsManager`, `ZimFileService`, `StatusEmbedCache`,
        // Apple's sample `Reachability`) does work for the screen, whatever its code shows
        // here: branching on it is asking the service, not deciding on the app's data.
        if Self.serviceSuffixes.contains(where: type.hasSuffix) || Self.storeSuffixes.contains(where: type.hasSuffix) { return false }
        if types[type] == nil, let adopters = conformers[type] {
            return !type.hasSuffix("Error") && !classifier.catalog.names.isDelegateRole(type)
                && adopters.allSatisfy { isModel($0, depth: depth - 1) }
        }
        guard let parts = types[type], let declaration = parts.first(where: { $0.facts.kind != .extension })?.facts,
            !classifier.catalog.names.isDelegateRole(type)
        else { return false }
        // A failure (`enum FileAccessError: Error`) is an operation's outcome, not a model's
        // state; an observable object (`@Observable`, `ObservableObject`) is the state a screen
        // renders, decided by it already: a view model or logic controller.
        // A type adopting a screen state's protocol (`struct LoginState: ViewModelState`, a
        // reducer's `State`) is that screen's state too.
        let isExcluded = parts.contains { part in
            part.facts.inheritedTypes.contains {
                Self.errorProtocols.contains($0) || observableMarkers.contains($0.simpleTypeName)
                    || Self.isPresentation($0.simpleTypeName)
            }
                || part.facts.attributes.contains(where: observableMarkers.contains)
        }
        if type.hasSuffix("Error") || isExcluded { return false }
        let outer = declaration.name.split(separator: ".").dropLast().last.map(String.init)
        if let outer, !isModel(outer, depth: depth - 1) { return false }
        // A database's object (Core Data, Realm) is the app's data whatever else its class
        // does (fetching its artwork, deleting its files): its state is a model's.
        if declaration.kind == .class, isEntity(type, depth: depth) { return true }
        switch declaration.kind {
        case .enum: break
        case .struct, .class:
            let stored = (members(of: type) ?? []).lazy.map(\.member).filter { $0.kind == .storedProperty && !$0.isStatic }
            guard !stored.isEmpty else { return false }
            // An object holding views or controllers (a table section, a picker, a popup, a
            // button's SwiftUI `Text` and `Image`) is part of the interface, whatever it
            // inherits; one holding services (GitHawk's `GithubClient` with its `FlatCache`)
            // is a service itself.
            let holdsInterfaceOrServices = stored.contains { member in
                guard let declared = member.declaredType else { return false }
                let name = declared.withoutGenericArguments.trimmingTrailingOptionality.simpleTypeName
                return Self.interfaceSuffixes.contains(where: name.hasSuffix) || Self.serviceSuffixes.contains(where: name.hasSuffix)
                    || Self.swiftUIViewValues.contains(name)
            }
            guard !holdsInterfaceOrServices else { return false }
        case .protocol:
            let adopters = conformers[type] ?? []
            return !adopters.isEmpty && adopters.allSatisfy { isModel($0, depth: depth - 1) }
        case .actor, .extension, .functions:
            return false
        }
        for inherited in parts.lazy.flatMap(\.facts.inheritedTypes) {
            let name = inherited.withoutGenericArguments.simpleTypeName
            // An Objective-C class may adopt a protocol of its own name (`@interface Login :
            // NSObject <Login>`): not a superclass.
            if name == type { continue }
            if let parent = types[name]?.first(where: { $0.facts.kind != .extension })?.facts, parent.kind == .class {
                guard isModel(name, depth: depth - 1) else { return false }
            } else if types[name] == nil, !Self.modelRoots.contains(name),
                // A framework's view or controller class without a prefix (WebKit's legacy
                // `WebView`, SwiftUI's `View`) is the interface as much as a prefixed one;
                // Foundation's `Operation` is a piece of work queued, whose `result` is its outcome.
                Self.hasFrameworkPrefix(name) || Self.interfaceSuffixes.contains(where: name.hasSuffix)
                    || Self.workRoots.contains(name)
            {
                return false
            }
        }
        let own = ownWork(of: type)
        // A value that copies or encodes itself (`NSCopying`, `Codable`) is data whatever else
        // its type does (login details that find their keychain item).
        if parts.contains(where: { $0.facts.inheritedTypes.contains(where: Self.valueProtocols.contains) }) { return true }
        return own.work.isEmpty && (own.storage == nil || isEntity(type, depth: depth))
    }

    /// What a type a call reaches is to the controller making it.
    struct Role: OptionSet, Sendable {
        let rawValue: UInt8
        /// In a delegate role (``CatalogNames/isDelegateRole(_:)``), or the project's delegate
        /// protocol, through which a controller tells its owner: the work is its to decide.
        static let delegate = Role(rawValue: 1)
        /// A view (``isView(_:)``).
        static let view = Role(rawValue: 2)
    }

    /// `type`'s role, worked out once: every call and condition of every controller asks.
    func role(of type: String) -> Role {
        if let known = withTables(of: type, { $0.roles[type] }) { return known }
        var role: Role = []
        // A protocol the project's types adopt, named for a delegate (`StorePickerViewControllerDelegate`,
        // `id<PinViewControllerDelegate>`), is the owner's side: telling it what happened leaves
        // the next step, a request or a share sheet, to the coordinator that adopts it. (Only
        // classes are among `types`: `AppDelegate` is a collaborator like any other.)
        // So is a protocol that only such types adopt, whatever its name: a module's output
        // (`weak var moduleOutput: WavesPopupModuleOutput?`) adopted by its coordinator.
        let names = classifier.catalog.names
        if names.isDelegateRole(type)
            || (type.hasSuffix("Delegate") && types[type] == nil && conformers[type] != nil)
            || (types[type] == nil && conformers[type].map { !$0.isEmpty && $0.allSatisfy(names.isDelegateRole) } == true)
        {
            role.insert(.delegate)
        }
        if isView(type) { role.insert(.view) }
        withTables(of: type) { $0.roles[type] = role }
        return role
    }

    /// Whether `type` is a view, a cell, a control or a window: its name, or a class it
    /// inherits (the project's, or the framework's it ends in), ends like one (`VLCArtworkTile:
    /// UIView`, `ClientItemCell`). What a view does for itself, a cell loading its artwork, is
    /// the view's own work: a smarter view taking it from the controller (``DelegationRules``).
    private func isView(_ type: String) -> Bool {
        var current = [type]
        for _ in 0..<Self.inheritanceDepth where !current.isEmpty {
            var next: [String] = []
            for name in current {
                if Self.viewSuffixes.contains(where: name.hasSuffix) { return true }
                next += (types[name] ?? []).flatMap(\.facts.inheritedTypes).map(\.withoutGenericArguments.simpleTypeName)
                    .filter { $0 != name }
            }
            current = next
        }
        return false
    }

    /// Whether the project declares `type` as an enum: a call right on its name builds one of
    /// its cases (`Item.track(settings)`).
    func isEnum(_ type: String) -> Bool {
        types[type]?.contains { $0.facts.kind == .enum } == true
    }

    /// Whether `type` is a cell a list dequeues: a class it inherits ends in `Cell` where the
    /// project's classes end (`OATextInputFloatingCell : UITableViewCell`), or the project does
    /// not declare it, so its name is all there is. Not a plain view a form names a cell
    /// (`AddressCell: UIView`): a controller holding one keeps no cell from reuse.
    func isCell(_ type: String) -> Bool {
        guard types[type] != nil else { return true }
        var current = [type]
        for _ in 0..<Self.inheritanceDepth where !current.isEmpty {
            var next: [String] = []
            for name in current {
                for parent in (types[name] ?? []).flatMap(\.facts.inheritedTypes).map(\.withoutGenericArguments.simpleTypeName)
                where parent != name {
                    if types[parent] != nil {
                        next.append(parent)
                    } else if parent.hasSuffix("Cell") {
                        return true
                    }
                }
            }
            current = next
        }
        return false
    }

    /// The type-name endings of views and what a window shows; not `Controller`, which ends
    /// API and data controllers' names too.
    private static let viewSuffixes = ["View", "Cell", "Button", "Label", "Field", "Control", "Window"]

    /// Whether `type` is a Core Data, Realm or SwiftData object (``CatalogNames/databaseObjectBases``,
    /// ``CatalogNames/databaseObjectMacros``), directly or through the project's classes.
    private func isEntity(_ type: String, depth: Int) -> Bool {
        guard depth > 0, let parts = types[type] else { return false }
        let names = classifier.catalog.names
        if parts.contains(where: { $0.facts.attributes.contains(where: names.databaseObjectMacros.contains) }) { return true }
        return parts.lazy.flatMap(\.facts.inheritedTypes).contains { inherited in
            let name = inherited.withoutGenericArguments.simpleTypeName
            return names.databaseObjectBases.contains(name)
                || (name != type && isEntity(name, depth: depth - 1))
        }
    }

    /// The protocols of a value that copies or encodes itself.
    private static let valueProtocols: Set<String> = [
        "NSCopying", "NSMutableCopying", "NSCoding", "NSSecureCoding", "Codable", "Encodable", "Decodable",
    ]

    /// The protocols an error adopts.
    private static let errorProtocols: Set<String> = ["Error", "LocalizedError", "CustomNSError"]

    /// The type-name endings of a screen's prepared state (display values, saved state, whether
    /// its data is loading or failed to, how a value or a sheet is presented:
    /// `OrderStatusPresentation`) and of the app's look (`ThemeService.shared.theme.isDark`
    /// picks colours, no rule of the app).
    private static let presentationSuffixes = [
        "ViewData", "ViewState", "WindowState", "ControllerState", "DisplayState", "ScreenState", "LoadingState",
        "ViewModelState", "Presentation", "Theme", "Palette", "Appearance",
    ]

    /// Whether a type's (or a protocol's) name says it is what a screen renders
    /// (``presentationSuffixes``, or `State` alone).
    private static func isPresentation(_ name: String) -> Bool {
        name == "State" || presentationSuffixes.contains(where: name.hasSuffix)
    }

    /// The type-name endings of services, of helpers the app wrote for its screens
    /// (`SyncerHelper.getSyncer(…)`, Bither's `[[BlockUtil instance] syncSpvFinish]`), and of
    /// objects that watch the window or the device for them (`AppWidthObserver.shared
    /// .isLargeWidth`, a `PathMonitor`): what one answers is asked of it, whatever little it stores.
    private static let serviceSuffixes = [
        "Service", "Manager", "Cache", "Client", "Handler", "Reachability", "Helper", "Util", "Utils", "Utility", "Observer",
        "Monitor",
    ]

    /// The type-name endings of types that keep or fetch the app's data for its screens, as
    /// services do, beyond ``serviceSuffixes``: a `*Storage` (`CertificateStorage.shared
    /// .errorCode()`), a `*Controller` that is no view controller (`ExploreObservationsController`,
    /// `NCConnectionController`), a list's `*DataSource` (`dataSource.multipleBanners`). A model
    /// may hold one (a protobuf message's `UnknownStorage`).
    private static let storeSuffixes = ["Storage", "Controller", "DataSource"]

    /// The type-name endings of views, controls and controllers.
    private static let interfaceSuffixes = ["View", "Controller", "Button", "Label", "Cell", "Bar", "Field", "Window"]
    /// SwiftUI's views held as values, named without a view suffix.
    private static let swiftUIViewValues: Set<String> = ["Text", "Image", "AnyView"]

    /// Foundation's classes of work to run, without a prefix in Swift: no model derives from them.
    private static let workRoots: Set<String> = ["Operation", "BlockOperation", "Thread"]

    /// Framework classes a model may inherit from, and protocols it may adopt.
    private static let modelRoots: Set<String> = [
        "NSObject", "NSManagedObject", "RLMObject", "NSCoding", "NSSecureCoding", "NSCopying", "NSMutableCopying",
    ]

    /// Whether a class name starts with a framework's capital prefix: `UIView`, `NSWindow`,
    /// `AVPlayer` (two or more capitals before a capitalised word).
    private static func hasFrameworkPrefix(_ name: String) -> Bool {
        let utf8 = Array(name.utf8.prefix(8))
        var capitals = 0
        while capitals < utf8.count, utf8[capitals] >= UInt8(ascii: "A"), utf8[capitals] <= UInt8(ascii: "Z") { capitals += 1 }
        return capitals >= 3 && capitals < utf8.count
    }

    /// `type`'s members that persist, with the first evidence: what they do themselves and
    /// through their own type's members. Persistence is never taken from another type, so
    /// this is the answer at every depth.
    private func storage(of type: String) -> [String: Work]? {
        ownWork(of: type).storage
    }

    /// What every member of `type` does by itself and through `type`'s other members, not
    /// following other project types: what a whole type stores, and whether it does any work.
    private func ownWork(of type: String) -> Own {
        if let known = withTables(of: type, { $0.own[type] }) { return known }
        let result = summary(of: type, asked: nil, depth: 0)
        withTables(of: type) { $0.own[type] = result }
        return result
    }

    /// What calling `member` of `type` does, following calls into other project types `depth`
    /// types deep: only the members it reaches are classified, and only their calls followed
    /// (a controller calls a few members of each type it holds). Each depth is its own entry,
    /// so the answer never depends on which member an analysis asked about first, even where
    /// types call each other in a cycle.
    private func memberWork(of type: String, member: String, depth: Int) -> Own {
        if let known = withTables(of: type, { $0.memberOwn[depth][type]?[member] }) { return known }
        let result = summary(of: type, asked: [member], depth: depth)
        withTables(of: type) { tables in
            for keptDepth in Self.depths(sharing: result, from: depth) { tables.memberOwn[keptDepth][type, default: [:]][member] = result }
        }
        return result
    }

    /// The depths an answer worked out at `depth` holds for: every depth from 1 when no call
    /// led into another type, every greater depth when no chain reached the limit.
    private static func depths(sharing result: Own, from depth: Int) -> ClosedRange<Int> {
        depth > 0 && !result.reachedAnotherType ? 1...typeDepth : result.isTruncated ? depth...depth : depth...typeDepth
    }

    /// What the members in `asked` (every member when `nil`) of `type` do, following calls
    /// into other project types `depth` types deep.
    private func summary(of type: String, asked: Set<String>?, depth: Int) -> Own {
        var result = Own(work: [:], storage: nil)
        var following = Following()
        if let byName = membersByName(of: type) {
            let delegable = classifier.catalog.delegable
            // Only work the caller waits for the result of is followed into other members
            // and types (a call that starts a request deals with the request); fire-and-forget
            // work deep inside (`install` logging an analytics event) is the callee's own.
            // Persistence is followed for settings (a setter calling `save()`), and alerts for
            // an alert helper's members that word their alert through another (`+info:` calling
            // `[self warnOrInfo:…]`): only a type named for alerts hands them on (``DelegationRules``).
            let followed = classifier.catalog.awaitedCallsOnly.union([.persistence, .alerts])
            var targets: [String: [[Target]]] = [:]
            let found = TypeSummaries.summarise(
                byName, responsibilities: delegable + [.persistence], followed: followed, of: asked,
                calls: { self.calls(of: type, member: $0, byName: byName) },
                own: { self.ownSignals(of: type, member: $0, byName: byName) },
                reach: { member, position in
                    if targets[member] == nil { targets[member] = self.targets(of: type, member: member, byName: byName) }
                    // At depth 0 a call is only resolved: one that would reach another
                    // member marks the limit.
                    let (work, service) = self.reach(
                        targets[member]?[position] ?? [], in: type, depth: depth - 1, following: &following)
                    // A call on the type's own framework object (`generator.selectionChanged()`
                    // on `let generator = UISelectionFeedbackGenerator()`) is the member's own
                    // work, as the same call written inline would be.
                    return work.filter { delegable.contains($0.responsibility) && followed.contains($0.responsibility) } + service
                })
            // Persistence is summarised with the delegable work (one classification per
            // member) but only ever reached by an assignment (settings).
            for (member, memberWork) in found {
                if let stored = memberWork.first(where: { $0.responsibility == .persistence }) {
                    result.storage = result.storage ?? [:]
                    result.storage?[member] = stored
                }
                let calls = memberWork.filter { $0.responsibility != .persistence }
                if !calls.isEmpty { result.work[member] = calls }
            }
        }
        result.isTruncated = following.reachedTheLimit
        result.reachedAnotherType = following.reachedAnotherType
        return result
    }

    /// How the members named `member` of `type` call its other members and out of it, read
    /// the first time a summary needs them.
    private func calls(of type: String, member: String, byName: TypeSummaries.Members) -> TypeSummaries.Calls {
        if let known = withTables(of: type, { $0.calls[type]?[member] }) { return known }
        let found = TypeSummaries.calls(of: byName.members[member] ?? [], key: member, type: type, memberNames: byName.memberNames)
        withTables(of: type) { $0.calls[type, default: [:]][member] = found }
        return found
    }

    /// What the members named `member` of `type` do by themselves, classified the first time
    /// a summary needs them.
    private func ownSignals(of type: String, member: String, byName: TypeSummaries.Members) -> [Responsibility: Evidence] {
        if let known = withTables(of: type, { $0.ownSignals[type]?[member] }) { return known }
        let found = TypeSummaries.ownWork(
            of: byName.members[member] ?? [], responsibilities: classifier.catalog.delegable + [.persistence],
            classifier: classifier, frameworkSelf: false)
        withTables(of: type) { $0.ownSignals[type, default: [:]][member] = found }
        return found
    }

    /// Where a call in a type's code leads, whatever the depth: a member of a project type,
    /// or the work of a property of the calling type declared with a framework type.
    private enum Target {
        case member(String, of: String)
        /// An operation's `main()` or `start()`, run by building the operation
        /// (``initializers(of:)``): what it does within its own type, not what the objects it
        /// drives do (an install operation that calls a server manager is that manager's work).
        case run(String, of: String)
        /// With the service work of the framework type it is declared as (``serviceWork(of:in:awaited:answering:)``),
        /// worked out once where the call is resolved; a property of the calling type, or of
        /// the project type `of` a path of properties ends on.
        case property(String, of: String? = nil, service: [Work])
    }

    /// What a call made in `type`'s code does `depth` types deeper: the work of the first of
    /// its `targets` (``targets(of:member:byName:)``) that does any, and, for a call on one of
    /// `type`'s own properties, the service work of the framework type it is declared as
    /// (``serviceWork(of:in:awaited:answering:)``). Past the limit (`depth` below 0) a call reaching a member
    /// marks the limit instead.
    private func reach(
        _ targets: [Target], in type: String, depth: Int, following: inout Following
    ) -> (work: [Work], service: [Work]) {
        for target in targets {
            switch target {
            case .property(let property, let owner, let service):
                // The framework object the property is declared as does its service's work
                // at any depth: that is the calling member's own work, and reading it follows
                // nothing.
                guard depth >= 0 else {
                    if service.isEmpty, mayWork(property, of: owner ?? type) { following.reachedTheLimit = true }
                    return ([], service)
                }
                return (work(of: owner ?? type, member: property, depth: 0), service)
            case .member(let member, let candidate), .run(let member, let candidate):
                // Past the limit a framework object among the later targets (what a protocol
                // the project's types and a framework class adopt holds) still does its
                // service's work.
                guard depth >= 0 else {
                    following.reachedTheLimit = true
                    continue
                }
                let isRun = if case .run = target { true } else { false }
                let reached = memberWork(of: candidate, member: member, depth: isRun ? 0 : depth)
                following.reachedAnotherType = true
                if reached.isTruncated { following.reachedTheLimit = true }
                // Named with its type, since the caller's type is not where it is written.
                let found = (reached.work[member] ?? []).map { work in
                    var work = work
                    if !work.evidence.member.contains("."), !Self.isFunctions(candidate) {
                        work.evidence.member = candidate + "." + work.evidence.member
                    }
                    return work
                }
                if !found.isEmpty { return (found, []) }
            }
        }
        return ([], [])
    }

    /// The service work of the framework type `type`'s property `property` is declared as
    /// (``AuditCatalog/serviceWork``): a call on `let generator = UISelectionFeedbackGenerator()`
    /// plays haptics, as the same call on a controller's property does. Only the type counts,
    /// not what a `lazy var`'s closure happens to do. Persistence counts too, for what the
    /// type stores (``storage(of:)``): a settings wrapper's `[self.defaults setBool:value
    /// forKey:key]` on `@property NSUserDefaults *defaults`, or on a getter method returning
    /// one, writes the setting its setter is called for; it never reaches a caller otherwise.
    /// Networking counts here, not in a controller's own calls: a caller gets it only by
    /// waiting for the result. A library's type named for its job (``ResponsibilityDetector/namedTypes``) does that job
    /// too, as it does called from a controller: an API client's `WebSocket *_socket` sends
    /// its requests, `[self->_socket sendText:…]`; so does a library's client
    /// (``ResponsibilityDetector/libraryClients``) when the call on it is `awaited`, and any
    /// library's object when the call is `answering` in a success and a failure block. Not an
    /// alert's: an alert is a caller's only through an alert helper. A property declared as a
    /// protocol of the app that a framework class adopts (`private let storage:
    /// ConfigurationStorage` beside `extension UserDefaults: ConfigurationStorage`) holds that
    /// class, whatever test double also adopts it.
    private func serviceWork(of property: String, in type: String, awaited: Bool, answering: Bool) -> [Work] {
        // An Objective-C instance variable `_socket` is the `socket` that messages name
        // (``TypeSummaries/declaredTypes(of:)``).
        guard let held = propertyTypes(of: type)?[property], types[held] == nil,
            let members = membersByName(of: type)?.members,
            let (file, member) = (members[property] ?? members["_" + property])?.first
        else { return [] }
        let adopters = conformers[held]
        var found: [Work] = []
        for declared in adopters?.filter({ types[$0] == nil }) ?? [held] {
            addServiceWork(of: declared, held: member, in: file, awaited: awaited, answering: answering, to: &found)
        }
        return found
    }

    /// Adds to `found` the service work a holder's `member` in `file` gets from holding a
    /// framework `declared` (``serviceWork(of:in:awaited:answering:)``), for responsibilities not yet in it.
    private func addServiceWork(
        of declared: String, held member: MemberFacts, in file: String, awaited: Bool, answering: Bool, to found: inout [Work]
    ) {
        let catalog = classifier.catalog
        // A networking client held (`MoyaProvider`, `URLSession`) makes the requests its
        // holder's members send through it, whatever the declaration shows; a held task
        // (`URLSessionDataTask`, not counted in stored properties) makes none, nor does a
        // type that is networking only beside a response (a `JSONDecoder` reads files too).
        for entry in catalog.signals.entries(for: EvidenceToken(kind: .type, name: declared, receiver: .own, line: 0))
        where (catalog.serviceWork.contains(entry.responsibility)
            || (entry.responsibility == .networking && entry.signal.countsInStoredProperties && entry.signal.onlyWith.isEmpty
                && (entry.signal.modules.isEmpty || !(classifier.imports[file]?.isDisjoint(with: entry.signal.modules) ?? true))))
            && (catalog.delegable.contains(entry.responsibility) || entry.responsibility == .persistence)
            && !found.contains(where: { $0.responsibility == entry.responsibility })
        {
            found.append(
                Work(
                    responsibility: entry.responsibility,
                    evidence: Evidence(member: member.name, file: file, line: member.startLine, token: declared, reason: entry.signal.reason)))
        }
        for (responsibility, patterns) in catalog.namedTypes
        where responsibility != .alerts && catalog.delegable.contains(responsibility)
            && !found.contains(where: { $0.responsibility == responsibility })
        {
            guard let pattern = patterns.first(where: { $0.matches(declared) }) else { continue }
            found.append(
                Work(
                    responsibility: responsibility,
                    evidence: Evidence(
                        member: member.name, file: file, line: member.startLine, token: declared,
                        reason: "holds a \(declared), named for \(responsibility.id) work (\(pattern))")))
        }
        // A library's client held (`AlfrescoPersonService *personService`) answers from its
        // server when the holder's member waits for it (`[self.personService
        // retrievePersonWithIdentifier:… completionBlock:^{ … }]`); not a Swift name of a
        // prefixed class of the project (`PlaybackService` for `VLCPlaybackService`).
        for (responsibility, patterns) in catalog.libraryClients
        where awaited && !found.contains(where: { $0.responsibility == responsibility }) {
            guard let pattern = patterns.first(where: { $0.matches(declared) }), !namesPrefixedType(declared) else { continue }
            found.append(
                Work(
                    responsibility: responsibility,
                    evidence: Evidence(
                        member: member.name, file: file, line: member.startLine, token: declared,
                        reason: "holds a \(declared), a library's client (\(pattern))")))
        }
        // A library's object answering in a success and a failure block (`[_room
        // sendTextMessage:text success:^{ … } failure:^(NSError *error) { … }]`) makes a
        // request, as it does called from a controller (``DelegationRules``).
        if answering, declared.startsWithASCIICapital, !found.contains(where: { $0.responsibility == .networking }),
            !catalog.signals.knows(.type, declared), !namesPrefixedType(declared)
        {
            found.append(
                Work(
                    responsibility: .networking,
                    evidence: Evidence(
                        member: member.name, file: file, line: member.startLine, token: declared,
                        reason: "holds a \(declared), whose calls answer in success and failure blocks, as a request to a server does")))
        }
    }

    /// Whether the project declares `type` under an Objective-C class prefix
    /// (``DelegationRules/isPrefixed(_:spelling:)``).
    private func namesPrefixedType(_ type: String) -> Bool {
        types.keys.contains { DelegationRules.isPrefixed($0, spelling: type) }
    }

    /// Where each call `member` of `type` makes outside the type leads, by its position in
    /// ``TypeSummaries/Calls/outgoing`` (read there at every depth without hashing the call),
    /// worked out once for every depth that asks.
    private func targets(of type: String, member: String, byName: TypeSummaries.Members) -> [[Target]] {
        if let known = withTables(of: type, { $0.targets[type]?[member] }) { return known }
        let declaring = Declaring(
            type: type, file: byName.members[member]?.first?.file ?? "", parents: parents(of: type),
            propertyTypes: propertyTypes(of: type))
        let found = calls(of: type, member: member, byName: byName).outgoing.map { targets(of: $0, in: declaring) }
        withTables(of: type) { $0.targets[type, default: [:]][member] = found }
        return found
    }

    /// Where a call on `type`'s own receiver that `type` does not answer itself leads:
    /// `Call(…)` runs the project type `Call`'s initializers (``initializers(of:)``); an inherited member, or
    /// `super.x(…)` (a member calling its own name), runs the nearest superclass or adopted
    /// protocol's member that declares it; else a free function of the project
    /// (``freeFunction(named:calledFrom:accepting:)``) runs, as a member of its file's functions.
    private func ownTargets(_ call: String, in declaring: Declaring) -> [Target] {
        let inherited: [Target]
        if call.startsWithASCIICapital {
            if types[call] != nil {
                guard call != declaring.type else { return [] }
                return initializers(of: call)
            }
            // `MJAutoLaunchSet(YES)`: no type, so perhaps a C function of the project.
            inherited = []
        } else {
            inherited = declaring.parents.compactMap { parent in
                declaringAncestor(of: call, from: parent).map { Target.member(call, of: $0) }
            }
        }
        guard inherited.isEmpty, let function = freeFunction(named: call, calledFrom: declaring.file), function != declaring.type
        else { return inherited }
        return [.member(call, of: function)]
    }

    /// Where a call in `type`'s code that `type` does not answer itself leads: on its own
    /// receiver, see ``ownTargets(_:in:)``; on a named receiver, a member of the project
    /// type the receiver is (`Cache.shared.clear()`), is declared as (`client.send(…)`, or
    /// the adopters of its protocol, or the types nested in it), holds as a local (`guard let
    /// socket = connection`, ``MemberFacts/localTypes``) or reaches through one property
    /// (`Cache.tinode.login(…)` on `static var tinode: Tinode`), or, on a stored property of
    /// another type, the work its declaration shows (`kingfisher.retrieveImage(…)` on
    /// `static var kingfisher = KingfisherManager.shared` loads a remote image).
    private func targets(of call: TypeSummaries.Call, in declaring: Declaring) -> [Target] {
        var declared: String
        // A property declared with a framework type the project subclasses or adopts
        // (`XMPPStream *xmppStream` beside `ProxyXMPPStream : XMPPStream`) is still the
        // framework's object: when no project implementer answers the call, its declaration's work does.
        var framework: Target?
        switch call.receiver {
        case .own: return ownTargets(call.name, in: declaring)
        case .type(let name): declared = typeOrGlobal(named: name)
        case .property(let name):
            // A local holds what its binding shows; `guard let client = client` the property's value.
            var property = name
            var bound: String?
            switch call.local.map(MemberFacts.LocalBinding.init) {
            case .type(let type): bound = type
            case .member(let type, let member):
                bound = boundType(ofMember: member, of: type)
            case .property(let aliased):
                // `let api = controllers.api`: the property's value, or where its path leads.
                if aliased.utf8.contains(UInt8(ascii: ".")) {
                    let reached = TypeSummaries.localPathType(
                        aliased, head: { declaring.propertyTypes?[$0] }, step: { self.propertyTypes(of: $0)?[$1] })
                    guard let reached else { return [] }
                    bound = reached
                } else {
                    property = aliased
                }
            case .element, .typedText, .result: return []
            case nil: break
            }
            if let bound {
                declared = bound
            } else {
                // A name a Swift type does not declare may be a global of the project (`prefs.set(…)`
                // for `let prefs = UserDefaults.standard`), held by its file's functions.
                var holder = declaring.type
                var propertyType = declaring.propertyTypes?[property]
                if propertyType == nil, !ObjCFileParser.isObjectiveC(declaring.file),
                    memberNames(of: declaring.type)?.contains(property) != true
                {
                    // Swift looks the name up in the enclosing types first: a wrapper nested in
                    // a settings namespace writes `defaults.set(…)` to the namespace's `static let defaults`.
                    if let outer = enclosingStaticProperty(property, of: declaring.type) {
                        (propertyType, holder) = (outer.type, outer.holder)
                    } else if let global = globals[property] {
                        (propertyType, holder) = (global.type, global.holder)
                    }
                }
                guard let propertyType else { return [] }
                if types[propertyType] == nil {
                    // Named with the enclosing type that declares it, as a path's holder is.
                    let service = serviceWork(of: property, in: holder, awaited: call.awaitsResult, answering: call.answersInSuccessAndFailure)
                        .map { work in
                            var work = work
                            if enclosingTypes[declaring.type]?.contains(holder) == true, !work.evidence.member.contains(".") {
                                work.evidence.member = holder + "." + work.evidence.member
                            }
                            return work
                        }
                    let held = Target.property(property, service: service)
                    guard conformers[propertyType] != nil else { return [held] }
                    framework = held
                }
                declared = propertyType
            }
        case .expression: return []
        }
        var through = call.receiverMember
        if case .type = call.receiver, let path = through, let step = classStep(from: declared, path: path) {
            (declared, through) = step
        }
        if let through {
            let start = declared
            declared = TypeSummaries.propertyType(of: declared, path: through) { self.propertyTypes(of: $0)?[$1] } ?? declared
            // A path that ends on a framework object a project type holds does that object's
            // service work, as a call on the caller's own property does: `ElloProvider.moya
            // .request(…) { … }` on `static var moya: MoyaProvider<ElloAPI> { … }` makes a request.
            // Its storage only when the type's class member is the store itself (`Preferences
            // .defaults.set(…)` on `static let defaults = UserDefaults(suiteName: …)`), as the
            // same call in a controller stores: what an instance's connection keeps is that
            // instance's, and a model that reads through it (`Store.shared.connection.read { … }`)
            // stores no settings.
            if framework == nil, types[declared] == nil, conformers[declared] == nil,
                let owner = Self.owner(of: through, from: start, step: { self.propertyTypes(of: $0)?[$1] }),
                types[owner.type] != nil
            {
                // A shared instance's property (`Store.shared.connection`, read as `Store.connection`) is not one.
                let classStore = call.receiver == .type(start) && call.receiverMember == owner.property
                    && (members(of: owner.type) ?? []).contains { $0.member.isStatic && $0.member.baseName == owner.property }
                // Named with the type that holds the object, since the caller's type is not where it is declared.
                let service = serviceWork(of: owner.property, in: owner.type, awaited: call.awaitsResult, answering: call.answersInSuccessAndFailure)
                    .filter { $0.responsibility != .persistence || classStore }
                    .map { work in
                        var work = work
                        if owner.type != declaring.type { work.evidence.member = owner.type + "." + work.evidence.member }
                        return work
                    }
                framework = .property(owner.property, of: owner.type, service: service)
            }
        }
        guard declared != declaring.type else { return [] }
        let nested = nestedImplementers(of: declared, member: call.name)
        let implemented: [Target] = ([declared] + (conformers[declared] ?? []) + nested).compactMap { implementer in
            guard types[implementer] != nil else { return nil }
            return declaringAncestor(of: call.name, from: implementer).map { .member(call.name, of: $0) }
        }
        return implemented + (framework.map { [$0] } ?? [])
    }

    /// The declared type of the static property `name` of the nearest type enclosing `type`
    /// that declares a static member of that name, and that type; `nil` when none does or its
    /// type is not known.
    private func enclosingStaticProperty(_ name: String, of type: String) -> (type: String, holder: String)? {
        for outer in enclosingTypes[type] ?? [] {
            guard (members(of: outer) ?? []).contains(where: { $0.member.isStatic && $0.member.baseName == name }) else { continue }
            return propertyTypes(of: outer)?[name].map { ($0, outer) }
        }
        return nil
    }

    /// The type that declares the last property of `path` (``MemberEvent/receiverMember``)
    /// reached from `type`, and that property's name: every step before it known by `step`.
    private static func owner(
        of path: String, from type: String, step: (String, String) -> String?
    ) -> (type: String, property: String)? {
        guard let dot = path.lastIndex(of: ".") else { return (type, path) }
        guard let owner = TypeSummaries.propertyType(of: type, path: String(path[..<dot]), wholePath: true, step: step)
        else { return nil }
        return (owner, String(path[path.index(after: dot)...]))
    }

    /// `type` when it declares `member` (a base name), else its nearest ancestor that does,
    /// up to ``inheritanceDepth`` types up.
    /// The project's direct subclasses of the class `type` that declare `member` (a base name)
    /// themselves, when at most ``ProjectIndex/maxConformers`` do: a call on an abstract base
    /// class (`-[MVChatConnection connect]`, whose body only refuses the selector) runs in the
    /// subclass that overrides it, as a protocol's call runs in its adopters.
    func overridingSubclasses(of type: String, member: String) -> [String] {
        let overriding = (subclasses[type] ?? []).filter { memberNames(of: $0)?.contains(member) == true }
        return overriding.count <= ProjectIndex.maxConformers ? overriding : []
    }

    func declaringAncestor(of member: String, from type: String) -> String? {
        var current = [type]
        for _ in 0..<Self.inheritanceDepth {
            var next: [String] = []
            for candidate in current {
                guard let names = memberNames(of: candidate) else { continue }
                if names.contains(member) { return candidate }
                next += parents(of: candidate)
            }
            if next.isEmpty { return nil }
            current = next
        }
        return nil
    }

    /// The initializers building `type` runs, by base name: those of the nearest class in its
    /// chain that declares any. Swift's are all `init`; an Objective-C class's are its `-init…`
    /// methods, and `[[Task alloc] initWithURL:…]` is recorded as building a `Task` without
    /// the selector, so each of them may be the one (``MemberFacts/Kind/initializer``).
    ///
    /// An operation is built to be run (`queue.addOperation(UploadRequest(asset: asset))`):
    /// building a project's `Operation` subclass runs its `main()` and `start()` too.
    private func initializers(of type: String) -> [Target] {
        var found: [Target] = []
        var current = [type]
        search: for _ in 0..<Self.inheritanceDepth {
            var next: [String] = []
            for candidate in current {
                guard let byName = membersByName(of: candidate) else { continue }
                let names = byName.members.compactMap { name, members in
                    members.contains { $0.member.kind == .initializer } ? name : nil
                }
                if !names.isEmpty {
                    found = names.sorted().map { .member($0, of: candidate) }
                    break search
                }
                next += parents(of: candidate)
            }
            if next.isEmpty { break }
            current = next
        }
        if inheritedNames(of: type).contains(where: { $0 == "Operation" || $0 == "NSOperation" }) {
            for run in ["main", "start"] {
                if let declaring = declaringAncestor(of: run, from: type) { found.append(.run(run, of: declaring)) }
            }
        }
        return found
    }

    /// Whether `member` of `type` may do work of its own or through a call: what a call on
    /// it reads (`session.dataTask(…)` on `let session = makeSession()`).
    private func mayWork(_ member: String, of type: String) -> Bool {
        guard let byName = membersByName(of: type), byName.memberNames.contains(member) else { return false }
        let calls = calls(of: type, member: member, byName: byName)
        return !calls.members.isEmpty || !calls.outgoing.isEmpty || !ownSignals(of: type, member: member, byName: byName).isEmpty
    }

    /// Every name `type` and its project ancestors inherit from or adopt, framework ones
    /// included, up to ``inheritanceDepth`` types up.
    private func inheritedNames(of type: String) -> [String] {
        var names: [String] = []
        var current = [type]
        for _ in 0..<Self.inheritanceDepth where !current.isEmpty {
            var next: [String] = []
            for candidate in current {
                let inherited = (types[candidate] ?? []).flatMap(\.facts.inheritedTypes).map(\.withoutGenericArguments.simpleTypeName)
                names += inherited
                next += inherited.filter { $0 != candidate && types[$0] != nil }
            }
            current = next
        }
        return names
    }

    /// The project types `type` inherits from or adopts, as simple names, in declaration order.
    private func parents(of type: String) -> [String] {
        if let known = withTables(of: type, { $0.parents[type] }) { return known }
        let found = (types[type] ?? []).flatMap(\.facts.inheritedTypes).map(\.withoutGenericArguments.simpleTypeName)
            .filter { $0 != type && types[$0] != nil }
        withTables(of: type) { $0.parents[type] = found }
        return found
    }

    /// Each type's members by base name, gathered once, whatever depth asks.
    private func membersByName(of type: String) -> TypeSummaries.Members? {
        if let known = withTables(of: type, { $0.membersByName[type] }) { return known }
        guard let members = members(of: type) else { return nil }
        let found = TypeSummaries.members(members)
        withTables(of: type) { $0.membersByName[type] = found }
        return found
    }

    /// Why instances of `type` store data, following stored properties `depth` types deep.
    private func store(of type: String, depth: Int) -> Work? {
        if let known = withTables(of: type, { $0.stores[depth][type] }) { return known }
        let members = members(of: type) ?? []
        let found: Work?
        if depth == 0 {
            found = SettingSummaries.ownStore(of: type, members: members, storage: storage(of: type))
        } else {
            found = store(of: type, depth: depth - 1)
                ?? SettingSummaries.heldStore(of: type, members: members, stores: { self.store(of: $0, depth: depth - 1) })
        }
        withTables(of: type) { $0.stores[depth][type] = .some(found) }
        return found
    }

    /// Every member of `type`, extensions included; `nil` when the project does not declare it.
    private func members(of type: String) -> [(file: String, member: MemberFacts)]? {
        if let known = withTables(of: type, { $0.members[type] }) { return known }
        guard let parts = types[type] else { return nil }
        let found = TypeParts.members(of: parts)
        withTables(of: type) { $0.members[type] = found }
        return found
    }
}
