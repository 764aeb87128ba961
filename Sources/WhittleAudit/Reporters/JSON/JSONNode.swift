/// A JSON value being built by ``JSONTreeEncoder``: a reference, so containers handed out
/// by the encoder can fill it after the fact, as `Encoder`'s API requires.
final class JSONNode {
    enum Content {
        case empty
        /// Text written as is: a number, `true`, `false`, `null`, or an already-escaped string.
        case literal(String)
        case array([JSONNode])
        /// Members in the order they were encoded; sorted when written. Objects have a dozen
        /// keys at most, where a list beats hashing every key.
        case object([(key: String, value: JSONNode)])
    }

    var content: Content = .empty

    init(_ content: Content = .empty) {
        self.content = content
    }

    /// Appends the value as Foundation's `JSONEncoder` prints it with `.prettyPrinted`,
    /// `.sortedKeys` and `.withoutEscapingSlashes`: two-space indents, `"key" : value`, keys in
    /// byte order, an empty array or object as its brackets around a blank line.
    func write(into text: inout String, depth: Int) {
        switch content {
        case .empty:
            text += "{\n\n" + Self.indent(depth) + "}"
        case .literal(let literal):
            text += literal
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[\n\n" + Self.indent(depth) + "]"
                return
            }
            text += "[\n"
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ",\n" }
                text += Self.indent(depth + 1)
                element.write(into: &text, depth: depth + 1)
            }
            text += "\n" + Self.indent(depth) + "]"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{\n\n" + Self.indent(depth) + "}"
                return
            }
            text += "{\n"
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (index, member) in sorted.enumerated() {
                if index > 0 { text += ",\n" }
                text += Self.indent(depth + 1)
                Self.appendString(member.key, to: &text)
                text += " : "
                member.value.write(into: &text, depth: depth + 1)
            }
            text += "\n" + Self.indent(depth) + "}"
        }
    }

    private static let indents = (0..<16).map { String(repeating: "  ", count: $0) }

    private static func indent(_ depth: Int) -> String {
        depth < indents.count ? indents[depth] : String(repeating: "  ", count: depth)
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as `\n`-style or
    /// `\u00XX` escapes, `/` and everything else as is.
    static func appendString(_ string: String, to text: inout String) {
        text += "\""
        stringEscaper.append(string, to: &text)
        text += "\""
    }

    private static let stringEscaper: ASCIIEscaper = {
        var table: [Unicode.Scalar: String] = ["\"": "\\\"", "\\": "\\\\"]
        let hex = Array("0123456789abcdef")
        for byte in UInt8(0)..<0x20 {
            table[Unicode.Scalar(byte)] = "\\u00" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0F)])
        }
        for (byte, short) in [(0x0A, "n"), (0x0D, "r"), (0x09, "t"), (0x08, "b"), (0x0C, "f")] as [(UInt8, String)] {
            table[Unicode.Scalar(byte)] = "\\" + short
        }
        return ASCIIEscaper(table)
    }()

    /// A Double as `JSONEncoder` prints it: Swift's shortest round-tripping form without a
    /// trailing `.0`; non-finite values as the strings the reporters configure.
    static func number(_ value: Double, shortest: String? = nil) -> String {
        guard value.isFinite else { return value.isNaN ? "\"NaN\"" : value < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
        let text = shortest ?? value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
