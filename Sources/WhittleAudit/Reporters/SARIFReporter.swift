import Foundation

/// SARIF 2.1.0, the format code-scanning services (GitHub code scanning, Azure DevOps, IDE
/// viewers) read. Every Whittle rule is listed in the driver with its descriptions and default
/// level; each finding is a result pointing at its file, line and column.
///
/// Paths inside the repository root (``ReporterOptions/basePath``, else
/// ``ReporterOptions/rootDirectory``) are written as relative URIs against the `%SRCROOT%`
/// base, which `originalUriBaseIds` defines, so uploads from CI match the repository's files.
/// Each rule carries `help` text and each result a `partialFingerprints` entry
/// (``SARIFFingerprint``), as GitHub code scanning asks. Notes (structural hints) are left
/// out unless ``ReporterOptions/includeNotes`` asks for them: code scanning shows every
/// result as an alert.
public struct SARIFReporter: Reporter {
    let options: ReporterOptions

    /// Creates a SARIF reporter.
    ///
    /// - Parameter options: Path settings; set `rootDirectory` to the repository root.
    public init(options: ReporterOptions = ReporterOptions()) {
        self.options = options
    }

    /// Writes the log with its results encoded one at a time (see ``JSONArraySplice``), the
    /// same bytes as encoding the whole log at once.
    public func write<Output: TextOutputStream>(_ report: AuditReport, to output: inout Output) {
        let ruleIDs = Set(RuleID.all).union(report.viewControllers.lazy.flatMap(\.findings).map(\.rule)).sorted()
        let rules = ruleIDs.map { rule in
            SARIFLog.Rule(
                id: rule.rawValue, name: Self.pascalCase(rule.rawValue),
                shortDescription: .init(text: RuleSummary.short(rule)),
                fullDescription: .init(text: RuleSummary.full(rule)),
                help: .init(text: RuleSummary.help(rule), markdown: RuleSummary.helpMarkdown(rule)),
                defaultConfiguration: .init(level: AuditConfiguration.defaultSeverity(of: rule).rawValue))
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
        let sourceRoot = sourceRoot
        // Lazy: each SARIF result is built as it is written, not all of them up front.
        let includeNotes = options.includeNotes
        let results = report.findingsInSourceOrder.lazy.filter { includeNotes || $0.severity != .note }.map { finding in
            var properties = ["viewController": finding.viewController]
            if let member = finding.member { properties["member"] = member }
            let relative = options.repositoryPath(finding.file)
            let location = Self.artifactLocation(relative, againstSourceRoot: sourceRoot != nil)
            return SARIFLog.Result(
                ruleId: finding.rule.rawValue, ruleIndex: ruleIndex[finding.rule] ?? 0, level: finding.severity.rawValue,
                message: .init(text: finding.message),
                locations: [
                    .init(physicalLocation: .init(
                        artifactLocation: location,
                        region: .init(startLine: max(1, finding.line), startColumn: max(1, finding.column))))
                ],
                partialFingerprints: [
                    SARIFFingerprint.key: SARIFFingerprint.value(of: finding, relativeFile: relative)
                ],
                properties: properties)
        }
        let log = SARIFLog(runs: [
            .init(
                tool: .init(driver: .init(name: "whittle", semanticVersion: report.toolVersion, rules: rules)),
                originalUriBaseIds: sourceRoot.map { ["%SRCROOT%": $0] },
                results: [])
        ])
        let encoder = PrettyJSONEncoder()
        guard let envelope = try? encoder.encode(log) else {
            output.write("{}\n")
            return
        }
        // The root object, `runs`, and the run hold `results`: three levels in.
        if !JSONArraySplice(encoder: encoder).write(
            envelope: envelope, key: "results", depth: 3, elements: results, to: &output)
        {
            output.write(envelope + "\n")
        }
    }

    /// A relative URI, against `%SRCROOT%` when there is one, for a path relative to the
    /// repository root; an absolute `file:` URI for a path outside it.
    private static func artifactLocation(_ relative: String, againstSourceRoot: Bool) -> SARIFLog.ArtifactLocation {
        if relative.hasPrefix("/") {
            return .init(uri: URL(fileURLWithPath: relative).absoluteString, uriBaseId: nil)
        }
        let encoded = relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
        return .init(uri: encoded, uriBaseId: againstSourceRoot ? "%SRCROOT%" : nil)
    }

    /// Where `%SRCROOT%` points: the repository root as an absolute `file:` URI ending in `/`,
    /// as SARIF requires of a base; `nil` without a root (URIs are then as given).
    private var sourceRoot: SARIFLog.ArtifactLocation? {
        guard let root = options.repositoryRoot, root.hasPrefix("/") else { return nil }
        let normalized = ReporterOptions.normalized(root)
        let uri = URL(fileURLWithPath: normalized, isDirectory: true).absoluteString
        return .init(uri: uri.hasSuffix("/") ? uri : uri + "/", uriBaseId: nil)
    }

    /// `data-source-in-view-controller` → `DataSourceInViewController`, SARIF's rule name style.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
