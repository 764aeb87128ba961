/// A small LZ77 compressor for the facts file: facts repeat the same names, labels and
/// shapes across files (every controller calls `viewDidLoad`, `pushViewController`, …), and
/// a window over the whole file finds them; compressing the body keeps the cache a small
/// fraction of the sources.
///
/// Format: sequences of `varint literal count, literals, varint match length (≥ 4), varint
/// distance`, the last one literals only. Decompression checks every length and distance
/// against the output so far and the declared size, so bad input throws instead of trapping.
enum LZCompression {
    private static let minimumMatch = 4
    /// A million slots: the facts file of a large project is tens of megabytes, and a smaller
    /// table forgets most earlier occurrences before they recur.
    private static let tableBits = 20

    static func compress(_ input: UnsafeRawBufferPointer) -> [UInt8] {
        var output = BinaryWriter(capacity: input.count / 3 + 16)
        let count = input.count
        guard count >= minimumMatch * 2 else {
            output.varint(UInt64(count))
            output.append(input)
            return output.bytes
        }
        var table = [Int32](repeating: -1, count: 1 << tableBits)
        var literalStart = 0
        var position = 0
        let limit = count - minimumMatch
        table.withUnsafeMutableBufferPointer { table in
            while position <= limit {
                let word = input.loadUnaligned(fromByteOffset: position, as: UInt32.self)
                let slot = Int((word &* 2_654_435_761) >> UInt32(32 - tableBits))
                let candidate = Int(table[slot])
                table[slot] = Int32(truncatingIfNeeded: position)
                guard candidate >= 0, input.loadUnaligned(fromByteOffset: candidate, as: UInt32.self) == word else {
                    position += 1
                    continue
                }
                var length = minimumMatch
                while position + length < count, input[candidate + length] == input[position + length] { length += 1 }
                output.varint(UInt64(position - literalStart))
                output.append(UnsafeRawBufferPointer(rebasing: input[literalStart..<position]))
                output.varint(UInt64(length))
                output.varint(UInt64(position - candidate))
                position += length
                literalStart = position
            }
        }
        output.varint(UInt64(count - literalStart))
        output.append(UnsafeRawBufferPointer(rebasing: input[literalStart..<count]))
        return output.bytes
    }

    /// The `size` bytes `input` encodes; throws unless it encodes exactly that many.
    static func decompress(_ input: UnsafeRawBufferPointer, size: Int) throws(CacheCorruption) -> [UInt8] {
        var reader = BinaryReader(input)
        var output = [UInt8]()
        output.reserveCapacity(size)
        while true {
            let literals = try reader.count()
            guard literals <= size - output.count else { throw .invalidValue }
            output.append(contentsOf: try reader.slice(literals))
            if reader.isAtEnd { break }
            let lengthValue = try reader.varint()
            let distanceValue = try reader.varint()
            guard lengthValue >= UInt64(minimumMatch), lengthValue <= UInt64(size - output.count),
                distanceValue >= 1, distanceValue <= UInt64(output.count)
            else { throw .invalidValue }
            let length = Int(lengthValue)
            var from = output.count - Int(distanceValue)
            for _ in 0..<length {
                output.append(output[from])
                from += 1
            }
        }
        guard output.count == size else { throw .truncated }
        return output
    }
}
