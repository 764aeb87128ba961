import Foundation

/// The keys and names of the facts cache: what makes cached facts valid, and where they are.
enum FactsCache {
    /// The version of the cache's binary format (``FactsEncoder``, ``FactsPack``): bumped on
    /// any change to either, and part of ``context(filter:)``.
    static let formatVersion: UInt32 = 4

    /// What every cached fact depends on besides its file's content: the format, Whittle's
    /// version, this build of it (``buildIdentifier``) and the event filter the front ends
    /// keep events by. A facts file written under another context is ignored and rewritten.
    static func context(filter: EventFilter) -> ContentHash {
        var builder = FingerprintBuilder()
        builder.add("whittle-facts")
        builder.add(Int(formatVersion))
        builder.add(WhittleAuditVersion.current)
        builder.add(buildIdentifier)
        builder.add(filter.fingerprint)
        builder.add(FileParser.maximumNestingLevel)
        builder.add(FileParser.maximumSquareBracketDepth)
        return builder.hash
    }

    /// The running executable's path, size and modification time: a rebuilt Whittle whose
    /// version string did not change (a development build) still gets a cache of its own, since
    /// any change to the front ends may change the facts.
    static let buildIdentifier: String = {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return path }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path)|\(size)|\(modified)"
    }()

    /// The facts file of an audit of `paths`: one per set of audited paths, named by a hash of
    /// their absolute forms.
    static func packPath(in cache: AuditCache, paths: [String]) -> String {
        var builder = FingerprintBuilder()
        builder.add("project")
        builder.add(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        return factsFolder(in: cache) + "/" + builder.hash.description + ".facts"
    }

    /// The folder of the facts files.
    static func factsFolder(in cache: AuditCache) -> String {
        (cache.folder.hasSuffix("/") ? String(cache.folder.dropLast()) : cache.folder) + "/facts-v\(formatVersion)"
    }
}
