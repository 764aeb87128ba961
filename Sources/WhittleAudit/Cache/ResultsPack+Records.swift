/// The pieces the results file and its journal (``ResultsDelta``) both write: the run's
/// header (key, totals, diagnostics) and the controller entries.
extension ResultsPack {
    /// The run's key, totals and where its diagnostics are.
    struct RunHeader {
        var key: ContentHash
        var shape: ContentHash
        var filesScanned: Int
        var linesScanned: Int
        var diagnostics: Range<Int>

        func run(controllers: [ContentHash]) -> Run {
            Run(key: key, shape: shape, filesScanned: filesScanned, linesScanned: linesScanned, diagnostics: diagnostics, controllers: controllers)
        }
    }

    static func readRunHeader(_ reader: inout BinaryReader) throws(CacheCorruption) -> RunHeader {
        let key = try reader.hash()
        let shape = try reader.hash()
        // A plain number, not a count of records that follow: a journal is far smaller than
        // the number of files its run scanned.
        guard let filesScanned = Int(exactly: try reader.varint()) else { throw .invalidValue }
        let linesScanned = try reader.int()
        guard linesScanned >= 0 else { throw .invalidValue }
        let diagnosticsLength = try reader.count()
        let diagnosticsStart = reader.offset
        _ = try reader.slice(diagnosticsLength)
        return RunHeader(
            key: key, shape: shape, filesScanned: filesScanned, linesScanned: linesScanned,
            diagnostics: diagnosticsStart..<diagnosticsStart + diagnosticsLength)
    }

    static func writeRunHeader(
        _ body: inout BinaryWriter, runKey: ContentHash, shape: ContentHash, filesScanned: Int, linesScanned: Int, diagnostics: [UInt8]
    ) {
        body.hash(runKey)
        body.hash(shape)
        body.varint(UInt64(filesScanned))
        body.int(linesScanned)
        body.varint(UInt64(diagnostics.count))
        body.append(diagnostics)
    }

    /// One entry: controller key, reads digest, payload length and payload.
    static func readEntry(_ reader: inout BinaryReader) throws(CacheCorruption) -> (key: ContentHash, entry: Entry) {
        let controller = try reader.hash()
        let digest = try reader.fixed64()
        let size = try reader.count()
        let start = reader.offset
        _ = try reader.slice(size)
        return (controller, Entry(digest: digest, payload: start..<start + size))
    }

    /// The entry count, then each entry as ``readEntry(_:)`` reads it.
    static func writeEntries(_ body: inout BinaryWriter, _ entries: [(key: ContentHash, digest: UInt64, payload: [UInt8])]) {
        body.varint(UInt64(entries.count))
        for entry in entries {
            body.hash(entry.key)
            body.fixed64(entry.digest)
            body.varint(UInt64(entry.payload.count))
            body.append(entry.payload)
        }
    }
}
