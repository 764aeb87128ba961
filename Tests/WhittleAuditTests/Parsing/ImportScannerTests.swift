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

    /// A library's extension members are visible in every Swift file of a module that one of
    /// its files imports the library into (`imageView.kf` with no `import Kingfisher` of its
    /// own); its types (`ImagePrefetcher`) still need the file's own import, and so do member signals
    /// in Objective-C.
    @Test func anExtensionMemberNeedsTheImportInAnyFile() {
        let controller = """
            final class PosterViewController: UIViewController {
                private func show(_ movie: Movie) { posterView.kf.setImage(with: movie.posterURL) }
                private func prefetch(_ movies: [Movie]) { ImagePrefetcher(urls: movies.map { $0.posterURL }).start() }
            }
            """
        let alone = AuditFixture.audit([("PosterViewController.swift", controller)]).controller("PosterViewController")
        #expect(alone?.responsibility(.networking) == nil)
        let beside = AuditFixture.audit([
            ("PosterViewController.swift", controller),
            ("PosterCell.swift", "import Kingfisher\nfinal class PosterCell: UITableViewCell {}\n"),
        ]).controller("PosterViewController")
        #expect(beside?.responsibility(.networking)?.evidence.map(\.token) == ["posterView.kf"])
    }
}
