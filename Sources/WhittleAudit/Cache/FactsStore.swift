import Foundation

/// One audit's use of the facts cache: the facts file read at the start, a lookup per
/// audited file, and the file written back at the end when anything changed.
///
/// Reading never trusts the file: a bad header, length, checksum or context discards it
/// whole, a bad entry is parsed again. Writing keeps exactly the entries this audit used
/// (so files deleted or edited since are dropped), unless another audit replaced the facts
/// file meanwhile: then both audits' entries are kept, under a lock, so neither loses any.
final class FactsStore: Sendable {
    /// What one audited file gave: its outcome, and its entry to write back.
    struct Result: Sendable {
        var outcome: FileParser.Outcome
        var entry: Entry?
    }

    /// A cache entry: reused from the facts file read at the start, or newly encoded.
    struct Entry: Sendable {
        enum Payload: Sendable {
            case cached(Range<Int>)
            /// A parsed file's facts, and the same without members when the file holds only
            /// classes and extensions (stored so once all of them are cached controllers).
            case new(full: [UInt8], withoutMembers: [UInt8]?)
        }

        var key: FactsKey
        var payload: Payload
    }

    /// A file's key, read and hashed before anything else is decided, or why it could not be read.
    enum Read: Sendable {
        case content(FactsKey)
        case unreadable(FileDiagnostic)
    }

    let path: String
    let context: ContentHash
    /// The body of the facts file read at the start (decompressed), which entries index.
    private let data: [UInt8]
    private let entries: [FactsKey: Range<Int>]
    private let checksum: UInt64?
    let rejected: CacheCorruption?

    /// Reads the facts file of an audit of `paths` from `cache`, if there is a usable one.
    init(cache: AuditCache, paths: [String], filter: EventFilter) {
        path = FactsCache.packPath(in: cache, paths: paths)
        context = FactsCache.context(filter: filter)
        let loaded = Self.load(path: path, context: context)
        data = loaded.data
        entries = loaded.entries
        checksum = loaded.checksum
        rejected = loaded.rejected
    }

    private static func load(
        path: String, context: ContentHash
    ) -> (data: [UInt8], entries: [FactsKey: Range<Int>], checksum: UInt64?, rejected: CacheCorruption?) {
        guard let data = FileManager.default.contents(atPath: path) else { return ([], [:], nil, nil) }
        let indexed = data.withUnsafeBytes { bytes in
            Swift.Result { () throws(CacheCorruption) in try FactsPack.index(bytes, context: context) }
        }
        switch indexed {
        case .success(let (body, entries, checksum)): return (body, entries, checksum, nil)
        case .failure(let error): return ([], [:], nil, error)
        }
    }

    /// The key of the file at `path`: its content read and hashed.
    static func read(path: String) -> Read {
        readWithStatus(path: path).read
    }

    /// ``read(path:)``, and the file's status as it was read.
    static func readWithStatus(path: String) -> (read: Read, status: FileStatus?) {
        switch FileParser.readWithStatus(path: path) {
        case .success(let (data, status)): (.content(data.withUnsafeBytes { FactsKey(bytes: $0, path: path) }), status)
        case .failure(let failure): (.unreadable(failure.diagnostic), nil)
        }
    }

    /// The facts of the file at `path`, whose content had key `read`: from the cache, or,
    /// failing that, the file read again and parsed.
    func result(path: String, read: Read, filter: EventFilter) -> Result {
        if case .content(let key) = read, let range = entries[key], let outcome = cachedOutcome(range, path: path, filter: filter) {
            return Result(outcome: outcome, entry: Entry(key: key, payload: .cached(range)))
        }
        let data: Data
        switch FileParser.read(path: path) {
        case .success(let read): data = read
        case .failure(let failure): return Result(outcome: .skipped(failure.diagnostic), entry: nil)
        }
        let key = data.withUnsafeBytes { FactsKey(bytes: $0, path: path) }
        let outcome = FileParser.parse(path: path, data: data, filter: filter)
        var withoutMembers: [UInt8]?
        if case .facts(let facts, _) = outcome, !facts.types.isEmpty,
            facts.types.allSatisfy({ $0.kind == .class || $0.kind == .extension })
        {
            withoutMembers = FactsEncoder.encode(outcome, omittingMembers: true)
        }
        return Result(outcome: outcome, entry: Entry(key: key, payload: .new(full: FactsEncoder.encode(outcome), withoutMembers: withoutMembers)))
    }

    private func cachedOutcome(_ range: Range<Int>, path: String, filter: EventFilter) -> FileParser.Outcome? {
        data.withUnsafeBytes { bytes in
            try? FactsDecoder.decode(UnsafeRawBufferPointer(rebasing: bytes[range]), path: path, filter: filter)
        }
    }

    /// Writes the facts file back when this audit's entries differ from what was read: a new
    /// or re-parsed file, or an entry no longer used. Failing to write (a read-only folder)
    /// leaves the audit as it is. Returns the statistics of the audit.
    ///
    /// A new entry of a file in `withoutMembers` (every type in it a part of a controller whose
    /// report the results cache now holds) is stored without its members.
    @discardableResult
    func save(_ used: [Entry?], paths: [String], withoutMembers: Set<String> = []) -> CacheStatistics {
        var statistics = CacheStatistics(rejected: rejected)
        var seen = Set<FactsKey>()
        var kept: [Entry] = []
        for (position, entry) in used.enumerated() {
            guard var entry else { continue }
            if case .new(_, let stripped?) = entry.payload, position < paths.count, withoutMembers.contains(paths[position]) {
                entry.payload = .new(full: stripped, withoutMembers: nil)
            }
            switch entry.payload {
            case .cached: statistics.hits += 1
            case .new: statistics.misses += 1
            }
            if seen.insert(entry.key).inserted { kept.append(entry) }
        }
        let unchanged = statistics.misses == 0 && kept.count == entries.count && rejected == nil && checksum != nil
        guard !unchanged, !kept.isEmpty || checksum != nil else { return statistics }
        statistics.wrote = write(kept)
        return statistics
    }

    private func write(_ kept: [Entry]) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
            let lock = FileLock(path: path + ".lock")
        else { return false }
        return withExtendedLifetime(lock) {
            // Another audit wrote the file since this one read it (its header says so): keep its entries too.
            let header = PackEnvelope.checksum(atPath: path, magic: FactsPack.magic, version: FactsCache.formatVersion, context: context)
            let current = header != nil && header != checksum ? Self.load(path: path, context: context) : nil
            let other = current.flatMap { $0.checksum != nil && $0.checksum != checksum ? $0 : nil }
            let bytes = data.withUnsafeBytes { old in
                (other?.data ?? []).withUnsafeBytes { otherBytes in
                    encode(kept, old: old, merging: other.map { ($0.entries, otherBytes) })
                }
            }
            return (try? FileLock.writeAtomically(bytes, to: path)) != nil
        }
    }

    /// The facts file of `kept` (payloads from `old` or new), plus the entries of `other` that
    /// `kept` does not have.
    private func encode(
        _ kept: [Entry], old: UnsafeRawBufferPointer, merging other: ([FactsKey: Range<Int>], UnsafeRawBufferPointer)?
    ) -> [UInt8] {
        // New payloads live in arrays of their own: copy them into one buffer, so every
        // entry is a slice of a buffer that outlives the encoding.
        var fresh: [UInt8] = []
        var freshRanges: [Range<Int>] = []
        for entry in kept {
            if case .new(let payload, _) = entry.payload {
                freshRanges.append(fresh.count..<fresh.count + payload.count)
                fresh.append(contentsOf: payload)
            }
        }
        return fresh.withUnsafeBytes { freshBytes in
            var list: [(key: FactsKey, payload: UnsafeRawBufferPointer)] = []
            list.reserveCapacity(kept.count)
            var nextFresh = 0
            for entry in kept {
                switch entry.payload {
                case .cached(let range):
                    list.append((entry.key, UnsafeRawBufferPointer(rebasing: old[range])))
                case .new:
                    list.append((entry.key, UnsafeRawBufferPointer(rebasing: freshBytes[freshRanges[nextFresh]])))
                    nextFresh += 1
                }
            }
            if let (entries, bytes) = other {
                let seen = Set(kept.map(\.key))
                for (key, range) in entries.sorted(by: { $0.value.lowerBound < $1.value.lowerBound }) where !seen.contains(key) {
                    list.append((key, UnsafeRawBufferPointer(rebasing: bytes[range])))
                }
            }
            return FactsPack.encode(list, context: context)
        }
    }
}
