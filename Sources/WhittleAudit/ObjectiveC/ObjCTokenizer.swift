/// Splits Objective-C (and the Objective-C++ of `.mm` files, as far as it looks alike) into
/// ``ObjCToken``s, byte by byte, without clang: there is no SDK on the machines the auditor
/// runs on, and the auditor needs names and brackets, not types.
///
/// Comments are dropped. Preprocessor lines become one `.preprocessor` token each (with their
/// `\` continuations) except `#pragma mark`, which becomes a `.mark`; the code between
/// `#if`/`#else`/`#endif` is tokenized in every branch, so both branches read as code, except a
/// branch no build compiles (`#if 0`, `#if false`), which is dropped like a comment.
///
/// Any bytes are accepted: an unterminated string ends at its line's end, an unterminated
/// comment at the end of the file, and bytes that are not ASCII count as identifier bytes
/// (UTF-8 names). Every step consumes at least one byte, so tokenizing always ends.
enum ObjCTokenizer {
    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [ObjCToken] {
        var tokens: [ObjCToken] = []
        tokens.reserveCapacity(bytes.count / 5)
        let count = bytes.count
        var index = 0
        // Only the first code on a line can start a preprocessor directive.
        var atLineStart = true
        func byte(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        func add(_ kind: ObjCToken.Kind, _ start: Int, _ end: Int) {
            tokens.append(ObjCToken(kind: kind, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end)))
        }
        while index < count {
            let current = bytes[index]
            switch current {
            case 0x0A:
                atLineStart = true
                index += 1
                continue
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                index += 1
                continue
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                index = lineEnd(bytes, from: index)
                continue
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                index = blockCommentEnd(bytes, from: index)
                continue
            case UInt8(ascii: "#") where atLineStart:
                let end = directiveEnd(bytes, from: index)
                if isDisabledIf(bytes, from: index, to: end) {
                    // The `#else`, `#elif` or `#endif` that ends the branch is read next.
                    index = disabledBranchEnd(bytes, from: end)
                    continue
                }
                add(isPragmaMark(bytes, from: index, to: end) ? .mark : .preprocessor, index, end)
                index = end
                continue
            default:
                break
            }
            atLineStart = false
            let start = index
            if isIdentifierStart(current) {
                index = identifierEnd(bytes, from: index)
                add(.identifier, start, index)
            } else if isDigit(current) || (current == UInt8(ascii: ".") && isDigit(byte(index + 1))) {
                index = numberEnd(bytes, from: index)
                add(.number, start, index)
            } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                index = quotedEnd(bytes, from: index + 1, quote: current)
                add(current == UInt8(ascii: "\"") ? .string : .character, start, index)
            } else if current == UInt8(ascii: "@") {
                let next = byte(index + 1)
                if next == UInt8(ascii: "\"") {
                    index = quotedEnd(bytes, from: index + 2, quote: next)
                    add(.atString, start, index)
                } else if next == UInt8(ascii: "[") || next == UInt8(ascii: "{") || next == UInt8(ascii: "(") {
                    index += 2
                    add(.literalOpen, start, index)
                } else if isIdentifierStart(next) {
                    index = identifierEnd(bytes, from: index + 1)
                    add(.atKeyword, start, index)
                } else if isDigit(next) || (next == UInt8(ascii: "-") && isDigit(byte(index + 2))) {
                    index = numberEnd(bytes, from: index + 2)
                    add(.number, start, index)
                } else {
                    index += 1
                    add(.punctuation, start, index)
                }
            } else if current == UInt8(ascii: "-") && byte(index + 1) == UInt8(ascii: ">") {
                index += 2
                add(.punctuation, start, index)
            } else if current == UInt8(ascii: ".") && byte(index + 1) == UInt8(ascii: ".") && byte(index + 2) == UInt8(ascii: ".") {
                index += 3
                add(.punctuation, start, index)
            } else {
                index += 1
                add(.punctuation, start, index)
            }
        }
        return tokens
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func identifierEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count && (isIdentifierStart(bytes[end]) || isDigit(bytes[end])) { end += 1 }
        return end
    }

    /// `0x1F`, `1.5e-3f`, `10UL`: digits, letters and dots, and a sign right after an exponent.
    private static func numberEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        let isHex = end + 1 < bytes.count && bytes[end] == UInt8(ascii: "0") && (bytes[end + 1] | 0x20) == UInt8(ascii: "x")
        while end < bytes.count {
            let byte = bytes[end]
            if isIdentifierStart(byte) && byte < 0x80 || isDigit(byte) || byte == UInt8(ascii: ".") {
                end += 1
            } else if (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) && end > start,
                !isHex && (bytes[end - 1] | 0x20) == UInt8(ascii: "e") || (bytes[end - 1] | 0x20) == UInt8(ascii: "p")
            {
                end += 1
            } else {
                break
            }
        }
        return end
    }

    /// Past the closing quote; an unterminated literal ends before its line's end.
    private static func quotedEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, quote: UInt8) -> Int {
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte == quote { return end + 1 }
            if byte == 0x0A { return end }
            // An escape takes the next byte, unless that byte ends the line (a line
            // continuation inside a literal keeps the literal open).
            if byte == UInt8(ascii: "\\") && end + 1 < bytes.count {
                end += bytes[end + 1] == 0x0D && end + 2 < bytes.count && bytes[end + 2] == 0x0A ? 3 : 2
                continue
            }
            end += 1
        }
        return end
    }

    /// Past the `*/` that closes the comment opening at `start`; the file's end when none does.
    private static func blockCommentEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start + 2
        while end < bytes.count && !(bytes[end] == UInt8(ascii: "*") && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "/")) {
            end += 1
        }
        return min(bytes.count, end + 2)
    }

    private static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count && bytes[end] != 0x0A { end += 1 }
        return end
    }

    /// The end of a directive line and its `\` continuations (a `/* */` comment may not span
    /// lines here: rare in directives, and ending at the line keeps the next code readable).
    private static func directiveEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count {
            if bytes[end] == 0x0A {
                var back = end - 1
                if back >= start && bytes[back] == 0x0D { back -= 1 }
                if back >= start && bytes[back] == UInt8(ascii: "\\") {
                    end += 1
                    continue
                }
                return end
            }
            end += 1
        }
        return end
    }

    /// Where the words of a directive line are: `# if 0` gives `if` and `0`; a comment ends them.
    private static func directiveWords(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, limit: Int
    ) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var index = start + 1
        while index < end && words.count < limit {
            while index < end && (bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D) { index += 1 }
            let wordStart = index
            while index < end && (isIdentifierStart(bytes[index]) || isDigit(bytes[index])) { index += 1 }
            if index == wordStart { break }
            words.append(wordStart..<index)
        }
        return words
    }

    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>?, is text: String) -> Bool {
        guard let range else { return false }
        return bytes[range].elementsEqual(text.utf8)
    }

    /// `#if 0`, `#if false` or `#if FALSE` and nothing else on the line: a branch no build
    /// compiles, as authors keep old code. Any other condition may hold in some build.
    private static func isDisabledIf(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        let words = directiveWords(bytes, from: start, to: end, limit: 2)
        guard words.count == 2, word(bytes, words[0], is: "if"),
            word(bytes, words[1], is: "0") || word(bytes, words[1], is: "false") || word(bytes, words[1], is: "FALSE")
        else { return false }
        // Only spaces or a comment may follow the condition.
        var index = words[1].upperBound
        while index < end && (bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D) { index += 1 }
        return index == end || bytes[index] == UInt8(ascii: "/")
    }

    /// The start of the `#else`, `#elif` or `#endif` line that ends a disabled branch, past
    /// nested conditionals and comments; the file's end when none does.
    private static func disabledBranchEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let count = bytes.count
        var index = start
        var depth = 0
        var atLineStart = false
        while index < count {
            let current = bytes[index]
            if current == 0x0A {
                atLineStart = true
                index += 1
            } else if current == 0x20 || current == 0x09 || current == 0x0D {
                index += 1
            } else if current == UInt8(ascii: "/") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "/") {
                index = lineEnd(bytes, from: index)
            } else if current == UInt8(ascii: "/") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "*") {
                index = blockCommentEnd(bytes, from: index)
            } else if current == UInt8(ascii: "#") && atLineStart {
                let end = directiveEnd(bytes, from: index)
                let name = directiveWords(bytes, from: index, to: end, limit: 1).first
                if word(bytes, name, is: "if") || word(bytes, name, is: "ifdef") || word(bytes, name, is: "ifndef") {
                    depth += 1
                } else if word(bytes, name, is: "endif") {
                    if depth == 0 { return index }
                    depth -= 1
                } else if depth == 0 && (word(bytes, name, is: "else") || word(bytes, name, is: "elif")) {
                    return index
                }
                index = end
                atLineStart = false
            } else {
                atLineStart = false
                index += 1
            }
        }
        return count
    }

    /// `#pragma mark`, with any spaces after `#` and between the words.
    private static func isPragmaMark(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        let words = directiveWords(bytes, from: start, to: end, limit: 2)
        return words.count == 2 && word(bytes, words[0], is: "pragma") && word(bytes, words[1], is: "mark")
    }

    /// The title of a `#pragma mark` token: `- UITableViewDataSource` gives `UITableViewDataSource`.
    static func markTitle(_ bytes: UnsafeBufferPointer<UInt8>, _ token: ObjCToken) -> String {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]), as: UTF8.self)
        guard let range = text.range(of: "mark") else { return "" }
        var title = Substring(text[range.upperBound...])
        while let first = title.first, first == " " || first == "\t" || first == "-" { title.removeFirst() }
        while let last = title.last, last == " " || last == "\t" || last == "\r" || last == "\\" { title.removeLast() }
        return String(title)
    }
}
