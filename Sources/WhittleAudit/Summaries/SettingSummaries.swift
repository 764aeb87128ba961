/// Which properties of the project's types store what is assigned to them: the settings a
/// controller writes through a type (`store.isOnboarded = true`,
/// `Settings.current.hasSeenTip = true`), for ``TypeSummaries/setting(of:member:)``.
///
/// A property is a setting when
/// - its own accessors or observers persist, or call a member of their type that does
///   (`var hasSeenTip: Bool { didSet { save() } }`, `set { defaults.set(newValue, forKey: …) }`);
/// - it is a computed property of a type whose instances store data, in their own members or
///   through a stored property whose type is a project type that does (`var isOnboarded: Bool { set {
///   kvStore["isOnboarded"] = newValue } }` in a store holding an SQLite key-value store): a
///   computed property's body may reach that storage in ways events do not show (a subscript);
/// - it is wrapped by one of the project's property wrappers that stores data
///   (`@UserDefault("tip") var hasSeenTip: Bool`).
///
/// A plain stored property is never a setting on its type's account alone: `manager.delegate =
/// self` writes no data, whatever else the manager stores.
struct SettingSummaries {
    /// Type → property name → why assigning it stores data; the evidence's member is
    /// qualified with the type that does the storing (`SQLiteKeyValueStore.init(url:)`).
    private(set) var settings: [String: [String: TypeSummaries.Work]] = [:]

    /// Storage is followed through stored properties this many types deep.
    static let depth = 2

    /// - Parameters:
    ///   - types: Each project type's members, extensions included.
    ///   - storage: Each type's members that persist (their own code or their own type's
    ///     members they call), with the first evidence.
    init(types: [String: [(file: String, member: MemberFacts)]], storage: [String: [String: TypeSummaries.Work]]) {
        let stores = Self.storingTypes(types: types, storage: storage)
        for (type, members) in types {
            var found: [String: TypeSummaries.Work] = [:]
            for (_, member) in members where member.kind == .storedProperty || member.kind == .computedProperty {
                let work =
                    storage[type]?[member.baseName].map { Self.qualified($0, type: type) }
                    ?? (member.kind == .computedProperty ? stores[type] : nil)
                    ?? member.attributes.lazy.compactMap { stores[$0.withoutGenericArguments.simpleTypeName] }.first
                guard let work else { continue }
                for name in Self.names(of: member) where found[name] == nil { found[name] = work }
            }
            if !found.isEmpty { settings[type] = found }
        }
    }

    /// Each type whose instances store data, with the first evidence in member-name order:
    /// an instance member's own, or that of the type of one of its stored instance properties
    /// (in property-name order), ``depth`` deep.
    private static func storingTypes(
        types: [String: [(file: String, member: MemberFacts)]], storage: [String: [String: TypeSummaries.Work]]
    ) -> [String: TypeSummaries.Work] {
        var stores: [String: TypeSummaries.Work] = [:]
        for (type, stored) in storage {
            // An instance that stores data: a static settings accessor (`static var
            // defaultSort`) makes the type a setting's home, not every value of it a store.
            let instanceMembers = Set((types[type] ?? []).lazy.filter { !$0.member.isStatic }.map(\.member.baseName))
            if let first = stored.keys.filter(instanceMembers.contains).min(), let work = stored[first] {
                stores[type] = qualified(work, type: type)
            }
        }
        for _ in 0..<depth {
            var reached = stores
            for (type, members) in types where stores[type] == nil {
                // A `weak` or `unowned` property points back at an owner; it is not where data is kept.
                let held = TypeSummaries.declaredTypes(
                    of: members.map(\.member).filter {
                        $0.kind == .storedProperty && !$0.isStatic && !$0.modifiers.contains("weak")
                            && !$0.modifiers.contains("unowned")
                    })
                for (_, heldType) in held.sorted(by: { $0.key < $1.key }) where heldType != type {
                    if let work = stores[heldType] {
                        reached[type] = work
                        break
                    }
                }
            }
            if reached.count == stores.count { break }
            stores = reached
        }
        return stores
    }

    /// The evidence with its member named as `Type.member`, once.
    private static func qualified(_ work: TypeSummaries.Work, type: String) -> TypeSummaries.Work {
        var work = work
        if !work.evidence.member.hasPrefix(type + ".") { work.evidence.member = type + "." + work.evidence.member }
        return work
    }

    /// The names a property declaration binds: `a, b` declares two.
    private static func names(of member: MemberFacts) -> [String] {
        guard member.name.utf8.contains(UInt8(ascii: ",")) else { return [member.baseName] }
        return member.name.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
