import Foundation

/// A recorded audit that later audits are compared with, so a team can adopt Whittle on a
/// code base with massive controllers and fail CI only when things get worse.
///
/// Entries are keyed by controller name, rule and member — never by line numbers or message
/// text — so moving code around, editing messages or adding unrelated lines does not break it.
/// ```swift
/// try Baseline(report: report).write(to: "whittle-baseline.json")
/// let regressions = try Baseline.load(from: "whittle-baseline.json").compare(with: laterReport)
/// ```
public struct Baseline: Codable, Sendable, Equatable {
    /// The version of the baseline file format; bumped on incompatible changes.
    public static let currentVersion = 1

    /// One controller as recorded.
    public struct Controller: Codable, Sendable, Equatable {
        /// Lines of the declaration and all extensions.
        public var lines: Int
        /// The misplaced responsibilities it carried.
        public var responsibilities: [Responsibility]
        /// Its findings, one entry per finding (duplicates count).
        public var findings: [FindingKey]

        /// Creates an entry; ``Baseline/init(report:)`` is the usual way to get one.
        public init(lines: Int, responsibilities: [Responsibility], findings: [FindingKey]) {
            self.lines = lines
            self.responsibilities = responsibilities
            self.findings = findings
        }
    }

    /// What identifies a finding across edits: its rule and member.
    public struct FindingKey: Codable, Sendable, Hashable, Comparable {
        /// The rule that fired.
        public var rule: RuleID
        /// The member it fired on, or `nil` for a finding about the whole controller.
        public var member: String?

        /// Creates a key.
        public init(rule: RuleID, member: String?) {
            self.rule = rule
            self.member = member
        }

        public static func < (lhs: FindingKey, rhs: FindingKey) -> Bool {
            (lhs.rule, lhs.member ?? "") < (rhs.rule, rhs.member ?? "")
        }
    }

    /// The file format version.
    public var version: Int
    /// Controllers by name.
    public var controllers: [String: Controller]

    /// Records `report`.
    ///
    /// - Parameter report: The audit to record.
    public init(report: AuditReport) {
        version = Self.currentVersion
        var controllers: [String: Controller] = [:]
        for controller in report.viewControllers {
            var entry = controllers[controller.name] ?? Controller(lines: 0, responsibilities: [], findings: [])
            // Two classes with one name in different modules are recorded together: a
            // baseline keyed by file path would break when a file moves.
            entry.lines += controller.metrics.lines
            entry.responsibilities = Array(Set(entry.responsibilities + controller.misplacedResponsibilities.map(\.id))).sorted()
            entry.findings = (entry.findings + controller.findings.map(FindingKey.init)).sorted()
            controllers[controller.name] = entry
        }
        self.controllers = controllers
    }

    /// Reads a baseline written by ``write(to:)``.
    ///
    /// - Parameter path: The file.
    /// - Returns: The baseline.
    /// - Throws: ``BaselineError`` when the file is missing, unreadable, not a baseline, or of
    ///   a newer version.
    public static func load(from path: String) throws(BaselineError) -> Baseline {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw BaselineError.unreadable(path: path, reason: FileManager.default.fileExists(atPath: path)
                ? "it cannot be read" : "it does not exist")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw BaselineError.corrupt(path: path, reason: Self.explain(error))
        }
        guard baseline.version <= currentVersion else {
            throw BaselineError.unsupportedVersion(path: path, version: baseline.version)
        }
        return baseline
    }

    /// Writes the baseline as sorted, pretty-printed JSON, atomically.
    ///
    /// - Parameter path: The file to write.
    /// - Throws: ``BaselineError/unwritable(path:reason:)``.
    public func write(to path: String) throws(BaselineError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(self)
            data.append(0x0A)
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw BaselineError.unwritable(path: path, reason: error.localizedDescription)
        }
    }

    private static func explain(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted(let context)?:
            "it is not valid JSON (\(context.debugDescription))"
        case .keyNotFound(let key, let context)?:
            "`\(Self.path(context.codingPath + [key]))` is missing"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            "`\(Self.path(context.codingPath))` has the wrong type: \(context.debugDescription)"
        default:
            "it is not a Whittle baseline"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}

extension Baseline.FindingKey {
    init(_ finding: Finding) {
        self.init(rule: finding.rule, member: finding.member)
    }
}
