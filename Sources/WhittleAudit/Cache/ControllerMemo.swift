/// The results cache as the analysis stage uses it: each controller's key, its stored report
/// when still valid, and the members the facts cache left out brought back when a controller
/// must be analysed again.
struct ControllerMemo: Sendable {
    let store: ResultsStore
    /// Each audited file's content key, by path.
    let fileKeys: [String: FactsKey]
    let filter: EventFilter
    /// Files whose facts came from the cache without members (``FileFacts/membersOmitted``).
    var omittedFiles: Set<String> = []
    /// Each audited file's position in the audited list, for the ``ProjectOutline``; empty
    /// when the audit makes none.
    var positions: [String: Int] = [:]
    /// What every controller's key starts from: the results context and every `whittle:`
    /// directive in the project (set with ``settingSalt(files:)``).
    private(set) var salt = ContentHash(high: 0, low: 0)
    /// The keys whose stored reports need no checking: the last run's controllers, when its
    /// project had this audit's shape (set with ``trustingLastRun(shape:)``).
    private(set) var trusted: Set<ContentHash> = []

    init(store: ResultsStore, fileKeys: [String: FactsKey], filter: EventFilter) {
        self.store = store
        self.fileKeys = fileKeys
        self.filter = filter
    }

    /// Takes the salt an earlier audit of the same directives worked out (``ProjectOutline``).
    mutating func settingSalt(_ salt: ContentHash) {
        self.salt = salt
    }

    /// Takes the salt from `files`: directives are few, and which of them a controller's
    /// findings consult is not worth tracking, so any change to one re-analyses every controller.
    mutating func settingSalt(files: [FileFacts]) {
        var builder = FingerprintBuilder()
        builder.add("controllers")
        builder.add(store.context)
        for file in files where !file.directives.isEmpty {
            builder.add(file.path)
            for directive in file.directives {
                builder.add(directive.line)
                builder.add(Int(FactsCodes.code(of: directive.action)))
                builder.add(directive.rules)
            }
        }
        salt = builder.hash
    }

    /// The key of everything `controller`'s analysis reads of the controller itself: its
    /// name, chain, and each part with the content of the file it is in. `nil` when a part's
    /// file has no key (it could not be read), so the controller is not cached.
    func key(of controller: IndexedViewController) -> ContentHash? {
        var builder = FingerprintBuilder()
        builder.add(salt)
        builder.add(controller.name)
        builder.add(controller.superclassChain)
        builder.add(controller.isAssumed ? 1 : 0)
        builder.add(controller.parts.count)
        for part in controller.parts {
            guard let key = fileKeys[part.file] else { return nil }
            builder.add(part.file)
            builder.add(key.content)
            builder.add(key.length)
            builder.add(Int(FactsCodes.code(of: part.facts.kind)))
            builder.add(part.facts.name)
            builder.add(part.facts.startLine)
            builder.add(part.facts.endLine)
            builder.add(part.marks)
        }
        return builder.hash
    }

    /// `controller` with the members of every part whose file came without them, parsed
    /// again; `nil` when a file no longer reads as the content its key names (it changed
    /// during the audit), so the report made from it must not be stored.
    func withMembers(_ controller: IndexedViewController) -> IndexedViewController? {
        guard controller.parts.contains(where: { omittedFiles.contains($0.file) }) else { return controller }
        var parsed: [String: FileFacts] = [:]
        func complete(_ part: IndexedViewController.Part) -> IndexedViewController.Part? {
            guard omittedFiles.contains(part.file) else { return part }
            if parsed[part.file] == nil {
                guard case .success(let data) = FileParser.read(path: part.file),
                    data.withUnsafeBytes({ FactsKey(bytes: $0, path: part.file) }) == fileKeys[part.file],
                    case .facts(let facts, _) = FileParser.parse(path: part.file, data: data, filter: filter)
                else { return nil }
                parsed[part.file] = facts
            }
            guard let full = parsed[part.file]?.types.first(where: { Self.identity(file: part.file, type: $0) == Self.identity(file: part.file, type: part.facts) && $0.kind == part.facts.kind })
            else { return nil }
            var completed = part
            completed.facts = full
            return completed
        }
        guard let declaration = complete(controller.declaration) else { return nil }
        var extensions: [IndexedViewController.Part] = []
        for part in controller.extensions {
            guard let completed = complete(part) else { return nil }
            extensions.append(completed)
        }
        return IndexedViewController(
            name: controller.name, declaration: declaration, extensions: extensions,
            superclassChain: controller.superclassChain, isAssumed: controller.isAssumed)
    }

    /// What the project-wide stages (the index, the summaries, the project's type and
    /// protocol names) read of `files`, as one hash. A file of controllers only counts by
    /// the kind, name and inherited types of each class and extension in it; any other file by
    /// its content. So editing the body of a controller leaves the shape as it was: no stored
    /// report of another controller can have changed, since a report depends on its own
    /// controller's files (its key) and on these stages alone.
    func shape(of files: [FileFacts], controllerOnly: Set<String>) -> ContentHash {
        var builder = FingerprintBuilder()
        builder.add("shape")
        builder.add(files.count)
        for file in files {
            builder.add(file.path)
            if controllerOnly.contains(file.path) {
                builder.add(1)
                builder.add(file.types.count)
                for type in file.types {
                    builder.add(Int(FactsCodes.code(of: type.kind)))
                    builder.add(type.name)
                    builder.add(type.inheritedTypes)
                }
            } else if let key = fileKeys[file.path] {
                builder.add(2)
                builder.add(key.content)
                builder.add(key.length)
                builder.add(Int(key.language))
            } else {
                builder.add(3)
            }
        }
        return builder.hash
    }

    /// Trusts the last run's reports when its project had `shape`.
    mutating func trustingLastRun(shape: ContentHash) {
        trusted = store.trustedKeys(shape: shape)
    }

    /// The files whose every type is a part of one of `controllers`: once those controllers'
    /// reports are cached, their facts can be stored without members.
    static func controllerOnlyFiles(_ files: [FileFacts], controllers: [IndexedViewController]) -> Set<String> {
        let parts = partIdentities(controllers)
        var only: Set<String> = []
        for file in files where !file.types.isEmpty {
            if file.types.allSatisfy({ parts.contains(identity(file: file.path, type: $0)) }) { only.insert(file.path) }
        }
        return only
    }

    private static func partIdentities(_ controllers: [IndexedViewController]) -> Set<PartIdentity> {
        var parts: Set<PartIdentity> = []
        for controller in controllers {
            for part in controller.parts { parts.insert(identity(file: part.file, type: part.facts)) }
        }
        return parts
    }

    private struct PartIdentity: Hashable {
        var file: String
        var name: String
        var startLine: Int
    }

    private static func identity(file: String, type: TypeFacts) -> PartIdentity {
        PartIdentity(file: file, name: type.name, startLine: type.startLine)
    }
}
