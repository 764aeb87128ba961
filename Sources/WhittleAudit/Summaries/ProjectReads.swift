/// What one controller's analysis read of the project outside the controller: the type
/// summaries it looked up, the helpers it looked for, the project's type and protocol names
/// it checked. The results cache (``ResultsStore``) keeps a controller's report with these
/// reads and reuses it only while every read gives the same answer, so an edit elsewhere in
/// the project re-analyses only the controllers that read what the edit changed.
///
/// One log per analysis, filled on the thread that runs it and read after it returns; that
/// confinement is why it is `@unchecked Sendable` (the summaries holding it are `Sendable`).
final class ProjectReads: @unchecked Sendable {
    /// What a read was of; each kind answers from its own table (see ``ProjectFingerprints``).
    enum Kind: UInt8, Comparable, CaseIterable {
        /// A type's summary, by simple name: its members' work, settings, property types and adopters.
        case type = 0
        /// A helper the project adds to a framework type, by base name.
        case helper = 1
        /// Whether the project declares a type of this simple name.
        case projectType = 2
        /// Whether the project declares a protocol of this simple name.
        case projectProtocol = 3


        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One read: its kind and the name it was of.
    struct Read: Hashable, Comparable {
        var kind: Kind
        var name: String

        static func < (lhs: Read, rhs: Read) -> Bool {
            lhs.kind != rhs.kind ? lhs.kind < rhs.kind : lhs.name < rhs.name
        }
    }

    private(set) var reads: Set<Read> = []

    func record(_ kind: Kind, _ name: String) {
        reads.insert(Read(kind: kind, name: name))
    }

    /// The reads in a stable order, as the cache stores them.
    var sorted: [Read] { reads.sorted() }
}
