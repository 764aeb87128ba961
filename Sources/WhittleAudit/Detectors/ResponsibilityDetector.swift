/// Everything about one responsibility, in one file per detector (`Detectors/<Name>Detector.swift`),
/// as a SwiftLint rule file holds its rule: the ``Responsibility`` it declares, what the
/// controller does when it carries it, the roles that take it over, the signals that show it
/// in Swift and in Objective-C, and examples in both languages that run as tests (Swift's
/// print in `whittle explain`).
///
/// `CatalogExampleTests` holds the examples to SwiftLint's contract: each triggering example
/// marks its evidence with `↓` (at the start of the declaration for a signature, attribute,
/// name or conformance) and the evidence must land on every marked line; every signal of
/// either language shows in at least one triggering example; and nothing fires once a Swift
/// example's bodies sit in a comment or a string.
struct ResponsibilityDetector: Sendable {
    var responsibility: Responsibility
    /// What the view controller itself does when it carries the responsibility, as a
    /// predicate: "makes or handles remote requests: …" (lower case, no final period).
    var definition: String
    /// The Whittle roles that take the responsibility over, most fitting first; none for a
    /// responsibility a lean controller keeps.
    var roles: [WhittleRole]
    /// The roles that take the responsibility out of a SwiftUI view, when they differ from a
    /// controller's (route values and a `PathNavigator` rather than a navigator object).
    var swiftUIRoles: [WhittleRole]
    /// The kinds of unit besides view controllers whose lean form keeps the responsibility
    /// although a role takes it over in a view controller (building views in a SwiftUI view).
    var keptIn: Set<UnitKind>
    /// The default severity of its rule: a warning, or a note for work nearly every
    /// controller carries, which tells one controller from another by nothing.
    var ruleSeverity: Severity
    /// How a controller does this work through code it calls (``DelegationRules``).
    var delegation: Delegation
    /// Names of types whose job is this work (`*Cache`): a call on one counts, as a team's
    /// `wrappers:` would say, whatever the type's own code shows. A library's type counts too,
    /// unless a signal names it.
    var namedTypes: [TypeNamePattern]
    /// Names a library gives its clients of a remote service (`*Client`, `*Service`): a call
    /// on a library's type so named counts when the caller waits for its answer
    /// (`[self.documentService retrieveChildrenInFolder:… completionBlock:^{ … }]` on an SDK's
    /// `AlfrescoDocumentFolderService`). The project's own types so named are read by their
    /// code, and a type a signal names by the signal.
    var libraryClients: [TypeNamePattern]
    /// Framework objects that already do part of the work: a controller using one is told
    /// what is left to move, not to write what it has.
    var frameworkObjects: [FrameworkObject]
    /// Superclasses whose subclasses do part of this work as their job: there, the signals
    /// marked ``Signal/containersOwnWork`` (a navigation controller pushing onto itself, a tab
    /// bar controller building its tabs) are not this work.
    var ownJobOf: Set<String>
    /// The Swift signals, read in both languages, then the Objective-C spellings, read in
    /// Objective-C files only.
    var signals: [Signal]
    var triggeringExamples: [AuditExample]
    var nonTriggeringExamples: [AuditExample]

    /// A detector.
    ///
    /// - Parameters:
    ///   - objectiveCSignals: The Objective-C spellings of the APIs, where they differ from
    ///     Swift's (`reloadData`, `addSubview`, `frame`, `UIAlertController` already match).
    ///     A message's first selector piece is a call's name
    ///     (`dequeueReusableCellWithIdentifier` for `dequeueReusableCellWithIdentifier:forIndexPath:`),
    ///     class names are types, dot syntax is a member, and a method's signature is its
    ///     selector with its sign (`-tableView:cellForRowAtIndexPath:`); see ``MemberEvent``.
    ///     They are read in Objective-C files only: `openURL` or `enabled` may name something
    ///     else in Swift code. A class Swift 3 renamed by dropping its `NS`, whose Swift name is
    ///     one of `signals`' types, is read in both (``isRenamedInSwift(_:to:)``).
    init(
        _ responsibility: Responsibility, definition: String, roles: [WhittleRole], swiftUIRoles: [WhittleRole] = [],
        keptIn: Set<UnitKind> = [], ruleSeverity: Severity = .warning,
        delegation: Delegation = [], namedTypes: [String] = [], libraryClients: [String] = [],
        frameworkObjects: [FrameworkObject] = [],
        ownJobOf: Set<String> = [],
        signals: [Signal], objectiveCSignals: [Signal] = [], triggeringExamples: [AuditExample],
        nonTriggeringExamples: [AuditExample]
    ) {
        self.responsibility = responsibility
        self.definition = definition
        self.roles = roles
        self.swiftUIRoles = swiftUIRoles.isEmpty ? roles : swiftUIRoles
        self.keptIn = roles.isEmpty ? Set(UnitKind.allCases) : keptIn
        self.ruleSeverity = ruleSeverity
        self.delegation = delegation
        self.namedTypes = namedTypes.compactMap(TypeNamePattern.init)
        self.libraryClients = libraryClients.compactMap(TypeNamePattern.init)
        self.frameworkObjects = frameworkObjects
        self.ownJobOf = ownJobOf
        let swiftTypes = Set(signals.compactMap { signal -> String? in
            if case .type(let name) = signal.kind { return name }
            return nil
        })
        self.signals = signals + objectiveCSignals.map { signal in
            // Swift before 3 spelled Foundation's classes as Objective-C does (`NSURLSession`,
            // `NSUserDefaults`, `NSDateFormatter`): a class whose Swift name is a type signal
            // here without the prefix is that class in either language.
            if case .type(let name) = signal.kind, Self.isRenamedInSwift(name, to: swiftTypes) { return signal }
            var objectiveC = signal
            objectiveC.language = .objectiveC
            return objectiveC
        }
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    /// Whether the Objective-C class `name` is one Swift 3 renamed to a name among `swiftTypes`
    /// by dropping its `NS` (`NSURLSession`, `URLSession`). Not one Swift reads otherwise: the
    /// Swift signal of a request is its construction (`URLRequest(url:)`), so an `NSURLRequest`
    /// annotation (a web view's page) stays Objective-C's.
    private static func isRenamedInSwift(_ name: String, to swiftTypes: Set<String>) -> Bool {
        name.hasPrefix("NS") && swiftTypes.contains(String(name.dropFirst(2)))
    }

    /// How a controller can do a responsibility's work through code it calls rather than
    /// in its own: ``DelegationRules`` reads it.
    struct Delegation: OptionSet, Sendable {
        let rawValue: UInt8
        /// A call on a project type whose member does the work counts (``TypeSummaries``).
        static let projectTypes = Delegation(rawValue: 1 << 0)
        /// A helper the project adds to a framework type (`extension UIView { func shake() }`)
        /// carries the work to its caller.
        static let helpers = Delegation(rawValue: 1 << 1)
        /// Such a call counts only when the controller waits for its result (passes a closure
        /// or awaits the call, ``MemberEvent/awaitsResult``): taking what an API client
        /// returns is dealing with the request; a call fired and forgotten is not.
        static let awaitedCallsOnly = Delegation(rawValue: 1 << 2)
        /// Such a call counts in a view model too. A view model calling its web service or
        /// store is lean (that is what it is for); calling a tracker or a device service is
        /// still the work, as in a controller.
        static let inViewModels = Delegation(rawValue: 1 << 3)
    }

    /// Whether a lean view controller keeps the responsibility: no role takes it over.
    var isKept: Bool { roles.isEmpty }

    /// The rule that reports the responsibility in a view controller,
    /// `<id>-in-view-controller`; `nil` for a kept one.
    var rule: RuleID? { isKept ? nil : RuleID("\(responsibility.id)-in-view-controller") }

    var description: DetectorDescription {
        DetectorDescription(
            responsibility: responsibility, summary: "The view controller itself \(definition).",
            triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)
    }

    /// The built-in detectors: the one list a new detector joins. Its order is the order of
    /// ``Responsibility/allCases`` and of every report.
    static let builtIn: [ResponsibilityDetector] = [
        .dataSource,
        .cellConfiguration,
        .networking,
        .persistence,
        .caching,
        .keyboard,
        .navigation,
        .viewConstruction,
        .layout,
        .formatting,
        .userInput,
        .alerts,
        .validation,
        .domainLogic,
        .animation,
        .analytics,
        .systemServices,
        .rendering,
        .lifecycle,
        .composition,
        .modelObservation,
    ]
}

/// A framework object that already does part of a responsibility's work
/// (``ResponsibilityDetector/frameworkObjects``).
struct FrameworkObject: Sendable {
    /// The type or protocol name: `UITableViewDiffableDataSource`.
    var name: String
    /// The Whittle role that wraps it, when one does: a controller on it is prescribed that role.
    var role: WhittleRole?

    init(_ name: String, role: WhittleRole? = nil) {
        self.name = name
        self.role = role
    }
}
