/// The one JSON writer: the report (``AuditReport/writeJSON(to:)``, `--format json`) and the
/// SARIF log. It appends pretty-printed JSON in Foundation's `JSONEncoder` layout with
/// `.prettyPrinted`, `.sortedKeys` and `.withoutEscapingSlashes`: two-space indents,
/// `"key" : value`, keys in byte order (the caller writes them so), an empty array or
/// object as its brackets around a blank line. `JSONTextWriterTests` check that the report
/// it writes is what `JSONEncoder` writes of the report's `Codable` conformance.
///
/// It appends UTF-8 bytes, not `String`s: the report of 200,000 lines is 28 MB of JSON, and
/// appending strings piece by piece took a sixth of a whole audit.
struct JSONTextWriter {
    /// What was written since the last ``take()``.
    private(set) var bytes: [UInt8] = []
    private var counts: [Int] = []
    private let baseDepth: Int

    init(depth: Int) {
        baseDepth = depth
        bytes.reserveCapacity(1 << 16)
    }

    private var depth: Int { baseDepth + counts.count }

    /// The text written since the last call, which is then forgotten: a large document is
    /// streamed piece by piece by one writer.
    mutating func take() -> String {
        defer { bytes.removeAll(keepingCapacity: true) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``take()``, as UTF-8.
    mutating func takeBytes() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// The text written since the last ``take()``.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// A line break and the spaces that indent `depth` levels.
    private static let breaks: [UInt8] = [0x0A] + Array(repeating: 0x20, count: 64)

    private mutating func newline(indent depth: Int) {
        bytes.append(contentsOf: Self.breaks[..<min(Self.breaks.count, 1 + 2 * depth)])
        if 1 + 2 * depth > Self.breaks.count { bytes.append(contentsOf: repeatElement(0x20, count: 1 + 2 * depth - Self.breaks.count)) }
    }

    /// What follows a key: `" : `.
    private static let afterKey: [UInt8] = Array("\" : ".utf8)

    mutating func beginObject() { bytes.append(UInt8(ascii: "{")); counts.append(0) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { bytes.append(UInt8(ascii: "[")); counts.append(0) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func close(_ bracket: UInt8) {
        if counts.removeLast() == 0 { bytes.append(0x0A) }
        newline(indent: depth)
        bytes.append(bracket)
    }

    /// Starts the next member of the open object; keys must come in byte order.
    mutating func key(_ name: StaticString) {
        element()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: Self.afterKey)
    }

    /// A key that is not a literal (a dictionary's).
    mutating func key(named name: String) {
        element()
        string(name)
        bytes.append(contentsOf: Self.afterKey.dropFirst())
    }

    /// Starts the next element of the open array.
    mutating func element() {
        if counts[counts.count - 1] > 0 { bytes.append(UInt8(ascii: ",")) }
        counts[counts.count - 1] += 1
        newline(indent: depth)
    }

    /// A string literal: `"` and `\` escaped, control characters as `\n`-style or `\u00XX`
    /// escapes, `/` and everything else as is.
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            // Most text needs no escape: copied whole.
            guard utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                bytes.append(contentsOf: utf8)
                return
            }
            for byte in utf8 { escape(byte) }
        }
        bytes.append(UInt8(ascii: "\""))
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
            bytes.append(contentsOf: [UInt8(ascii: "\\"), short])
        } else if byte < 0x20 {
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
        } else {
            bytes.append(byte)
        }
    }

    mutating func int(_ value: Int) {
        guard value != 0 else { return bytes.append(UInt8(ascii: "0")) }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // Digits from the last, into place.
        var magnitude = value.magnitude
        let start = bytes.count
        while magnitude > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        }
        bytes[start...].reverse()
    }

    mutating func bool(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

    /// Swift's shortest round-tripping form without a trailing `.0`; non-finite values as the
    /// strings `"NaN"`, `"Infinity"` and `"-Infinity"`.
    mutating func double(_ value: Double) {
        guard value.isFinite else { return string(value.isNaN ? "NaN" : value < 0 ? "-Infinity" : "Infinity") }
        let shortest = value.description
        bytes.append(contentsOf: (shortest.hasSuffix(".0") ? String(shortest.dropLast(2)) : shortest).utf8)
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
