import ArgumentParser
import Foundation
import WhittleAudit

/// `whittle audit [PATH ...]`: parses options, runs ``AuditRun``, prints, exits.
public struct AuditCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit the view controllers under the given paths.",
        discussion: """
            Exit codes: 0 no finding at error severity; 1 findings at error severity (with \
            --baseline: a new finding or a controller that grew); 2 the audit could not run.

            Examples:
              whittle audit                                   audit the current folder
              whittle audit Sources --format xcode            for an Xcode Run Script phase
              whittle audit . --format github                 annotations in GitHub Actions
              whittle audit . --format sarif > whittle.sarif  for code scanning
              whittle audit . --write-baseline .whittle-baseline.json
              whittle audit . --baseline .whittle-baseline.json   fail only when things get worse
            """
    )

    @Argument(help: "Files or folders of Swift and Objective-C sources (.swift, .h, .m, .mm) to audit.")
    var paths: [String] = ["."]

    @Option(help: "The report format: text for people, json for scripts, xcode, github, sarif, markdown or html.")
    var format: ReportFormat = .text

    @Option(help: ArgumentHelp(
        "The configuration file; defaults to the nearest .whittle.yml from the audited path upward, else in the working directory.",
        valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("Fail only on what got worse since this baseline (new findings, grown controllers).", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record this audit as a baseline in the given file.", valueName: "file"))
    var writeBaseline: String?

    @Option(help: "How many files to parse at once; defaults to the number of cores.")
    var jobs: Int?

    @Option(help: ArgumentHelp(
        "The repository root that SARIF and GitHub paths and the baseline's files are relative to; defaults to the git root above the working directory, else the working directory.",
        valueName: "folder"))
    var basePath: String?

    @Flag(help: "Print nothing unless the audit fails; status messages are left out.")
    var quiet = false

    @Flag(help: "Cut nothing: every responsibility with all its evidence and every finding in the text report, every controller in Markdown; and say which configuration was used.")
    var verbose = false

    @Flag(help: "Markdown: only the summary table, for a pull-request comment.")
    var summary = false

    @Flag(help: "SARIF: also list findings at note severity (left out by default: code scanning shows each result as an alert).")
    var includeNotes = false

    @Flag(help: "Succeed when no Swift or Objective-C file is found to audit (by default that exits 2: a wrong path or `include`).")
    var allowZeroFiles = false

    @Option(help: "Colour the text report: auto (only on a terminal, honouring NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    @Flag(help: "Keep each file's facts and the last report between audits, so unchanged files are not parsed again, in $WHITTLE_CACHE_PATH, else ~/Library/Caches/whittle on macOS, else $XDG_CACHE_HOME/whittle or ~/.cache/whittle. Also on when --cache-path or $WHITTLE_CACHE_PATH is given.")
    var cache = false

    @Option(help: ArgumentHelp("Keep the cache in this folder (turns the cache on).", valueName: "folder"))
    var cachePath: String?

    @Flag(help: "Parse every file; read and write no cache, even with $WHITTLE_CACHE_PATH set.")
    var noCache = false

    public init() {}

    public func validate() throws {
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs must be 1 or more; leave it out to use every core.")
        }
        if noCache && (cachePath != nil || cache) {
            throw ValidationError("--no-cache and \(cache ? "--cache" : "--cache-path") contradict each other; pass one.")
        }
        if summary && format != .markdown {
            throw ValidationError("--summary applies to --format markdown only.")
        }
    }

    /// The cache is opt-in: the first audit of a project costs about a third more time and
    /// more memory with it (docs/cache.md), so a CI run on a fresh machine should not pay for
    /// it unasked.
    private func cacheToUse(environment: [String: String]) -> AuditCache? {
        if noCache { return nil }
        if let cachePath { return AuditCache(folder: cachePath) }
        let fromEnvironment = environment[AuditCache.environmentVariable].map { !$0.isEmpty } ?? false
        return cache || fromEnvironment ? AuditCache(folder: AuditCache.defaultFolder(environment: environment)) : nil
    }

    public func run() throws {
        let options = AuditRun.Options(
            paths: paths, format: format, configPath: config, baselinePath: baseline, writeBaselinePath: writeBaseline,
            jobs: jobs, quiet: quiet,
            colors: color.allowsColor(environment: ProcessInfo.processInfo.environment, isTerminal: Terminal.standardOutputIsTerminal),
            workingDirectory: FileManager.default.currentDirectoryPath, basePath: basePath, verbose: verbose,
            summaryOnly: summary, includeNotes: includeNotes, allowZeroFiles: allowZeroFiles,
            cache: cacheToUse(environment: ProcessInfo.processInfo.environment))
        let outcome = AuditRun(options: options).perform()
        outcome.writeReport(to: FileHandle.standardOutput)
        for message in outcome.messages { StandardError.write(message) }
        // The process ends next: freeing the report (hundreds of thousands of values in a
        // large project) would only delay the exit, by a few percent of a re-audit.
        _ = Unmanaged.passRetained(KeptUntilExit(outcome))
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

/// What ``AuditCommand`` leaves for the process's end to free.
private final class KeptUntilExit<Value> {
    let value: Value

    init(_ value: Value) { self.value = value }
}
