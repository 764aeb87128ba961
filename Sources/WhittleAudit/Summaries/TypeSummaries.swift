/// What the project's own types do, member by member (`PatreonAPI.fetchPatrons` makes
/// network requests, `HapticFeedback.play` uses device services), read from their code by the
/// same detectors as controllers.
///
/// Built once in the index stage from facts already parsed; ``DelegationRules`` reads it to
/// see the work a controller does through these types. A summary holds only the
/// responsibilities a controller can hand to a collaborator (``delegable``), each with the
/// first piece of evidence that shows it, so the report can say why.
struct TypeSummaries: Sendable {
    /// One responsibility of a type and where its code shows it.
    struct Work: Sendable, Equatable {
        var responsibility: Responsibility
        var evidence: Evidence
    }

    /// Responsibilities a controller can route through a type it calls: the work behind a
    /// wrapper. View work (layout, cells, navigation) is the controller's own wherever it is
    /// written, so it is never taken from a summary. Persistence and caching are not taken
    /// either: on the development set every call into a storing type that a summary found was
    /// a manager doing its own bookkeeping, not the controller reading or writing data (a
    /// setting written through a type is an assignment, which calls do not show).
    static let delegable: [Responsibility] = [.networking, .analytics, .systemServices]

    /// Type (simple name) → member base name → what calling that member does.
    private var work: [String: [String: [Work]]] = [:]

    static let empty = TypeSummaries()

    /// Calls a member makes to the same type's members are followed this deep, so a public
    /// `fetchPatrons` that calls a private `request(_:)` carries its networking.
    static let depth = 3

    private init() {}

    /// Summarises `types` (simple name to members, extensions included) with `classifier`.
    init(types: [String: [(file: String, member: MemberFacts)]], classifier: Classifier) {
        for (name, members) in types {
            // Each member's own work, then what it reaches through its own type's members.
            var own: [String: [Responsibility: Evidence]] = [:]
            var calls: [String: Set<String>] = [:]
            for (file, member) in members {
                let base = member.baseName
                for (responsibility, evidence) in classifier.classify(member, file: file)
                where Self.delegable.contains(responsibility) && own[base]?[responsibility] == nil {
                    if let first = evidence.first { own[base, default: [:]][responsibility] = first }
                }
                for event in member.events where event.kind == .call && event.receiver == .own {
                    calls[base, default: []].insert(event.name)
                }
            }
            guard !own.isEmpty else { continue }
            var reached = own
            for _ in 1..<Self.depth {
                var changed = false
                // Each round reads the last one's `own`, so the order of callers does not
                // matter; callees are taken in name order so the evidence kept is the same on
                // every run.
                for (caller, callees) in calls {
                    for callee in callees.sorted() where callee != caller {
                        for (responsibility, evidence) in own[callee] ?? [:] where reached[caller]?[responsibility] == nil {
                            reached[caller, default: [:]][responsibility] = evidence
                            changed = true
                        }
                    }
                }
                own = reached
                if !changed { break }
            }
            work[name] = reached.mapValues { found in
                Self.delegable.compactMap { responsibility in
                    found[responsibility].map { Work(responsibility: responsibility, evidence: $0) }
                }
            }
        }
    }

    /// Whether no type carries delegable work: nothing a controller calls can be delegated.
    var isEmpty: Bool { work.isEmpty }

    /// Whether `type` (a simple name) carries delegable work in some member.
    func declares(_ type: String) -> Bool { work[type] != nil }

    /// What calling `member` (a base name) of the project type `type` does, in ``delegable``
    /// order; nothing for a type or member the project does not declare.
    func work(of type: String, member: String) -> [Work] {
        work[type]?[member] ?? []
    }

}
