import Foundation

/// The keys and names of the results cache: what makes a stored report valid, and where it is.
///
/// The facts cache (``FactsCache``) saves parsing; this one saves the analysis. It keeps each
/// controller's report keyed by everything the analysis reads of the controller (its name,
/// superclass chain, and the content of each file a part of it is in) and checks, before
/// reusing it, that what it read of the rest of the project (``ProjectReads``) still answers
/// the same. It also keeps the last audit's whole report, reused as it is when no file,
/// path or setting changed.
enum ResultsCache {
    /// The version of ``ResultsPack`` and ``ResultsEncoder``'s format: bumped on any change to either.
    static let formatVersion: UInt32 = 4

    /// What every stored report depends on besides the sources: the facts' context (format,
    /// build, event filter), this format, and the configuration.
    static func context(facts: ContentHash, configuration: AuditConfiguration) -> ContentHash {
        var builder = FingerprintBuilder()
        builder.add("whittle-results")
        builder.add(Int(formatVersion))
        builder.add(facts)
        builder.add(configuration.fingerprint)
        return builder.hash
    }

    /// The results file of an audit of `paths`, beside its facts file.
    static func packPath(in cache: AuditCache, paths: [String]) -> String {
        let facts = FactsCache.packPath(in: cache, paths: paths)
        let name = ((facts as NSString).lastPathComponent as NSString).deletingPathExtension
        return (cache.folder.hasSuffix("/") ? String(cache.folder.dropLast()) : cache.folder)
            + "/results-v\(formatVersion)/\(name).results"
    }

    /// The run stamp of an audit of `paths` (``RunStamp``), beside its results file.
    static func stampPath(in cache: AuditCache, paths: [String]) -> String {
        ((packPath(in: cache, paths: paths) as NSString).deletingPathExtension) + ".stamp"
    }

    /// The discovery stamp of an audit of `paths` (``DiscoveryStamp``), beside its results file.
    static func listingPath(in cache: AuditCache, paths: [String]) -> String {
        ((packPath(in: cache, paths: paths) as NSString).deletingPathExtension) + ".listing"
    }

    /// Everything an audit's report depends on: `context`, the files in discovery order with
    /// each one's content key (or why it could not be read), and discovery's diagnostics. The
    /// same run key means the same report.
    static func runKey(
        context: ContentHash, files: [String], reads: [FactsStore.Read], diagnostics: [FileDiagnostic]
    ) -> ContentHash {
        var builder = FingerprintBuilder()
        builder.add("run")
        builder.add(context)
        builder.add(files.count)
        for (file, read) in zip(files, reads) {
            builder.add(file)
            switch read {
            case .content(let key):
                builder.add(key.content)
                builder.add(key.length)
                builder.add(Int(key.language))
            case .unreadable(let diagnostic):
                builder.add(-1)
                builder.add(diagnostic.message)
            }
        }
        builder.add(diagnostics)
        return builder.hash
    }
}
