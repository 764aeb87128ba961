/// Writes one prescription per misplaced responsibility: the role that takes it over, a type
/// name for it, what moves (the ``ExtractionPlan``) and the size the controller is left with.
/// A request's flow (networking and the work only it needs, ``ExtractionPlan/requestFlow``)
/// goes to one place: a logic controller (a SwiftUI view's observable view state) that makes
/// the request through a web service, so one purchase or login is not split across objects.
/// Work the controller already hands to the app's own collaborators (`userRepository.subscribe(…)`)
/// names them: the new type keeps using them, and requests made only through them leave a
/// logic controller over them to write, not a web service.
enum Prescriber {
    static func prescriptions(
        for controller: IndexedViewController, catalog: AuditCatalog, classification: Classifier.Result,
        extraction: ExtractionPlan, lines: Int, projectTypes: Set<String>
    ) -> [Prescription] {
        guard !extraction.misplaced.isEmpty else { return [] }
        let after = extraction.linesLeft(of: lines)
        let base = baseName(of: controller.declaration.facts.simpleName)
        let itemType = itemType(of: controller, catalog: catalog, classification: classification, projectTypes: projectTypes)
        let inUse = frameworkObjectsInUse(by: controller, catalog: catalog, classification: classification)
        var files: [String: String] = [:]
        for member in extraction.attributions where files[member.name] == nil { files[member.name] = member.file }
        func ownRole(of responsibility: Responsibility) -> WhittleRole {
            inUse[responsibility]?.lazy.compactMap(\.role).first ?? role(for: responsibility, controller: controller)
        }
        // A request with work that only serves it is a flow; a lone request is a web service's.
        let flowRole: WhittleRole = controller.kind == .swiftUIView ? .observableViewState : .logicController
        let collaborators = collaborators(in: classification, projectTypes: projectTypes)
        return extraction.misplaced.map { responsibility in
            let called = collaborators[responsibility]
            let uses = (inUse[responsibility]?.map(\.name) ?? []) + (called?.names ?? [])
            let joins = extraction.requestFlow.contains(responsibility)
            let leadsFlow = responsibility == .networking && (!extraction.requestFlow.isEmpty || called?.isAll == true)
            let role = joins || leadsFlow ? flowRole : ownRole(of: responsibility)
            let whole = extraction.members[responsibility] ?? []
            let parts = extraction.parts[responsibility] ?? []
            let moves = whole.map { Move(member: $0.name, file: files[$0.name] ?? "", lines: [[$0.startLine, $0.endLine]], whole: true) }
                + parts.map { Move(member: $0.member, file: files[$0.member] ?? "", lines: Move.ranges($0.lines), whole: false) }
            return Prescription(
                responsibility: responsibility, role: role,
                suggestedType: suggestedType(role: role, base: base, itemType: itemType),
                members: whole.map(\.name), parts: parts,
                linesMoved: extraction.linesMoved[responsibility] ?? 0, estimatedLinesAfter: after,
                alreadyUses: uses.isEmpty ? nil : uses, moves: moves, joins: joins ? .networking : nil)
        }
    }

    /// Per responsibility, the app's own collaborators the unit's evidence reaches the work
    /// through (`userRepository`, `API`), in order of first appearance, and whether all of its
    /// evidence goes through them. A helper the project adds to a framework type
    /// (`imageView.loadImage(…)`) is the controller's own code, not a collaborator.
    private static func collaborators(
        in classification: Classifier.Result, projectTypes: Set<String>
    ) -> [Responsibility: (names: [String], isAll: Bool)] {
        var result: [Responsibility: (names: [String], isAll: Bool)] = [:]
        for member in classification.members {
            for (responsibility, evidence) in member.evidence {
                var entry = result[responsibility] ?? ([], true)
                for item in evidence {
                    let type = item.via?.first.map { String($0.member.prefix { $0 != "." }) }
                    guard let type, projectTypes.contains(type), let root = DelegationRules.callRoot(ofToken: item.token) else {
                        entry.isAll = false
                        continue
                    }
                    if !entry.names.contains(root) { entry.names.append(root) }
                }
                result[responsibility] = entry
            }
        }
        return result.filter { !$0.value.names.isEmpty }
    }

    /// The catalog's ``AuditCatalog/frameworkObjects`` the controller's evidence or
    /// conformances name, in the detector's order.
    private static func frameworkObjectsInUse(
        by controller: IndexedViewController, catalog: AuditCatalog, classification: Classifier.Result
    ) -> [Responsibility: [FrameworkObject]] {
        // Only the catalog's names are looked for, and only in tokens that start as one does.
        let wanted = Set(catalog.frameworkObjects.values.joined().map { Substring($0.name) })
        var starts = [Bool](repeating: false, count: 256)
        for name in wanted { if let first = name.utf8.first { starts[Int(first)] = true } }
        var named = Set(controller.conformances.map { Substring($0.name) })
        for result in classification.members {
            for evidence in result.evidence.values.joined() {
                // `UITableViewDiffableDataSource<Int, Photo>(…)` names the type.
                let token = Substring(evidence.token)
                guard let first = token.utf8.first, starts[Int(first)] else { continue }
                let end = token.utf8.firstIndex { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "(") } ?? token.endIndex
                if wanted.contains(token[..<end]) { named.insert(token[..<end]) }
            }
        }
        var result: [Responsibility: [FrameworkObject]] = [:]
        for (responsibility, objects) in catalog.frameworkObjects {
            let used = objects.filter { named.contains(Substring($0.name)) }
            if !used.isEmpty { result[responsibility] = used }
        }
        return result
    }

    /// `ProfileViewController` → `Profile`.
    static func baseName(of name: String) -> String {
        for suffix in ["ViewController", "Controller", "VC", "ViewModel", "View", "Model"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// The role the controller's own list shape asks for: a tree (an outline's child callbacks)
    /// wants an outline data source, sections a sectioned one.
    private static func role(for responsibility: Responsibility, controller: IndexedViewController) -> WhittleRole {
        if responsibility == .dataSource {
            let names = controller.members.lazy.map(\.member.name)
            if names.contains(where: { outlineCallbacks.contains($0) }) { return .outlineDataSource }
            if names.contains(where: { sectionCallbacks.contains($0) }) { return .sectionedDataSource }
        }
        return responsibility.roles(in: controller.kind).first ?? .logicController
    }

    /// The callbacks that answer how many sections a list has, in both languages.
    private static let sectionCallbacks: Set<String> = [
        "numberOfSections(in:)", "-numberOfSectionsInTableView:", "-numberOfSectionsInCollectionView:",
    ]
    /// The callbacks that answer a tree's structure, in both languages.
    private static let outlineCallbacks: Set<String> = [
        "outlineView(_:child:ofItem:)", "outlineView(_:numberOfChildrenOfItem:)",
        "-outlineView:child:ofItem:", "-outlineView:numberOfChildrenOfItem:",
    ]

    /// The type to create. A generic item type is one the project declares and the list's
    /// callbacks use; when there is none, the type says the item type is unknown rather than
    /// invent one.
    static func suggestedType(role: WhittleRole, base: String, itemType: String?) -> String {
        let item = itemType ?? "…"
        let unknown = itemType == nil ? " (item type unknown)" : ""
        // A list's own row values (`enum Cell { case message(…), time(…) }`, `MessageRow`) say
        // what the list shows: a data source holds them, but they are no model to write rules
        // on or store, and a configurator is named for the cell, not `CellCellConfigurator`.
        let shown = itemType.map(Self.droppingRowSuffix)
        let model = shown == itemType ? itemType : nil
        switch role {
        case .arrayDataSource: return "ArrayDataSource<\(item)>\(unknown)"
        case .sectionedDataSource: return "SectionedDataSource<\(item)>\(unknown)"
        case .composedDataSource: return "ComposedDataSource"
        case .queryDataSource: return "QueryDataSource<\(item)>\(unknown)"
        case .remoteDataSource: return "RemoteDataSource<\(item)>\(unknown)"
        case .cellConfigurator: return "\(shown.flatMap { $0.isEmpty ? nil : $0 } ?? base)CellConfigurator"
        case .smarterView: return "\(base)View"
        case .layoutValue, .swiftUILayout: return "\(base)Layout"
        case .presenter: return "\(base)Presenter"
        case .binding: return "Binding"
        case .interaction: return "\(base)Interaction"
        case .intention: return "\(base)Intention"
        case .keyboardManager: return "KeyboardManager"
        case .navigator: return "\(base)Navigator"
        case .store: return model.map { "Store<[\($0)]>" } ?? "Store<…> (value type unknown)"
        case .webService: return "WebService"
        case .sharedState: return "SharedState"
        case .logicController: return "\(base)LogicController"
        case .model: return model ?? "\(base)Model"
        case .transition: return "\(base)Transition"
        case .analyticsCollaborator: return "\(base)Analytics"
        case .serviceObject: return "\(base)Service"
        case .observableViewState: return "\(base)Model"
        case .pathNavigator: return "\(base)Route"
        case .observableConfirmation: return "ObservableConfirmation"
        case .fetchedResultsDataSource: return "\(base)FetchedResultsDataSource"
        case .outlineDataSource: return "\(base)OutlineDataSource"
        case .realmStore: return "\(base)RealmStore"
        }
    }

    /// `type` without a trailing `Cell` or `Row`, which name a list's row rather than what it
    /// shows: `Message` for `MessageCell`, empty for `Cell`.
    private static func droppingRowSuffix(_ type: String) -> String {
        for suffix in ["Cell", "Row"] where type.hasSuffix(suffix) { return String(type.dropLast(suffix.count)) }
        return type
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
