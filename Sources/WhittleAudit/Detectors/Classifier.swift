/// Classifies a view controller's members into responsibilities: what each member's own code
/// shows (``MemberClassifier``), what it does through the project's own types
/// (``DelegationRules``), less what a `whittle:disable` comment silences.
struct Classifier {
    let members: MemberClassifier
    let disabled: DisableRegions
    /// The work controllers do through the project's own types.
    private(set) var delegation: DelegationRules
    private var table: SignalTable { members.catalog.signals }
    /// The view models SwiftUI views hold: a view calling one is calling its model, which
    /// decides how the work is done.
    let viewModelTypes: Set<String>
    /// The project's controllers that other controllers subclass, by name.
    let superclasses: [String: IndexedViewController]

    /// A classifier that reads each file's imports (by path) from `imports`; `projectTypes` are
    /// the names of every type the project declares, controllers included.
    init(
        catalog: AuditCatalog, disabled: DisableRegions, imports: [String: Set<String>], swiftImports: Set<String> = [],
        summaries: TypeSummaries = .empty, wrappers: [Responsibility: [TypeNamePattern]] = [:], viewModelTypes: Set<String> = [],
        projectTypes: Set<String> = [], superclasses: [String: IndexedViewController] = [:]
    ) {
        self.viewModelTypes = viewModelTypes
        self.superclasses = superclasses
        members = MemberClassifier(catalog: catalog, imports: imports, swiftImports: swiftImports)
        self.disabled = disabled
        delegation = DelegationRules(summaries: summaries, catalog: catalog, wrappers: wrappers, projectTypes: projectTypes)
    }

    /// What one member does.
    struct MemberResult {
        var file: String
        var member: MemberFacts
        var evidence: [Responsibility: [Evidence]]
    }

    struct Result {
        /// At most this many pieces of evidence are reported per responsibility, so reports of
        /// huge code bases stay small; every member carrying it is still listed.
        static let maximumEvidence = 12

        var members: [MemberResult]
        /// Evidence from conformances, not tied to a member.
        var conformanceEvidence: [Responsibility: [Evidence]]

        /// The first piece of evidence of each member first, then the rest, up to the limit.
        /// `chunks` are the evidence in order (each member's array, the conformances' first):
        /// read without copying them into one array, since a huge controller's thousands of
        /// pieces come down to a dozen.
        static func sample(_ chunks: [[Evidence]]) -> [Evidence] {
            guard chunks.reduce(0, { $0 + $1.count }) > maximumEvidence else { return Array(chunks.joined()) }
            var seen: Set<String> = []
            var firsts: [Evidence] = []
            var rest: [Evidence] = []
            chunks: for chunk in chunks {
                for item in chunk {
                    if seen.insert(item.member).inserted {
                        firsts.append(item)
                    } else if rest.count < maximumEvidence {
                        rest.append(item)
                    }
                    // Enough members' first pieces: the rest would never be shown.
                    if firsts.count == maximumEvidence { break chunks }
                }
            }
            return Array((firsts + rest).prefix(maximumEvidence))
        }

        /// Each responsibility with its members (declaration order) and evidence.
        var responsibilities: [ResponsibilityReport] {
            var members: [Responsibility: [String]] = [:]
            var names: Set<String> = []
            var evidence: [Responsibility: [[Evidence]]] = [:]
            for result in self.members {
                let name = result.member.name
                // A name is listed once per responsibility; only a name seen before (two
                // declarations, one under each `#if`) can be listed already.
                let seenBefore = !names.insert(name).inserted
                for (responsibility, items) in result.evidence {
                    if !seenBefore || members[responsibility]?.contains(name) != true {
                        members[responsibility, default: []].append(name)
                    }
                    evidence[responsibility, default: []].append(items)
                }
            }
            // A conformance alone is a promise, not work: it supports a responsibility only
            // when a member does that work.
            for (responsibility, items) in conformanceEvidence where evidence[responsibility] != nil {
                evidence[responsibility]?.insert(items, at: 0)
            }
            return evidence.keys.sorted().map {
                ResponsibilityReport(
                    id: $0, members: members[$0] ?? [], evidence: Self.sample(evidence[$0] ?? []))
            }
        }
    }

    /// Whether `member` is named as a rule's answer, a yes or no about the model: `isDestroyable`,
    /// `canEdit(_:)`, `shouldShowTranslateButton`, `hasAlertBeforeIntegrityCheck`.
    static func namesRule(_ member: MemberFacts) -> Bool {
        guard member.kind == .method || member.kind == .computedProperty else { return false }
        return NameWords.asksYesOrNo(member.baseName)
    }

    /// A SwiftUI view's value that picks, by a rule, which of its model's data it shows:
    /// an instance's computed property or method without parameters returning a collection of
    /// a model the project declares that branches (`var currentVillagers: [Villager] { if
    /// viewModel.filter == .liked { … } else if !searchText.isEmpty { … } }`), on the model or
    /// on the view's state. Which rows a screen lists is a rule a logic controller or the view
    /// model can own and test; a method given what to pick from (`styles(for:)`,
    /// `frames(for:)`) only shapes it for display.
    static func choice(in member: MemberFacts, file: String, isModel: (String) -> Bool) -> Evidence? {
        guard member.kind == .computedProperty || member.kind == .method, member.parameterTypes.isEmpty, !member.isStatic,
            let declared = member.declaredType,
            let element = DelegationRules.elementType(of: declared), isModel(element),
            let branch = member.events.first(where: \.isTested)
        else { return nil }
        return Evidence(
            member: member.name, file: file, line: Int(branch.position.line), token: "if \(branch.name)",
            reason: "picks which \(element) values to show by a rule")
    }

    /// Whether a SwiftUI view's member is where it shows its model: one that builds views
    /// (``SwiftUIUnits/buildsViews(_:names:)``), picks how they are styled (`var iconColor:
    /// Color`, `var badge: Text?`, ``CatalogNames/viewStyleTypes``), which symbol they show
    /// (`var imageName: String`, `func statusIcon() -> ImageAsset`) or the text a label shows
    /// (`func subtitle(for item: Item) -> String`).
    static func shows(_ member: MemberFacts, names: CatalogNames) -> Bool {
        if SwiftUIUnits.buildsViews(member, names: names) { return true }
        guard member.kind != .storedProperty, let type = member.declaredType else { return false }
        let shown = type.trimmingTrailingOptionality
        if names.viewStyleTypes.contains(shown) { return true }
        let name = member.baseName.lowercased()
        if symbolNameEndings.contains(where: name.hasSuffix) { return true }
        return textTypes.contains(shown) && displayTextEndings.contains(where: name.hasSuffix)
    }

    /// How a member returning an image or a symbol's name is named, whatever the type (a
    /// `String`, an asset catalogue's generated type).
    private static let symbolNameEndings = ["imagename", "iconname", "symbolname", "systemimage", "symbol", "icon"]

    /// What a member returning the text a label shows returns.
    private static let textTypes: Set<String> = [
        "String", "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "NSAttributedString",
    ]

    /// How a member returning the text a label shows is named: `title(for:)`, `stateLabel(for:)`,
    /// `lastSyncedText(for:)`, `emptyStateMessage`.
    private static let displayTextEndings = [
        "title", "subtitle", "text", "label", "caption", "message", "placeholder", "hint", "prompt", "footer", "header",
    ]

    /// The project's global variables (``TypeSummaries/globalType(named:)``) the unit's
    /// members call through, by a name the unit, its superclasses and the member's locals do
    /// not declare (`defaults.set(…)` for a file's `let defaults = UserDefaults.standard`,
    /// `[gTbDefaults setBool:…]` for `extern TBUserDefaults *gTbDefaults;`), with the type each
    /// is declared with.
    private func globalReceivers(of controller: IndexedViewController, inherited: [MemberFacts]) -> [String: String] {
        var declared: Set<String>?
        var found: [String: String] = [:]
        for (_, member) in controller.members {
            for event in member.events {
                guard case .property(let name) = event.receiver, found[name] == nil, member.localTypes[name] == nil,
                    let type = delegation.summaries.globalType(named: name)
                else { continue }
                let own = declared ?? Set((inherited + controller.members.map(\.member)).map(\.baseName))
                declared = own
                if !own.contains(name) { found[name] = type }
            }
        }
        return found
    }

    /// Whether `signal` is a screen's type or its construction rather than a move to it.
    private static func namesAScreen(_ signal: Signal) -> Bool {
        switch signal.kind {
        case .type, .constructsTypeWithSuffix: true
        default: false
        }
    }

    /// Whether `member` is a factory of the unit itself: a type method returning the unit's own
    /// type (`static func instantiate() -> Self`, `class func make() -> SettingsViewController?`,
    /// `+ (instancetype)sharedDownloader`). The controller it builds, from a storyboard or an
    /// initializer, is the one a caller will show, not a next screen this one moves to.
    static func buildsItself(_ member: MemberFacts, unit: String) -> Bool {
        guard member.isStatic, member.isMethodLike, let type = member.declaredType?.trimmingTrailingOptionality else { return false }
        return type == "Self" || type == unit.simpleTypeName
    }

    func classify(_ controller: IndexedViewController) -> Result {
        let inherited = inheritedProperties(of: controller)
        let globals = globalReceivers(of: controller, inherited: inherited)
        let allPropertyTypes = delegation.propertyTypes(of: inherited + controller.members.map(\.member))
            .merging(delegation.followed(globals)) { own, _ in own }
        var propertyTypes = allPropertyTypes
        if controller.kind == .swiftUIView {
            // `model.load()` in a view is the model's work, whoever the model calls; so is a call
            // through a protocol only view models adopt (`output?.didSelectCopy(message)`).
            let adopters = delegation.summaries.conformers
            propertyTypes = propertyTypes.filter { _, type in
                let type = type.simpleTypeName
                return !viewModelTypes.contains(type) && !(adopters[type]?.allSatisfy(viewModelTypes.contains) ?? false)
            }
        }
        let inSwiftUI = controller.kind != .viewController
        let receiverTypes = TypeSummaries.declaredTypes(of: inherited + controller.members.map(\.member))
            .merging(globals) { own, _ in own }
        let typedTextProperties = Set(([controller.declaration] + controller.extensions).flatMap(\.facts.textInputBindings))
        // A coordinator's or router's path is its own job: only a view's pushes count.
        let navigationPaths = controller.kind != .swiftUIView ? [] : Set(
            controller.members.lazy.map(\.member)
                .filter { $0.kind == .storedProperty && $0.declaredType.map(Signal.isNavigationPathType) == true }.map(\.name))
        // A closure the unit was handed (`let filter: (Item) -> Bool`, `var onLogout: (() -> Void)?`)
        // runs its owner's code: calling it does no work of its name.
        let closureProperties = Set(
            (inherited + controller.members.map(\.member)).lazy
                .filter { $0.kind == .storedProperty && $0.declaredType?.contains("->") == true }.map(\.name))
        // A method the unit adds (not an override of the framework's) runs the unit's own code,
        // whose evidence is its own: calling it (`track(at: row)`) does no work of its name.
        let ownMethods = Set(
            controller.members.lazy.map(\.member)
                .filter { $0.kind == .method && !$0.modifiers.contains("override") }.map(\.name))
        // The types the unit keeps in stored properties: making a controller of one is holding it.
        let heldTypes = Set(
            TypeSummaries.declaredTypes(of: controller.members.map(\.member).filter { $0.kind == .storedProperty }).values)
        // A view model calling its web service or store is lean: only the work that stays
        // the caller's wherever it is called from counts through project types there.
        let delegatedKept = controller.kind == .viewModel ? members.catalog.delegatedInViewModels : nil
        let adopted = Set(controller.conformances.map(\.name))
        // What the controller answers itself: a call of another name with no receiver may run
        // one of the project's free functions. Asked only of a name the project declares a
        // function of, so the names are gathered once, when first asked, if ever.
        let ownNames = OwnNames { [superclasses] in
            var names = Set(controller.members.lazy.map(\.member.baseName))
            for name in controller.superclassChain where name != controller.name {
                for (_, member) in superclasses[name]?.members ?? [] { names.insert(member.baseName) }
            }
            return names
        }
        let answersItself = { (name: String) -> Bool in ownNames.contains(name) }
        // What the project superclass declaring a name the controller answers only by
        // inheriting it does in its own code of that name: asked of alert helpers' names alone,
        // so it is worked out then.
        let inheritedWork = { [superclasses, members] (name: String) -> TypeSummaries.Helper? in
            guard !controller.members.contains(where: { $0.member.baseName == name }) else { return nil }
            for ancestor in controller.superclassChain where ancestor != controller.name {
                let declared = superclasses[ancestor]?.members.filter { $0.member.baseName == name } ?? []
                guard !declared.isEmpty else { continue }
                let responsibilities = members.catalog.delegable + [.persistence]
                let found = TypeSummaries.ownWork(
                    of: declared, responsibilities: responsibilities, classifier: members, frameworkSelf: false)
                let work = responsibilities.compactMap { responsibility in
                    found[responsibility].map { TypeSummaries.Work(responsibility: responsibility, evidence: $0) }
                }
                return work.isEmpty ? nil : TypeSummaries.Helper(type: ancestor, work: work)
            }
            return nil
        }
        // A navigation controller's pushes onto itself are its job, not a navigator's.
        let containerJobs = Set(
            members.catalog.ownJobs.filter { !$0.value.isDisjoint(with: controller.superclassChain) }.keys)
        let elementTypes = DelegationRules.elementTypes(of: controller.members.map(\.member))
        let declaresMember = { [summaries = delegation.summaries] (type: String, member: String) -> Bool in
            summaries.memberNames(of: type)?.contains(member) == true
        }
        let isProjectEnum = { [summaries = delegation.summaries] (type: String) in summaries.isEnum(type) }
        // Made once for the controller: a closure made for each member copied the classifier.
        let reachedType = { [delegation, propertyTypes] (event: MemberEvent, member: MemberFacts) in
            delegation.frameworkType(of: event, in: member, propertyTypes: propertyTypes)
        }
        var found = controller.members.map { file, member in
            var delegated = delegatedSignals(
                in: member, file: file, propertyTypes: propertyTypes, receiverTypes: receiverTypes, adopted: adopted,
                answersItself: answersItself, inheritedWork: inheritedWork,
                followingOtherTypes: controller.kind != .swiftUIView)
            if let delegatedKept { delegated.removeAll { !delegatedKept.contains($0.entry.responsibility) } }
            // A factory of the unit loading it (`static func controller() -> Self { vc(…) }`)
            // builds this screen, not the next one, whoever it asks to.
            let buildsItself = Self.buildsItself(member, unit: controller.name)
            if buildsItself { delegated.removeAll { $0.entry.responsibility == .navigation } }
            var own = members.signals(
                in: member, file: file, inSwiftUI: inSwiftUI, receiverTypes: receiverTypes,
                typedTextProperties: typedTextProperties, navigationPaths: navigationPaths, closureProperties: closureProperties,
                ownMethods: ownMethods, heldTypes: heldTypes, containerJobs: containerJobs, buildsItself: buildsItself,
                reachedType: reachedType, declaresMember: declaresMember, isProjectEnum: isProjectEnum)
            // A kept `*Cell` counts only as a cell a list would dequeue, not a form's row view.
            let keepsValue = { (found: Signal.Found) -> Bool in
                if case .storedValue = found.entry.signal.kind { true } else { false }
            }
            if member.kind == .storedProperty, own.contains(where: keepsValue), let declared = member.declaredType,
                !delegation.summaries.isCell(declared.trimmingTrailingOptionality.withoutGenericArguments.simpleTypeName)
            {
                own.removeAll(where: keepsValue)
            }
            // A representable's hooks build the controller it wraps (`SFSafariViewController`,
            // `ShortcutTreeViewController(…)`): that is the view, not the next screen.
            if controller.kind == .swiftUIView, members.catalog.names.representableControllerHooks.contains(member.name) {
                own.removeAll { $0.entry.responsibility == .navigation && Self.namesAScreen($0.entry.signal) }
            }
            // A controller (or a view model) branching on a model decides a domain rule, unless
            // the branch is how a cell or a list shows the model: that is the data source's to
            // keep. A SwiftUI view branching on its model where it shows it is rendering it,
            // unless the branch is a rule the view answers by name (`var isDestroyable: Bool`,
            // `canReport(_:)`) or is inside what a button or modifier runs when something
            // happens (`Button { if user.isFollowed … }`); its other members (`func
            // didUpdateType()`, `var currentVillagers: [Villager]`) decide as a controller's do.
            // A view branching on a model its view model holds (`viewModel.relationship.following`)
            // decides on that model, though calling the view model is the model's business.
            // A list's size hook branching on its model picks a row's height (layout).
            let showsRows = own.contains { $0.entry.responsibility == .cellConfiguration || $0.entry.responsibility == .dataSource }
                || members.catalog.names.listSizeHooks.contains(member.name)
            let rendersModel = controller.kind == .swiftUIView && !Self.namesRule(member)
                && Self.shows(member, names: members.catalog.names)
            var decisions = !showsRows
                ? delegation.decisions(
                    in: member, file: file, propertyTypes: allPropertyTypes, elementTypes: elementTypes, inActionsOnly: rendersModel,
                    typedText: typedTextProperties, unit: controller.name)
                    .map(Self.found(.domainLogic)) : []
            if controller.kind == .swiftUIView, decisions.isEmpty, !showsRows,
                let choice = Self.choice(in: member, file: file, isModel: delegation.summaries.isModel)
            {
                decisions.append(Self.found(.domainLogic)(choice))
            }
            // What the member shows itself rules its other signals out (presenting an alert is
            // not navigation); an alert a helper shows for it does not (`[Alerts warn:…]` beside
            // presenting the next screen), but one a helper makes for the member to present on
            // the same line does (`[self presentViewController:[AlertFactory okAlert…] …]`).
            let ruling = delegated.contains { $0.entry.responsibility == .alerts }
                ? Set(
                    (own + delegated.filter { $0.entry.responsibility != .alerts || Self.presents($0.evidence.line, in: own) }
                        + decisions).map(\.entry.responsibility)) : nil
            return (file, member, own + delegated + decisions, ruling)
        }
        let silenced = silencedResponsibilities(found.map { ($0.0, $0.1, $0.2) })
        let composesOnly = controller.kind == .viewController && Self.buildsOnlyChildren(found.map { $0.2 })
        var results: [MemberResult] = []
        for index in found.indices {
            if !silenced.isEmpty { found[index].2.removeAll { silenced.contains($0.entry.responsibility) } }
            if composesOnly { found[index].2.removeAll { $0.entry.responsibility == .navigation } }
            let (file, member, signals, ruling) = found[index]
            results.append(
                MemberResult(
                    file: file, member: member,
                    evidence: MemberClassifier.resolve(signals, of: member, ruling: ruling?.subtracting(silenced))))
        }
        var conformanceEvidence: [Responsibility: [Evidence]] = [:]
        for (file, line, name) in controller.conformances {
            for entry in table.conformances[name] ?? []
            where !silenced.contains(entry.responsibility) && !isSilenced(entry.responsibility, file: file, line: line) {
                conformanceEvidence[entry.responsibility, default: []].append(
                    Evidence(
                        member: "conformance to \(name)", file: file, line: line, token: name,
                        reason: entry.signal.reason))
            }
        }
        return Result(members: results, conformanceEvidence: conformanceEvidence)
    }

    /// The properties a controller inherits from the project's controllers it subclasses,
    /// nearest superclass last, so that where two declare a name the nearest one's type is read
    /// (the controller's own come after all of them). A base controller holding the app's
    /// client or store (`var dataManager: DataManagerProtocol!`) hands it to every subclass,
    /// whose calls on it are its own work.
    private func inheritedProperties(of controller: IndexedViewController) -> [MemberFacts] {
        guard controller.kind == .viewController, !superclasses.isEmpty else { return [] }
        var inherited: [MemberFacts] = []
        for name in controller.superclassChain.reversed() where name != controller.name {
            guard let superclass = superclasses[name] else { continue }
            inherited += superclass.members.lazy.map(\.member).filter {
                $0.kind == .storedProperty || $0.kind == .computedProperty
            }
        }
        return inherited
    }

    private func isSilenced(_ responsibility: Responsibility, file: String, line: Int) -> Bool {
        guard let rule = responsibility.rule else { return false }
        return disabled.isDisabled(rule, file: file, line: line)
    }

    /// Whether a controller's only navigation is building controllers while it embeds children
    /// (`addChild(_:)`, `add(child:)`, a tab or split item): a container swapping its loading,
    /// error and content children builds what it embeds, often in another member than the one
    /// that embeds it (`activeViewController = LoadingViewController()`, whose observer adds the
    /// child). Presenting, pushing or dismissing anything is navigation as ever.
    static func buildsOnlyChildren(_ signals: [[Signal.Found]]) -> Bool {
        var builds = false
        var embeds = false
        for found in signals.joined() {
            if found.entry.responsibility == .navigation {
                guard case .constructsTypeWithSuffix = found.entry.signal.kind else { return false }
                builds = true
            } else if found.entry.responsibility == .composition {
                switch found.entry.signal.kind {
                case .call, .labeledCall: embeds = true
                default: break
                }
            }
        }
        return builds && embeds
    }

    /// The responsibilities a `whittle:disable` comment silences in this controller: one that
    /// covers a line of a responsibility's evidence, or the first line of a member carrying it,
    /// silences the responsibility's finding — not one line of it, which would only move the
    /// finding to the next line of evidence — and the responsibility no longer counts. This is
    /// the only place responsibility rules are silenced; the ``Auditor`` silences the other
    /// rules' findings.
    private func silencedResponsibilities(_ found: [(String, MemberFacts, [Signal.Found])]) -> Set<Responsibility> {
        var silenced: Set<Responsibility> = []
        for (file, member, signals) in found where disabled.hasDirectives(in: file) {
            for item in signals where !silenced.contains(item.entry.responsibility) {
                let responsibility = item.entry.responsibility
                if isSilenced(responsibility, file: file, line: item.evidence.line)
                    || isSilenced(responsibility, file: file, line: member.startLine)
                {
                    silenced.insert(responsibility)
                }
            }
        }
        return silenced
    }

    /// The work `member` does through the project's types, as signals.
    private func delegatedSignals(
        in member: MemberFacts, file: String, propertyTypes: [String: String], receiverTypes: [String: String],
        adopted: Set<String>, answersItself: (String) -> Bool, inheritedWork: (String) -> TypeSummaries.Helper?,
        followingOtherTypes: Bool
    ) -> [Signal.Found] {
        delegation.evidence(
            in: member, file: file, propertyTypes: propertyTypes, receiverTypes: receiverTypes, adopted: adopted,
            answersItself: answersItself, inheritedWork: inheritedWork, followingOtherTypes: followingOtherTypes
        ).map { responsibility, evidence in Self.found(responsibility)(evidence) }
    }

    /// Whether one of the member's own signals that an alert rules out (a presentation) is on
    /// `line`: what a helper made there is what the member presents.
    private static func presents(_ line: Int, in own: [Signal.Found]) -> Bool {
        own.contains { $0.evidence.line == line && $0.entry.signal.unless.contains(.alerts) }
    }

    /// Evidence from code the controller calls or decides on, as a signal of `responsibility`.
    private static func found(_ responsibility: Responsibility) -> (Evidence) -> Signal.Found {
        { evidence in
            (SignalTable.Entry(responsibility: responsibility, signal: Signal(.call(evidence.token), evidence.reason)), evidence)
        }
    }

}

/// The member base names a controller answers itself, gathered the first time a call asks
/// (``Classifier/classify(_:)``): most controllers call no free function of the project.
private final class OwnNames {
    private var names: Set<String>?
    private let gather: () -> Set<String>

    init(_ gather: @escaping () -> Set<String>) {
        self.gather = gather
    }

    func contains(_ name: String) -> Bool {
        if let names { return names.contains(name) }
        let gathered = gather()
        names = gathered
        return gathered.contains(name)
    }
}

extension Signal {
    /// A signal a member showed, with the evidence it gives.
    typealias Found = (entry: SignalTable.Entry, evidence: Evidence)
}
