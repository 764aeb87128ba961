/// The results file of one audited path set: the last audit's run record and each
/// controller's encoded report, in a ``PackEnvelope``.
///
/// ```
/// body: run key (16 bytes) · project shape (16 bytes) · files scanned · lines scanned · diagnostics length · diagnostics
///       · string count · strings (the shared table, ``SharedStrings``)
///       · controllers in the run · entry count · per entry: controller key (16 bytes)
///       · reads digest u64 · payload length · payload
/// ```
///
/// The first "controllers in the run" entries are the last audit's report, worst first; any
/// after them were kept from an audit that wrote the file at the same time. Payloads are
/// ``ResultsEncoder``'s, checked again by ``ResultsDecoder``.
enum ResultsPack {
    static let magic: [UInt8] = Array("WHTLRSLT".utf8)

    /// What the last audit saw and reported as a whole.
    struct Run: Sendable {
        /// ``ResultsStore/runKey(paths:files:diagnostics:)`` of that audit.
        var key: ContentHash
        /// ``ControllerMemo/shape(of:controllerOnly:)`` of that audit's project: while it is
        /// the same, every report in the run is still valid as it stands.
        var shape: ContentHash
        var filesScanned: Int
        var linesScanned: Int
        /// The encoded diagnostics (``ResultsEncoder/encode(_:)-([FileDiagnostic])``).
        var diagnostics: Range<Int>
        /// The keys of its controllers, in report order.
        var controllers: [ContentHash]
    }

    /// One controller's stored report.
    struct Entry: Sendable {
        /// ``ProjectFingerprints/digest(of:)`` of its reads when it was analysed.
        var digest: UInt64
        var payload: Range<Int>
    }

    struct Contents: Sendable {
        var body: [UInt8]
        /// Every entry's key, in the file's order (a journal names them by position).
        var keys: [ContentHash]
        /// The shared string table the payloads' local tables index.
        var strings: [String]
        var run: Run
        var entries: [ContentHash: Entry]
        var checksum: UInt64
    }

    /// The results file `bytes`, checked against `context` and indexed.
    static func open(_ bytes: UnsafeRawBufferPointer, context: ContentHash) throws(CacheCorruption) -> Contents {
        let (body, checksum) = try PackEnvelope.open(bytes, magic: magic, version: ResultsCache.formatVersion, context: context)
        let (run, strings, entries, keys) = try body.withUnsafeBytes { body in
            Swift.Result { () throws(CacheCorruption) in try index(body) }
        }.get()
        return Contents(body: body, keys: keys, strings: strings, run: run, entries: entries, checksum: checksum)
    }

    private static func index(
        _ body: UnsafeRawBufferPointer
    ) throws(CacheCorruption) -> (Run, [String], [ContentHash: Entry], [ContentHash]) {
        var reader = BinaryReader(body)
        let header = try readRunHeader(&reader)
        let stringCount = try reader.count()
        var strings: [String] = []
        strings.reserveCapacity(stringCount)
        for _ in 0..<stringCount { strings.append(try reader.rawString()) }
        let inRun = try reader.count()
        let count = try reader.count(minimumSize: 26)
        guard inRun <= count else { throw .invalidValue }
        var entries: [ContentHash: Entry] = [:]
        entries.reserveCapacity(count)
        var controllers: [ContentHash] = []
        controllers.reserveCapacity(inRun)
        var keys: [ContentHash] = []
        keys.reserveCapacity(count)
        for position in 0..<count {
            let (controller, entry) = try readEntry(&reader)
            entries[controller] = entry
            keys.append(controller)
            if position < inRun { controllers.append(controller) }
        }
        guard reader.isAtEnd else { throw .invalidValue }
        return (header.run(controllers: controllers), strings, entries, keys)
    }

    /// A results file whose run record is `runKey` with its totals, `diagnostics` and the
    /// first `inRun` of `entries`, whose payloads index `strings`; valid under `context`.
    static func encode(
        runKey: ContentHash, shape: ContentHash, filesScanned: Int, linesScanned: Int, diagnostics: [UInt8], strings: [String], inRun: Int,
        entries: [(key: ContentHash, digest: UInt64, payload: [UInt8])], context: ContentHash
    ) -> [UInt8] {
        var body = BinaryWriter(capacity: entries.reduce(diagnostics.count + 64) { $0 + $1.payload.count + 32 })
        writeRunHeader(&body, runKey: runKey, shape: shape, filesScanned: filesScanned, linesScanned: linesScanned, diagnostics: diagnostics)
        body.varint(UInt64(strings.count))
        for string in strings { body.rawString(string) }
        body.varint(UInt64(inRun))
        writeEntries(&body, entries)
        return PackEnvelope.seal(body.bytes, magic: magic, version: ResultsCache.formatVersion, context: context)
    }
}
