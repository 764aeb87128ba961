/// Appends pretty-printed JSON in `JSONEncoder`'s layout (see ``JSONNode``), for types that
/// write themselves (``JSONSelfWriting``) rather than go through `Encodable`.
struct JSONTextWriter {
    private(set) var text = ""
    private var counts: [Int] = []
    private let baseDepth: Int

    init(depth: Int) {
        baseDepth = depth
    }

    private var depth: Int { baseDepth + counts.count }

    /// The text written since the last call, which is then forgotten: a large document is
    /// streamed piece by piece by one writer.
    mutating func take() -> String {
        defer { text = "" }
        return text
    }

    /// Indentation by depth, made once: every element of a report starts with one.
    private static let indents = (0..<32).map { String(repeating: "  ", count: $0) }

    private func indent(_ depth: Int) -> String {
        depth < Self.indents.count ? Self.indents[depth] : String(repeating: "  ", count: depth)
    }

    mutating func beginObject() { text += "{"; counts.append(0) }
    mutating func endObject() { close("}") }
    mutating func beginArray() { text += "["; counts.append(0) }
    mutating func endArray() { close("]") }

    private mutating func close(_ bracket: String) {
        let count = counts.removeLast()
        text += (count == 0 ? "\n\n" : "\n") + indent(depth) + bracket
    }

    /// Starts the next member of the open object; keys must come in byte order.
    mutating func key(_ name: String) {
        element()
        JSONNode.appendString(name, to: &text)
        text += " : "
    }

    /// Starts the next element of the open array.
    mutating func element() {
        text += (counts[counts.count - 1] == 0 ? "\n" : ",\n") + indent(depth)
        counts[counts.count - 1] += 1
    }

    mutating func string(_ value: String) { JSONNode.appendString(value, to: &text) }
    mutating func int(_ value: Int) { text += String(value) }
    mutating func bool(_ value: Bool) { text += value ? "true" : "false" }
    mutating func double(_ value: Double) { text += JSONNode.number(value) }

    mutating func strings(_ values: [String]) {
        beginArray()
        for value in values {
            element()
            string(value)
        }
        endArray()
    }

    mutating func array<Element: JSONSelfWriting>(_ values: [Element]) {
        beginArray()
        for value in values {
            element()
            value.writeJSON(to: &self)
        }
        endArray()
    }
}

/// A type that writes its own JSON, with its keys in byte order, exactly as its `Encodable`
/// conformance would through `JSONEncoder` (`PrettyJSONEncoderTests` compares them).
protocol JSONSelfWriting: Encodable {
    func writeJSON(to writer: inout JSONTextWriter)
}
