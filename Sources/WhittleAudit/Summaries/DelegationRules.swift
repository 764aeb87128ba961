/// When a controller's call into one of the project's types is that type's work done by the
/// controller, and when it is not.
///
/// A call counts when the controller calls a member of a project type that does the work in
/// its own code, or through its own type's members (see ``TypeSummaries``):
/// `PatreonAPI.shared.fetchPatrons { … }` (on a type or singleton), `client.search(for:)` (on
/// a stored property whose declared type is the project type). Reading a singleton or a
/// constant (`AppManager.shared`) is not a call and does not count; neither does a logging
/// call, whatever its logger writes to.
///
/// It does not count when the callee's role is to take that work away from the controller:
/// a view model, presenter, logic controller, interactor, store of screen state, navigator,
/// router or coordinator (`logic.load()`, `navigator.showFollowers(of:)`): the controller only
/// renders what it decides. The role is read from the type's name, as the seeds name these
/// objects; the controller's own name plays no part.
struct DelegationRules: Sendable {
    let summaries: TypeSummaries
    /// Logging calls (`Log.error(…)`): writing a log is not the work a logger's file does.
    let loggingCalls: Set<String>

    /// Type-name endings of the objects a lean controller delegates to.
    static let delegateRoles = [
        "ViewModel", "Presenter", "LogicController", "Interactor", "Navigator", "Router", "Coordinator", "UseCase",
        "Reducer", "ViewState",
    ]

    /// The project type a call or access on `receiver` reaches, given the controller's stored
    /// properties and their declared types.
    func calleeType(of receiver: MemberEvent.Receiver, propertyTypes: [String: String]) -> String? {
        let name: String
        switch receiver {
        case .type(let type): name = type
        case .property(let property):
            guard let declared = propertyTypes[property] else { return nil }
            name = declared
        case .own, .expression: return nil
        }
        guard !Self.delegateRoles.contains(where: name.hasSuffix) else { return nil }
        return name
    }

    /// The work a controller member does through the project's types: one piece of evidence
    /// per responsibility and callee, pointing at the call and naming where the type does it.
    func evidence(
        in member: MemberFacts, file: String, propertyTypes: [String: String]
    ) -> [(Responsibility, Evidence)] {
        var result: [(Responsibility, Evidence)] = []
        var seen: Set<String> = []
        for event in member.events where event.kind == .call && !loggingCalls.contains(event.name) {
            guard let type = calleeType(of: event.receiver, propertyTypes: propertyTypes) else { continue }
            for work in summaries.work(of: type, member: event.name)
            where seen.insert(type + "/" + work.responsibility.rawValue).inserted {
                let callee = "\(event.name)(…)"
                let root: String
                switch event.receiver {
                case .property(let property): root = property
                default: root = type
                }
                let source = work.evidence
                result.append(
                    (work.responsibility,
                     Evidence(
                        member: member.name, file: file, line: Int(event.position.line), token: "\(root).\(callee)",
                        reason: "\(type) \(source.reason) (\(Self.fileName(source.file)):\(source.line) \(source.token))")))
            }
        }
        return result
    }

    /// Each stored property's declared type that the project summarises, as a simple name
    /// without optionality or generic arguments: `client: SearchSuggestClient?` →
    /// `SearchSuggestClient`. Properties of other types (`UITableView`) are left out: no call
    /// on them can reach the project's code.
    func propertyTypes(of members: [MemberFacts]) -> [String: String] {
        guard !summaries.isEmpty else { return [:] }
        var types: [String: String] = [:]
        for member in members where member.kind == .storedProperty {
            guard var type = member.declaredType, let first = type.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
            else { continue }
            type = type.withoutGenericArguments
            while let last = type.utf8.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { type.removeLast() }
            type = type.simpleTypeName
            guard summaries.declares(type) else { continue }
            if member.name.utf8.contains(UInt8(ascii: ",")) {
                for name in member.name.split(separator: ",") { types[name.trimmingCharacters(in: .whitespaces)] = type }
            } else {
                types[member.name] = type
            }
        }
        return types
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
