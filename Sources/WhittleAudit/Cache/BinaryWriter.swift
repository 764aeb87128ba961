/// Appends values to a byte buffer in the cache's encoding: LEB128 varints, zigzag for signed
/// values, little-endian fixed-width integers.
struct BinaryWriter {
    var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// A zigzag varint: small negative numbers stay small.
    mutating func int(_ value: Int) {
        let value = Int64(value)
        varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    mutating func fixed<Value: FixedWidthInteger>(_ value: Value) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Writes over the bytes at `offset`: a count or checksum known only later.
    mutating func set<Value: FixedWidthInteger>(_ value: Value, at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { value in bytes.replaceSubrange(offset..<offset + value.count, with: value) }
    }

    mutating func hash(_ value: ContentHash) {
        fixed(value.high)
        fixed(value.low)
    }

    /// UTF-8 bytes preceded by their count.
    mutating func rawString(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            varint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// A table of strings: the count, then each one's length and UTF-8 bytes.
    mutating func stringTable(_ strings: [String]) {
        varint(UInt64(strings.count))
        for string in strings { rawString(string) }
    }

    mutating func append(_ other: some Sequence<UInt8>) { bytes.append(contentsOf: other) }

    /// A part of a cache file (``CacheFile``): its length, then its bytes.
    mutating func part(_ other: some Collection<UInt8>) {
        varint(UInt64(other.count))
        bytes.append(contentsOf: other)
    }
}
