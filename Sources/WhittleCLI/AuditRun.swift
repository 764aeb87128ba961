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
    }

    /// What to print and how to exit.
    struct Outcome {
        /// The audit to print on standard output, or `nil` when nothing is printed.
        var report: AuditReport?
        /// The format to print `report` in.
        var reporter: (any Reporter)?
        /// Messages for people, for standard error.
        var messages: [String]
        /// 0 clean, 1 failing findings or regressions, 2 could not run.
        var exitCode: Int32

        /// Writes the report in its format to `output`, piece by piece; nothing when there is none.
        func writeReport<Output: TextOutputStream>(to output: inout Output) {
            guard let report, let reporter else { return }
            reporter.write(report, to: &output)
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
        let configuration = try ConfigurationLoader.configuration(
            explicitPath: options.configPath, directory: options.workingDirectory)
        // Read the baseline before the audit so a bad file fails fast.
        let baseline = try options.baselinePath.map { path throws(BaselineError) in try Baseline.load(from: path) }
        var report = try Auditor(configuration: configuration).audit(paths: options.paths, jobs: options.jobs)
        var messages: [String] = []

        if let path = options.writeBaselinePath {
            try Baseline(report: report).write(to: path)
            if !options.quiet {
                messages.append("whittle: wrote baseline \(path) (\(report.viewControllers.count) view controllers)")
            }
        }

        let failed: Bool
        if let baseline {
            let comparison = baseline.compare(with: report)
            report = Self.keepingOnly(comparison.newFindings, in: report)
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
            failed = report.highestSeverity == .error
        }

        if options.quiet && !failed {
            return Outcome(report: nil, reporter: nil, messages: messages, exitCode: 0)
        }
        let reporter = options.format.reporter(options: ReporterOptions(colors: options.colors && options.format == .text,
                                                                        rootDirectory: options.workingDirectory))
        return Outcome(report: report, reporter: reporter, messages: messages, exitCode: failed ? 1 : 0)
    }

    /// The report with each controller's findings reduced to `kept` (matched once each).
    static func keepingOnly(_ kept: [Finding], in report: AuditReport) -> AuditReport {
        var remaining = kept
        var filtered = report
        for index in filtered.viewControllers.indices {
            filtered.viewControllers[index].findings = filtered.viewControllers[index].findings.filter { finding in
                guard let match = remaining.firstIndex(of: finding) else { return false }
                remaining.remove(at: match)
                return true
            }
        }
        return filtered
    }
}
