import Foundation

/// The facts file of one audited path set: each file's parse outcome (``FactsCodec``) keyed
/// by its content (``FactsKey``), valid under one ``context(filter:)``; each part of the file
/// (``CacheFile``) is an entry's key, then its payload. A payload is decoded, and checked
/// again, when its file is audited. The file is written whole, with that audit's entries
/// only, when the audit parsed a file or no longer uses an entry: it never grows with history.
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
    /// The version of this file's format and of ``FactsCodec``'s: bumped on any change to either.
    static let version: UInt32 = 69

    let path: String
    private let context: ContentHash
    /// The file as read: the entries' payloads are ranges of it.
    private let data: Data
    let entries: [FactsKey: Range<Int>]
    /// Why the file on disk was not used, if there was one.
    let rejected: CacheCorruption?

    /// Reads the facts file at `path`, if there is a usable one.
    init(path: String, context: ContentHash) {
        (self.path, self.context) = (path, context)
        let data = FileManager.default.contents(atPath: path) ?? Data()
        let indexed = data.withUnsafeBytes { bytes in
            Result { () throws(CacheCorruption) in
                var entries: [FactsKey: Range<Int>] = [:]
                for part in try CacheFile.parts(of: bytes, magic: Self.magic, version: Self.version, key: context) {
                    var reader = BinaryReader(UnsafeRawBufferPointer(rebasing: bytes[part]))
                    let key = FactsKey(content: try reader.hash(), length: try reader.int(), language: try reader.byte())
                    entries[key] = part.lowerBound + reader.offset..<part.upperBound
                }
                return entries
            }
        }
        switch indexed {
        case .success(let entries): (self.data, self.entries, rejected) = (data, entries, nil)
        case .failure(let error): (self.data, entries, rejected) = (Data(), [:], data.isEmpty ? nil : error)
        }
    }

    /// What every stored fact depends on besides its file's content: the format, Whittle's
    /// version, this build of it (``buildIdentifier``), the event filter the front ends keep
    /// events by and the parser's limits. A facts file of another context is not used.
    static func context(filter: EventFilter) -> ContentHash {
        var builder = FingerprintBuilder()
        builder.add(["whittle-facts", String(version), WhittleAuditVersion.current, buildIdentifier])
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

    /// The facts stored under `key`, decoded as those of the file at `path`, and the entry to
    /// write back; `nil` when there is no entry or it does not decode.
    func outcome(for key: FactsKey, path: String, filter: EventFilter) -> (FileParser.Outcome, Entry)? {
        guard let payload = entries[key],
            let outcome = data.withUnsafeBytes({ bytes in
                try? FactsCodec.decode(UnsafeRawBufferPointer(rebasing: bytes[payload]), path: path, filter: filter)
            })
        else { return nil }
        return (outcome, Entry(key: key, payload: .stored(payload)))
    }

    /// Writes the file anew with `used` (each audited file's entry; one of each key) when one
    /// is new or an entry read is no longer used. Returns whether it wrote.
    func save(_ used: [Entry]) -> Bool {
        var seen: Set<FactsKey> = []
        let kept = used.filter { seen.insert($0.key).inserted }
        guard kept.contains(where: { if case .new = $0.payload { true } else { false } }) || kept.count != entries.count
        else { return false }
        let file = CacheFile.write(to: path, magic: Self.magic, version: Self.version, key: context) { sink in
            data.withUnsafeBytes { stored in
                for entry in kept {
                    var part = BinaryWriter(capacity: 4096)
                    part.hash(entry.key.content)
                    part.int(entry.key.length)
                    part.byte(entry.key.language)
                    switch entry.payload {
                    case .stored(let payload): part.append(UnsafeRawBufferPointer(rebasing: stored[payload]))
                    case .new(let payload): part.append(payload)
                    }
                    var framed = BinaryWriter(capacity: part.bytes.count + 10)
                    framed.part(part.bytes)
                    sink.append(framed.bytes)
                }
            }
        }
        try? file?.close()
        return file != nil
    }
}

/// What a file's facts are keyed by in the facts file: the content's hash and length, and
/// the language its name says it is in (a `.h` and a `.swift` file with the same bytes are
/// read by different front ends). The settings that shape parsing are the facts file's
/// ``FactsFile/context(filter:)``; the path is not part of it, so the same content has the
/// same facts wherever it is.
struct FactsKey: Hashable, Sendable {
    var content: ContentHash
    var length: Int
    var language: UInt8
}

extension FactsKey {
    /// The key of `data` read from `path`.
    init(data: Data, path: String) {
        content = data.withUnsafeBytes { ContentHash($0) }
        length = data.count
        language = SourceLanguage(path: path) == .objectiveC ? 1 : 0
    }
}
