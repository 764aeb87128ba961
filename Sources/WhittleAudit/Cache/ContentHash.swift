/// A 128-bit hash of some bytes: two XXH64 hashes with different seeds.
///
/// Not cryptographic: it names a file's content in the cache, where an accidental collision
/// (about one in 2⁶⁴ for a pair of different files, and the entry also records the length)
/// is the only risk. XXH64 reads eight bytes at a time, so hashing a project's sources costs
/// a small fraction of reading them.
struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    var high: UInt64
    var low: UInt64

    init(high: UInt64, low: UInt64) { (self.high, self.low) = (high, low) }

    /// The hash of `bytes`.
    init(_ bytes: UnsafeRawBufferPointer) {
        (high, low) = (Self.xxh64(bytes, seed: 0), Self.xxh64(bytes, seed: 0x9E37_79B9_7F4A_7C15))
    }

    /// The hash of `bytes`.
    init(_ bytes: [UInt8]) { self = bytes.withUnsafeBytes { ContentHash($0) } }

    /// 32 lowercase hexadecimal digits.
    var description: String {
        [high, low].map { value in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    @inline(__always)
    private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }

    @inline(__always)
    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    @inline(__always)
    private static func merge(_ accumulator: UInt64, _ value: UInt64) -> UInt64 {
        (accumulator ^ round(0, value)) &* prime1 &+ prime4
    }

    @inline(__always)
    private static func load64(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// XXH64 (Yann Collet's reference algorithm).
    static func xxh64(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        var stream = XXH64(seed: seed)
        let stripes = bytes.count - bytes.count % 32
        stream.stripes(UnsafeRawBufferPointer(rebasing: bytes[..<stripes]))
        return stream.finish(tail: UnsafeRawBufferPointer(rebasing: bytes[stripes...]))
    }

    /// XXH64 of bytes that come a piece at a time: whole 32-byte stripes, then the rest.
    struct XXH64 {
        private var lanes: (UInt64, UInt64, UInt64, UInt64)
        private let seed: UInt64
        private var count = 0

        init(seed: UInt64) {
            self.seed = seed
            lanes = (seed &+ prime1 &+ prime2, seed &+ prime2, seed, seed &- prime1)
        }

        /// Hashes `bytes`, whose count is a multiple of 32.
        mutating func stripes(_ bytes: UnsafeRawBufferPointer) {
            var (v1, v2, v3, v4) = lanes
            var offset = 0
            while offset + 32 <= bytes.count {
                (v1, v2) = (round(v1, load64(bytes, offset)), round(v2, load64(bytes, offset + 8)))
                (v3, v4) = (round(v3, load64(bytes, offset + 16)), round(v4, load64(bytes, offset + 24)))
                offset += 32
            }
            lanes = (v1, v2, v3, v4)
            count += offset
        }

        /// The hash of everything, `tail` (under 32 bytes) last.
        func finish(tail bytes: UnsafeRawBufferPointer) -> UInt64 {
            var hash: UInt64
            if count > 0 {
                let (v1, v2, v3, v4) = lanes
                hash = rotate(v1, 1) &+ rotate(v2, 7) &+ rotate(v3, 12) &+ rotate(v4, 18)
                for lane in [v1, v2, v3, v4] { hash = merge(hash, lane) }
            } else {
                hash = seed &+ prime5
            }
            hash &+= UInt64(count + bytes.count)
            var offset = 0
            while offset + 8 <= bytes.count {
                hash ^= round(0, load64(bytes, offset))
                hash = rotate(hash, 27) &* prime1 &+ prime4
                offset += 8
            }
            if offset + 4 <= bytes.count {
                let word = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                hash ^= word &* prime1
                hash = rotate(hash, 23) &* prime2 &+ prime3
                offset += 4
            }
            while offset < bytes.count {
                hash ^= UInt64(bytes[offset]) &* prime5
                hash = rotate(hash, 11) &* prime1
                offset += 1
            }
            hash = (hash ^ hash >> 33) &* prime2
            hash = (hash ^ hash >> 29) &* prime3
            return hash ^ hash >> 32
        }
    }
}
