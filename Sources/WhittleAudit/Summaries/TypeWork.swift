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
    private let classifier: MemberClassifier
    private let lock = NSLock()
    private var own: [String: Own] = [:]
    /// Depth → type → why its instances store data at that depth (`.some(nil)`: they do not).
    private var stores: [[String: Work?]] = Array(repeating: [:], count: SettingSummaries.depth + 1)
    private var settings: [String: [String: Work]] = [:]
    private var members: [String: [(file: String, member: MemberFacts)]] = [:]
    private var memberNames: [String: Set<String>?] = [:]
    private var propertyTypes: [String: [String: String]?] = [:]

    init(types: [String: [TypeParts.Part]], classifier: MemberClassifier) {
        self.types = types
        self.classifier = classifier
    }

    /// Type (simple name) → member base name → what calling that member does; empty for a
    /// type the project does not declare.
    func work(of type: String) -> [String: [Work]] {
        ownWork(of: type).work
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
        if let known = lock.withLock({ own[type] }) { return known }
        var result = Own(work: [:], storage: nil)
        if let members = members(of: type) {
            // Persistence is summarised with the delegable work (one classification per
            // member) but only ever reached by an assignment (settings).
            for (member, memberWork) in TypeSummaries.summarise(
                members, responsibilities: classifier.catalog.delegable + [.persistence], classifier: classifier, frameworkSelf: false)
            {
                if let stored = memberWork.first(where: { $0.responsibility == .persistence }) {
                    result.storage = result.storage ?? [:]
                    result.storage?[member] = stored
                }
                let calls = memberWork.filter { $0.responsibility != .persistence }
                if !calls.isEmpty { result.work[member] = calls }
            }
        }
        lock.withLock { own[type] = result }
        return result
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
