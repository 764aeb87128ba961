/// Replaces ASCII characters in report text: HTML entities, GitHub's `%0A`, Markdown's `\|`.
///
/// Reports escape every message and most need nothing replaced, so the table is turned once
/// into a 128-entry lookup, the text's UTF-8 bytes are scanned against it, unchanged text is
/// returned as is and unchanged runs are copied whole. Working on bytes rather than
/// characters also catches `"\r\n"`, which is one `Character`.
struct ASCIIEscaper: Sendable {
    private let replacements: [String?]
    /// Which of the 128 ASCII bytes have a replacement, as two 64-bit masks: the check every
    /// byte of every message goes through.
    private let replacedLow: UInt64
    private let replacedHigh: UInt64

    /// `table` maps ASCII scalars to their replacements; other scalars are never replaced.
    init(_ table: [Unicode.Scalar: String]) {
        var replacements = [String?](repeating: nil, count: 128)
        var low: UInt64 = 0
        var high: UInt64 = 0
        for (scalar, replacement) in table where scalar.isASCII {
            replacements[Int(scalar.value)] = replacement
            if scalar.value < 64 { low |= 1 << UInt64(scalar.value) } else { high |= 1 << UInt64(scalar.value - 64) }
        }
        self.replacements = replacements
        replacedLow = low
        replacedHigh = high
    }

    private func isReplaced(_ byte: UInt8) -> Bool {
        byte < 64 ? replacedLow & (1 << UInt64(byte)) != 0 : byte < 128 && replacedHigh & (1 << UInt64(byte - 64)) != 0
    }

    private func needsReplacing(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.contains(where: isReplaced) }
    }

    private func replacement(for byte: UInt8) -> String? {
        byte < 128 ? replacements[Int(byte)] : nil
    }

    /// `text` with every character in the table replaced.
    func escape(_ text: String) -> String {
        guard needsReplacing(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        appendReplacing(text, to: &result)
        return result
    }

    /// Appends `text` to `output` with every character in the table replaced.
    func append(_ text: String, to output: inout String) {
        guard needsReplacing(text) else {
            output += text
            return
        }
        appendReplacing(text, to: &output)
    }

    private func appendReplacing(_ text: String, to output: inout String) {
        var runStart = text.utf8.startIndex
        var index = runStart
        while index != text.utf8.endIndex {
            if let replacement = replacement(for: text.utf8[index]) {
                output += text[runStart..<index]
                output += replacement
                runStart = text.utf8.index(after: index)
            }
            index = text.utf8.index(after: index)
        }
        output += text[runStart...]
    }
}
