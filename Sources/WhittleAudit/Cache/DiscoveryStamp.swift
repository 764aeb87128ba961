import Foundation

/// The last audit's discovery (its files and diagnostics), kept with what the listing
/// depended on, so an audit whose folders did not change does not list them again.
///
/// Listing the 7,700 folders of the benchmark corpus took about 130 ms, a third of an
/// unchanged re-audit; a `stat` of each folder takes a tenth of that. The stamp holds the
/// paths ``FileDiscovery/Result/checked`` names (every path given, every folder listed, every
/// link resolved) and one digest of their statuses: adding, removing or renaming an entry
/// changes its folder's status, and a link's own status is checked because its target can
/// change without its folder changing. Editing a file in place changes no folder; its content
/// is the ``RunStamp``'s and the facts' business.
///
/// Like the run stamp, it is not written when a checked path changed within
/// ``Auditor/recentWrites`` of the audit, whose status might not show a second change made in
/// the same clock tick. The file is a ``PackEnvelope`` under the results context (which covers
/// the configuration's `include`, `exclude`, `languages` and pattern root, and the build).
///
/// ```
/// body: paths given (count, each a string) · checked count · each checked path front-coded
/// · status digest (16 bytes) · files count · each file front-coded · diagnostics
/// ```
struct DiscoveryStamp: Equatable {
    static let magic: [UInt8] = Array("WHTLLIST".utf8)
    static let formatVersion: UInt32 = 2

    /// The paths the audit was given, in order: the listing's order follows theirs.
    var paths: [String]
    /// Every path whose status the listing depended on.
    var checkedPaths: [String]
    /// ``digest(of:)`` of their statuses when the listing was made.
    var statusDigest: ContentHash
    var files: [String]
    var diagnostics: [FileDiagnostic]

    /// The stamp of `result`, a discovery of `paths` that recorded what it checked.
    init(paths: [String], result: FileDiscovery.Result) {
        self.paths = paths
        checkedPaths = result.checked.map(\.path)
        statusDigest = Self.digest(of: result.checked.map(\.status), paths: checkedPaths)
        files = result.files
        diagnostics = result.diagnostics
    }

    private init(paths: [String], checkedPaths: [String], statusDigest: ContentHash, files: [String], diagnostics: [FileDiagnostic]) {
        self.paths = paths
        self.checkedPaths = checkedPaths
        self.statusDigest = statusDigest
        self.files = files
        self.diagnostics = diagnostics
    }

    /// The stored discovery, when every checked path has the status it had: `nil` when one
    /// changed (or appeared, or vanished). With it, the status of each of its files, taken in
    /// the same pass on `jobs` threads: the run stamp is checked against them next.
    func result(jobs: Int) -> (FileDiscovery.Result, fileStatuses: [FileStatus?])? {
        var statuses = FileStatus.of(checkedPaths + files, jobs: jobs)
        let fileStatuses = Array(statuses[checkedPaths.count...])
        statuses.removeLast(files.count)
        guard Self.digest(of: statuses, paths: checkedPaths) == statusDigest else { return nil }
        return (FileDiscovery.Result(files: files, diagnostics: diagnostics, checked: Array(zip(checkedPaths, statuses))), fileStatuses)
    }

    static func digest(of statuses: [FileStatus?], paths: [String]) -> ContentHash {
        var builder = FingerprintBuilder()
        builder.add("listing")
        FileStatus.add(paths, statuses: statuses, to: &builder)
        return builder.hash
    }

    /// The stamp at `path` for an audit of `paths` under `context`; `nil` when there is none,
    /// it is damaged or foreign, or it was made for other paths.
    static func read(path: String, paths: [String], context: ContentHash) -> DiscoveryStamp? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stamp = data.withUnsafeBytes { bytes -> DiscoveryStamp? in
            guard let (body, _) = try? PackEnvelope.open(bytes, magic: magic, version: formatVersion, context: context) else { return nil }
            return body.withUnsafeBytes { body in try? decode(body) }
        }
        return stamp?.paths == paths ? stamp : nil
    }

    /// Writes the stamp; failing to (a read-only folder) changes nothing but the next audit's speed.
    func write(path: String, context: ContentHash) {
        var body = BinaryWriter(capacity: 64 + files.count * 16 + checkedPaths.count * 8)
        body.varint(UInt64(paths.count))
        for given in paths { body.rawString(given) }
        Self.writeFrontCoded(checkedPaths, to: &body)
        body.hash(statusDigest)
        Self.writeFrontCoded(files, to: &body)
        let encoded = ResultsEncoder.encode(diagnostics)
        body.varint(UInt64(encoded.count))
        body.append(encoded)
        let folder = (path as NSString).deletingLastPathComponent
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return }
        _ = try? FileLock.writeAtomically(PackEnvelope.seal(body.bytes, magic: Self.magic, version: Self.formatVersion, context: context), to: path)
    }

    private static func decode(_ body: UnsafeRawBufferPointer) throws(CacheCorruption) -> DiscoveryStamp {
        var reader = BinaryReader(body)
        var paths: [String] = []
        for _ in 0..<(try reader.count()) { paths.append(try reader.rawString()) }
        let checked = try readFrontCoded(&reader)
        let digest = try reader.hash()
        let files = try readFrontCoded(&reader)
        let diagnostics = try ResultsDecoder.diagnostics(try reader.slice(reader.count()))
        guard reader.isAtEnd else { throw .invalidValue }
        return DiscoveryStamp(paths: paths, checkedPaths: checked, statusDigest: digest, files: files, diagnostics: diagnostics)
    }

    /// Sorted-ish paths share long prefixes with the one before: each is written as the length
    /// of the shared UTF-8 prefix and the rest.
    private static func writeFrontCoded(_ strings: [String], to writer: inout BinaryWriter) {
        writer.varint(UInt64(strings.count))
        var previous: [UInt8] = []
        for string in strings {
            let bytes = Array(string.utf8)
            var shared = 0
            let limit = min(bytes.count, previous.count)
            while shared < limit, bytes[shared] == previous[shared] { shared += 1 }
            writer.varint(UInt64(shared))
            writer.varint(UInt64(bytes.count - shared))
            writer.append(Array(bytes[shared...]))
            previous = bytes
        }
    }

    private static func readFrontCoded(_ reader: inout BinaryReader) throws(CacheCorruption) -> [String] {
        let count = try reader.count(minimumSize: 2)
        var strings: [String] = []
        strings.reserveCapacity(count)
        var previous: [UInt8] = []
        for _ in 0..<count {
            guard let shared = Int(exactly: try reader.varint()), shared <= previous.count else { throw .invalidValue }
            let rest = try reader.slice(reader.count())
            var bytes = Array(previous[..<shared])
            bytes.append(contentsOf: rest)
            // The shared prefix may end inside a character: only the whole string is checked.
            guard let string = String(validating: bytes, as: UTF8.self) else { throw .invalidValue }
            strings.append(string)
            previous = bytes
        }
        return strings
    }
}
