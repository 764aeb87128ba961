/// Writes lines separated by newlines as they are produced, so that a report is streamed
/// instead of collected: the text is exactly `lines.joined(separator: "\n") + "\n"`, but the
/// lines never exist together.
struct LineSink {
    private var started = false
    /// The UTF-8 bytes written so far, for a reporter that keeps within a size.
    private(set) var bytesWritten = 0

    /// Writes `line`, preceded by a newline unless it is the first.
    mutating func append<Output: TextOutputStream>(_ line: String, to output: inout Output) {
        if started { output.write("\n") }
        output.write(line)
        bytesWritten += line.utf8.count + (started ? 1 : 0)
        started = true
    }

    mutating func append<Output: TextOutputStream>(contentsOf lines: [String], to output: inout Output) {
        for line in lines { append(line, to: &output) }
    }

    /// Ends the text with its final newline.
    func finish<Output: TextOutputStream>(_ output: inout Output) {
        output.write("\n")
    }
}
