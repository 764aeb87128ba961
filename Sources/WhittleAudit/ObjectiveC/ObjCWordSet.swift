/// A set of short words looked up from a token's bytes without making a `String`: the body
/// reader asks it of every identifier, where allocating would cost more than the lookup.
struct ObjCWordSet: Sendable {
    /// A word of up to 24 bytes packed into three integers, zero-padded.
    private struct Packed: Hashable, Sendable {
        var words: (UInt64, UInt64, UInt64)

        static func == (lhs: Packed, rhs: Packed) -> Bool { lhs.words == rhs.words }

        func hash(into hasher: inout Hasher) {
            hasher.combine(words.0)
            hasher.combine(words.1)
            hasher.combine(words.2)
        }
    }

    private static let maximumLength = 24
    private let packed: Set<Packed>

    init(_ words: [String]) {
        packed = Set(
            words.compactMap { word in
                let bytes = Array(word.utf8)
                return bytes.withUnsafeBufferPointer { Self.pack($0) }
            })
    }

    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> Packed? {
        guard bytes.count <= maximumLength else { return nil }
        var words: [UInt64] = [0, 0, 0]
        for (index, byte) in bytes.enumerated() {
            words[index / 8] |= UInt64(byte) << UInt64((index % 8) * 8)
        }
        return Packed(words: (words[0], words[1], words[2]))
    }

    /// Whether the token at `index` of `source` is one of the words.
    func contains(_ source: ObjCSource, _ index: Int) -> Bool {
        guard index >= 0, index < source.count else { return false }
        let token = source.tokens[index]
        guard token.length <= Self.maximumLength else { return false }
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let start = Int(token.start)
        for offset in 0..<token.length {
            let value = UInt64(source.bytes[start + offset]) << UInt64((offset % 8) * 8)
            switch offset / 8 {
            case 0: words.0 |= value
            case 1: words.1 |= value
            default: words.2 |= value
            }
        }
        return packed.contains(Packed(words: words))
    }
}
