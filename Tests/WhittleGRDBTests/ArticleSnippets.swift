import Foundation
import GRDB
import Whittle
import WhittleGRDB

// The DocC articles' snippets on GRDB, compiled as written (DocSnippetTests checks that they
// stay the same); DatabaseArchiveStorageTests runs the behaviour.

enum StoresOnGRDBArticle {
    static func settingsStore(pool: DatabasePool) -> Store<Settings> {
        let settings = Store<Settings>(storage: DatabaseArchiveStorage(database: pool, key: "settings"))
        return settings
    }
}
