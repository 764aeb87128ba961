/// SwiftLint's re-run of an example with its code inside a comment or a string: the code in the
/// bodies of the example's top-level declarations is wrapped, the declarations stay, so the
/// auditor still sees the view controller but none of its work.
enum ExampleWrapping: String, CaseIterable, CustomStringConvertible {
    /// `/* … */` around each body.
    case blockComment
    /// `//` before each line of each body.
    case lineComments
    /// Each body in a raw multi-line string `#"""…"""#` assigned to a property.
    case rawString
    /// Each body in a multi-line string `"""…"""`, when it holds no backslash (an interpolation
    /// would be live code).
    case string

    var description: String { rawValue }

    /// The code with every body wrapped, or nil when this wrapping does not apply.
    func wrap(_ code: String) -> String? {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if self == .string, lines.contains(where: { $0.contains("\\") || $0.contains(#"""""#) }) { return nil }
        var output: [String] = []
        var body: [String] = []
        var header = ""
        func flush() {
            defer { body = [] }
            let trailingBlanks = body.reversed().prefix { $0.isEmpty }.count
            let run = Array(body.dropLast(trailingBlanks))
            // Protocol requirements are declarations, not work; leave them.
            guard !run.isEmpty, !header.hasPrefix("protocol") else {
                output += body
                return
            }
            let indent = String(repeating: " ", count: run.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 4)
            let property = indent + (header.hasPrefix("extension") ? "private static let" : "private let") + " wrappedSource = "
            switch self {
            case .blockComment: output += ["/*"] + run + ["*/"]
            case .lineComments: output += run.map { "//" + $0 }
            case .rawString: output += [property + "#\"\"\""] + run + [indent + "\"\"\"#"]
            case .string: output += [property + "\"\"\""] + run + [indent + "\"\"\""]
            }
            output += Array(repeating: "", count: trailingBlanks)
        }
        for line in lines {
            if line.isEmpty || line.first == " " || line.first == "\t" {
                body.append(line)
            } else {
                flush()
                output.append(line)
                header = Self.keyword(of: line)
            }
        }
        flush()
        return output.joined(separator: "\n")
    }

    /// The declaration keyword of a top-level line, modifiers skipped: `final class X` → `class`.
    private static func keyword(of line: String) -> String {
        let modifiers: Set<Substring> = ["final", "public", "open", "internal", "private", "fileprivate", "@MainActor"]
        let words = line.split(separator: " ")
        let word = words.first { !modifiers.contains($0) } ?? ""
        return String(word)
    }
}
