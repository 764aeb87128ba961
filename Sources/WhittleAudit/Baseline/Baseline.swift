import Foundation

/// A recorded audit that later audits are compared with, so a team can adopt Whittle on a
/// code base with massive controllers and fail CI only when things get worse.
///
/// Controllers are keyed by name and declaration file; findings by what they are — rule and
/// responsibility, counted — never by line, member order, member name or message, so moving
/// code around, reordering or renaming members and editing messages do not break it.
/// ```swift
/// try Baseline(report: report).write(to: "whittle-baseline.json")
/// let regressions = try Baseline.load(from: "whittle-baseline.json").compare(with: laterReport)
/// ```
public struct Baseline: Codable, Sendable, Equatable {
    /// The version of the baseline file format; bumped on incompatible changes. Version 1
    /// files (findings keyed by member) are still read.
    public static let currentVersion = 2

    /// One controller as recorded.
    public struct Controller: Codable, Sendable, Equatable {
        /// The class name.
        public var name: String
        /// The file of the class declaration, relative to the root the baseline was written
        /// against; `nil` in baselines converted from version 1, which are matched by name.
        public var file: String?
        /// Lines of the declaration and all extensions.
        public var lines: Int
        /// The misplaced responsibilities it carried.
        public var responsibilities: [Responsibility]
        /// Its findings, one entry per kind with how many there were.
        public var findings: [FindingCount]

        /// Creates an entry; ``Baseline/init(report:root:workingDirectory:)`` is the usual way to get one.
        public init(name: String, file: String?, lines: Int, responsibilities: [Responsibility], findings: [FindingCount]) {
            self.name = name
            self.file = file
            self.lines = lines
            self.responsibilities = responsibilities
            self.findings = findings
        }
    }

    /// What identifies a finding across edits: its rule and, for a responsibility rule, its
    /// responsibility. Member names and positions are deliberately left out.
    public struct FindingKey: Codable, Sendable, Hashable, Comparable {
        /// The rule that fired.
        public var rule: RuleID
        /// The responsibility the rule reports, for `<responsibility>-in-view-controller`.
        public var responsibility: Responsibility?

        /// Creates a key.
        public init(rule: RuleID, responsibility: Responsibility? = nil) {
            self.rule = rule
            self.responsibility = responsibility
        }

        /// The key of `finding`.
        public init(_ finding: Finding) {
            self.init(rule: finding.rule, responsibility: finding.rule.responsibility)
        }

        public static func < (lhs: FindingKey, rhs: FindingKey) -> Bool {
            (lhs.rule, lhs.responsibility?.id ?? "") < (rhs.rule, rhs.responsibility?.id ?? "")
        }
    }

    /// How many findings of one kind a controller had, and on which members (only to tell
    /// which finding is the new one when there are more; never to decide whether there are).
    public struct FindingCount: Codable, Sendable, Equatable {
        /// The kind of finding.
        public var key: FindingKey
        /// How many there were.
        public var count: Int
        /// The members they were on, sorted.
        public var members: [String]

        /// Creates a count.
        public init(key: FindingKey, count: Int, members: [String]) {
            self.key = key
            self.count = count
            self.members = members
        }
    }

    /// The file format version.
    public var version: Int
    /// Controllers by name, then file.
    public var controllers: [Controller]

    /// Records `report`.
    ///
    /// - Parameters:
    ///   - report: The audit to record.
    ///   - root: The folder files are recorded relative to (the repository root), so the
    ///     baseline does not depend on where the audit ran; `nil` records paths as given.
    ///   - workingDirectory: The folder relative paths in `report` are relative to.
    public init(report: AuditReport, root: String? = nil, workingDirectory: String? = nil) {
        version = Self.currentVersion
        let paths = ReporterOptions(rootDirectory: workingDirectory, basePath: root)
        controllers = report.units.map { controller in
            Controller(
                name: controller.name, file: paths.repositoryPath(controller.file), lines: controller.metrics.lines,
                responsibilities: controller.misplacedResponsibilities.map(\.id).sorted(),
                findings: Self.counts(of: controller.findings))
        }.sorted { ($0.name, $0.file ?? "") < ($1.name, $1.file ?? "") }
    }

    /// Creates a baseline from recorded controllers.
    public init(version: Int = Baseline.currentVersion, controllers: [Controller]) {
        self.version = version
        self.controllers = controllers
    }

    static func counts(of findings: [Finding]) -> [FindingCount] {
        Dictionary(grouping: findings, by: FindingKey.init).map { key, findings in
            FindingCount(key: key, count: findings.count, members: findings.compactMap(\.member).sorted())
        }.sorted { $0.key < $1.key }
    }

    /// Reads a baseline written by ``write(to:)`` (this version or version 1).
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
        return try decode(data, path: path)
    }

    /// Decodes a baseline from the bytes ``write(to:)`` writes (this version or version 1).
    ///
    /// - Parameters:
    ///   - data: The JSON.
    ///   - path: Where it came from, for messages.
    /// - Returns: The baseline.
    /// - Throws: ``BaselineError/corrupt(path:reason:)`` or
    ///   ``BaselineError/unsupportedVersion(path:version:)``.
    public static func decode(_ data: Data, path: String) throws(BaselineError) -> Baseline {
        do {
            let version = try JSONDecoder().decode(VersionProbe.self, from: data).version
            guard version <= currentVersion else {
                throw BaselineError.unsupportedVersion(path: path, version: version)
            }
            if version == 1 {
                return try JSONDecoder().decode(BaselineVersion1.self, from: data).converted
            }
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch let error as BaselineError {
            throw error
        } catch {
            throw BaselineError.corrupt(path: path, reason: Self.explain(error))
        }
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

    private struct VersionProbe: Decodable {
        var version: Int
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
