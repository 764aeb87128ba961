/// Writes one prescription per misplaced responsibility: the role that takes it over, a type
/// name for it, what moves and the size the controller is left with.
///
/// Each member that can move goes with one prescription only: the responsibility with most
/// evidence in it. Every other responsibility in that member, and any in a member that stays
/// (lifecycle methods, initialisers), gets those lines as a ``PrescriptionPart``, so every
/// prescription says what it takes and no member is sent to two places.
enum Prescriber {
    static func prescriptions(
        for controller: IndexedViewController, catalog: AuditCatalog, classification: Classifier.Result,
        responsibilities: [ResponsibilityReport], counted: Set<Responsibility>, lines: Int, projectTypes: Set<String>
    ) -> [Prescription] {
        let misplaced = responsibilities.map(\.id).filter { !$0.isKept && counted.contains($0) }
        guard !misplaced.isEmpty else { return [] }
        var whole: [Responsibility: [MemberFacts]] = [:]
        var parts: [Responsibility: [PrescriptionPart]] = [:]
        var stayingLines = 0
        for result in classification.members {
            let member = result.member
            let here = result.evidence.filter { misplaced.contains($0.key) }
            guard !here.isEmpty else { continue }
            let stays = member.kind == .initializer || member.kind == .deinitializer
                || catalog.names.lifecycleMembers.contains(member.name)
                || catalog.signals.signatures[member.name]?.contains(where: { $0.responsibility == .lifecycle }) == true
            let owner = stays ? nil : here.max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key
            if let owner { whole[owner, default: []].append(member) }
            var partLines: Set<Int> = []
            for (responsibility, evidence) in here where responsibility != owner {
                let lines = Set(evidence.map(\.line)).sorted()
                parts[responsibility, default: []].append(PrescriptionPart(member: member.name, lines: lines))
                partLines.formUnion(lines)
            }
            if stays { stayingLines += partLines.count }
        }
        let wholeLines = whole.values.joined().reduce(0) { $0 + $1.lineCount }
        let after = max(0, lines - wholeLines - stayingLines)
        let base = baseName(of: controller.declaration.facts.simpleName)
        let itemType = itemType(of: controller, catalog: catalog, classification: classification, projectTypes: projectTypes)
        let inUse = frameworkObjectsInUse(by: controller, classification: classification)
        return misplaced.map { responsibility in
            let uses = inUse[responsibility]
            let role = uses?.contains(where: Self.fetchedResults.contains) == true ? .queryDataSource : role(for: responsibility, controller: controller)
            let members = whole[responsibility] ?? []
            let taken = (parts[responsibility] ?? []).sorted { $0.member < $1.member }
            return Prescription(
                responsibility: responsibility, role: role,
                suggestedType: suggestedType(role: role, base: base, itemType: itemType),
                members: members.map(\.name), parts: taken,
                linesMoved: members.reduce(0) { $0 + $1.lineCount } + taken.reduce(0) { $0 + $1.lines.count },
                estimatedLinesAfter: after, alreadyUses: uses)
        }
    }

    /// Framework objects that already do part of a responsibility's work, by responsibility:
    /// a controller on a diffable data source or a fetched-results controller is told what is
    /// left to move, not to write the data source it has.
    static let frameworkObjects: [Responsibility: [String]] = [
        .dataSource: [
            "UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource", "NSTableViewDiffableDataSource",
            "NSCollectionViewDiffableDataSource", "NSDiffableDataSourceSnapshot", "NSDiffableDataSourceSectionSnapshot",
        ] + fetchedResults
    ]

    /// A fetched-results controller (or its delegate), which ``WhittleRole/queryDataSource`` wraps.
    static let fetchedResults = ["NSFetchedResultsController", "NSFetchedResultsControllerDelegate"]

    /// The ``frameworkObjects`` the controller's evidence or conformances name, in table order.
    private static func frameworkObjectsInUse(
        by controller: IndexedViewController, classification: Classifier.Result
    ) -> [Responsibility: [String]] {
        var named = Set(controller.conformances.map(\.name))
        for result in classification.members {
            for evidence in result.evidence.values.joined() {
                // `UITableViewDiffableDataSource<Int, Photo>(…)` names the type.
                let token = evidence.token
                let end = token.firstIndex { $0 == "<" || $0 == "(" } ?? token.endIndex
                named.insert(String(token[..<end]))
            }
        }
        var result: [Responsibility: [String]] = [:]
        for (responsibility, objects) in frameworkObjects {
            let used = objects.filter(named.contains)
            if !used.isEmpty { result[responsibility] = used }
        }
        return result
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

    /// The type to create. A generic item type is one the project declares and the list's
    /// callbacks use; when there is none, the type says the item type is unknown rather than
    /// invent one.
    static func suggestedType(role: WhittleRole, base: String, itemType: String?) -> String {
        let item = itemType ?? "…"
        let unknown = itemType == nil ? " (item type unknown)" : ""
        switch role {
        case .arrayDataSource: return "ArrayDataSource<\(item)>\(unknown)"
        case .sectionedDataSource: return "SectionedDataSource<\(item)>\(unknown)"
        case .composedDataSource: return "ComposedDataSource"
        case .queryDataSource: return "QueryDataSource<\(item)>\(unknown)"
        case .remoteDataSource: return "RemoteDataSource<\(item)>\(unknown)"
        case .cellConfigurator: return "\(itemType ?? base)CellConfigurator"
        case .smarterView: return "\(base)View"
        case .layoutValue: return "\(base)Layout"
        case .presenter: return "\(base)Presenter"
        case .binding: return "Binding"
        case .interaction: return "\(base)Interaction"
        case .intention: return "\(base)Intention"
        case .keyboardManager: return "KeyboardManager"
        case .navigator: return "\(base)Navigator"
        case .store: return itemType.map { "Store<[\($0)]>" } ?? "Store<…> (value type unknown)"
        case .webService: return "WebService"
        case .sharedState: return "SharedState"
        case .logicController: return "\(base)LogicController"
        case .model: return itemType ?? "\(base)Model"
        case .transition: return "\(base)Transition"
        case .analyticsCollaborator: return "\(base)Analytics"
        case .serviceObject: return "\(base)Service"
        }
    }

    /// The element type of the array the list's callbacks index, e.g. `Photo` for
    /// `private var photos: [Photo]` read in `tableView(_:cellForRowAt:)`, when the project
    /// declares that type; `nil` when no callback names such an array.
    static func itemType(
        of controller: IndexedViewController, catalog: AuditCatalog, classification: Classifier.Result,
        projectTypes: Set<String>
    ) -> String? {
        var arrays: [String: String] = [:]
        for (_, member) in controller.members where member.kind == .storedProperty {
            guard var type = member.declaredType, type.hasPrefix("["), !type.contains(":") else { continue }
            type = String(type.dropFirst())
            guard let close = type.firstIndex(of: "]") else { continue }
            let element = String(type[..<close])
            if projectTypes.contains(element.simpleTypeName) { arrays[member.name] = element }
        }
        guard !arrays.isEmpty else { return nil }
        let listMembers = classification.members.filter {
            $0.evidence[.dataSource] != nil || $0.evidence[.cellConfiguration] != nil
        }
        for result in listMembers where catalog.eventFilter.keepsEveryName(inMember: result.member.name) {
            let names = EvidenceRules.referencedNames(of: result.member)
            if let name = names.first(where: { arrays[$0] != nil }) { return arrays[name] }
        }
        return nil
    }
}
