import Foundation

/// Writes a large pretty-printed JSON document without encoding it in one pass: the document
/// is encoded with one array left empty, and the array's elements are encoded one at a time and
/// written into its place. The encoder builds a tree of the whole value first, so one pass over
/// a big audit costs several times the report's size; this keeps one element's tree alive at a
/// time. The bytes are the same as a single pass.
struct JSONArraySplice {
    /// The encoder used for the envelope and every element.
    let encoder: PrettyJSONEncoder

    /// Writes `envelope` with the empty array under `key` replaced by `elements`.
    ///
    /// - Parameters:
    ///   - envelope: The document encoded with the array empty. Must be the array's only empty
    ///     instance under `key` at `depth`; newlines inside strings are always escaped, so the
    ///     searched text can only be structure.
    ///   - key: The array's key.
    ///   - depth: How many objects or arrays enclose the key (1 for a key of the root object).
    ///   - elements: The array's elements, in order.
    ///   - output: Where the text goes.
    /// - Returns: `false` when the envelope has no such empty array, so nothing was written.
    func write<Elements: Sequence, Output: TextOutputStream>(
        envelope: String, key: String, depth: Int, elements: Elements, to output: inout Output
    ) -> Bool where Elements.Element: Encodable {
        let keyIndent = String(repeating: "  ", count: depth)
        let empty = "\n\(keyIndent)\"\(key)\" : [\n\n\(keyIndent)]"
        guard let slot = envelope.range(of: empty) else { return false }
        output.write(String(envelope[..<slot.lowerBound]) + "\n\(keyIndent)\"\(key)\" : [")
        var first = true
        let elementIndent = String(repeating: "  ", count: depth + 1)
        for element in elements {
            guard let text = try? encoder.encode(element, depth: depth + 1) else { continue }
            output.write((first ? "\n" : ",\n") + elementIndent + text)
            first = false
        }
        output.write(first ? "\n\n\(keyIndent)]" : "\n\(keyIndent)]")
        output.write(String(envelope[slot.upperBound...]) + "\n")
        return true
    }
}
