/// The simple names of the types (or protocols) the project declares, as one controller's
/// analysis asks about them: each question is logged in its ``ProjectReads``, so the results
/// cache knows which names the report depends on.
struct ProjectNames: Sendable {
    let names: Set<String>
    let kind: ProjectReads.Kind
    var reads: ProjectReads?

    init(_ names: Set<String>, kind: ProjectReads.Kind, reads: ProjectReads? = nil) {
        self.names = names
        self.kind = kind
        self.reads = reads
    }

    func contains(_ name: String) -> Bool {
        reads?.record(kind, name)
        return names.contains(name)
    }
}
