/// The part of a ``RunStamp`` that lets an audit after an edit read only the edited files:
/// the files' statuses digested in groups, and each file's facts entry named by its place in
/// the facts file and journal the last audit left (``FactsLayout``).
///
/// When the file list is the last audit's, a group whose statuses digest as stamped holds
/// only files with the content they had then, so each one's key is the one at its place in
/// the layout (as long as the layout is still the one on disk). The files of the other
/// groups are read and hashed as usual. On the benchmark corpus, an edit to one file reads
/// 32 files instead of 22,478.
///
/// ```
/// list digest 16 bytes · facts checksum u64 · journal checksum u64 (0: none)
/// · group count · group digests u64 each
/// · run count · per run: first place + 1 (0: files with no entry) · length
/// · unvouched count · their positions as ascending deltas
/// ```
///
/// A file written too recently for its status to vouch for its content (``RunStamp``) keeps
/// its place but is *unvouched*: the next audit reads it whatever its status. Its place still
/// says what its content was, which is how an audit patching the last report
/// (``Auditor/patchedAudit(_:)``) tells what changed.
struct StampedFiles: Equatable {
    /// Files per status group: a changed group costs reading this many files.
    static let groupSize = 32

    /// ``listDigest(files:diagnostics:)`` of the audit that made it.
    var listDigest: ContentHash
    var factsChecksum: UInt64
    var journalChecksum: UInt64?
    /// ``groupDigests(files:statuses:)`` as that audit found the files.
    var groupDigests: [UInt64]
    /// Each file's place in the layout; `nil` for a file that had no entry (unreadable).
    var places: [Int?]
    /// The positions of the files whose statuses vouch for nothing, ascending.
    var unvouched: [Int] = []

    /// What makes a file list the same list: its paths in order and discovery's diagnostics.
    static func listDigest(files: [String], diagnostics: [FileDiagnostic]) -> ContentHash {
        var builder = FingerprintBuilder()
        builder.add("list")
        builder.add(files)
        builder.add(diagnostics)
        return builder.hash
    }

    /// One digest per ``groupSize`` files of their paths and statuses.
    static func groupDigests(files: [String], statuses: [FileStatus?]) -> [UInt64] {
        stride(from: 0, to: files.count, by: groupSize).map { start in
            let end = min(files.count, start + groupSize)
            var builder = FingerprintBuilder()
            FileStatus.add(Array(files[start..<end]), statuses: Array(statuses[start..<end]), to: &builder)
            return builder.hash.low
        }
    }

    /// The table for `files` with `statuses` and `keys` (`nil`: no entry) in `layout`; `nil`
    /// when a key is not in it (its facts were not stored), so no place can name it. The files
    /// at positions `unvouched` are read by the next audit whatever their statuses.
    init?(
        files: [String], diagnostics: [FileDiagnostic], statuses: [FileStatus?], keys: [FactsKey?], unvouched: [Int] = [],
        layout: FactsLayout
    ) {
        let places = layout.places()
        var found: [Int?] = []
        found.reserveCapacity(keys.count)
        for key in keys {
            guard let key else {
                found.append(nil)
                continue
            }
            guard let place = places[key] else { return nil }
            found.append(place)
        }
        self.init(
            listDigest: Self.listDigest(files: files, diagnostics: diagnostics), factsChecksum: layout.checksum,
            journalChecksum: layout.journalChecksum, groupDigests: Self.groupDigests(files: files, statuses: statuses),
            places: found, unvouched: unvouched)
    }

    init(
        listDigest: ContentHash, factsChecksum: UInt64, journalChecksum: UInt64?, groupDigests: [UInt64], places: [Int?],
        unvouched: [Int] = []
    ) {
        self.listDigest = listDigest
        self.factsChecksum = factsChecksum
        self.journalChecksum = journalChecksum
        self.groupDigests = groupDigests
        self.places = places
        self.unvouched = unvouched
    }

    /// Each file's key as the stamping audit read it, whatever its status now; `nil` for a
    /// file that had no entry, and altogether when the list or the layout is not this table's.
    func lastKeys(files: [String], diagnostics: [FileDiagnostic], layout: FactsLayout?) -> [FactsKey?]? {
        guard let layout, layout.checksum == factsChecksum, layout.journalChecksum == journalChecksum,
            files.count == places.count, Self.listDigest(files: files, diagnostics: diagnostics) == listDigest
        else { return nil }
        return places.map { place in place.flatMap { $0 < layout.keys.count ? layout.keys[$0] : nil } }
    }

    /// Each file's key when its group's statuses are as stamped and `layout` is the one the
    /// places name; `nil` for a file that must be read. `nil` altogether when the list or the
    /// layout is not this table's.
    func keys(files: [String], diagnostics: [FileDiagnostic], statuses: [FileStatus?], layout: FactsLayout?) -> [FactsKey?]? {
        guard let layout, layout.checksum == factsChecksum, layout.journalChecksum == journalChecksum,
            files.count == places.count, statuses.count == files.count,
            Self.listDigest(files: files, diagnostics: diagnostics) == listDigest
        else { return nil }
        let now = Self.groupDigests(files: files, statuses: statuses)
        guard now.count == groupDigests.count else { return nil }
        var keys = places.enumerated().map { index, place -> FactsKey? in
            guard let place, place < layout.keys.count, now[index / Self.groupSize] == groupDigests[index / Self.groupSize] else {
                return nil
            }
            return layout.keys[place]
        }
        for position in unvouched where position < keys.count { keys[position] = nil }
        return keys
    }

    func encode(to writer: inout BinaryWriter) {
        writer.hash(listDigest)
        writer.fixed64(factsChecksum)
        writer.fixed64(journalChecksum ?? 0)
        writer.varint(UInt64(groupDigests.count))
        for digest in groupDigests { writer.fixed64(digest) }
        // Runs of consecutive places: files in order mostly have entries in order.
        var runs: [(first: Int?, length: Int)] = []
        for place in places {
            if let last = runs.last, Self.continues(last, with: place) {
                runs[runs.count - 1].length += 1
            } else {
                runs.append((place, 1))
            }
        }
        writer.varint(UInt64(runs.count))
        for run in runs {
            writer.varint(run.first.map { UInt64($0) + 1 } ?? 0)
            writer.varint(UInt64(run.length))
        }
        writer.ascendingPositions(unvouched)
    }

    private static func continues(_ run: (first: Int?, length: Int), with place: Int?) -> Bool {
        switch (run.first, place) {
        case (nil, nil): true
        case (let first?, let place?): place == first + run.length
        default: false
        }
    }

    static func decode(_ reader: inout BinaryReader) throws(CacheCorruption) -> StampedFiles {
        let listDigest = try reader.hash()
        let factsChecksum = try reader.fixed64()
        let journal = try reader.fixed64()
        let groupCount = try reader.count(minimumSize: 8)
        var groups: [UInt64] = []
        groups.reserveCapacity(groupCount)
        for _ in 0..<groupCount { groups.append(try reader.fixed64()) }
        let runCount = try reader.count(minimumSize: 2)
        var places: [Int?] = []
        for _ in 0..<runCount {
            let first = try reader.varint()
            let length = try reader.varint()
            // No list is longer than this: a damaged length must not allocate without end.
            guard length > 0, first <= UInt64(Int32.max), UInt64(places.count) + length <= UInt64(groupCount * groupSize) else {
                throw .invalidValue
            }
            for offset in 0..<Int(length) { places.append(first == 0 ? nil : Int(first) - 1 + offset) }
        }
        guard (places.count + groupSize - 1) / groupSize == groupCount else { throw .invalidValue }
        let unvouched = try reader.ascendingPositions(below: places.count)
        return StampedFiles(
            listDigest: listDigest, factsChecksum: factsChecksum, journalChecksum: journal == 0 ? nil : journal,
            groupDigests: groups, places: places, unvouched: unvouched)
    }
}
