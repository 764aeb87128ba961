/// A kind of work a view controller can do itself. The raw values are stable ids: they
/// appear in JSON, SARIF, configuration files and `// whittle:disable` comments.
///
/// Each responsibility is declared in its detector's file (`Detectors/<Name>Detector.swift`)
/// with everything about it: its definition, the roles that take it over, its signals and
/// examples. ``ResponsibilityDetector/builtIn`` lists the detectors; its order is the order
/// of ``allCases`` and the order reports list responsibilities in.
///
/// A lean view controller carries only the four kept responsibilities (``isKept``):
/// rendering, lifecycle, composition and model observation.
public struct Responsibility: RawRepresentable, Hashable, Comparable, Codable, Sendable, CaseIterable,
    CustomStringConvertible
{
    /// The stable id.
    public let rawValue: String
    /// The id's hash, worked out once: responsibilities key the analysis's commonest
    /// dictionaries and sets, and hashing the id's bytes on every lookup cost a tenth of it.
    private let idHash: UInt64

    /// The responsibility of a detector: only a detector's file declares one.
    init(id: String) {
        rawValue = id
        idHash = Self.hash(of: id)
    }

    /// The built-in responsibility with this id; `nil` when no detector declares it.
    public init?(rawValue: String) {
        self.init(id: rawValue)
        guard Self.detectors[self] != nil else { return nil }
    }

    public static func == (lhs: Responsibility, rhs: Responsibility) -> Bool {
        lhs.idHash == rhs.idHash && lhs.rawValue == rhs.rawValue
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(idHash) }

    /// FNV-1a of the id's UTF-8 bytes: equal ids, equal hashes; `Hasher` still mixes it.
    private static func hash(of id: String) -> UInt64 {
        id.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let id = try container.decode(String.self)
        guard let responsibility = Responsibility(rawValue: id) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown responsibility `\(id)`")
        }
        self = responsibility
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Every built-in responsibility, in the order of ``ResponsibilityDetector/builtIn``.
    public static let allCases: [Responsibility] = ResponsibilityDetector.builtIn.map(\.responsibility)

    /// The stable id, as written in reports and configuration.
    public var id: String { rawValue }

    public var description: String { rawValue }

    /// Whether a lean view controller keeps this responsibility: no role takes it over.
    public var isKept: Bool { Self.detectors[self]?.isKept ?? false }

    /// Whether a lean unit of `kind` keeps this responsibility: a view controller keeps what
    /// no role takes over; a SwiftUI view keeps building views and taking input as well; a
    /// view model, formatting too (it is a presenter by design).
    public func isKept(in kind: UnitKind) -> Bool {
        Self.detectors[self]?.keptIn.contains(kind) ?? false
    }

    /// What the view controller itself does when it carries this responsibility.
    public var definition: String { Self.detectors[self]?.definition ?? "" }

    /// The Whittle roles that take this responsibility over, most fitting first.
    public var roles: [WhittleRole] { Self.detectors[self]?.roles ?? [] }

    /// The roles a prescription picks instead where a unit already uses a framework object
    /// they wrap, with that object's name: `NSFetchedResultsController` →
    /// ``WhittleRole/fetchedResultsDataSource``, `Realm` → ``WhittleRole/realmStore``.
    public var frameworkRoles: [(framework: String, role: WhittleRole)] {
        var seen: Set<WhittleRole> = []
        return (Self.detectors[self]?.frameworkObjects ?? []).compactMap { object in
            guard let role = object.role, seen.insert(role).inserted else { return nil }
            return (object.name, role)
        }
    }

    /// The Whittle roles that take this responsibility out of a unit of `kind`.
    public func roles(in kind: UnitKind) -> [WhittleRole] {
        (kind == .swiftUIView ? Self.detectors[self]?.swiftUIRoles : Self.detectors[self]?.roles) ?? []
    }

    /// The rule that reports this responsibility in a view controller, or `nil` for a kept one.
    public var rule: RuleID? { Self.rules[self] ?? nil }

    public static func < (lhs: Responsibility, rhs: Responsibility) -> Bool {
        (ordinals[lhs] ?? .max) < (ordinals[rhs] ?? .max)
    }

    private static let detectors: [Responsibility: ResponsibilityDetector] = Dictionary(
        uniqueKeysWithValues: ResponsibilityDetector.builtIn.map { ($0.responsibility, $0) })

    private static let ordinals: [Responsibility: Int] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })

    /// Built once: the classifier asks for a responsibility's rule for every piece of evidence.
    private static let rules: [Responsibility: RuleID?] = detectors.mapValues(\.rule)
}
