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
    let journalPath: String
    let context: ContentHash
    /// The body of the facts file read at the start (decompressed), then the journal's
    /// (``FactsJournal``), which entries index.
    private let data: [UInt8]
    private let entries: [FactsKey: Range<Int>]
    private let checksum: UInt64?
    /// The entries read from the journal, and its checksum (`nil`: no usable journal).
    private let journalKeys: Set<FactsKey>
    private let journalChecksum: UInt64?
    let rejected: CacheCorruption?
    /// The facts file and journal as read at the start; `nil` without a usable facts file.
    let layout: FactsLayout?
    /// The facts file's keys alone, in its order: a new journal's layout starts from them.
    private let fileKeys: [FactsKey]

    /// A journal holding more than this share of the entries is folded into a new facts
    /// file; so is a facts file holding more than this share of entries no audit used.
    static let journalShare = 8

    /// Reads the facts file of an audit of `paths` from `cache`, if there is a usable one.
    init(cache: AuditCache, paths: [String], filter: EventFilter) {
        let path = FactsCache.packPath(in: cache, paths: paths)
        let journalPath = FactsJournal.path(forPack: path)
        let context = FactsCache.context(filter: filter)
        self.path = path
        self.journalPath = journalPath
        self.context = context
        let loaded = Self.load(path: path, context: context)
        var data = loaded.data
        var entries = loaded.entries
        fileKeys = Self.inOrder(loaded.entries)
        checksum = loaded.checksum
        rejected = loaded.rejected
        let journal = loaded.checksum.flatMap { Self.loadJournal(path: journalPath, base: $0, context: context) }
        if let journal {
            // One buffer: the journal's payloads follow the facts file's.
            let offset = data.count
            data.append(contentsOf: journal.body)
            for (key, range) in journal.entries { entries[key] = range.lowerBound + offset..<range.upperBound + offset }
        }
        self.data = data
        self.entries = entries
        journalKeys = journal.map { Set($0.entries.keys) } ?? []
        journalChecksum = journal?.checksum
        // The journal's payloads follow the file's in `data`, so payload order is layout order.
        layout = loaded.checksum.map { FactsLayout(checksum: $0, journalChecksum: journal?.checksum, keys: Self.inOrder(entries)) }
    }

    /// The keys of `entries` in the order of their payloads.
    private static func inOrder(_ entries: [FactsKey: Range<Int>]) -> [FactsKey] {
        entries.sorted { $0.value.lowerBound < $1.value.lowerBound }.map(\.key)
    }

    private static func loadJournal(
        path: String, base: UInt64, context: ContentHash
    ) -> (body: [UInt8], entries: [FactsKey: Range<Int>], checksum: UInt64)? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { bytes in try? FactsJournal.open(bytes, base: base, context: context) }
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

    /// The facts cached under `key`, decoded as those of the file at `path`; `nil` when the
    /// cache holds no good entry for it. Nothing is read from `path`.
    func cachedOutcome(key: FactsKey, path: String, filter: EventFilter) -> FileParser.Outcome? {
        entries[key].flatMap { cachedOutcome($0, path: path, filter: filter) }
    }

    /// The entry of the facts cached under `key`, to write back as it is, not decoded.
    func cachedEntry(_ key: FactsKey) -> Entry? {
        entries[key].map { Entry(key: key, payload: .cached($0)) }
    }

    private func cachedOutcome(_ range: Range<Int>, path: String, filter: EventFilter) -> FileParser.Outcome? {
        data.withUnsafeBytes { bytes in
            try? FactsDecoder.decode(UnsafeRawBufferPointer(rebasing: bytes[range]), path: path, filter: filter)
        }
    }

    /// Writes the facts file back when this audit's entries differ from what was read: a new
    /// or re-parsed file, or an entry no longer used. Failing to write (a read-only folder)
    /// leaves the audit as it is. Returns the statistics of the audit, and the layout it
    /// left (`nil` when a write failed or nothing usable is on disk).
    ///
    /// A new entry of a file in `withoutMembers` (every type in it a part of a controller whose
    /// report the results cache now holds) is stored without its members.
    @discardableResult
    func save(_ used: [Entry?], paths: [String], withoutMembers: Set<String> = []) -> (statistics: CacheStatistics, layout: FactsLayout?) {
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
        // Entries no audit uses any more (files edited or deleted) stay until there are many.
        let unused = entries.count - kept.count { if case .cached = $0.payload { true } else { false } }
        let tidy = rejected == nil && checksum != nil && unused <= max(64, kept.count / Self.journalShare)
        guard !(tidy && statistics.misses == 0), !kept.isEmpty || checksum != nil else { return (statistics, layout) }
        let journaled = kept.filter { entry in
            if case .cached = entry.payload { journalKeys.contains(entry.key) } else { true }
        }
        if tidy, journaled.count <= max(16, kept.count / Self.journalShare), let written = writeJournal(journaled) {
            statistics.wrote = written != nil
            return (statistics, written)
        }
        let written = write(kept)
        statistics.wrote = written != nil
        return (statistics, written)
    }

    /// Writes `journaled` (every entry not in the facts file) as the journal, when no other
    /// audit replaced the facts file or the journal since this one read them; `nil` when one
    /// did. The layout written, or `.some(nil)` when the write failed.
    private func writeJournal(_ journaled: [Entry]) -> FactsLayout?? {
        guard let checksum, let lock = FileLock(path: path + ".lock") else { return nil }
        return withExtendedLifetime(lock) { () -> FactsLayout?? in
            guard PackEnvelope.checksum(atPath: path, magic: FactsPack.magic, version: FactsCache.formatVersion, context: context) == checksum,
                PackEnvelope.checksum(atPath: journalPath, magic: FactsJournal.magic, version: FactsCache.formatVersion, context: context)
                    == journalChecksum
            else { return nil }
            let bytes = withPayloads(journaled) { list in FactsJournal.encode(list, base: checksum, context: context) }
            guard (try? FileLock.writeAtomically(bytes, to: journalPath)) != nil else { return .some(nil) }
            // As the next audit will index them: the file's entries, each replaced by the
            // journal's of the same key, then the journal's.
            let journaledKeys = Set(journaled.map(\.key))
            return FactsLayout(
                checksum: checksum, journalChecksum: bytes.withUnsafeBytes {
                    PackEnvelope.checksum(inHeaderOf: $0, magic: FactsJournal.magic, version: FactsCache.formatVersion, context: context)
                },
                keys: fileKeys.filter { !journaledKeys.contains($0) } + journaled.map(\.key))
        }
    }

    /// Writes a new facts file of `kept` and removes the journal. Another audit's entries,
    /// in a facts file or journal it wrote since this one read them, are kept too. The layout
    /// written; `nil` when the write failed.
    private func write(_ kept: [Entry]) -> FactsLayout? {
        let folder = (path as NSString).deletingLastPathComponent
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
            let lock = FileLock(path: path + ".lock")
        else { return nil }
        return withExtendedLifetime(lock) { () -> FactsLayout? in
            var others: [(data: [UInt8], entries: [FactsKey: Range<Int>])] = []
            let header = PackEnvelope.checksum(atPath: path, magic: FactsPack.magic, version: FactsCache.formatVersion, context: context)
            if header != nil, header != checksum {
                let current = Self.load(path: path, context: context)
                if current.checksum != nil { others.append((current.data, current.entries)) }
            }
            let journalHeader = PackEnvelope.checksum(
                atPath: journalPath, magic: FactsJournal.magic, version: FactsCache.formatVersion, context: context)
            if let header, journalHeader != nil, journalHeader != journalChecksum,
                let journal = Self.loadJournal(path: journalPath, base: header, context: context)
            {
                others.append((journal.body, journal.entries))
            }
            let (bytes, keys) = withPayloads(kept, merging: others) { list in (FactsPack.encode(list, context: context), list.map(\.key)) }
            guard (try? FileLock.writeAtomically(bytes, to: path)) != nil else { return nil }
            try? FileManager.default.removeItem(atPath: journalPath)
            let written = bytes.withUnsafeBytes {
                PackEnvelope.checksum(inHeaderOf: $0, magic: FactsPack.magic, version: FactsCache.formatVersion, context: context)
            }
            return written.map { FactsLayout(checksum: $0, journalChecksum: nil, keys: keys) }
        }
    }

    /// `kept`'s keys and payloads (from the buffer read at the start, or new), then the
    /// entries of `others` that `kept` does not have, for `body` to encode.
    private func withPayloads<Encoded>(
        _ kept: [Entry], merging others: [(data: [UInt8], entries: [FactsKey: Range<Int>])] = [],
        _ body: ([(key: FactsKey, payload: UnsafeRawBufferPointer)]) -> Encoded
    ) -> Encoded {
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
        // Every buffer a payload comes from, in one array the list's pointers stay valid in.
        let otherData = others.reduce(into: [UInt8]()) { $0.append(contentsOf: $1.data) }
        return data.withUnsafeBytes { old in
            fresh.withUnsafeBytes { freshBytes in
                otherData.withUnsafeBytes { otherBytes in
                    var list: [(key: FactsKey, payload: UnsafeRawBufferPointer)] = []
                    list.reserveCapacity(kept.count)
                    var nextFresh = 0
                    var seen = Set<FactsKey>()
                    for entry in kept {
                        seen.insert(entry.key)
                        switch entry.payload {
                        case .cached(let range):
                            list.append((entry.key, UnsafeRawBufferPointer(rebasing: old[range])))
                        case .new:
                            list.append((entry.key, UnsafeRawBufferPointer(rebasing: freshBytes[freshRanges[nextFresh]])))
                            nextFresh += 1
                        }
                    }
                    var offset = 0
                    for other in others {
                        for (key, range) in other.entries.sorted(by: { $0.value.lowerBound < $1.value.lowerBound })
                        where seen.insert(key).inserted {
                            list.append((key, UnsafeRawBufferPointer(rebasing: otherBytes[range.lowerBound + offset..<range.upperBound + offset])))
                        }
                        offset += other.data.count
                    }
                    return body(list)
                }
            }
        }
    }
}
