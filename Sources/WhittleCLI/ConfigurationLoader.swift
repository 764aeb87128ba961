import Foundation
import WhittleAudit
import Yams

/// Reads `.whittle.yml` into an ``AuditConfiguration``, rejecting anything it does not
/// understand with the key, file and line, so a typo never silently changes an audit.
///
/// The format is documented in `docs/configuration.md`.
enum ConfigurationLoader {
    /// The file looked for, from the audited path upward, when `--config` is not given.
    static let defaultFileName = ".whittle.yml"

    /// The top-level keys, in the order the docs list them.
    static let topLevelKeys = [
        "include", "exclude", "languages", "thresholds", "view_controller_base_classes", "wrappers", "severities",
        "disabled_rules",
    ]
    /// The keys under `thresholds`.
    static let thresholdKeys = [
        "max_responsibilities", "max_lines", "max_mark_sections", "min_extract_lines", "max_view_lines", "max_view_body_lines",
    ]

    /// A configuration and the file it came from.
    struct Loaded {
        var configuration: AuditConfiguration
        /// The file read, or `nil` when the defaults apply.
        var file: String?
    }

    /// The configuration to use: `explicitPath` when given (it must exist), else the nearest
    /// `.whittle.yml` in the folder of `auditedPath` or one of its parents, else one in
    /// `workingDirectory`, else the defaults. Its `include` and `exclude` patterns are
    /// relative to the file's folder.
    ///
    /// - Throws: ``CommandFailure`` when the file cannot be read,
    ///   ``AuditError/invalidConfiguration(file:key:problem:)`` when its content is wrong.
    static func configuration(explicitPath: String?, auditedPath: String?, workingDirectory: String) throws -> Loaded {
        if let explicitPath {
            guard FileManager.default.fileExists(atPath: explicitPath) else {
                throw CommandFailure("no configuration file at \(explicitPath). Check the --config path.")
            }
            return try loaded(explicitPath, workingDirectory: workingDirectory)
        }
        let start = auditedPath.map { absolute($0, in: workingDirectory) } ?? workingDirectory
        if let found = nearest(from: start) ?? nearest(from: workingDirectory, upward: false) {
            return try loaded(found, workingDirectory: workingDirectory)
        }
        return Loaded(configuration: AuditConfiguration(), file: nil)
    }

    /// The `.whittle.yml` in `path`'s folder (or `path` itself when it is a folder) or, when
    /// `upward`, in the nearest parent that has one.
    static func nearest(from path: String, upward: Bool = true) -> String? {
        var isDirectory: ObjCBool = false
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            folder.deleteLastPathComponent()
        }
        while true {
            let candidate = folder.appendingPathComponent(defaultFileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = folder.deletingLastPathComponent()
            guard upward, parent.path != folder.path else { return nil }
            folder = parent
        }
    }

    private static func loaded(_ path: String, workingDirectory: String) throws -> Loaded {
        var configuration = try load(path: path)
        configuration.patternRoot = URL(fileURLWithPath: absolute(path, in: workingDirectory)).deletingLastPathComponent().path
        return Loaded(configuration: configuration, file: path)
    }

    private static func absolute(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
    }

    /// Reads and validates one file.
    static func load(path: String) throws -> AuditConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("cannot read configuration file \(path). Check its permissions.")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("configuration file \(path) is not UTF-8 text. Save it as UTF-8.")
        }
        return try parse(text, file: path)
    }

    /// Validates YAML `text` as a configuration; `file` names it in errors.
    ///
    /// Every problem is found in one pass: a key that is wrong is skipped and the rest still
    /// checked, so a file with four typos takes one run to fix, not four.
    ///
    /// - Throws: ``CommandFailure`` for text that is not YAML;
    ///   ``AuditError/invalidConfiguration(file:key:problem:)`` for one problem;
    ///   ``ConfigurationProblems`` for several.
    static func parse(_ text: String, file: String) throws -> AuditConfiguration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw CommandFailure("\(file): not valid YAML: \(error). Fix the syntax (indentation, colons, quotes).")
        }
        var configuration = AuditConfiguration()
        guard let root, root.null == nil else { return configuration }
        guard let mapping = root.mapping else {
            throw invalid(file, root, key: "(top level)", "expected a mapping of keys such as `exclude:` and `thresholds:`")
        }
        var problems = ConfigurationProblems()
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? "\(keyNode)"
            switch key {
            case "include": configuration.include = strings(value, file: file, key: key, problems: &problems)
            case "exclude": configuration.exclude = strings(value, file: file, key: key, problems: &problems)
            case "languages":
                let items = stringItems(value, file: file, key: key, problems: &problems)
                var languages: Set<SourceLanguage> = []
                for (name, item) in items {
                    guard let language = SourceLanguage(rawValue: name) else {
                        let valid = SourceLanguage.allCases.map(\.rawValue)
                        problems.add(invalid(file, item, key: key, "unknown language `\(name)`. Valid languages: \(valid.joined(separator: ", "))"
                            + suggestion(for: name, among: valid)))
                        continue
                    }
                    languages.insert(language)
                }
                if !languages.isEmpty {
                    configuration.languages = languages
                } else if value.sequence?.isEmpty == true {
                    problems.add(invalid(file, value, key: key, "name at least one language (swift, objc), or remove the key to audit both"))
                }
            case "view_controller_base_classes":
                configuration.viewControllerBaseClasses = strings(value, file: file, key: key, problems: &problems)
            case "thresholds": configuration.thresholds = thresholds(value, file: file, problems: &problems)
            case "wrappers": configuration.wrappers = wrappers(value, file: file, problems: &problems)
            case "severities": configuration.severities = severities(value, file: file, problems: &problems)
            case "disabled_rules":
                var disabled: Set<RuleID> = []
                for (id, item) in stringItems(value, file: file, key: key, problems: &problems) {
                    // `all`, as in inline comments: every rule.
                    if id == "all" {
                        disabled.formUnion(RuleID.all)
                    } else if let rule = rule(id, node: item, file: file, key: key, problems: &problems) {
                        disabled.insert(rule)
                    }
                }
                configuration.disabledRules = disabled
            default:
                problems.add(invalid(file, keyNode, key: key, "unknown key. Valid keys: \(topLevelKeys.joined(separator: ", "))"
                    + suggestion(for: key, among: topLevelKeys)))
            }
        }
        try problems.throwIfAny()
        return configuration
    }

    private static func thresholds(_ node: Node, file: String, problems: inout ConfigurationProblems) -> AuditConfiguration.Thresholds {
        var thresholds = AuditConfiguration.Thresholds()
        guard let mapping = node.mapping else {
            problems.add(invalid(file, node, key: "thresholds", "expected a mapping with \(thresholdKeys.joined(separator: ", "))"))
            return thresholds
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? "\(keyNode)"
            let path = "thresholds.\(key)"
            guard thresholdKeys.contains(key) else {
                problems.add(invalid(file, keyNode, key: path, "unknown threshold. Valid: \(thresholdKeys.joined(separator: ", "))"
                    + suggestion(for: key, among: thresholdKeys)))
                continue
            }
            guard let text = value.scalar?.string, let number = Int(text), number >= 0 else {
                problems.add(invalid(file, value, key: path, "expected a whole number of 0 or more, found `\(value.string ?? "\(value)")`"))
                continue
            }
            switch key {
            case "max_responsibilities": thresholds.maxResponsibilities = number
            case "max_lines": thresholds.maxLines = number
            case "min_extract_lines": thresholds.minExtractLines = number
            case "max_view_lines": thresholds.maxViewLines = number
            case "max_view_body_lines": thresholds.maxViewBodyLines = number
            default: thresholds.maxMarkSections = number
            }
        }
        return thresholds
    }

    /// `wrappers:`: a mapping from a responsibility that does not belong in a controller to
    /// a list of type names, `*` matching any run of characters.
    private static func wrappers(_ node: Node, file: String, problems: inout ConfigurationProblems) -> [Responsibility: [TypeNamePattern]] {
        let valid = Responsibility.allCases.filter { !$0.isKept }.map(\.id)
        guard let mapping = node.mapping else {
            problems.add(invalid(file, node, key: "wrappers",
                "expected a mapping of responsibility id to type names, e.g. `networking: [APIClient, \"*Service\"]`"))
            return [:]
        }
        var result: [Responsibility: [TypeNamePattern]] = [:]
        for (keyNode, value) in mapping {
            let id = keyNode.string ?? "\(keyNode)"
            guard let responsibility = Responsibility.allCases.first(where: { $0.id == id }), !responsibility.isKept else {
                problems.add(invalid(file, keyNode, key: "wrappers.\(id)",
                    "not a responsibility a wrapper can take over. Valid: \(valid.joined(separator: ", "))" + suggestion(for: id, among: valid)))
                continue
            }
            var patterns: [TypeNamePattern] = []
            for (name, item) in stringItems(value, file: file, key: "wrappers.\(id)", problems: &problems) {
                guard let pattern = TypeNamePattern(name) else {
                    problems.add(invalid(file, item, key: "wrappers.\(id)",
                        "`\(name)` is not a type name; write letters, digits and `_`, with `*` for any run of them (`*Service`)"))
                    continue
                }
                patterns.append(pattern)
            }
            result[responsibility] = patterns
        }
        return result
    }

    private static func severities(_ node: Node, file: String, problems: inout ConfigurationProblems) -> [RuleID: Severity] {
        guard let mapping = node.mapping else {
            problems.add(invalid(file, node, key: "severities", "expected a mapping of rule id to note, warning or error"))
            return [:]
        }
        var result: [RuleID: Severity] = [:]
        for (keyNode, value) in mapping {
            guard let id = rule(keyNode.string ?? "\(keyNode)", node: keyNode, file: file, key: "severities", problems: &problems) else {
                continue
            }
            guard let text = value.scalar?.string, let severity = Severity(rawValue: text) else {
                problems.add(invalid(file, value, key: "severities.\(id)",
                    "expected note, warning or error, found `\(value.string ?? "\(value)")`"))
                continue
            }
            result[id] = severity
        }
        return result
    }

    private static func rule(_ id: String, node: Node, file: String, key: String, problems: inout ConfigurationProblems) -> RuleID? {
        let rule = RuleID(id)
        guard RuleID.all.contains(rule) else {
            let hint = RuleID.suggestion(for: id).map { " (did you mean `\($0)`?)" } ?? ""
            problems.add(invalid(file, node, key: "\(key).\(id)", "unknown rule id" + hint
                + ". Run `whittle explain <id>` or see docs/configuration.md for the list"))
            return nil
        }
        return rule
    }

    /// The list's strings; a value that is not a list, or an entry that is not a non-empty
    /// string, is a problem, and the rest are kept.
    private static func strings(_ node: Node, file: String, key: String, problems: inout ConfigurationProblems) -> [String] {
        stringItems(node, file: file, key: key, problems: &problems).map(\.text)
    }

    /// ``strings(_:file:key:problems:)`` with each string's node, for problems about an entry.
    private static func stringItems(
        _ node: Node, file: String, key: String, problems: inout ConfigurationProblems
    ) -> [(text: String, node: Node)] {
        guard let sequence = node.sequence else {
            problems.add(invalid(file, node, key: key, "expected a list, e.g. `\(key): [\"…\"]`"))
            return []
        }
        return sequence.compactMap { item in
            guard let text = item.scalar?.string, !text.isEmpty else {
                problems.add(invalid(file, item, key: key, "expected a non-empty string in the list"))
                return nil
            }
            return (text, item)
        }
    }

    private static func invalid(_ file: String, _ node: Node, key: String, _ problem: String) -> AuditError {
        let location = node.mark.map { "\(file):\($0.line)" } ?? file
        return AuditError.invalidConfiguration(file: location, key: key, problem: problem)
    }

    private static func suggestion(for word: String, among candidates: [String]) -> String {
        NearestMatch.find(word, in: candidates).map { " (did you mean `\($0)`?)" } ?? ""
    }
}

/// Every problem found in a configuration file, reported together.
struct ConfigurationProblems: Error, CustomStringConvertible {
    private(set) var problems: [AuditError] = []

    var isEmpty: Bool { problems.isEmpty }

    mutating func add(_ problem: AuditError) {
        problems.append(problem)
    }

    /// Throws the one problem as it is, or all of them together.
    func throwIfAny() throws {
        if problems.count == 1 { throw problems[0] }
        if problems.count > 1 { throw self }
    }

    var description: String {
        "\(problems.count) problems in the configuration; fix them all:\n" + problems.map { "  \($0)" }.joined(separator: "\n")
    }
}
