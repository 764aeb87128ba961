/// The results file's journal: what changed since the results file was written, so an audit
/// in which a few controllers changed writes a few kilobytes rather than every report again.
///
/// ```
/// body: base checksum u64 · run key (16 bytes) · files scanned · lines scanned
///       · diagnostics length · diagnostics · controllers in the run · each one: its position in
///         the results file as a delta from the previous one's, zigzag, doubled plus one;
///         or 0 and its key (16 bytes)
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

    /// The journal `bytes` over the results file `base`, checked against `context`.
    static func open(_ bytes: UnsafeRawBufferPointer, base: ResultsPack.Contents, context: ContentHash) throws(CacheCorruption) -> Contents {
        let (body, checksum) = try PackEnvelope.open(bytes, magic: magic, version: ResultsCache.formatVersion, context: context)
        var contents = try body.withUnsafeBytes { body in
            Swift.Result { () throws(CacheCorruption) in try index(body, base: base) }
        }.get()
        contents.body = body
        contents.checksum = checksum
        return contents
    }

    private static func index(_ body: UnsafeRawBufferPointer, base: ResultsPack.Contents) throws(CacheCorruption) -> Contents {
        var reader = BinaryReader(body)
        let baseChecksum = try reader.fixed64()
        guard baseChecksum == base.checksum else { throw .stale }
        let header = try ResultsPack.readRunHeader(&reader)
        let inRun = try reader.count()
        var controllers: [ContentHash] = []
        controllers.reserveCapacity(inRun)
        var position = -1
        for _ in 0..<inRun {
            let code = try reader.varint()
            if code == 0 {
                controllers.append(try reader.hash())
                continue
            }
            let step = code >> 1
            let delta = Int64(bitPattern: (step >> 1) ^ (0 &- (step & 1)))
            let (next, overflow) = Int64(position).addingReportingOverflow(delta)
            guard code & 1 == 1, !overflow, next >= 0, next < Int64(base.keys.count) else { throw .invalidValue }
            position = Int(next)
            controllers.append(base.keys[position])
        }
        let count = try reader.count(minimumSize: 26)
        var entries: [ContentHash: ResultsPack.Entry] = [:]
        for _ in 0..<count {
            let (controller, entry) = try ResultsPack.readEntry(&reader)
            entries[controller] = entry
        }
        guard reader.isAtEnd else { throw .invalidValue }
        return Contents(body: [], baseChecksum: baseChecksum, run: header.run(controllers: controllers), entries: entries, checksum: 0)
    }

    /// A journal extending the results file `base`.
    static func encode(
        base: ResultsPack.Contents, runKey: ContentHash, shape: ContentHash, filesScanned: Int, linesScanned: Int, diagnostics: [UInt8],
        controllers: [ContentHash], entries: [(key: ContentHash, digest: UInt64, payload: [UInt8])], context: ContentHash
    ) -> [UInt8] {
        var positions: [ContentHash: Int] = [:]
        positions.reserveCapacity(base.keys.count)
        for (position, key) in base.keys.enumerated() { positions[key] = position }
        var body = BinaryWriter(capacity: entries.reduce(diagnostics.count + controllers.count * 16 + 64) { $0 + $1.payload.count + 32 })
        body.fixed64(base.checksum)
        ResultsPack.writeRunHeader(&body, runKey: runKey, shape: shape, filesScanned: filesScanned, linesScanned: linesScanned, diagnostics: diagnostics)
        body.varint(UInt64(controllers.count))
        var previous = -1
        for controller in controllers {
            guard let position = positions[controller] else {
                body.varint(0)
                body.hash(controller)
                continue
            }
            let delta = Int64(position - previous)
            let zigzag = UInt64(bitPattern: (delta << 1) ^ (delta >> 63))
            body.varint(zigzag << 1 | 1)
            previous = position
        }
        ResultsPack.writeEntries(&body, entries)
        return PackEnvelope.seal(body.bytes, magic: magic, version: ResultsCache.formatVersion, context: context)
    }
}
