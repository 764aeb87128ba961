/// The results file's journal: what changed since the results file was written, so an audit
/// in which a few controllers changed writes a few kilobytes rather than every report again.
///
/// ```
/// body: base checksum u64 · run key (16 bytes) · files scanned · lines scanned
///       · diagnostics length · diagnostics · controllers in the run · their keys (16 bytes each)
///       · entry count · per entry: controller key · reads digest u64 · payload length · payload
/// ```
///
/// It extends one results file, named by that file's checksum, and is ignored beside any
/// other. Its run record replaces the results file's; its entries come before the results
/// file's. Payloads carry their own string table (``StringTableEncoding``). When the journal
/// holds more than an eighth of the controllers, the next write folds it into a new results
/// file and removes it.
enum ResultsDelta {
    static let magic: [UInt8] = Array("WHTLDLTA".utf8)

    struct Contents: Sendable {
        var body: [UInt8]
        var baseChecksum: UInt64
        var run: ResultsPack.Run
        var entries: [ContentHash: ResultsPack.Entry]
        var checksum: UInt64
    }

    /// The journal `bytes`, checked against `context`.
    static func open(_ bytes: UnsafeRawBufferPointer, context: ContentHash) throws(CacheCorruption) -> Contents {
        let (body, checksum) = try PackEnvelope.open(bytes, magic: magic, version: ResultsCache.formatVersion, context: context)
        var contents = try body.withUnsafeBytes { body in
            Swift.Result { () throws(CacheCorruption) in try index(body) }
        }.get()
        contents.body = body
        contents.checksum = checksum
        return contents
    }

    private static func index(_ body: UnsafeRawBufferPointer) throws(CacheCorruption) -> Contents {
        var reader = BinaryReader(body)
        let baseChecksum = try reader.fixed64()
        let key = try reader.hash()
        let filesScanned = try reader.count()
        let linesScanned = try reader.int()
        let diagnosticsLength = try reader.count()
        let diagnosticsStart = reader.offset
        _ = try reader.slice(diagnosticsLength)
        let inRun = try reader.count(minimumSize: 16)
        var controllers: [ContentHash] = []
        controllers.reserveCapacity(inRun)
        for _ in 0..<inRun { controllers.append(try reader.hash()) }
        let count = try reader.count(minimumSize: 26)
        var entries: [ContentHash: ResultsPack.Entry] = [:]
        for _ in 0..<count {
            let controller = try reader.hash()
            let digest = try reader.fixed64()
            let size = try reader.count()
            let start = reader.offset
            _ = try reader.slice(size)
            entries[controller] = ResultsPack.Entry(digest: digest, payload: start..<start + size)
        }
        guard reader.isAtEnd, linesScanned >= 0 else { throw .invalidValue }
        let run = ResultsPack.Run(
            key: key, filesScanned: filesScanned, linesScanned: linesScanned,
            diagnostics: diagnosticsStart..<diagnosticsStart + diagnosticsLength, controllers: controllers)
        return Contents(body: [], baseChecksum: baseChecksum, run: run, entries: entries, checksum: 0)
    }

    /// A journal extending the results file whose checksum is `baseChecksum`.
    static func encode(
        baseChecksum: UInt64, runKey: ContentHash, filesScanned: Int, linesScanned: Int, diagnostics: [UInt8],
        controllers: [ContentHash], entries: [(key: ContentHash, digest: UInt64, payload: [UInt8])], context: ContentHash
    ) -> [UInt8] {
        var body = BinaryWriter(capacity: entries.reduce(diagnostics.count + controllers.count * 16 + 64) { $0 + $1.payload.count + 32 })
        body.fixed64(baseChecksum)
        body.hash(runKey)
        body.varint(UInt64(filesScanned))
        body.int(linesScanned)
        body.varint(UInt64(diagnostics.count))
        body.append(diagnostics)
        body.varint(UInt64(controllers.count))
        for controller in controllers { body.hash(controller) }
        body.varint(UInt64(entries.count))
        for entry in entries {
            body.hash(entry.key)
            body.fixed64(entry.digest)
            body.varint(UInt64(entry.payload.count))
            body.append(entry.payload)
        }
        return PackEnvelope.seal(body.bytes, magic: magic, version: ResultsCache.formatVersion, context: context)
    }
}
