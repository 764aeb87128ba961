/// Appends values to a byte buffer in the cache's encoding: unsigned LEB128 varints,
/// zigzag for signed values, and strings as indices into a table written once per entry.
struct BinaryWriter {
    var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// A count or a line: never negative in facts, but encoded safely if it were.
    mutating func int(_ value: Int) {
        let value = Int64(value)
        varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    mutating func fixed64(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func fixed32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func hash(_ value: ContentHash) {
        fixed64(value.high)
        fixed64(value.low)
    }

    /// UTF-8 bytes preceded by their count.
    mutating func rawString(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            varint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func append(_ other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    mutating func append(_ other: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: other)
    }
}
