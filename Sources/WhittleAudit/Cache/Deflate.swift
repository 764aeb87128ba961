import CZlib

/// The cache files' compression: zlib's deflate. Cached reports and facts repeat the same
/// names, reasons and message shapes; deflate's entropy coding stores them in about a sixth
/// of their size, where an LZ pass alone kept a quarter.
///
/// Raw deflate streams, without zlib's header and Adler-32 trailer: ``PackEnvelope`` already
/// checks every compressed byte with its XXH64 checksum, and Adler-32 over the inflated
/// results (18 MB on the benchmark corpus) cost a re-audit about 10 ms for nothing.
enum Deflate {
    /// Negative window bits ask zlib for a raw stream; 15 is the largest window.
    private static let rawWindowBits: Int32 = -15

    /// `input` compressed at `level` (1 fastest … 9 smallest); empty only when zlib has no memory.
    static func compress(_ input: UnsafeRawBufferPointer, level: Int32 = 6) -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(
            &stream, level, Z_DEFLATED, rawWindowBits, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { return [] }
        defer { deflateEnd(&stream) }
        let capacity = Int(deflateBound(&stream, uLong(input.count)))
        // An empty result makes the file unreadable, so it is rebuilt.
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
            stream.avail_in = uInt(input.count)
            stream.next_out = buffer.baseAddress
            stream.avail_out = uInt(capacity)
            count = deflate(&stream, Z_FINISH) == Z_STREAM_END ? Int(stream.total_out) : 0
        }
        return output
    }

    /// The `size` bytes `input` decompresses to; throws unless it is a whole deflate stream
    /// of exactly that many bytes.
    static func decompress(_ input: UnsafeRawBufferPointer, size: Int) throws(CacheCorruption) -> [UInt8] {
        guard size > 0 else { return [] }
        var stream = z_stream()
        guard inflateInit2_(&stream, rawWindowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .invalidValue
        }
        defer { inflateEnd(&stream) }
        var status = Z_OK
        let output = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
            stream.avail_in = uInt(input.count)
            stream.next_out = buffer.baseAddress
            stream.avail_out = uInt(size)
            status = inflate(&stream, Z_FINISH)
            // Whatever was written is initialised; the caller throws unless it is all of it.
            count = Int(stream.total_out)
        }
        switch status {
        case Z_STREAM_END: break
        case Z_BUF_ERROR: throw .truncated
        default: throw .invalidValue
        }
        // The whole input is one stream that fills exactly `size` bytes.
        guard output.count == size, stream.avail_in == 0 else { throw .truncated }
        return output
    }
}
