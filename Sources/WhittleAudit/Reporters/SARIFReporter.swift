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

    /// Writes the log with one ``JSONTextWriter``, flushing after each result.
    public func write<Output: TextOutputStream>(_ report: AuditReport, to output: inout Output) {
        let ruleIDs = Set(RuleID.all).union(report.units.lazy.flatMap(\.findings).map(\.rule)).sorted()
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
        // Results are written one at a time as they are built: the log of a large audit
        // never exists whole. Keys in byte order.
        var writer = JSONTextWriter(depth: 0)
        writer.beginObject()
        writer.key("$schema"); writer.string(SARIFLog.schema)
        writer.key("runs")
        writer.beginArray()
        writer.element()
        writer.beginObject()
        writer.key("columnKind"); writer.string("unicodeCodePoints")
        if let sourceRoot {
            // `%SRCROOT%` → the repository root, so relative URIs can be resolved.
            writer.key("originalUriBaseIds")
            writer.beginObject()
            writer.key("%SRCROOT%"); sourceRoot.writeJSON(to: &writer)
            writer.endObject()
        }
        writer.key("results")
        writer.beginArray()
        for result in results {
            writer.element()
            result.writeJSON(to: &writer)
            output.write(writer.take())
        }
        writer.endArray()
        writer.key("tool")
        writer.beginObject()
        writer.key("driver")
        writer.beginObject()
        writer.key("name"); writer.string("whittle")
        writer.key("rules"); writer.array(rules)
        writer.key("semanticVersion"); writer.string(report.toolVersion)
        writer.endObject()
        writer.endObject()
        writer.endObject()
        writer.endArray()
        writer.key("version"); writer.string(SARIFLog.version)
        writer.endObject()
        output.write(writer.take() + "\n")
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
