/// Reads what ``BinaryWriter`` wrote, checking every read against the end of the buffer:
/// bytes from the cache are never trusted, so a short or malformed buffer throws
/// ``CacheCorruption`` instead of trapping.
struct BinaryReader {
    let bytes: UnsafeRawBufferPointer
    private(set) var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    var remaining: Int { bytes.count - offset }
    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() throws(CacheCorruption) -> UInt8 {
        guard offset < bytes.count else { throw .truncated }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func varint() throws(CacheCorruption) -> UInt64 {
        // Most values (string indices, counts, position deltas) fit in the first byte.
        if offset < bytes.count, bytes[offset] < 0x80 {
            offset += 1
            return UInt64(bytes[offset - 1])
        }
        var (value, shift): (UInt64, UInt64) = (0, 0)
        while true {
            let next = try byte()
            guard shift < 63 || (shift == 63 && next <= 1) else { throw .invalidValue }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    /// A zigzag varint.
    mutating func int() throws(CacheCorruption) -> Int {
        let raw = try varint()
        guard let int = Int(exactly: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))) else { throw .invalidValue }
        return int
    }

    /// A count of items, each at least `minimumSize` bytes, that fits in what is left: a
    /// corrupt count cannot make the reader allocate more than the buffer holds.
    mutating func count(minimumSize: Int = 1) throws(CacheCorruption) -> Int {
        let raw = try varint()
        guard raw <= UInt64(remaining / max(1, minimumSize)) else { throw .invalidValue }
        return Int(raw)
    }

    /// A little-endian integer of fixed width.
    mutating func fixed<Value: FixedWidthInteger>(_ type: Value.Type) throws(CacheCorruption) -> Value {
        Value(littleEndian: try slice(MemoryLayout<Value>.size).loadUnaligned(as: Value.self))
    }

    mutating func hash() throws(CacheCorruption) -> ContentHash {
        ContentHash(high: try fixed(UInt64.self), low: try fixed(UInt64.self))
    }

    /// The next `count` bytes.
    mutating func slice(_ count: Int) throws(CacheCorruption) -> UnsafeRawBufferPointer {
        guard count >= 0, count <= remaining else { throw .truncated }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    }

    /// A table written by ``BinaryWriter/stringTable(_:)``, each string made by `make` from
    /// its UTF-8 bytes, or checked to be UTF-8 without it.
    mutating func stringTable(_ make: ((UnsafeRawBufferPointer) -> String)? = nil) throws(CacheCorruption) -> [String] {
        let count = try self.count()
        var strings: [String] = []
        strings.reserveCapacity(count)
        for _ in 0..<count {
            let utf8 = try slice(self.count())
            guard let string = make?(utf8) ?? String(validating: utf8, as: UTF8.self) else { throw .invalidValue }
            strings.append(string)
        }
        return strings
    }
}
