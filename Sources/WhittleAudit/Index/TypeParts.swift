/// A type's declaration and extensions across the project, and its members in the order
/// they are declared: how the index hands a type to ``TypeSummaries``.
enum TypeParts {
    /// One declaration or extension and the file it is in.
    struct Part: Sendable {
        var file: String
        var facts: TypeFacts
    }

    /// Every member of `parts`, with its file, part after part.
    static func members(of parts: [Part]) -> [(file: String, member: MemberFacts)] {
        var members: [(file: String, member: MemberFacts)] = []
        members.reserveCapacity(parts.reduce(0) { $0 + $1.facts.members.count })
        for part in parts {
            for member in part.facts.members { members.append((part.file, member)) }
        }
        return members
    }
}
