/// One pass over a file's bytes before parsing: line starts, binary detection, `// MARK:` and
/// `// whittle:` comments, and a rough bracket depth to flag pathological nesting.
///
/// String literals (`"…"`, `"""…"""`, raw `#"…"#`) and `/* … */` comments are skipped when
/// looking for `//` comments, so a `// MARK:` inside a string or a block comment is no mark.
struct SourceScan {
    /// Byte offset of the start of each line.
    private(set) var lineStarts: [Int] = [0]
    private(set) var containsNUL = false
    /// Whether the bytes are well-formed UTF-8: each sequence outside ASCII is checked where the
    /// pass meets it, so a file is validated without a second pass or a copy.
    private(set) var isValidUTF8 = true
    private(set) var marks: [MarkComment] = []
    private(set) var directives: [DisableDirective] = []
    /// Deepest `(`/`[`/`{` nesting seen (strings and comments are not excluded; it is a guard,
    /// not a measurement).
    private(set) var maximumBracketDepth = 0
    /// Deepest `[` nesting alone: SwiftParser takes exponential time on deeply nested
    /// square brackets, so such files must not reach it.
    private(set) var maximumSquareBracketDepth = 0

    var lineCount: Int { lineStarts.count }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var depth = 0
        var squareDepth = 0
        var index = 0
        let count = bytes.count
        // Inside a string literal: its `#` count, and whether it is multi-line (`"""`).
        var stringHashes = -1
        var multiline = false
        var blockCommentDepth = 0
        // The bytes the switch below acts on, as bits: NUL, newline, `"`, `(`, `)`, `*`, `/`
        // (below 64), and `[`, `\`, `]`, `{`, `}` (64 to 127). Most of a file is none of
        // them, and is stepped over without going through the switch's guards.
        let specialBelow64: UInt64 = 1 << 0x00 | 1 << 0x0A | 1 << 0x22 | 1 << 0x28 | 1 << 0x29 | 1 << 0x2A | 1 << 0x2F
        let specialFrom64: UInt64 = 1 << (0x5B - 64) | 1 << (0x5C - 64) | 1 << (0x5D - 64) | 1 << (0x7B - 64) | 1 << (0x7D - 64)
        while index < count {
            let byte = bytes[index]
            let isPlain = byte < 64 ? specialBelow64 &>> byte & 1 == 0 : byte < 128 && specialFrom64 &>> (byte &- 64) & 1 == 0
            if isPlain {
                index += 1
                continue
            }
            switch byte {
            case 0x0A:
                lineStarts.append(index + 1)
                // An unterminated single-line string ends with its line.
                if !multiline { stringHashes = -1 }
            case 0x22 where blockCommentDepth == 0:
                let tripled = index + 2 < count && bytes[index + 1] == 0x22 && bytes[index + 2] == 0x22
                if stringHashes < 0 {
                    var hashes = 0
                    while index - hashes > 0 && bytes[index - hashes - 1] == 0x23 { hashes += 1 }
                    stringHashes = hashes
                    // `"""` opens a multi-line string only at the end of its line: `#"""#` is a quote.
                    multiline = tripled && Self.endsLine(bytes, from: index + 3)
                    index += multiline ? 3 : 1
                    continue
                }
                let close = multiline ? 3 : 1
                if !multiline || tripled, Self.hashes(bytes, from: index + close, count: stringHashes) {
                    index += close + stringHashes
                    stringHashes = -1
                    multiline = false
                    continue
                }
            case 0x5C where stringHashes == 0 && index + 1 < count && (bytes[index + 1] == 0x22 || bytes[index + 1] == 0x5C):
                // An escaped quote or backslash does not end the string.
                index += 2
                continue
            case 0x2F where stringHashes < 0 && index + 1 < count && bytes[index + 1] == 0x2A:
                blockCommentDepth += 1
                index += 2
                continue
            case 0x2A where blockCommentDepth > 0 && index + 1 < count && bytes[index + 1] == 0x2F:
                blockCommentDepth -= 1
                index += 2
                continue
            case 0x00:
                containsNUL = true
            case 0x5B:
                squareDepth += 1
                if squareDepth > maximumSquareBracketDepth { maximumSquareBracketDepth = squareDepth }
                depth += 1
                if depth > maximumBracketDepth { maximumBracketDepth = depth }
            case 0x5D:
                squareDepth = max(0, squareDepth - 1)
                depth = max(0, depth - 1)
            case 0x28, 0x7B:
                depth += 1
                if depth > maximumBracketDepth { maximumBracketDepth = depth }
            case 0x29, 0x7D:
                depth = max(0, depth - 1)
            case 0x2F where stringHashes < 0 && blockCommentDepth == 0 && index + 1 < count && bytes[index + 1] == 0x2F:
                var end = index + 2
                while end < count && bytes[end] != 0x0A {
                    // The comment's bytes still count for the file's encoding checks.
                    if bytes[end] >= 0x80 {
                        end += checkedSequenceLength(bytes, at: end)
                        continue
                    }
                    if bytes[end] == 0 { containsNUL = true }
                    end += 1
                }
                readComment(bytes, from: index + 2, to: end)
                index = end
                continue
            default:
                if byte >= 0x80 {
                    index += checkedSequenceLength(bytes, at: index)
                    continue
                }
            }
            index += 1
        }
        // A trailing newline does not start another line.
        if lineStarts.count > 1 && lineStarts.last == count { lineStarts.removeLast() }
    }

    /// The length of the UTF-8 sequence starting with the non-ASCII byte at `index`, as the
    /// standard library's decoder reads it; an ill-formed one marks the file invalid and
    /// counts as one byte.
    private mutating func checkedSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        var iterator = UnsafeBufferPointer(rebasing: bytes[index...]).makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        if case .valid(let sequence) = parser.parseScalar(from: &iterator) { return sequence.count }
        isValidUTF8 = false
        return 1
    }

    /// Whether only spaces or tabs stand between `start` and the end of the line.
    private static func endsLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var index = start
        while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
        return index == bytes.count || bytes[index] == 0x0A || bytes[index] == 0x0D
    }

    /// Whether `count` `#` bytes start at `start`: a raw string's closing delimiter.
    private static func hashes(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Bool {
        guard start + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[start + offset] != 0x23 { return false }
        return true
    }

    /// The 1-based line of a byte offset.
    func line(ofOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    private mutating func readComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        // `/// MARK:` counts; a commented-out `// // MARK:` does not.
        var first = start
        while first < end && bytes[first] == 0x2F { first += 1 }
        while first < end && (bytes[first] == 0x20 || bytes[first] == 0x09) { first += 1 }
        guard end - first >= 5 else { return }
        // Most comments are neither marks nor directives: decide from the first byte before
        // making a string of them.
        guard bytes[first] == UInt8(ascii: "M") || bytes[first] == UInt8(ascii: "w") else { return }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<end]), as: UTF8.self)
        let line = lineStarts.count
        if text.hasPrefix("MARK:") {
            let title = text.dropFirst(5).trimmingCharacters(in: " -\t")
            marks.append(MarkComment(line: line, text: title))
        } else if text.hasPrefix("whittle:") {
            // `"// whittle:disable x"` in a string literal is not a comment: the scan does not
            // track strings, so an odd number of quotes before it on its line rules it out.
            guard !Self.isInsideString(bytes, lineStart: lineStarts[lineStarts.count - 1], commentStart: start - 2) else {
                return
            }
            var words = text.dropFirst(8).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
            guard let command = words.first else { return }
            words.removeFirst()
            // Words after a `--` or `-` are a free-text reason.
            let rules = words.prefix { !$0.hasPrefix("-") }.map(String.init)
            let action: DisableDirective.Action
            switch command {
            case "disable": action = .disable
            case "enable": action = .enable
            case "disable:next": action = .disableNext
            default:
                directives.append(DisableDirective(line: line, action: .unknown, rules: [String(command)]))
                return
            }
            directives.append(DisableDirective(line: line, action: action, rules: rules.isEmpty ? ["all"] : rules))
        }
    }
}

extension SourceScan {
    /// Whether the `//` at `commentStart` follows an odd number of unescaped `"` on its line,
    /// that is, sits inside a one-line string literal.
    static func isInsideString(_ bytes: UnsafeBufferPointer<UInt8>, lineStart: Int, commentStart: Int) -> Bool {
        var quotes = 0
        var index = lineStart
        while index < commentStart {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\"") { quotes += 1 }
            index += 1
        }
        return quotes % 2 == 1
    }
}

extension StringProtocol {
    /// Drops leading and trailing characters in `set`.
    fileprivate func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
