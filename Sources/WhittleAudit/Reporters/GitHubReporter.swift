/// GitHub Actions workflow commands (`::warning file=…,line=…,col=…,title=…::message`) that
/// show findings as annotations on a pull request's diff.
///
/// Properties and messages are escaped as the runner requires: `%`, `\r` and `\n` everywhere,
/// and `:` and `,` inside properties, so a message can never end the command early.
public struct GitHubReporter: Reporter {
    let options: ReporterOptions

    /// Creates a GitHub Actions reporter.
    ///
    /// - Parameter options: Path settings; paths should be relative to the repository root.
    public init(options: ReporterOptions = ReporterOptions()) {
        self.options = options
    }

    public func render(_ report: AuditReport) -> String {
        var output = ""
        write(report, to: &output)
        return output
    }

    public func write<Output: TextOutputStream>(_ report: AuditReport, to output: inout Output) {
        for finding in report.findingsInSourceOrder {
            let command = finding.severity == .note ? "notice" : finding.severity.rawValue
            let properties = [
                "file=\(Self.escapeProperty(options.relativePath(finding.file)))", "line=\(finding.line)",
                "col=\(finding.column)", "title=\(Self.escapeProperty("\(finding.rule) (\(finding.viewController))"))",
            ]
            output.write("::\(command) \(properties.joined(separator: ","))::\(Self.escapeMessage(finding.message))\n")
        }
        for diagnostic in report.diagnosticsInOrder {
            output.write("::warning file=\(Self.escapeProperty(options.relativePath(diagnostic.file))),"
                + "title=\(Self.escapeProperty("whittle: \(diagnostic.kind.rawValue)"))::"
                + "\(Self.escapeMessage(diagnostic.message))\n")
        }
    }

    /// Escapes a message (the text after `::`).
    static func escapeMessage(_ text: String) -> String {
        text.escapingScalars(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// Escapes a property value (`file=`, `title=`).
    static func escapeProperty(_ text: String) -> String {
        text.escapingScalars(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }
}

extension String {
    /// Every Unicode scalar found in `table` replaced by its entry. Works on scalars, not
    /// characters, because `"\r\n"` is one `Character` and would slip past a character match.
    ///
    /// Reports escape every message; most need nothing replaced, so ASCII tables (all of ours)
    /// scan the UTF-8 bytes against a bit mask and copy unchanged runs whole.
    func escapingScalars(_ table: [Unicode.Scalar: String]) -> String {
        var mask: (low: UInt64, high: UInt64) = (0, 0)
        for scalar in table.keys {
            guard scalar.isASCII else { return escapingEachScalar(table) }
            let value = UInt64(scalar.value)
            if value < 64 { mask.low |= 1 << value } else { mask.high |= 1 << (value - 64) }
        }
        func isEscaped(_ byte: UInt8) -> Bool {
            byte < 64 ? mask.low & (1 << UInt64(byte)) != 0 : byte < 128 && mask.high & (1 << UInt64(byte - 64)) != 0
        }
        guard utf8.contains(where: isEscaped) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count + 16)
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            if isEscaped(byte) {
                result += self[runStart..<index]
                result += table[Unicode.Scalar(byte)] ?? ""
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        result += self[runStart...]
        return result
    }

    private func escapingEachScalar(_ table: [Unicode.Scalar: String]) -> String {
        var result = ""
        result.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars {
            if let replacement = table[scalar] { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
