import CZlib

/// The cache files' compression: zlib's deflate. Cached reports and facts repeat the same
/// names, reasons and message shapes; deflate's entropy coding stores them in about a sixth
/// of their size, where an LZ pass alone kept a quarter.
enum Deflate {
    /// `input` compressed at `level` (1 fastest … 9 smallest).
    static func compress(_ input: UnsafeRawBufferPointer, level: Int32 = 6) -> [UInt8] {
        var capacity = compressBound(uLong(input.count))
        var output = [UInt8](repeating: 0, count: Int(capacity))
        let status = output.withUnsafeMutableBufferPointer { buffer in
            compress2(
                buffer.baseAddress, &capacity, input.baseAddress?.assumingMemoryBound(to: Bytef.self) ?? nil,
                uLong(input.count), level)
        }
        // Only a lack of memory fails here; an empty result makes the file unreadable, so it is rebuilt.
        guard status == Z_OK else { return [] }
        output.removeLast(output.count - Int(capacity))
        return output
    }

    /// The `size` bytes `input` decompresses to; throws unless it is a whole deflate stream
    /// of exactly that many bytes.
    static func decompress(_ input: UnsafeRawBufferPointer, size: Int) throws(CacheCorruption) -> [UInt8] {
        guard size > 0 else { return [] }
        var length = uLong(size)
        var output = [UInt8](repeating: 0, count: size)
        let status = output.withUnsafeMutableBufferPointer { buffer in
            uncompress(buffer.baseAddress, &length, input.baseAddress?.assumingMemoryBound(to: Bytef.self) ?? nil, uLong(input.count))
        }
        guard status == Z_OK else { throw status == Z_BUF_ERROR ? .truncated : .invalidValue }
        guard length == uLong(size) else { throw .truncated }
        return output
    }
}
