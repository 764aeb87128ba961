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
///
/// Worked out one type at a time, on demand (``TypeWork``): each function takes what it needs
/// of other types as a lookup.
enum SettingSummaries {
    typealias Work = TypeSummaries.Work

    /// Storage is followed through stored properties this many types deep.
    static let depth = 2

    /// Type `type`'s properties (among `members`) that store what is assigned to them, by
    /// name; the evidence's member is qualified with the type that does the storing
    /// (`SQLiteKeyValueStore.init(url:)`).
    ///
    /// - Parameters:
    ///   - storage: `type`'s members that persist (their own code or their own type's members
    ///     they call), with the first evidence.
    ///   - stores: Why instances of a type store data, for a project type whose do (``store(of:)``).
    ///   - keptBy: The library base class `type` inherits from that keeps every instance
    ///     property it declares (``CatalogNames/propertyStoreBases``), if any.
    static func settings(
        of type: String, members: [(file: String, member: MemberFacts)], storage: [String: Work]?,
        keptBy library: String? = nil, stores: (String) -> Work?
    ) -> [String: Work] {
        var found: [String: Work] = [:]
        for (file, member) in members where member.kind == .storedProperty || member.kind == .computedProperty {
            let work =
                storage?[member.baseName].map { qualified($0, type: type) }
                ?? (member.kind == .computedProperty ? stores(type) : nil)
                ?? wrapperStore(of: member, stores: stores)
                ?? library.flatMap { member.isStatic ? nil : libraryStore($0, type: type, file: file, member: member) }
            guard let work else { continue }
            for name in names(of: member) where found[name] == nil { found[name] = work }
        }
        // A setter method is how Objective-C (and some Swift) spells a setting:
        // `[[PreferencesWrapper sharedInstance] setFullName:name]` writes what `-setFullName:` stores.
        // So is a value stored under a key the caller names (`[gTbDefaults setBool:on forKey:…]`
        // on a wrapper of `NSUserDefaults`, `settings.set(on, forKey: …)`).
        for (_, member) in members where member.kind == .method {
            let setsOne = isSetter(member.baseName, arguments: member.name)
            guard setsOne || isKeyedWrite(member.baseName, arguments: member.name), let work = storage?[member.baseName]
            else { continue }
            if found[member.baseName] == nil { found[member.baseName] = qualified(work, type: type) }
            // In Objective-C, assigning the property sends its setter: `settings.darkMode = on`
            // runs `-setDarkMode:`.
            if setsOne, member.name.utf8.first == UInt8(ascii: "-"), let property = propertyName(ofSetter: member.baseName),
                found[property] == nil
            {
                found[property] = qualified(work, type: type)
            }
        }
        return found
    }

    /// Whether a method or call named `baseName` with the argument spelling `arguments`
    /// (`-setFullName:`, `setFullName(_:)`, a call's labels) sets one value: `set` and a
    /// capitalised name, and at most one argument.
    static func isSetter(_ baseName: String, arguments: String?) -> Bool {
        let utf8 = baseName.utf8
        guard utf8.count > 3, utf8.starts(with: "set".utf8) else { return false }
        let fourth = utf8[utf8.index(utf8.startIndex, offsetBy: 3)]
        guard fourth >= UInt8(ascii: "A"), fourth <= UInt8(ascii: "Z") else { return false }
        return (arguments?.utf8.count { $0 == UInt8(ascii: ":") } ?? 0) <= 1
    }

    /// Whether a method or call named `baseName` with the argument spelling `arguments` stores
    /// a value under a key: `set` or `set` and a capitalised name, with a `forKey` argument
    /// (`-setBool:forKey:`, `set(_:forKey:)`).
    static func isKeyedWrite(_ baseName: String, arguments: String?) -> Bool {
        let utf8 = baseName.utf8
        guard utf8.starts(with: "set".utf8), let arguments else { return false }
        if utf8.count > 3 {
            let fourth = utf8[utf8.index(utf8.startIndex, offsetBy: 3)]
            guard fourth >= UInt8(ascii: "A") && fourth <= UInt8(ascii: "Z") else { return false }
        }
        return arguments.contains("forKey:") || arguments.contains("ForKey:")
    }

    /// The property a setter sets: `darkMode` for `setDarkMode`, `URLString` for `setURLString`.
    static func propertyName(ofSetter baseName: String) -> String? {
        let name = baseName.dropFirst(3)
        guard let first = name.first else { return nil }
        // An acronym keeps its capitals (`setURL` sets `URL`).
        if let second = name.dropFirst().first, second.isUppercase { return String(name) }
        return first.lowercased() + name.dropFirst()
    }

    /// Why `member`, a property of `type` (`@interface MPPreferences : PAPreferences`), is
    /// stored: the library `base` keeps it in the user's defaults.
    private static func libraryStore(_ base: String, type: String, file: String, member: MemberFacts) -> Work {
        Work(
            responsibility: .persistence,
            evidence: Evidence(
                member: type + "." + member.name, file: file, line: member.startLine, token: base,
                reason: "\(base) keeps it in the user's defaults"))
    }

    /// Why the first of `member`'s attributes that names a project property wrapper storing data does.
    private static func wrapperStore(of member: MemberFacts, stores: (String) -> Work?) -> Work? {
        for attribute in member.attributes {
            if let work = stores(attribute.withoutGenericArguments.simpleTypeName) { return work }
        }
        return nil
    }

    /// Why instances of `type` store data in their own members: the first (by name) of its
    /// instance members that persists. A static settings accessor (`static var defaultSort`)
    /// makes the type a setting's home, not every value of it a store.
    static func ownStore(of type: String, members: [(file: String, member: MemberFacts)], storage: [String: Work]?) -> Work? {
        guard let storage else { return nil }
        let instanceMembers = Set(members.lazy.filter { !$0.member.isStatic }.map(\.member.baseName))
        guard let first = storage.keys.filter(instanceMembers.contains).min(), let work = storage[first] else { return nil }
        return qualified(work, type: type)
    }

    /// One step deeper than `stores`: why instances of `type` store data through the first
    /// (by property name) of its stored properties whose type stores data, when it does not itself.
    static func heldStore(of type: String, members: [(file: String, member: MemberFacts)], stores: (String) -> Work?) -> Work? {
        // A `weak` or `unowned` property points back at an owner; it is not where data is kept.
        let held = TypeSummaries.declaredTypes(
            of: members.map(\.member).filter {
                $0.kind == .storedProperty && !$0.isStatic && !$0.modifiers.contains("weak") && !$0.modifiers.contains("unowned")
            })
        for (_, heldType) in held.sorted(by: { $0.key < $1.key }) where heldType != type {
            if let work = stores(heldType) { return work }
        }
        return nil
    }

    private static func qualified(_ work: Work, type: String) -> Work {
        var work = work
        // A member already named with its type is where another type does the storing.
        if !work.evidence.member.contains(".") { work.evidence.member = type + "." + work.evidence.member }
        return work
    }

    private static func names(of member: MemberFacts) -> [String] {
        guard member.name.utf8.contains(UInt8(ascii: ",")) else { return [member.baseName] }
        return member.name.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
