import Foundation
import WhittleAudit

/// One `whittle audit` invocation after parsing: configuration, audit, baseline, report and
/// exit code, with no printing and no process exit so it can be tested directly.
struct AuditRun {
    /// What the command line asked for.
    struct Options {
        var paths: [String]
        var format: ReportFormat
        var configPath: String?
        var baselinePath: String?
        var writeBaselinePath: String?
        var jobs: Int?
        var quiet: Bool
        var colors: Bool
        var workingDirectory: String
        /// The repository root for SARIF and GitHub paths and the baseline's files; `nil`
        /// finds the git root above the working directory.
        var basePath: String? = nil
        /// Whether the text report lists evidence, and status messages say which
        /// configuration was used.
        var verbose = false
        /// Whether the Markdown report is only its summary.
        var summaryOnly = false
        /// Whether SARIF lists note-severity findings.
        var includeNotes = false
        /// Whether an audit that finds no file to read may succeed.
        var allowZeroFiles = false
        /// Where each file's facts are kept between audits; `nil` parses every file and
        /// writes nothing (the default here, so tests never touch the user's cache).
        var cache: AuditCache? = nil
    }

    /// What to print and how to exit.
    struct Outcome {
        /// The audit to print on standard output, or `nil` when nothing is printed (or, for
        /// JSON, when `json` is printed instead).
        var report: AuditReport?
        /// The report's JSON text as the cache holds it, printed as it is for `--format json`.
        var json: ReportText? = nil
        /// The format to print `report` in.
        var reporter: (any Reporter)?
        /// Messages for people, for standard error.
        var messages: [String]
        /// 0 clean, 1 failing findings or regressions, 2 could not run.
        var exitCode: Int32

        /// Writes the report in its format to `output`, piece by piece; nothing when there is none.
        func writeReport<Output: TextOutputStream>(to output: inout Output) {
            if let json { return json.write(to: &output) }
            guard let report, let reporter else { return }
            reporter.write(report, to: &output)
        }

        /// ``writeReport(to:)`` to a file: JSON goes as the bytes it is written in.
        func writeReport(to handle: FileHandle) {
            if let json { return json.write(to: handle) }
            var output = BufferedOutput(handle: handle)
            if let report, let reporter = reporter as? JSONReporter {
                reporter.write(report) { output.write(utf8: $0) }
            } else {
                writeReport(to: &output)
            }
            output.flush()
        }

        /// The whole report text, for tests; the command streams with ``writeReport(to:)``.
        var renderedReport: String {
            var text = ""
            writeReport(to: &text)
            return text
        }
    }

    let options: Options

    func perform() -> Outcome {
        do {
            return try audit()
        } catch let error as AuditError {
            return failure("\(error)")
        } catch let error as ConfigurationProblems {
            return failure("\(error)")
        } catch let error as BaselineError {
            return failure("\(error)")
        } catch let error as CommandFailure {
            return failure("\(error)")
        } catch {
            return failure("the audit could not run: \(error)")
        }
    }

    private func failure(_ message: String) -> Outcome {
        Outcome(report: nil, reporter: nil, messages: ["whittle: error: \(message)"], exitCode: 2)
    }

    private func audit() throws -> Outcome {
        let loaded = try ConfigurationLoader.configuration(
            explicitPath: options.configPath, auditedPath: options.paths.first, workingDirectory: options.workingDirectory)
        var messages: [String] = []
        if options.verbose {
            messages.append(loaded.file.map { "whittle: using configuration \($0)" }
                ?? "whittle: no \(ConfigurationLoader.defaultFileName) found from \(options.paths.first ?? ".") upward; using the defaults")
        }
        // Read the baseline before the audit so a bad file fails fast.
        let baseline = try options.baselinePath.map { path throws(BaselineError) in try Baseline.load(from: path) }
        // JSON printed as the audit made it is the cache's text: the report need not be read back.
        let printsStoredJSON = options.format == .json && options.baselinePath == nil
        let result = try Auditor(configuration: loaded.configuration, cache: options.cache)
            .audit(paths: options.paths, jobs: options.jobs, reportNeeded: !printsStoredJSON || options.writeBaselinePath != nil)
        if result.filesScanned == 0 && !options.allowZeroFiles {
            throw CommandFailure(Self.noFilesMessage(paths: options.paths, configuration: loaded))
        }
        let root = options.basePath.map { $0.hasPrefix("/") ? $0 : (options.workingDirectory as NSString).appendingPathComponent($0) }
            ?? RepositoryRoot.find(workingDirectory: options.workingDirectory, auditedPaths: options.paths)

        var report = result.report
        if let path = options.writeBaselinePath, let report {
            try Baseline(report: report, root: root, workingDirectory: options.workingDirectory).write(to: path)
            if !options.quiet {
                messages.append("whittle: wrote baseline \(path) (\(report.units.count) view controllers, SwiftUI views and view models)")
            }
        }

        let failed: Bool
        if let baseline, let audited = report {
            let comparison = baseline.compare(with: audited, root: root, workingDirectory: options.workingDirectory)
            report = Self.keepingOnly(comparison.newFindings, adding: comparison.grownControllers, in: audited)
            failed = comparison.isRegression
            for growth in comparison.grownControllers {
                messages.append("whittle: baseline: \(growth)")
            }
            if failed {
                messages.append("whittle: \(comparison.newFindings.count) new finding(s) and "
                    + "\(comparison.grownControllers.count) grown controller(s) since the baseline. "
                    + "Extract the new work, or record a new baseline with --write-baseline if this is intended.")
            }
        } else {
            failed = result.highestSeverity == .error
        }

        if options.quiet && !failed {
            return Outcome(report: nil, reporter: nil, messages: messages, exitCode: 0)
        }
        let reporterOptions = ReporterOptions(
            colors: options.colors && options.format == .text, rootDirectory: options.workingDirectory, basePath: root,
            verbose: options.verbose, summaryOnly: options.summaryOnly, includeNotes: options.includeNotes)
        return Outcome(report: report, json: printsStoredJSON ? result.json : nil, reporter: options.format.reporter(options: reporterOptions),
                       messages: messages, exitCode: failed ? 1 : 0)
    }

    /// Why nothing was audited, and what to check.
    static func noFilesMessage(paths: [String], configuration: ConfigurationLoader.Loaded) -> String {
        var message = "no Swift or Objective-C files to audit under \(paths.joined(separator: ", "))"
        if !configuration.configuration.include.isEmpty {
            let patterns = configuration.configuration.include.map { "`\($0)`" }.joined(separator: ", ")
            message += ": `include` (\(patterns)) in \(configuration.file ?? "the configuration") matched nothing"
            message += ". Patterns are relative to the configuration file's folder; fix them"
        } else {
            message += ". Check the path"
            if !configuration.configuration.exclude.isEmpty {
                message += " and `exclude` in \(configuration.file ?? "the configuration")"
            }
        }
        return message + ", or pass --allow-zero-files if an empty audit is expected."
    }

    /// The report with each controller's findings reduced to `kept` (matched once each), and
    /// a finding added for each controller in `grown`, so every format says why the run failed.
    static func keepingOnly(_ kept: [Finding], adding grown: [BaselineComparison.Growth] = [], in report: AuditReport)
        -> AuditReport
    {
        var remaining = kept
        var filtered = report
        func filter(_ units: inout [ViewControllerReport]) {
            for index in units.indices {
                let unit = units[index]
                var findings = unit.findings.filter { finding in
                    guard let match = remaining.firstIndex(of: finding) else { return false }
                    remaining.remove(at: match)
                    return true
                }
                findings += grown.filter { $0.viewController == unit.name && $0.file == unit.file }.map(\.finding)
                units[index].findings = findings
            }
        }
        filter(&filtered.viewControllers)
        filter(&filtered.swiftUIViews)
        filter(&filtered.viewModels)
        return filtered
    }
}
