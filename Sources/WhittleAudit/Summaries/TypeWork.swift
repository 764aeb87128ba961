import Foundation

/// The classified half of ``TypeSummaries``: each project type's delegable work and settings,
/// worked out the first time an analysis asks about that type, then kept.
///
/// A project declares tens of thousands of types and a controller reads a few dozen of them.
/// Classifying every member of every type up front was the larger part of the project-wide
/// stages, and all of it had to be redone when one file changed, for the one controller that
/// needed analysing again. The answers are the same whichever type is asked first: each is a
/// function of the types' members alone (the settings of a type follow stored properties
/// ``SettingSummaries/depth`` types deep, each step its own entry).
///
/// Analyses run on several threads: the tables are guarded by a lock, which is not held while
/// a type is classified (two threads may classify the same type once each; they agree).
final class TypeWork: @unchecked Sendable {
    typealias Work = TypeSummaries.Work

    /// What a type's own members do: delegable work by member, and the members that persist.
    private struct Own {
        var work: [String: [Work]]
        var storage: [String: Work]?
    }

    /// The parts of each type by simple name, as the index found them.
    private let types: [String: [TypeParts.Part]]
    /// Protocol name → the project types adopting it, in name order.
    private let conformers: [String: [String]]
    private let classifier: MemberClassifier
    private let lock = NSLock()
    /// Depth → type → what its members do, following calls that many types deep.
    private var own: [[String: Own]] = Array(repeating: [:], count: TypeWork.typeDepth + 1)
    private var classified: [String: TypeSummaries.Classified] = [:]
    /// Depth → type → why its instances store data at that depth (`.some(nil)`: they do not).
    private var stores: [[String: Work?]] = Array(repeating: [:], count: SettingSummaries.depth + 1)
    private var settings: [String: [String: Work]] = [:]
    private var members: [String: [(file: String, member: MemberFacts)]] = [:]
    private var memberNames: [String: Set<String>?] = [:]
    private var propertyTypes: [String: [String: String]?] = [:]

    /// Calls into other project types are followed this many types deep: a controller's
    /// repository, the request object it builds, and that object's base classes.
    static let typeDepth = 6
    /// An inherited member is looked for this many ancestors up.
    static let inheritanceDepth = 8

    init(types: [String: [TypeParts.Part]], conformers: [String: [String]] = [:], classifier: MemberClassifier) {
        self.types = types
        self.conformers = conformers
        self.classifier = classifier
    }

    /// Type (simple name) → member base name → what calling that member does; empty for a
    /// type the project does not declare.
    func work(of type: String) -> [String: [Work]] {
        ownWork(of: type).work
    }

    /// What `type`'s members do themselves and through its own members, not reaching into
    /// other project types.
    func directWork(of type: String) -> [String: [Work]] {
        ownWork(of: type, depth: 0).work
    }

    /// The properties of `type` that store what is assigned to them (see ``SettingSummaries``).
    func settings(of type: String) -> [String: Work] {
        if let known = lock.withLock({ settings[type] }) { return known }
        let found = SettingSummaries.settings(
            of: type, members: members(of: type) ?? [], storage: ownWork(of: type).storage,
            stores: { self.store(of: $0, depth: SettingSummaries.depth) })
        lock.withLock { settings[type] = found }
        return found
    }

    /// The member base names of `type`, with work or not; `nil` when the project does not
    /// declare it.
    func memberNames(of type: String) -> Set<String>? {
        if let known = lock.withLock({ memberNames[type] }) { return known }
        let names = members(of: type).map { Set($0.lazy.map(\.member.baseName)) }
        lock.withLock { memberNames[type] = .some(names) }
        return names
    }

    /// Each property of `type` with its declared type, as a simple name; `nil` when it declares none.
    func propertyTypes(of type: String) -> [String: String]? {
        if let known = lock.withLock({ propertyTypes[type] }) { return known }
        let declared = members(of: type).map { TypeSummaries.declaredTypes(of: $0.map(\.member)) }
        let found = declared?.isEmpty == false ? declared : nil
        lock.withLock { propertyTypes[type] = .some(found) }
        return found
    }

    private func ownWork(of type: String) -> Own {
        ownWork(of: type, depth: Self.typeDepth)
    }

    /// What `type`'s members do, following calls into other project types `depth` types
    /// deep: each depth is its own entry, so the answer never depends on which type an
    /// analysis asked about first, even where types call each other in a cycle.
    private func ownWork(of type: String, depth: Int) -> Own {
        if let known = lock.withLock({ own[depth][type] }) { return known }
        var result = Own(work: [:], storage: nil)
        if let classified = classified(of: type) {
            let delegable = classifier.catalog.delegable
            // Only work the caller waits for the result of is followed into other members
            // and types (a call that starts a request deals with the request); fire-and-forget
            // work deep inside (`install` logging an analytics event) is the callee's own.
            // Persistence is followed for settings (a setter calling `save()`).
            let followed = classifier.catalog.awaitedCallsOnly.union([.persistence])
            let found = TypeSummaries.summarise(
                classified, responsibilities: delegable + [.persistence], followed: followed,
                reach: { call in
                    depth == 0 ? [] : self.reach(call, in: type, depth: depth - 1).filter { delegable.contains($0.responsibility) }
                })
            // Persistence is summarised with the delegable work (one classification per
            // member) but only ever reached by an assignment (settings).
            for (member, memberWork) in found {
                if let stored = memberWork.first(where: { $0.responsibility == .persistence }) {
                    result.storage = result.storage ?? [:]
                    result.storage?[member] = stored
                }
                let calls = memberWork.filter { $0.responsibility != .persistence }
                if !calls.isEmpty { result.work[member] = calls }
            }
        }
        lock.withLock { own[depth][type] = result }
        return result
    }

    /// What a call on `type`'s own receiver that `type` does not answer itself does:
    /// `Call(…)` runs the project type `Call`'s initializer; an inherited member, or
    /// `super.x(…)` (a member calling its own name), runs the nearest superclass or adopted
    /// protocol's member that declares it.
    private func reachOwn(_ call: String, in type: String, depth: Int) -> [Work] {
        if call.startsWithASCIICapital {
            guard call != type, types[call] != nil else { return [] }
            return inheritedWork(of: "init", from: call, depth: depth)
        }
        for parent in parents(of: type) {
            let found = inheritedWork(of: call, from: parent, depth: depth)
            if !found.isEmpty { return found }
        }
        return []
    }

    /// What a call in `type`'s code that `type` does not answer itself does: on its own
    /// receiver, see ``reachOwn(_:in:depth:)``; on a named receiver, a member of the project
    /// type the receiver is (`Cache.shared.clear()`) or is declared as (`client.send(…)`, or
    /// the first adopter of its protocol that does work), or, on a stored property of another
    /// type, the work its declaration shows (`kingfisher.retrieveImage(…)` on
    /// `static var kingfisher = KingfisherManager.shared` loads a remote image).
    private func reach(_ call: TypeSummaries.Call, in type: String, depth: Int) -> [Work] {
        let declared: String
        switch call.receiver {
        case .own: return reachOwn(call.name, in: type, depth: depth)
        case .type(let name): declared = name
        case .property(let name):
            guard let propertyType = propertyTypes(of: type)?[name] else { return [] }
            if types[propertyType] == nil, conformers[propertyType] == nil {
                return ownWork(of: type, depth: 0).work[name] ?? []
            }
            declared = propertyType
        case .expression: return []
        }
        guard declared != type else { return [] }
        for implementer in [declared] + (conformers[declared] ?? []) where types[implementer] != nil {
            let found = inheritedWork(of: call.name, from: implementer, depth: depth)
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The work of `member` as `type` has it: its own declaration's, else the nearest
    /// ancestor's that declares it, up to ``inheritanceDepth`` types up.
    private func inheritedWork(of member: String, from type: String, depth: Int) -> [Work] {
        var current = [type]
        for _ in 0..<Self.inheritanceDepth {
            var next: [String] = []
            for candidate in current {
                guard let names = memberNames(of: candidate) else { continue }
                if names.contains(member) {
                    // Named with its type, since the caller's type is not where it is written.
                    return (ownWork(of: candidate, depth: depth).work[member] ?? []).map { work in
                        var work = work
                        if !work.evidence.member.contains(".") { work.evidence.member = candidate + "." + work.evidence.member }
                        return work
                    }
                }
                next += parents(of: candidate)
            }
            if next.isEmpty { return [] }
            current = next
        }
        return []
    }

    /// The project types `type` inherits from or adopts, as simple names, in declaration order.
    private func parents(of type: String) -> [String] {
        (types[type] ?? []).flatMap(\.facts.inheritedTypes).map(\.withoutGenericArguments.simpleTypeName).filter { $0 != type && types[$0] != nil }
    }

    /// Each type's members classified once, whatever depth asks.
    private func classified(of type: String) -> TypeSummaries.Classified? {
        if let known = lock.withLock({ classified[type] }) { return known }
        guard let members = members(of: type) else { return nil }
        let found = TypeSummaries.classify(
            members, responsibilities: classifier.catalog.delegable + [.persistence], classifier: classifier, frameworkSelf: false)
        lock.withLock { classified[type] = found }
        return found
    }

    /// Why instances of `type` store data, following stored properties `depth` types deep.
    private func store(of type: String, depth: Int) -> Work? {
        if let known = lock.withLock({ stores[depth][type] }) { return known }
        let members = members(of: type) ?? []
        let found: Work?
        if depth == 0 {
            found = SettingSummaries.ownStore(of: type, members: members, storage: ownWork(of: type).storage)
        } else {
            found = store(of: type, depth: depth - 1)
                ?? SettingSummaries.heldStore(of: type, members: members, stores: { self.store(of: $0, depth: depth - 1) })
        }
        lock.withLock { stores[depth][type] = .some(found) }
        return found
    }

    /// Every member of `type`, extensions included; `nil` when the project does not declare it.
    private func members(of type: String) -> [(file: String, member: MemberFacts)]? {
        if let known = lock.withLock({ members[type] }) { return known }
        guard let parts = types[type] else { return nil }
        let found = TypeParts.members(of: parts)
        lock.withLock { members[type] = found }
        return found
    }
}
