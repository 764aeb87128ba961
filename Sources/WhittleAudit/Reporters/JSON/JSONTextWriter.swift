/// The one JSON writer: the report (``AuditReport/writeJSON(to:)``, `--format json`) and the
/// SARIF log. It appends pretty-printed JSON in Foundation's `JSONEncoder` layout with
/// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`: two-space indents,
/// `"key" : value`, keys in byte order (the caller writes them so), an empty array or
/// object as its brackets around a blank line. `JSONTextWriterTests` check that the report
/// it writes is what `JSONEncoder` writes of the report's `Codable` conformance.
///
/// It appends UTF-8 bytes, not `String`s: the report of 200,000 lines is 28 MB of JSON, and
/// appending strings piece by piece took a sixth of a whole audit.
struct JSONTextWriter: ~Copyable {
    private var buffer = ByteBuffer(capacity: 1 << 16)
    /// Whether each enclosing container already has an element, outermost first; the open
    /// one's is `hasElements`.
    private var enclosing: [Bool] = []
    private var hasElements = false
    private let baseDepth: Int

    init(depth: Int) {
        baseDepth = depth
    }

    private var depth: Int { baseDepth + enclosing.count }

    /// What was written since the last ``take()``.
    var bytes: [UInt8] { buffer.array }

    /// The text written since the last call, which is then forgotten: a large document is
    /// streamed piece by piece by one writer.
    mutating func take() -> String {
        defer { buffer.removeAll() }
        return String(decoding: buffer.array, as: UTF8.self)
    }

    /// ``take()``, as UTF-8.
    mutating func takeBytes() -> [UInt8] {
        defer { buffer.removeAll() }
        return buffer.array
    }

    /// The text written since the last ``take()``.
    var text: String { String(decoding: buffer.array, as: UTF8.self) }

    /// A line break and the spaces that indent `depth` levels.
    private static let breaks: [UInt8] = [0x0A] + Array(repeating: 0x20, count: 64)

    private mutating func newline(indent depth: Int) {
        let count = 1 + 2 * depth
        Self.breaks.withUnsafeBytes { buffer.append(UnsafeRawBufferPointer(start: $0.baseAddress, count: min(count, $0.count))) }
        if count > Self.breaks.count { for _ in Self.breaks.count..<count { buffer.append(0x20) } }
    }

    /// What follows a key: `" : `.
    private static let afterKey: [UInt8] = Array("\" : ".utf8)

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ bracket: UInt8) {
        buffer.append(bracket)
        enclosing.append(hasElements)
        hasElements = false
    }

    private mutating func close(_ bracket: UInt8) {
        if !hasElements { buffer.append(0x0A) }
        hasElements = enclosing.popLast() ?? false
        newline(indent: depth)
        buffer.append(bracket)
    }

    /// Starts the next member of the open object; keys must come in byte order.
    mutating func key(_ name: StaticString) {
        element()
        buffer.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { buffer.append(UnsafeRawBufferPointer($0)) }
        Self.afterKey.withUnsafeBytes { buffer.append($0) }
    }

    /// A key that is not a literal (a dictionary's).
    mutating func key(named name: String) {
        element()
        string(name)
        Self.afterKey.withUnsafeBytes { buffer.append(UnsafeRawBufferPointer(rebasing: $0.dropFirst())) }
    }

    /// Starts the next element of the open array.
    mutating func element() {
        if hasElements { buffer.append(UInt8(ascii: ",")) }
        hasElements = true
        newline(indent: depth)
    }

    /// A string literal: `"` and `\` escaped, control characters as `\n`-style or `\u00XX`
    /// escapes, `/` and everything else as is.
    mutating func string(_ value: String) {
        buffer.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            // Most text needs no escape: copied whole.
            guard Self.needsEscape(UnsafeRawBufferPointer(utf8)) else {
                buffer.append(UnsafeRawBufferPointer(utf8))
                return
            }
            for byte in utf8 { escape(byte) }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// Whether `text` holds a byte below 0x20, `"` or `\`, looked for eight bytes at a time
    /// (scanning byte by byte was most of the cost of writing a string).
    private static func needsEscape(_ text: UnsafeRawBufferPointer) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        while offset + 8 <= text.count {
            let word = text.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            // A byte below n sets its high bit in (word - n·ones) & ~word; a byte equal to c
            // is a zero byte of word ^ c·ones.
            let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
            let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            let found = ((word &- ones &* 0x20) & ~word) | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
            if found & highs != 0 { return true }
            offset += 8
        }
        return text[offset...].contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }

    private mutating func escape(_ byte: UInt8) {
        let short: UInt8? = switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        default: nil
        }
        if let short {
            buffer.append(UInt8(ascii: "\\"))
            buffer.append(short)
        } else if byte < 0x20 {
            let hex = Array("0123456789abcdef".utf8)
            for byte in Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]] { buffer.append(byte) }
        } else {
            buffer.append(byte)
        }
    }

    mutating func int(_ value: Int) {
        // Digits from the last, into place on the stack (20 bytes hold `Int.min`).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = value.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            buffer.append(UnsafeRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(digits)[start...]))
        }
    }

    mutating func bool(_ value: Bool) {
        var text = value ? "true" : "false"
        text.withUTF8 { buffer.append(UnsafeRawBufferPointer($0)) }
    }

    /// Swift's shortest round-tripping form without a trailing `.0`; non-finite values as the
    /// strings `"NaN"`, `"Infinity"` and `"-Infinity"`.
    mutating func double(_ value: Double) {
        guard value.isFinite else { return string(value.isNaN ? "NaN" : value < 0 ? "-Infinity" : "Infinity") }
        let shortest = value.description
        var text = shortest.hasSuffix(".0") ? String(shortest.dropLast(2)) : shortest
        text.withUTF8 { buffer.append(UnsafeRawBufferPointer($0)) }
    }

    mutating func strings(_ values: [String]) {
        beginArray()
        for value in values {
            element()
            string(value)
        }
        endArray()
    }

    /// An array of integers.
    mutating func ints(_ values: [Int]) {
        beginArray()
        for value in values {
            element()
            int(value)
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

/// A type that writes its own JSON with ``JSONTextWriter``, keys in byte order; for the
/// report's types, exactly as their `Codable` conformance reads it back.
protocol JSONSelfWriting {
    func writeJSON(to writer: inout JSONTextWriter)
}

/// Growable bytes for ``JSONTextWriter``. A report is written in many short pieces (keys,
/// indents, numbers), and `[UInt8].append(contentsOf:)` cost about a hundred instructions a
/// piece, most of the writing; this is a capacity check and a copy. Not copyable, so an
/// append needs no check that the bytes are its own.
private struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes, copied out.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    mutating func removeAll() { count = 0 }

    @inline(__always)
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(extra) }
    }

    @inline(never)
    private mutating func grow(_ extra: Int) {
        let grownCapacity = max(2 * capacity, count + extra)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: grownCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = grownCapacity
    }
}
