import WhittleAudit

/// One `whittle diff` invocation after parsing: both reports read, compared and rendered,
/// with no printing and no process exit so it can be tested directly.
struct DiffRun {
    /// What to print and how to exit.
    struct Outcome {
        /// The Markdown, for standard output; empty when a report could not be read.
        var output: String
        /// Messages for people, for standard error.
        var messages: [String]
        /// 0 nothing got worse, 1 something did, 2 a report could not be read.
        var exitCode: Int32
    }

    let oldPath: String
    let newPath: String

    func perform() -> Outcome {
        let old: AuditReport
        let new: AuditReport
        do {
            old = try AuditReport.load(from: oldPath)
            new = try AuditReport.load(from: newPath)
        } catch {
            return Outcome(output: "", messages: ["whittle: error: \(error)"], exitCode: 2)
        }
        let diff = ReportDiff(old: old, new: new)
        var messages: [String] = []
        if old.toolVersion != new.toolVersion {
            messages.append("whittle: note: the reports were written by different Whittle versions (\(old.toolVersion) "
                + "and \(new.toolVersion)); changes may come from the tool rather than the code.")
        }
        if diff.isRegression {
            messages.append("whittle: \(diff.worse.count) view controller(s) got worse: "
                + diff.worse.map(\.name).joined(separator: ", ") + ".")
        }
        return Outcome(output: DiffMarkdownReporter().render(diff), messages: messages, exitCode: diff.isRegression ? 1 : 0)
    }
}
