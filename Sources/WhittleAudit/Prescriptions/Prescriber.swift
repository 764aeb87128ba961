/// Writes one prescription per misplaced responsibility: the role that takes it over, a type
/// name for it, the members that move and the size the controller is left with.
///
/// `members` lists every member that carries the responsibility (lifecycle methods and
/// initialisers excepted: only part of them moves). For `linesMoved`, each member counts
/// with one responsibility only (the one with most evidence in it), so lines are not
/// counted twice across prescriptions.
enum Prescriber {
    static func prescriptions(
        for controller: IndexedViewController, catalog: AuditCatalog, classification: Classifier.Result,
        responsibilities: [ResponsibilityReport], counted: Set<Responsibility>, lines: Int
    ) -> [Prescription] {
        let misplaced = responsibilities.map(\.id).filter { !$0.isKept && counted.contains($0) }
        guard !misplaced.isEmpty else { return [] }
        var moved: [Responsibility: [MemberFacts]] = [:]
        var carriers: [Responsibility: [String]] = [:]
        for result in classification.members {
            let member = result.member
            guard member.kind != .initializer, member.kind != .deinitializer,
                !catalog.names.lifecycleMembers.contains(member.name),
                catalog.signals.signatures[member.name]?.contains(where: { $0.responsibility == .lifecycle }) != true
            else { continue }
            for responsibility in misplaced where result.evidence[responsibility] != nil {
                carriers[responsibility, default: []].append(member.name)
            }
            let owner = result.evidence.filter { misplaced.contains($0.key) }
                .max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key
            if let owner { moved[owner, default: []].append(member) }
        }
        let totalMoved = moved.values.joined().reduce(0) { $0 + $1.lineCount }
        let after = max(0, lines - totalMoved)
        let base = baseName(of: controller.declaration.facts.simpleName)
        let itemType = itemType(of: controller, catalog: catalog, classification: classification)
        return misplaced.map { responsibility in
            let role = role(for: responsibility, controller: controller)
            let members = moved[responsibility] ?? []
            return Prescription(
                responsibility: responsibility, role: role,
                suggestedType: suggestedType(role: role, base: base, itemType: itemType),
                members: carriers[responsibility] ?? [], linesMoved: members.reduce(0) { $0 + $1.lineCount },
                estimatedLinesAfter: after)
        }
    }

    /// `ProfileViewController` → `Profile`.
    static func baseName(of name: String) -> String {
        for suffix in ["ViewController", "Controller", "VC"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    private static func role(for responsibility: Responsibility, controller: IndexedViewController) -> WhittleRole {
        if responsibility == .dataSource,
            controller.members.contains(where: { $0.member.name == "numberOfSections(in:)" })
        {
            return .sectionedDataSource
        }
        return responsibility.roles.first ?? .logicController
    }

    static func suggestedType(role: WhittleRole, base: String, itemType: String?) -> String {
        let item = itemType ?? "\(base)Item"
        switch role {
        case .arrayDataSource: return "ArrayDataSource<\(item)>"
        case .sectionedDataSource: return "SectionedDataSource<\(item)>"
        case .composedDataSource: return "ComposedDataSource"
        case .queryDataSource: return "QueryDataSource<\(item)>"
        case .remoteDataSource: return "RemoteDataSource<\(item)>"
        case .cellConfigurator: return "\(itemType ?? base)CellConfigurator"
        case .smarterView: return "\(base)View"
        case .layoutValue: return "\(base)Layout"
        case .presenter: return "\(base)Presenter"
        case .binding: return "Binding"
        case .interaction: return "\(base)Interaction"
        case .intention: return "\(base)Intention"
        case .keyboardManager: return "KeyboardManager"
        case .navigator: return "\(base)Navigator"
        case .store: return "Store<\(itemType.map { "[\($0)]" } ?? "\(base)State")>"
        case .webService: return "WebService"
        case .sharedState: return "SharedState"
        case .logicController: return "\(base)LogicController"
        case .model: return itemType ?? "\(base)Model"
        case .transition: return "\(base)Transition"
        case .analyticsCollaborator: return "\(base)Analytics"
        case .serviceObject: return "\(base)Service"
        }
    }

    /// The element type of the array the data-source members work with, e.g. `Photo` for
    /// `private var photos: [Photo]`.
    static func itemType(
        of controller: IndexedViewController, catalog: AuditCatalog, classification: Classifier.Result
    ) -> String? {
        var arrays: [String: String] = [:]
        for (_, member) in controller.members where member.kind == .storedProperty {
            guard var type = member.declaredType, type.hasPrefix("["), !type.contains(":") else { continue }
            type = String(type.dropFirst())
            guard let close = type.firstIndex(of: "]") else { continue }
            let element = String(type[..<close])
            if element.first?.isUppercase == true { arrays[member.name] = element }
        }
        guard !arrays.isEmpty else { return nil }
        let listMembers = classification.members.filter {
            $0.evidence[.dataSource] != nil || $0.evidence[.cellConfiguration] != nil
        }
        for result in listMembers where catalog.eventFilter.keepsEveryName(inMember: result.member.name) {
            let names = EvidenceRules.referencedNames(of: result.member)
            if let name = names.first(where: { arrays[$0] != nil }) { return arrays[name] }
        }
        return arrays.count == 1 ? arrays.values.first : nil
    }
}
