/// The stable id of an audit rule, as written in reports, configuration and
/// `// whittle:disable` comments.
public struct RuleID: RawRepresentable, Hashable, Comparable, Codable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The controller is large and scattered at once: too many lines and too many misplaced
    /// responsibilities (or the published rule of Habchi et al. flags it).
    public static let massiveViewController: RuleID = "massive-view-controller"
    /// A controller that is not massive carries more misplaced responsibilities than the limit.
    public static let tooManyResponsibilities: RuleID = "too-many-responsibilities"
    /// No `@IBAction` in a view controller.
    public static let ibActionInViewController: RuleID = "ib-action-in-view-controller"
    /// No `*Delegate`/`*DataSource` conformance beyond model observation.
    public static let extraDelegateConformance: RuleID = "extra-delegate-conformance"
    /// Work only in lifecycle methods and model-change callbacks.
    public static let workOutsideLifecycle: RuleID = "work-outside-lifecycle"
    /// `// MARK:` sections signal a class doing several jobs.
    public static let markSections: RuleID = "mark-sections"
    /// The non-private interface stays empty (overrides and initialisers aside).
    public static let nonPrivateInterface: RuleID = "non-private-interface"

    /// A controller grew past its baseline (more lines than the slack allows, or a new
    /// misplaced responsibility). Reported only with `--baseline`; not configurable.
    public static let grewSinceBaseline: RuleID = "grew-since-baseline"

    /// Every rule id the audit checks: the fixed rules, then one per responsibility that does
    /// not belong in a view controller.
    public static var all: [RuleID] {
        [.massiveViewController, .tooManyResponsibilities, .ibActionInViewController, .extraDelegateConformance, .workOutsideLifecycle,
         .nonPrivateInterface, .markSections] + Responsibility.allCases.compactMap(\.rule)
    }
}
