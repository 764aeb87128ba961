/// Reads what ``BinaryWriter`` wrote, checking every read against the end of the buffer:
/// bytes from the cache are never trusted, so a short or malformed buffer throws
/// ``CacheCorruption`` instead of trapping.
struct BinaryReader {
    let bytes: UnsafeRawBufferPointer
    private(set) var offset: Int

    init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var remaining: Int { bytes.count - offset }
    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() throws(CacheCorruption) -> UInt8 {
        guard offset < bytes.count else { throw .truncated }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func varint() throws(CacheCorruption) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64, shift < 63 || next <= 1 else { throw .invalidValue }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    mutating func int() throws(CacheCorruption) -> Int {
        let raw = try varint()
        let value = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
        guard let int = Int(exactly: value) else { throw .invalidValue }
        return int
    }

    /// A non-negative count of items, each at least `minimumSize` bytes, that fits in what is
    /// left: a corrupt count cannot make the decoder allocate more than the buffer holds.
    mutating func count(minimumSize: Int = 1) throws(CacheCorruption) -> Int {
        let raw = try varint()
        guard raw <= UInt64(remaining / max(1, minimumSize)) else { throw .invalidValue }
        return Int(raw)
    }

    mutating func fixed64() throws(CacheCorruption) -> UInt64 {
        guard remaining >= 8 else { throw .truncated }
        defer { offset += 8 }
        return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    mutating func fixed32() throws(CacheCorruption) -> UInt32 {
        guard remaining >= 4 else { throw .truncated }
        defer { offset += 4 }
        return UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    mutating func hash() throws(CacheCorruption) -> ContentHash {
        let high = try fixed64()
        return ContentHash(high: high, low: try fixed64())
    }

    /// The next `count` bytes.
    mutating func slice(_ count: Int) throws(CacheCorruption) -> UnsafeRawBufferPointer {
        guard count >= 0, count <= remaining else { throw .truncated }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    }
}
