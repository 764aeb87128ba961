/// Project-wide view of the facts: classes by name, superclass chains resolved across files,
/// extensions attached to their types, and the view controllers, SwiftUI views and view
/// models among them.
struct ProjectIndex: Sendable {
    private(set) var viewControllers: [IndexedViewController] = []
    /// Types conforming to `View` (or a representable), directly, through an extension or
    /// through a project protocol refining one.
    private(set) var swiftUIViews: [IndexedViewController] = []
    /// `ObservableObject` or `@Observable` classes a SwiftUI view holds for itself.
    private(set) var viewModels: [IndexedViewController] = []
    /// The view models' simple names: a view calling one is calling its model.
    private(set) var viewModelTypes: Set<String> = []
    /// The project's protocols refining `ObservableObject`, however indirectly: what adopts
    /// one is observable, as what adopts `ObservableObject` is.
    private(set) var observableProtocols: Set<String> = []
    /// Protocols declared in the audited code.
    private(set) var projectProtocols: Set<String> = []
    /// Every type the audited code declares (classes, structs, enums, actors, protocols), by
    /// simple name: prescriptions name only these as item types.
    private(set) var projectTypes: Set<String> = []
    /// Every other type the project declares (not a controller, not a protocol), its
    /// declaration and extensions, by simple name: what ``TypeSummaries`` reads. Each file's
    /// free functions are one more, named ``TypeFacts/functionsType(inFile:)``. Kept whole,
    /// not member by member: the summaries read the members of the few types controllers ask about.
    private(set) var otherTypes: [String: [TypeParts.Part]] = [:]
    /// The extensions the project adds to types it does not declare (`extension UIView { func
    /// shake() }`), by the extended type's simple name: helpers whose work is their caller's.
    private(set) var helperTypes: [String: [TypeParts.Part]] = [:]
    /// The project types that adopt each protocol they name, or every protocol of a composition
    /// the project names (`typealias Environment = NetworkManagerProvider & AnalyticsProvider`),
    /// when at most ``maxConformers`` do: a controller holding `exposureManager:
    /// ExposureManager` reaches the one class that implements it (and its test doubles). A
    /// name many types adopt (`NSObject`, `Codable`) says nothing about which one runs.
    private(set) var conformers: [String: [String]] = [:]

    /// More adopters than this and a protocol's calls are not followed into them.
    static let maxConformers = 3

    /// How far above a declaration a `// MARK:` still names it (a blank line or an attribute
    /// may sit between them).
    static let markLinesAbove = 2

    /// The `// MARK:` comments of `file` that name `type`: inside its body, or just above it
    /// (Swift style puts `// MARK: - UITableViewDataSource` on the line before its extension).
    static func marks(of type: TypeFacts, in file: FileFacts) -> Int {
        file.marks.count { $0.line >= type.startLine - markLinesAbove && $0.line <= type.endLine }
    }

    /// The parts with each method that an Objective-C `@interface` of the class declares as
    /// an `IBAction` marked so where it is implemented: a header's `- (IBAction)send:(id)sender;`
    /// is the action its `@implementation` writes `- (void)send:(id)sender { … }`.
    static func markingDeclaredActions(
        declaration: IndexedViewController.Part, extensions: [IndexedViewController.Part]
    ) -> (IndexedViewController.Part, [IndexedViewController.Part]) {
        var actions: Set<String> = Set(declaration.facts.declaredActions)
        for part in extensions { actions.formUnion(part.facts.declaredActions) }
        guard !actions.isEmpty else { return (declaration, extensions) }
        func marked(_ part: IndexedViewController.Part) -> IndexedViewController.Part {
            var part = part
            for index in part.facts.members.indices {
                let member = part.facts.members[index]
                if member.kind == .method, actions.contains(member.name), !member.attributes.contains("IBAction") {
                    part.facts.members[index].attributes.append("IBAction")
                }
            }
            return part
        }
        return (marked(declaration), extensions.map(marked))
    }

    /// `files` with each property whose declared type is a path resolved to the type it leads
    /// to: one that reads an environment value by key path (`@Environment(\.store) private var
    /// store`, declared type `\.store`) gets the type the project declares for it (`extension
    /// EnvironmentValues { @Entry var store: Store? = nil }`), so a view's calls on it reach that
    /// type as they do through `@Environment(Store.self)`; one initialised from a type's
    /// properties (`var service = App.shared.gatewayService`) gets the type the last of them is
    /// declared with, step by step through the project's types, so calls on it reach that type
    /// as calls on the whole path do. A path that leaves the project's types resolves to none.
    static func resolvingDeclaredPaths(in files: [FileFacts]) -> [FileFacts] {
        var environmentTypes: [String: String] = [:]
        var hasValuePaths = false
        for file in files {
            for type in file.types {
                for member in type.members where member.kind == .storedProperty || member.kind == .computedProperty {
                    guard let declared = member.declaredType else { continue }
                    if type.kind == .extension && type.simpleName == "EnvironmentValues" {
                        environmentTypes["\\." + member.name] = declared
                    }
                    if declared.hasPrefix(MemberFacts.valuePathMarker) { hasValuePaths = true }
                }
            }
        }
        guard !environmentTypes.isEmpty || hasValuePaths else { return files }
        let propertyTypes = hasValuePaths ? Self.propertyTypes(in: files) : [:]
        var files = files
        for file in files.indices {
            for type in files[file].types.indices {
                for member in files[file].types[type].members.indices {
                    guard let declared = files[file].types[type].members[member].declaredType else { continue }
                    if declared.hasPrefix("\\.") {
                        guard let resolved = environmentTypes[declared] else { continue }
                        files[file].types[type].members[member].declaredType = resolved
                    } else if declared.hasPrefix(MemberFacts.valuePathMarker) {
                        files[file].types[type].members[member].declaredType = Self.resolvedType(
                            ofValuePath: declared.dropFirst(MemberFacts.valuePathMarker.count), in: propertyTypes)
                    }
                }
            }
        }
        return files
    }

    /// Each project type's properties' declared types as written, by the type's simple name
    /// and the property's name, its declaration and extensions together.
    private static func propertyTypes(in files: [FileFacts]) -> [String: [String: String]] {
        var types: [String: [String: String]] = [:]
        for file in files {
            for type in file.types where type.kind != .functions {
                for member in type.members where member.kind == .storedProperty || member.kind == .computedProperty {
                    guard let declared = member.declaredType, !member.name.utf8.contains(UInt8(ascii: ",")) else { continue }
                    types[type.simpleName, default: [:]][member.name] = types[type.simpleName]?[member.name] ?? declared
                }
            }
        }
        return types
    }

    /// The simple name of the type `path` (`App.shared.gatewayService`) leads to: from its first
    /// name, a type, through each property's declared type, itself a path at most a few deep.
    private static func resolvedType(
        ofValuePath path: Substring, in propertyTypes: [String: [String: String]], depth: Int = 0
    ) -> String? {
        guard depth < 4 else { return nil }
        var names = path.split(separator: ".")
        guard !names.isEmpty else { return nil }
        var reached = String(names.removeFirst())
        for name in names {
            guard var declared = propertyTypes[reached]?[String(name)] else { return nil }
            if declared.hasPrefix(MemberFacts.valuePathMarker) {
                guard
                    let resolved = resolvedType(
                        ofValuePath: declared.dropFirst(MemberFacts.valuePathMarker.count), in: propertyTypes, depth: depth + 1)
                else { return nil }
                declared = resolved
            }
            let simple = declared.withoutGenericArguments.trimmingTrailingOptionality.simpleTypeName
            guard simple.first?.isUppercase == true else { return nil }
            reached = simple
        }
        return reached
    }

    /// The file of the declaration an extension in `file` belongs to when several types share
    /// its name (an app's iOS and macOS targets each declaring `TunnelsListTableViewController`):
    /// the one in the same file, else the one whose path shares the most leading folders with
    /// it, and of those the one whose file has the same stem (an implementation's header).
    static func nearest(to file: String, among declarations: [String]) -> String? {
        let folders = file.split(separator: "/")
        func stem(_ path: String) -> Substring {
            let name = path.split(separator: "/").last ?? ""
            return name.split(separator: ".").first ?? name
        }
        let ownStem = stem(file)
        func closeness(_ other: String) -> Int {
            if other == file { return Int.max }
            let shared = zip(folders, other.split(separator: "/")).prefix { $0 == $1 }.count
            return shared * 2 + (stem(other) == ownStem ? 1 : 0)
        }
        // Each declaration's closeness once; the first of the closest wins.
        var nearest: (file: String, closeness: Int)?
        for other in declarations {
            let value = closeness(other)
            if nearest.map({ value > $0.closeness }) ?? true { nearest = (other, value) }
        }
        return nearest?.file
    }

    /// Whether `path` is a test's file, by the name test targets give theirs
    /// (`LoginViewControllerTests.m`, `FeedTests.swift`, Quick's `FeedViewControllerSpec.swift`).
    /// A test's extension of a controller (`@interface LoginViewController ()` re-declaring its
    /// privates for a test) is not the app's code: it adds no member to the controller. A name
    /// ending in `Test` alone (`HomeViewController+ABTest`) names an app's experiment as often
    /// as a test. Folders are not read: the path above the audited folder is the user's own.
    static func isTestFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? Substring(path)
        let stem = name.split(separator: ".").first ?? name
        return stem.hasSuffix("Tests") || stem.hasSuffix("Spec")
    }

    /// The declaration among `declarations` (the files of several types of one name) that each
    /// file holding one of `extensions` belongs to (``nearest(to:among:)``): worked out once per
    /// file, not once per declaration asking for its extensions, which for a name declared in
    /// many files grew with the square of their number.
    static func owners(of extensions: [IndexedViewController.Part], among declarations: [String]) -> [String: String] {
        var owners: [String: String] = [:]
        for part in extensions where owners[part.file] == nil {
            owners[part.file] = nearest(to: part.file, among: declarations)
        }
        return owners
    }

    /// Indexes `files`, on up to two of `jobs` threads.
    init(files: [FileFacts], names: CatalogNames, extraBaseClasses: [String], jobs: Int = 1) {
        let files = Self.resolvingDeclaredPaths(in: files)
        let controllerBases = names.controllerBases
        var classesByName: [String: [IndexedViewController.Part]] = [:]
        var classesBySimpleName: [String: [IndexedViewController.Part]] = [:]
        var extensionsByName: [String: [IndexedViewController.Part]] = [:]
        var aliases: [String: String] = [:]
        for file in files {
            for (name, types) in file.typeAliases where aliases[name] == nil { aliases[name] = types.first }
            for type in file.types {
                let part = IndexedViewController.Part(file: file.path, facts: type, marks: Self.marks(of: type, in: file))
                if type.kind != .extension && type.kind != .functions {
                    projectTypes.insert(Self.summaryName(of: type, standard: names.standardTypeNames))
                }
                switch type.kind {
                case .class:
                    classesByName[type.name, default: []].append(part)
                    classesBySimpleName[type.simpleName, default: []].append(part)
                case .extension:
                    if !Self.isTestFile(file.path) { extensionsByName[type.name, default: []].append(part) }
                case .protocol:
                    projectProtocols.insert(type.simpleName)
                default:
                    break
                }
            }
        }
        let bases = controllerBases.union(extraBaseClasses.map(\.simpleTypeName))

        func lookup(_ name: String) -> IndexedViewController.Part? {
            if let exact = classesByName[name], exact.count == 1 { return exact[0] }
            let simple = classesBySimpleName[name.simpleTypeName]
            return simple?.count == 1 ? simple?[0] : (classesByName[name]?.first ?? simple?.first)
        }

        /// The chain up to a controller base, or `nil` when the class is not a controller.
        func chain(of part: IndexedViewController.Part) -> (chain: [String], assumed: Bool)? {
            var chain: [String] = []
            var current = part
            var visited: Set<String> = [part.facts.name]
            while let declared = current.facts.inheritedTypes.first {
                var superclass = declared
                var simple = superclass.simpleTypeName
                // A project alias no class of the project is named (`typealias BaseViewController
                // = UIViewController` under `#if os(iOS)`) stands for the class it names.
                if let aliased = aliases[simple], lookup(superclass) == nil {
                    chain.append(simple)
                    superclass = aliased
                    simple = aliased.simpleTypeName
                }
                chain.append(simple)
                if bases.contains(simple) { return (chain, false) }
                guard let next = lookup(superclass), next.facts.name != current.facts.name else {
                    // Unresolved: a protocol, a framework class, or a base outside the audit.
                    return simple.hasSuffix("ViewController") ? (chain, true) : nil
                }
                guard visited.insert(next.facts.name).inserted else { return nil }
                current = next
            }
            return nil
        }

        // A class declared twice in one file, once under each branch of an `#if`
        // (`@interface StreamFrameViewController : GCEventViewController` for tvOS, `…
        // : UIViewController` otherwise), is one class: the first declaration is it, the others
        // add their members to it as extensions do.
        for (name, parts) in classesByName where parts.count > 1 {
            var files: Set<String> = []
            var declarations: [IndexedViewController.Part] = []
            var repeated: [IndexedViewController.Part] = []
            for part in parts {
                if files.insert(part.file).inserted { declarations.append(part) } else { repeated.append(part) }
            }
            guard !repeated.isEmpty else { continue }
            classesByName[name] = declarations
            extensionsByName[name, default: []] += repeated
        }
        var controllerNames: Set<String> = []
        var taken: Set<String> = []
        for (name, parts) in classesByName.sorted(by: { $0.key < $1.key }) {
            let owners = parts.count > 1 ? Self.owners(of: extensionsByName[name] ?? [], among: parts.map(\.file)) : [:]
            for part in parts {
                guard let (chain, assumed) = chain(of: part) else { continue }
                controllerNames.insert(part.facts.simpleName)
                var extensions = extensionsByName[name] ?? []
                if parts.count > 1 { extensions.removeAll { owners[$0.file] != part.file } }
                let simple = part.facts.simpleName
                // `extension ProfileViewController` reaches `App.ProfileViewController` when unambiguous.
                if simple != name, classesBySimpleName[simple]?.count == 1, !taken.contains(simple) {
                    extensions += extensionsByName[simple] ?? []
                    taken.insert(simple)
                }
                let (declaration, marked) = Self.markingDeclaredActions(declaration: part, extensions: extensions)
                viewControllers.append(
                    IndexedViewController(
                        name: name, declaration: declaration, extensions: marked, superclassChain: chain,
                        isAssumed: assumed))
            }
        }
        let objectiveCNames = Self.objectiveCNames(in: files, declared: projectTypes)
        projectTypes.formUnion(objectiveCNames.keys)
        // Two passes over every file that need only the controllers' names: each on its own core.
        let (controllers, declared) = (controllerNames, projectTypes)
        let (others, units) = ParallelMap.both(jobs: jobs) {
            Self.otherTypes(
                in: files, excluding: controllers, projectTypes: declared, objectiveCNames: objectiveCNames,
                standard: names.standardTypeNames)
        } and: {
            SwiftUIUnits.find(in: files, excluding: controllers, names: names)
        }
        (otherTypes, helperTypes, conformers) = others
        (swiftUIViews, viewModels, viewModelTypes, observableProtocols) = units
    }

    /// The name the summaries know `type` by: its simple name, or its qualified one when it is
    /// nested under a standard type's name (``CatalogNames/standardTypeNames``).
    static func summaryName(of type: TypeFacts, standard: Set<String>) -> String {
        type.name != type.simpleName && standard.contains(type.simpleName) ? type.name : type.simpleName
    }

    /// The names Objective-C code knows the project's Swift types by, each with the type:
    /// `EZQueryService` for `@objc(EZQueryService) class QueryService`
    /// (``FileFacts/objectiveCNames``). Not a name the project declares a type by, nor one two
    /// files give two types.
    static func objectiveCNames(in files: [FileFacts], declared: Set<String>) -> [String: String] {
        var named: [String: Set<String>] = [:]
        for file in files {
            for (name, type) in file.objectiveCNames where !declared.contains(name) && declared.contains(type) {
                named[name, default: []].insert(type)
            }
        }
        return named.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// Everything the project declares but the controllers and protocols, with the extensions
    /// of the same name, also under the name Objective-C knows it by
    /// (``objectiveCNames(in:declared:)``); the extensions of types it does not declare; and
    /// each protocol's adopters (see ``conformers``).
    private static func otherTypes(
        in files: [FileFacts], excluding controllers: Set<String>, projectTypes: Set<String>,
        objectiveCNames: [String: String], standard: Set<String>
    ) -> (types: [String: [TypeParts.Part]], helpers: [String: [TypeParts.Part]], conformers: [String: [String]]) {
        var members: [String: [TypeParts.Part]] = [:]
        var helpers: [String: [TypeParts.Part]] = [:]
        for file in files {
            for type in file.types where type.kind != .protocol && !controllers.contains(type.simpleName) {
                let name = summaryName(of: type, standard: standard)
                if type.kind == .functions {
                    // Each file's free functions are a type of their own to the summaries.
                    members[TypeFacts.functionsType(inFile: file.path), default: []].append(TypeParts.Part(file: file.path, facts: type))
                } else if type.kind == .extension && !projectTypes.contains(name) {
                    helpers[name, default: []].append(TypeParts.Part(file: file.path, facts: type))
                } else {
                    members[name, default: []].append(TypeParts.Part(file: file.path, facts: type))
                }
            }
        }
        // A message to a type by its Objective-C name runs the Swift type's code (an
        // Objective-C category of `EZQueryService` is already among the parts under that name).
        for (name, type) in objectiveCNames {
            if let parts = members[type] { members[name, default: []] += parts }
        }
        // Only the project's own protocols and compositions: an enum's raw type (`enum Tab:
        // String`) or a framework protocol a few types adopt (`Codable`) is no protocol of the
        // app's whose adopters say what a value of it is.
        var protocols: Set<String> = []
        // The types each alias names, all aliases of a name together.
        var aliased: [String: Set<String>] = [:]
        for file in files {
            for type in file.types where type.kind == .protocol { protocols.insert(type.simpleName) }
            for (name, types) in file.typeAliases {
                aliased[name, default: []].formUnion(types)
                // A message to a type by its alias (an SDK's `typealias DefaultComTopic = ComTopic`,
                // a property declared `var topic: DefaultComTopic!`) runs the aliased type's code,
                // as one by its Objective-C name does: one type, not a composition.
                if members[name] == nil, types.count == 1, let parts = members[types[0].withoutGenericArguments.simpleTypeName] {
                    members[name] = parts
                }
            }
        }
        protocols.formUnion(aliased.keys)
        var adopters: [String: Set<String>] = [:]
        for file in files {
            for type in file.types where type.kind != .protocol && !controllers.contains(type.simpleName) {
                for inherited in type.inheritedTypes {
                    let name = inherited.simpleTypeName
                    // A type the project declares is a superclass, not a protocol to resolve
                    // (protocols are never among `members`).
                    guard members[name] == nil, protocols.contains(name) else { continue }
                    adopters[name, default: []].insert(type.simpleName)
                    // Adopting a composition (`extension GithubClient: BookmarkViewController.Client`)
                    // is adopting each of its protocols.
                    for component in aliased[name] ?? [] where members[component] == nil && protocols.contains(component) {
                        adopters[component, default: []].insert(type.simpleName)
                    }
                }
            }
        }
        // A composition's adopters adopt every protocol of the project it names (`AnyObject` or
        // `Sendable` beside them constrains nothing the project declares). Types that declare an
        // alias of the same name (`typealias Environment = …` in each controller) each compose
        // their own, so the name stands for the adopters of any of them.
        var composed: [String: Set<String>] = [:]
        for file in files {
            for (name, types) in file.typeAliases where members[name] == nil {
                let named = types.filter(protocols.contains)
                guard let first = named.first, var common = adopters[first] else { continue }
                for type in named.dropFirst() { common.formIntersection(adopters[type] ?? []) }
                composed[name, default: []].formUnion(common)
            }
        }
        adopters.merge(composed) { $0.union($1) }
        return (members, helpers, adopters.filter { $0.value.count <= maxConformers }.mapValues { $0.sorted() })
    }
}
