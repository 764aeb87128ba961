import Foundation
@_spi(RawSyntax) import SwiftSyntax

/// The facts file of one audited path set: each file's parse outcome (``BinaryCoding``)
/// keyed by its content (``FactsKey``), valid under one ``context(filter:)``.
///
/// ```
/// body: entry count, then per entry: content hash (16 bytes), length, language, payload length, payload
/// ```
///
/// Read whole when an audit needs facts; a payload is decoded, and checked again, when its
/// file is audited. Written whole, with the entries of that
/// audit's files only, when the audit parsed a file or no longer uses an entry, so it never
/// grows with history.
final class FactsFile: Sendable {
    /// One audited file's entry, to write back.
    struct Entry: Sendable {
        enum Payload: Sendable {
            /// Where the payload is in the file read.
            case stored(Range<Int>)
            /// A parsed file's encoded facts.
            case new([UInt8])
        }

        var key: FactsKey
        var payload: Payload
    }

    static let magic = "WHTLFCTS"
    /// The version of this file's format: bumped when it or the facts' types change.
    static let version: UInt32 = 5

    let path: String
    private let context: ContentHash
    /// The file as read, header included: the entries' ranges index it.
    private let data: Data
    let entries: [FactsKey: Range<Int>]
    /// Why the file on disk was not used, if there was one.
    let rejected: CacheCorruption?

    /// Reads the facts file at `path`, if there is a usable one.
    init(path: String, context: ContentHash) {
        self.path = path
        self.context = context
        let data = FileManager.default.contents(atPath: path) ?? Data()
        let indexed = data.withUnsafeBytes { bytes in
            Result { () throws(CacheCorruption) in try Self.index(bytes, context: context) }
        }
        switch indexed {
        case .success(let entries):
            (self.data, self.entries, rejected) = (data, entries, nil)
        case .failure(let error):
            (self.data, entries, rejected) = (Data(), [:], data.isEmpty ? nil : error)
        }
    }

    private static func index(_ bytes: UnsafeRawBufferPointer, context: ContentHash) throws(CacheCorruption) -> [FactsKey: Range<Int>] {
        var reader = BinaryReader(try CacheFile.open(bytes, magic: magic, version: version, key: context))
        let count = try reader.count(minimumSize: 20)
        var entries: [FactsKey: Range<Int>] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let key = FactsKey(content: try reader.hash(), length: try reader.int(), language: try reader.byte())
            let size = try reader.count()
            let start = CacheFile.headerSize + reader.offset
            _ = try reader.slice(size)
            entries[key] = start..<start + size
        }
        guard reader.isAtEnd else { throw .invalidValue }
        return entries
    }

    /// What every stored fact depends on besides its file's content: the format, Whittle's
    /// version, this build of it (``buildIdentifier``), the event filter the front ends keep
    /// events by and the parser's limits. A facts file of another context is not used.
    static func context(filter: EventFilter) -> ContentHash {
        var builder = FingerprintBuilder()
        builder.add("whittle-facts")
        builder.add(Int(version))
        builder.add(WhittleAuditVersion.current)
        builder.add(buildIdentifier)
        builder.add(filter.fingerprint)
        builder.add(FileParser.maximumNestingLevel)
        builder.add(FileParser.maximumSquareBracketDepth)
        return builder.hash
    }

    /// The running executable's path, size and modification time: a rebuilt Whittle whose
    /// version did not change (a development build) gets a cache of its own, since any
    /// change to the front ends may change the facts.
    static let buildIdentifier: String = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return path }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path)|\(size)|\(modified)"
    }()

    /// The facts stored under `key`, decoded as those of the file at `path`; `nil` when there
    /// is no entry or it does not decode. Returns the entry to write back with them.
    func outcome(for key: FactsKey, path: String, filter: EventFilter) -> (FileParser.Outcome, Entry)? {
        guard let range = entries[key] else { return nil }
        // Names the filter knows come back as its own shared strings, as the front ends make
        // them, so cached facts take no more memory than parsed ones.
        let decoded = data.withUnsafeBytes { bytes in
            try? BinaryCoding.decode(FileParser.Outcome.self, from: UnsafeRawBufferPointer(rebasing: bytes[range])) { utf8 in
                guard let base = utf8.baseAddress, !utf8.isEmpty else { return "" }
                return filter.string(for: SyntaxText(baseAddress: base.assumingMemoryBound(to: UInt8.self), count: utf8.count))
            }
        }
        // The same content anywhere has the same facts: they are put at `path`.
        switch decoded {
        case .facts(var facts, var diagnostic)?:
            facts.path = path
            diagnostic?.file = path
            return (.facts(facts, diagnostic: diagnostic), Entry(key: key, payload: .stored(range)))
        case .skipped(var diagnostic)?:
            diagnostic.file = path
            return (.skipped(diagnostic), Entry(key: key, payload: .stored(range)))
        case nil:
            return nil
        }
    }

    /// Writes the file anew with `used` (each audited file's entry; one of each key) when one
    /// is new or an entry read is no longer used. Returns whether it wrote.
    func save(_ used: [Entry]) -> Bool {
        var seen: Set<FactsKey> = []
        let kept = used.filter { seen.insert($0.key).inserted }
        let parsed = kept.contains { if case .new = $0.payload { true } else { false } }
        guard parsed || kept.count != entries.count else { return false }
        var body = BinaryWriter(capacity: data.count + 4096)
        body.varint(UInt64(kept.count))
        data.withUnsafeBytes { stored in
            for entry in kept {
                body.hash(entry.key.content)
                body.int(entry.key.length)
                body.byte(entry.key.language)
                switch entry.payload {
                case .stored(let range):
                    body.varint(UInt64(range.count))
                    body.append(UnsafeRawBufferPointer(rebasing: stored[range]))
                case .new(let payload):
                    body.varint(UInt64(payload.count))
                    body.append(payload)
                }
            }
        }
        return CacheFile.write(CacheFile.seal(body.bytes, magic: Self.magic, version: Self.version, key: context), to: path)
    }
}
