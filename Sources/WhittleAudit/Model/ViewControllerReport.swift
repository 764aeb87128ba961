/// One audited unit — a view controller, a SwiftUI view or a view model (``kind``): where it
/// is, what it does, what is wrong and what to extract.
public struct ViewControllerReport: Codable, Sendable, Equatable {
    /// What kind of unit this is.
    public var kind: UnitKind
    /// The type name (qualified with its enclosing types, if nested).
    public var name: String
    /// The file of the class declaration.
    public var file: String
    /// The line of the class declaration.
    public var line: Int
    /// The language of the class declaration (its extensions may be written in another).
    public var language: SourceLanguage
    /// The superclass chain, nearest first, ending at the UIKit/AppKit base; for a SwiftUI
    /// view or a view model, the protocol (or macro) that makes it one (`View`, `ObservableObject`).
    public var superclassChain: [String]
    /// Whether the controller is assumed to be one because an unresolved base class's name
    /// ends in `ViewController`.
    public var isAssumed: Bool
    /// The declaration and its extensions, one entry per file.
    public var files: [FileShare]
    /// What the controller does itself, kept responsibilities included.
    public var responsibilities: [ResponsibilityReport]
    /// Rule violations.
    public var findings: [Finding]
    /// Size and structure measurements.
    public var metrics: Metrics
    /// What to extract, one prescription per responsibility that does not belong.
    public var prescriptions: [Prescription]
    /// The members a prescription moves from, each with its body attributed to
    /// responsibilities by line (kept work included).
    public var members: [MemberReport]

    public init(
        name: String, file: String, line: Int, superclassChain: [String], isAssumed: Bool, files: [FileShare],
        responsibilities: [ResponsibilityReport], findings: [Finding], metrics: Metrics,
        prescriptions: [Prescription], members: [MemberReport] = [], kind: UnitKind = .viewController
    ) {
        self.members = members
        self.kind = kind
        self.name = name
        self.file = file
        self.line = line
        language = SourceLanguage(path: file)
        self.superclassChain = superclassChain
        self.isAssumed = isAssumed
        self.files = files
        self.responsibilities = responsibilities
        self.findings = findings
        self.metrics = metrics
        self.prescriptions = prescriptions
    }

    /// The responsibilities that do not belong in a unit of this kind.
    public var misplacedResponsibilities: [ResponsibilityReport] {
        responsibilities.filter { !$0.id.isKept(in: kind) }
    }
}

/// The part of a view controller that lives in one file.
public struct FileShare: Codable, Sendable, Equatable {
    /// The file path, as given to the auditor.
    public var file: String
    /// The lines of the declaration or extensions in this file.
    public var lines: Int
    /// The names of the members declared in this file.
    public var members: [String]
    /// The file's language: a Swift `extension` of an Objective-C controller is `swift`.
    public var language: SourceLanguage

    public init(file: String, lines: Int, members: [String]) {
        self.file = file
        self.lines = lines
        self.members = members
        language = SourceLanguage(path: file)
    }
}

/// One responsibility a view controller carries, with the members that carry it.
public struct ResponsibilityReport: Codable, Sendable, Equatable {
    /// The responsibility.
    public var id: Responsibility
    /// The members (`viewDidLoad()`, `tableView(_:cellForRowAt:)`, `formatter`) that do the work.
    public var members: [String]
    /// Why: one entry per piece of evidence.
    public var evidence: [Evidence]

    public init(id: Responsibility, members: [String], evidence: [Evidence]) {
        self.id = id
        self.members = members
        self.evidence = evidence
    }
}

/// A piece of source that shows a member doing some work.
public struct Evidence: Codable, Sendable, Equatable {
    /// The member the evidence is in.
    public var member: String
    /// The file.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// What was seen: an identifier, a call, a type, a conformance or an attribute.
    public var token: String
    /// Why that token means the responsibility, in a few words.
    public var reason: String
    /// For work done through one of the project's types (`api.fetchPatrons(…)`): where that
    /// type does it, each step a member of the type (qualified, `PatreonAPI.request(_:)`)
    /// down to the code that shows the responsibility. `nil` for the controller's own code.
    public var via: [Evidence]?

    public init(member: String, file: String, line: Int, token: String, reason: String, via: [Evidence]? = nil) {
        self.member = member
        self.file = file
        self.line = line
        self.token = token
        self.reason = reason
        self.via = via
    }
}

/// A rule violation.
public struct Finding: Codable, Sendable, Equatable {
    /// The rule.
    public var rule: RuleID
    /// How serious it is, after configuration.
    public var severity: Severity
    /// What is wrong and what to do, in one or two sentences.
    public var message: String
    /// The view controller.
    public var viewController: String
    /// The member, when the finding is about one.
    public var member: String?
    /// The file.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    public init(
        rule: RuleID, severity: Severity, message: String, viewController: String, member: String? = nil,
        file: String, line: Int, column: Int = 1
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.viewController = viewController
        self.member = member
        self.file = file
        self.line = line
        self.column = column
    }
}

/// Size and structure of a view controller.
public struct Metrics: Codable, Sendable, Equatable {
    /// Lines of the declaration and all extensions.
    public var lines: Int
    /// Number of methods (NOM), initialisers and computed properties included.
    public var methods: Int
    /// Number of stored properties (NOA).
    public var storedProperties: Int
    /// `// MARK:` sections.
    public var markSections: Int
    /// `*Delegate` and `*DataSource` conformances.
    public var delegateConformances: Int
    /// `@IBAction` methods.
    public var ibActions: Int
    /// Responsibilities carried, kept ones included.
    public var responsibilities: Int
    /// Responsibilities carried that do not belong.
    public var misplacedResponsibilities: Int
    /// Cohesion Among Methods in a Class (CAMC, 0…1): how much methods share parameter types.
    public var cohesion: Double
    /// Whether Habchi et al.'s rule (MOBILESoft 2017) calls it massive: CAMC < 0.2, NOM > 29,
    /// lines > 375.
    public var massiveByHabchi: Bool
    /// For a SwiftUI view: the lines of `body`, its computed subviews and its `@ViewBuilder`
    /// functions. `nil` for other kinds.
    public var bodyLines: Int?

    public init(
        lines: Int, methods: Int, storedProperties: Int, markSections: Int, delegateConformances: Int,
        ibActions: Int, responsibilities: Int, misplacedResponsibilities: Int, cohesion: Double,
        massiveByHabchi: Bool, bodyLines: Int? = nil
    ) {
        self.bodyLines = bodyLines
        self.lines = lines
        self.methods = methods
        self.storedProperties = storedProperties
        self.markSections = markSections
        self.delegateConformances = delegateConformances
        self.ibActions = ibActions
        self.responsibilities = responsibilities
        self.misplacedResponsibilities = misplacedResponsibilities
        self.cohesion = cohesion
        self.massiveByHabchi = massiveByHabchi
    }
}

/// What to extract for one misplaced responsibility.
public struct Prescription: Codable, Sendable, Equatable {
    /// The responsibility to take out.
    public var responsibility: Responsibility
    /// The Whittle role that takes it over.
    public var role: WhittleRole
    /// The type to create or use, e.g. `ProfileNavigator` or `ArrayDataSource<Photo>`.
    public var suggestedType: String
    /// The Whittle type the new type builds on (``WhittleRole/buildingBlock``); `nil` when
    /// Whittle has none for the role and the app writes it.
    public var buildingBlock: String?
    /// The members that move whole with this prescription; each member moves with one
    /// prescription only (the responsibility with most evidence in it).
    public var members: [String]
    /// Lines of members that stay (lifecycle methods, initialisers) or move with another
    /// prescription, which this one takes out of them.
    public var parts: [PrescriptionPart]
    /// Lines the whole members take today plus the lines of the parts.
    public var linesMoved: Int
    /// The controller's estimated lines after every prescription is applied.
    public var estimatedLinesAfter: Int
    /// What moves, member by member: whole members and the line ranges of members that stay.
    public var moves: [Move]
    /// Framework objects the controller already uses for this work (a diffable data source,
    /// a fetched-results controller), then the app's own collaborators it already calls for it
    /// (`userRepository`): the new type keeps using them and takes what is left around them.
    /// `nil` when there are none.
    public var alreadyUses: [String]?
    /// The responsibility whose flow this work belongs to (a login's validation and analytics
    /// go with its networking): the prescription takes that one's role and type. `nil` when
    /// the work has a destination of its own.
    public var joins: Responsibility?

    public init(
        responsibility: Responsibility, role: WhittleRole, suggestedType: String, members: [String],
        parts: [PrescriptionPart] = [], linesMoved: Int, estimatedLinesAfter: Int, alreadyUses: [String]? = nil,
        moves: [Move] = [], joins: Responsibility? = nil
    ) {
        self.moves = moves
        self.joins = joins
        self.responsibility = responsibility
        self.role = role
        buildingBlock = role.buildingBlock
        self.suggestedType = suggestedType
        self.members = members
        self.parts = parts
        self.linesMoved = linesMoved
        self.estimatedLinesAfter = estimatedLinesAfter
        self.alreadyUses = alreadyUses
    }
}

/// The lines of one member that a prescription takes, when the member itself stays or moves
/// elsewhere: `viewDidLoad()` lines 14 and 15 start the network request.
public struct PrescriptionPart: Codable, Sendable, Equatable {
    /// The member's signature-like name.
    public var member: String
    /// The 1-based lines of the work, ascending.
    public var lines: [Int]

    public init(member: String, lines: [Int]) {
        self.member = member
        self.lines = lines
    }
}

/// A file that could not be audited, and why.
public struct FileDiagnostic: Codable, Sendable, Equatable {
    /// What went wrong.
    public enum Kind: String, Codable, Sendable {
        case unreadable
        case notUTF8 = "not-utf8"
        case binary
        case tooLarge = "too-large"
        case tooDeeplyNested = "too-deeply-nested"
        case symlinkLoop = "symlink-loop"
        case empty
        /// A `// whittle:` comment with an unknown command or rule id: the file was audited,
        /// but the comment silences nothing.
        case invalidDirective = "invalid-directive"
        /// Only with `WHITTLE_CHECK_FRONT_ENDS` set: the fast path and the full parse disagree.
        case frontEndMismatch = "front-end-mismatch"
        /// Broken Objective-C (a missing `@end`, a body that never closes) read as far as it is
        /// sure: the file was audited, but declarations after the break may be missing.
        case incomplete
    }

    public var file: String
    public var kind: Kind
    /// The 1-based line the diagnostic is about, when it is about one (an invalid comment).
    public var line: Int?
    /// A sentence that says what happened and what to do.
    public var message: String

    public init(file: String, kind: Kind, line: Int? = nil, message: String) {
        self.file = file
        self.kind = kind
        self.line = line
        self.message = message
    }

    /// Whether the file could not be audited at all, as opposed to a problem inside an
    /// audited file (``Kind/invalidDirective``).
    public var isSkippedFile: Bool {
        kind != .invalidDirective
    }
}
