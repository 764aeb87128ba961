extension ResponsibilityDetector {
    /// `caching`: Members that keep loaded data in memory for reuse: NSCache, URLCache, dictionaries named as caches, cache invalidation.
    static let caching = ResponsibilityDetector(
        responsibility: .caching,
        summary: "Members that keep loaded data in memory for reuse: NSCache, URLCache, dictionaries named as caches, cache invalidation.",
        signals: [
            Signal(.type("NSCache"), "keeps loaded values in an NSCache"),
            Signal(.type("URLCache"), "manages the URL cache"),
            Signal(.storedDictionary(nameContaining: "cache"), "keeps loaded values in a dictionary"),
            Signal(.labeledCall("setObject(_:forKey:)"), "stores a value in a cache"),
            Signal(.call("removeAllCachedResponses"), "invalidates a cache"),
        ],
        triggeringExamples: cachingTriggeringExamples,
        nonTriggeringExamples: cachingNonTriggeringExamples)
}
