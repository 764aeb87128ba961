import Foundation

/// Where audits keep what they read from each file and the last report, so the next audit
/// of the same sources parses only the files that changed, and one in which nothing changed
/// reads the last report back. A report from the cache is byte for byte the report without
/// it; a cache file that is corrupt, truncated, foreign or from another build is ignored and
/// rewritten.
///
/// ```swift
/// var auditor = Auditor()
/// auditor.cache = AuditCache(folder: AuditCache.defaultFolder())
/// let report = try auditor.audit(paths: ["Sources"])
/// ```
///
/// Deleting the folder clears the cache; see `docs/cache.md`.
public struct AuditCache: Sendable, Equatable {
    /// The folder the cache files are written in; created when first needed.
    public var folder: String

    /// A cache in `folder`.
    public init(folder: String) {
        self.folder = folder
    }

    /// The environment variable that moves the default cache folder (`whittle audit`'s
    /// `--cache-path` still wins over it).
    public static let environmentVariable = "WHITTLE_CACHE_PATH"

    /// The default cache folder: `$WHITTLE_CACHE_PATH` when set, else `~/Library/Caches/whittle`
    /// on macOS, else `$XDG_CACHE_HOME/whittle`, else `~/.cache/whittle`.
    ///
    /// - Parameter environment: The environment to read the variables from.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment[environmentVariable], !path.isEmpty { return path }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        #if os(macOS)
            return home + "/Library/Caches/whittle"
        #else
            if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
                return cacheHome + "/whittle"
            }
            return home + "/.cache/whittle"
        #endif
    }

    /// The file of `kind` (`facts`, `report`) of an audit of `paths`: one of each per set of
    /// audited paths, named by a hash of their absolute forms.
    func path(of paths: [String], kind: String) -> String {
        var builder = FingerprintBuilder()
        builder.add("project")
        builder.add(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        return (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/v5/\(builder.hash).\(kind)"
    }
}
