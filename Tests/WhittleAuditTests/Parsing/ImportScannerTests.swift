import Testing
@testable import WhittleAudit

/// Library signals count only where their module is imported; the scanner finds imports
/// written the ways Swift and Objective-C allow, and nothing else.
struct ImportScannerTests {
    private static func modules(_ source: String) -> Set<String> {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            ImportScanner.modules(in: buffer, lineStarts: SourceScan(buffer).lineStarts)
        }
    }

    @Test(arguments: [
        ("import Kingfisher", "Kingfisher"),
        ("  import UIKit", "UIKit"),
        ("@testable import App", "App"),
        ("@preconcurrency @_exported import Nuke", "Nuke"),
        ("import struct GRDB.DatabaseQueue", "GRDB"),
        ("import\tSQLite", "SQLite"),
        ("@import FirebaseAnalytics;", "FirebaseAnalytics"),
        ("#import <SDWebImage/UIImageView+WebCache.h>", "SDWebImage"),
        ("#include <sqlite3/sqlite3.h>", "sqlite3"),
    ])
    func findsTheModule(line: String, module: String) {
        #expect(Self.modules("// header\n\(line)\nfinal class A {}\n") == [module])
    }

    @Test(arguments: [
        "let importance = 1",
        "imports.append(x)",
        "#import \"LocalHeader.h\"",
        "#import <Foundation.h>",
        "// import Kingfisher",
        "func f() { import() }",
    ])
    func findsNothingElse(line: String) {
        #expect(Self.modules("\(line)\n").isEmpty)
    }

    /// A file that does not import SQLite keeps its own `Connection` type out of persistence.
    @Test func aLibrarySignalNeedsItsImport() {
        let body = """
            final class PeersViewController: UIViewController {
                private func join() { connection = Connection(peer) }
            }
            """
        let without = AuditFixture.audit(body).controller("PeersViewController")
        #expect(without?.responsibility(.persistence) == nil)
        let with = AuditFixture.audit("import SQLite\n" + body).controller("PeersViewController")
        #expect(with?.responsibility(.persistence)?.evidence.first?.token == "Connection")
    }
}
