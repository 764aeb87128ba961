import Foundation

/// A unit found by the index — a view controller, a SwiftUI view or a view model (``kind``):
/// its declaration and every extension, in any file.
struct IndexedViewController: Sendable {
    /// One declaration or extension and the file it is in.
    struct Part: Sendable {
        var file: String
        var facts: TypeFacts
        /// `// MARK:` comments inside this part.
        var marks: Int = 0
    }

    let kind: UnitKind
    let name: String
    let declaration: Part
    let extensions: [Part]
    /// Nearest superclass first, ending at the framework base (or the unresolved one).
    let superclassChain: [String]
    let isAssumed: Bool
    /// For a SwiftUI view: the lines of `body` and of the members that build views for it.
    let bodyLines: Int?
    /// The declaration, then its extensions.
    let parts: [Part]
    /// Every member with the file it is declared in, declaration order within each part.
    /// Built on first use, then kept: classification, metrics, rules and prescriptions all read
    /// it, and a controller whose cached report is reused never does.
    var members: [(file: String, member: MemberFacts)] {
        memberList.lock.withLock {
            if let built = memberList.members { return built }
            let built = TypeParts.members(of: parts.map { TypeParts.Part(file: $0.file, facts: $0.facts) })
            memberList.members = built
            return built
        }
    }

    /// Where ``members`` is kept once built; a controller's copies share it.
    private final class MemberList: @unchecked Sendable {
        let lock = NSLock()
        var members: [(file: String, member: MemberFacts)]?
    }

    private let memberList = MemberList()

    init(
        name: String, declaration: Part, extensions: [Part], superclassChain: [String], isAssumed: Bool,
        kind: UnitKind = .viewController, bodyLines: Int? = nil
    ) {
        self.kind = kind
        self.bodyLines = bodyLines
        self.name = name
        self.declaration = declaration
        self.extensions = extensions
        self.superclassChain = superclassChain
        self.isAssumed = isAssumed
        parts = [declaration] + extensions
    }

    /// Every protocol the declaration and its extensions adopt (the superclass excluded).
    var conformances: [(file: String, line: Int, name: String)] {
        var result: [(String, Int, String)] = []
        for (index, part) in parts.enumerated() {
            // A class's second declaration (one under each branch of an `#if`) names its superclass first too.
            let names =
                index == 0
                ? Array(part.facts.inheritedTypes.dropFirst(superclassChain.isEmpty || kind != .viewController ? 0 : 1))
                : Array(part.facts.inheritedTypes.dropFirst(part.facts.kind == .class ? 1 : 0))
            for name in names { result.append((part.file, part.facts.startLine, name.simpleTypeName)) }
        }
        return result
    }

    var lines: Int { parts.reduce(0) { $0 + $1.facts.ownLines } }
}
