/// Everything that can be configured about an audit; `.whittle.yml` decodes into this.
///
/// The defaults are the ones `whittle audit` uses without a configuration file.
public struct AuditConfiguration: Sendable, Equatable {
    /// Limits that make a view controller massive.
    public struct Thresholds: Sendable, Equatable {
        /// More misplaced responsibilities than this are `too-many-responsibilities`, and with
        /// more than ``maxLines`` lines `massive-view-controller` (see
        /// `RuleContext.isMassive`). Three is the point past which a class has several
        /// unrelated reasons to change; one or two is a controller that could still be tidied
        /// in place.
        public var maxResponsibilities: Int = 3
        /// More lines than this, with more than ``maxResponsibilities`` misplaced
        /// responsibilities, make a controller massive. 400 is near Habchi et al.'s 375-line
        /// bar and well under the 900-line controllers that prompt an audit.
        public var maxLines: Int = 400
        /// More `// MARK:` sections than this are reported by `mark-sections`.
        public var maxMarkSections: Int = 2
        /// A misplaced responsibility whose prescription moves fewer lines than this is a
        /// note rather than a warning (unless its rule's severity is configured): one
        /// `UserDefaults` read or one interpolated label is worth knowing, not a new type.
        /// It still counts toward `too-many-responsibilities` and `massive-view-controller`,
        /// and still gets its prescription. 4 keeps every development app under four
        /// warnings per controller while every prescription of a screenful stays a warning.
        public var minExtractLines: Int = 4
        /// A SwiftUI view with at least ``maxResponsibilities`` misplaced responsibilities is
        /// massive from this many lines (type and extensions), or from a body of
        /// ``maxViewBodyLines``. Calibrated on the SwiftUI development set (`docs/swiftui.md`):
        /// views are far shorter than controllers, most under 100 lines.
        public var maxViewLines: Int = 150
        /// A SwiftUI view whose `body`, computed subviews and `@ViewBuilder` functions reach
        /// this many lines is large (see ``maxViewLines``).
        public var maxViewBodyLines: Int = 120

        public init(
            maxResponsibilities: Int = 3, maxLines: Int = 400, maxMarkSections: Int = 2, minExtractLines: Int = 4,
            maxViewLines: Int = 150, maxViewBodyLines: Int = 120
        ) {
            self.maxResponsibilities = maxResponsibilities
            self.maxLines = maxLines
            self.maxMarkSections = maxMarkSections
            self.minExtractLines = minExtractLines
            self.maxViewLines = maxViewLines
            self.maxViewBodyLines = maxViewBodyLines
        }
    }

    /// Glob patterns of files to audit, relative to ``patternRoot`` (or to the audited path);
    /// empty means all Swift files.
    public var include: [String] = []
    /// Glob patterns of files or folders to skip, on top of `.build*`, `Pods`, `Carthage`,
    /// `DerivedData`, `.git` and prebuilt `*.framework`/`*.xcframework` folders; relative like
    /// ``include``.
    public var exclude: [String] = []
    /// The folder `include` and `exclude` patterns are relative to: the configuration file's
    /// folder. A pattern matches a path relative to this folder or relative to the audited
    /// path; `nil` means only the audited path.
    public var patternRoot: String?
    /// The languages whose files are audited: Swift and Objective-C (`.h`, `.m`, `.mm`) by
    /// default; `languages: [swift]` in `.whittle.yml` turns Objective-C off.
    public var languages: Set<SourceLanguage> = Set(SourceLanguage.allCases)
    /// The thresholds.
    public var thresholds = Thresholds()
    /// App-specific base classes that count as view controllers (e.g. `BaseViewController`
    /// from a framework the audit does not read).
    public var viewControllerBaseClasses: [String] = []
    /// The team's own wrapper types, by the responsibility their calls carry:
    /// `wrappers: { networking: [APIClient, "*Service"] }`. A controller's call on such a
    /// type (named, a singleton, or a stored property declared with it) counts as that work,
    /// whatever the type's code shows or wherever it is declared.
    public var wrappers: [Responsibility: [TypeNamePattern]] = [:]
    /// Severity per rule, overriding the default.
    public var severities: [RuleID: Severity] = [:]
    /// Rules that are not checked at all.
    public var disabledRules: Set<RuleID> = []

    public init() {}

    /// The default severity of `rule`, as its description gives it (``RuleDescription/defaultSeverity``),
    /// calibrated on real apps so a warning is worth reading: an error only for what a team
    /// gates a build on (`massive-view-controller`, and `grew-since-baseline`, which fails
    /// the run); a note for the structural hints, which say how the class is shaped rather
    /// than what to move, and for the responsibilities nearly every UIKit controller carries;
    /// a warning for every other rule. A misplaced responsibility whose prescription moves
    /// fewer than ``Thresholds/minExtractLines`` lines is a note (``severity(of:small:)``).
    ///
    /// Notes still count toward `massive-view-controller` and still get prescriptions.
    public static func defaultSeverity(of rule: RuleID) -> Severity {
        rule.builtInDescription?.defaultSeverity ?? .warning
    }

    /// The severity of `rule` after configuration.
    public func severity(of rule: RuleID) -> Severity {
        severities[rule] ?? Self.defaultSeverity(of: rule)
    }

    /// The severity of one finding of `rule`: a default warning becomes a note when the
    /// finding is `small` (a misplaced responsibility moving fewer than
    /// ``Thresholds/minExtractLines`` lines). A severity the configuration sets is kept as it is.
    public func severity(of rule: RuleID, small: Bool) -> Severity {
        if let configured = severities[rule] { return configured }
        let severity = Self.defaultSeverity(of: rule)
        return small && severity == .warning ? .note : severity
    }
}
