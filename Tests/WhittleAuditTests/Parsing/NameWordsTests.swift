import Testing
@testable import WhittleAudit

/// Which member names do a word or act on it (``NameWords/namesAction(_:word:)``): a method
/// named for the cache it keeps caches; one that only uses what a cache holds does not.
struct NameWordsTests {
    @Test(arguments: [
        "cacheSplitPages", "cachedResource", "_cachedImageForURL", "clearShaderCache", "clearCaches", "parseAndCacheIfNeededAttributedText",
        "hasCachedSplit", "loadCachedFilterLists", "clearCachedFiles", "cache",
    ])
    func namesCaching(_ name: String) {
        #expect(NameWords.namesAction(name, word: "cache"))
    }

    @Test(arguments: [
        "openCachedFile", "selectCachedIndex", "updateCacheFormat", "refreshCacheSize", "shareCacheFiles", "handleCacheMgmtProgress",
        "cachet", "reloadData", "", "didPressDeleteCache", "willClearCache", "shouldFlushCaches",
    ])
    func namesOtherWork(_ name: String) {
        #expect(!NameWords.namesAction(name, word: "cache"))
    }
}
