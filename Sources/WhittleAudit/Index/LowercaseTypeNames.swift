/// Project types whose names start with a lowercase letter (iTerm2's `iTermWarning`,
/// `iTermUserDefaults`, `iTermController`).
///
/// The readers see one file at a time and take a lowercase root for a property or local, as it
/// nearly always is; `[iTermWarning showWarningWithTitle:…]` or `iTermUserDefaults.userDefaults()`
/// then reads as a call on a property the controller does not have, and the type's summary is
/// never asked. Once every file is read the project's own declarations say which of those roots
/// are types: ``resolve(_:)`` turns them into type receivers, in both languages, before the
/// index and the summaries read the events.
enum LowercaseTypeNames {
    /// The simple names of the classes, structs, enums and actors `files` declare that start
    /// with a lowercase ASCII letter.
    static func declared(in files: [FileFacts]) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for type in file.types where type.kind != .extension && type.kind != .protocol {
                guard let first = type.name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { continue }
                names.insert(type.simpleName)
            }
        }
        return names
    }

    /// Rewrites every event rooted at a lowercase name the project declares as a type to have
    /// that type as its receiver, unless the member's type has a member of that name or the
    /// member a local or parameter of that name (which would shadow the type).
    static func resolve(_ files: inout [FileFacts]) {
        let declared = declared(in: files)
        // Most projects declare none: nothing to walk.
        guard !declared.isEmpty else { return }
        let names = Names(declared)
        for fileIndex in files.indices {
            for typeIndex in files[fileIndex].types.indices {
                var own: Set<String>?
                for memberIndex in files[fileIndex].types[typeIndex].members.indices
                where rootsAType(files[fileIndex].types[typeIndex].members[memberIndex], names: names) {
                    let shadowing = own ?? Set(files[fileIndex].types[typeIndex].members.map(\.name))
                    own = shadowing
                    resolve(&files[fileIndex].types[typeIndex].members[memberIndex], names: names, shadowing: shadowing)
                }
            }
        }
    }

    /// Whether some event of `member` is rooted at one of `names`.
    private static func rootsAType(_ member: MemberFacts, names: Names) -> Bool {
        // By index, reading each receiver in place: a closure would copy every event.
        let events = member.events
        for index in events.indices {
            if case .property(let name) = events[index].receiver, names.contains(name) { return true }
        }
        return false
    }

    private static func resolve(_ member: inout MemberFacts, names: Names, shadowing: Set<String>) {
        for index in member.events.indices {
            guard case .property(let name) = member.events[index].receiver, names.contains(name), !shadowing.contains(name),
                member.localTypes[name] == nil
            else { continue }
            member.events[index].receiver = .type(name)
        }
    }

    /// The declared names, with their first bytes and lengths: every event's root is tested,
    /// and hashing each one cost more than the rest of the walk.
    private struct Names {
        let all: Set<String>
        /// Whether a name starts with each byte.
        private var firstBytes = [Bool](repeating: false, count: 256)
        /// Bit `n` set when a name is `n` bytes long (the last bit: 63 or more).
        private var lengths: UInt64 = 0

        init(_ names: Set<String>) {
            all = names
            for name in names {
                guard let first = name.utf8.first else { continue }
                firstBytes[Int(first)] = true
                lengths |= 1 << UInt64(min(name.utf8.count, 63))
            }
        }

        func contains(_ name: String) -> Bool {
            guard let first = name.utf8.first, firstBytes[Int(first)], lengths & (1 << UInt64(min(name.utf8.count, 63))) != 0
            else { return false }
            return all.contains(name)
        }
    }
}
