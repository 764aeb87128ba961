import Foundation

/// The in-memory cache of responses a ``WebService`` reuses and revalidates.
///
/// Share one cache between services to share responses; inject `now` to test expiry.
public actor ResponseCache {
    struct Entry: Sendable {
        var response: WebResponse
        var storedAt: Date
        var freshFor: TimeInterval
        var entityTag: String?

        func isFresh(at now: Date) -> Bool {
            now.timeIntervalSince(storedAt) < freshFor
        }
    }

    private var entries: [String: Entry] = [:]
    private let now: @Sendable () -> Date
    /// The most responses kept; storing one more drops the one stored longest ago.
    public nonisolated let countLimit: Int

    /// Creates an empty cache.
    ///
    /// Responses are keyed by URL only: do not share one cache between users whose
    /// responses to the same URL differ (`Authorization`, `Vary`).
    ///
    /// - Parameters:
    ///   - countLimit: The most responses kept.
    ///   - now: The clock used to decide freshness.
    public init(countLimit: Int = 500, now: @escaping @Sendable () -> Date = { Date() }) {
        self.countLimit = max(1, countLimit)
        self.now = now
    }

    /// The number of stored responses.
    public var count: Int { entries.count }

    /// Forgets every response.
    public func removeAll() {
        entries.removeAll()
    }

    func entry(for key: String) -> (entry: Entry, isFresh: Bool)? {
        guard let entry = entries[key] else { return nil }
        return (entry, entry.isFresh(at: now()))
    }

    /// Stores `response` if `policy` and its headers allow it.
    func store(_ response: WebResponse, for key: String, policy: ResponseCachePolicy) {
        let control = CacheControl(header: response.header("Cache-Control"))
        let entityTag = response.header("ETag")
        let freshFor: TimeInterval
        switch policy {
        case .none:
            return
        case .httpHeaders:
            guard !control.noStore else {
                entries[key] = nil
                return
            }
            freshFor = control.noCache ? 0 : (control.maxAge ?? 0)
            // Nothing to reuse and nothing to revalidate with: not worth keeping.
            guard freshFor > 0 || entityTag != nil else {
                entries[key] = nil
                return
            }
        case .fixed(let maxAge):
            freshFor = maxAge
        }
        entries[key] = Entry(response: response, storedAt: now(), freshFor: freshFor, entityTag: entityTag)
        if entries.count > countLimit, let oldest = entries.min(by: { $0.value.storedAt < $1.value.storedAt })?.key {
            entries[oldest] = nil
        }
    }

    /// Marks the entry fresh again after a `304 Not Modified`, taking the new lifetime from
    /// the 304's headers, and returns the cached response.
    func revalidate(_ key: String, notModified: WebResponse, policy: ResponseCachePolicy) -> WebResponse? {
        guard var entry = entries[key] else { return nil }
        entry.storedAt = now()
        if policy == .httpHeaders, notModified.header("Cache-Control") != nil {
            let control = CacheControl(header: notModified.header("Cache-Control"))
            entry.freshFor = control.noCache ? 0 : (control.maxAge ?? 0)
        }
        if let newTag = notModified.header("ETag") { entry.entityTag = newTag }
        entries[key] = entry
        return entry.response
    }
}
