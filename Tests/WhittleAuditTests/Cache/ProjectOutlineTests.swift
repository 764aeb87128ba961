import Foundation
import Testing
@testable import WhittleAudit

/// The project outline kept in the run stamp: built from the index, read back whole or not at
/// all, and answering for the index's name tables.
struct ProjectOutlineTests {
    /// The outline of the facts of `sources` (path → text), audited in that order.
    private static func outline(_ sources: [(String, String)]) throws -> ProjectOutline {
        let filter = AuditCatalog().eventFilter
        let files = sources.compactMap { path, text -> FileFacts? in
            if case .facts(let facts, _) = FileParser.parse(path: path, data: Data(text.utf8), filter: filter) { facts } else { nil }
        }
        let index = ProjectIndex(files: files, controllerBases: AuditCatalog().names.controllerBases, extraBaseClasses: [])
        let positions = Dictionary(uniqueKeysWithValues: sources.enumerated().map { ($1.0, $0) })
        return try #require(ProjectOutline(files: files, positions: positions, index: index, salt: ContentHash(high: 1, low: 2)))
    }

    private static let sources: [(String, String)] = [
        ("/p/Feed.swift", "import UIKit\nfinal class FeedViewController: UIViewController {}\n"),
        ("/p/Feed+Rows.swift", "import UIKit\n// whittle:disable networking\nextension FeedViewController { func rows() {} }\nextension UIView { func shake() {} }\n"),
        ("/p/API.swift", "import Foundation\nprotocol Loading {}\nfinal class FeedAPI: Loading { func load() {} }\nextension FeedAPI { func reload() {} }\n"),
        ("/p/Ünïcode.swift", "struct Ünïcode {}\nstruct Ünïcodé {}\n"),
    ]

    @Test func itRoundTripsAndRejectsEveryCut() throws {
        let outline = try Self.outline(Self.sources)
        let bytes = outline.encoded()
        #expect(bytes.withUnsafeBytes { try? ProjectOutline.decode($0, fileCount: 4) } == outline)
        for length in 0..<bytes.count {
            #expect(Array(bytes[..<length]).withUnsafeBytes { try? ProjectOutline.decode($0, fileCount: 4) } == nil, "cut at \(length)")
        }
        // A place past the audited list is damage.
        #expect(bytes.withUnsafeBytes { try? ProjectOutline.decode($0, fileCount: 2) } == nil)
    }

    @Test func itHoldsWhatTheIndexFound() throws {
        let outline = try Self.outline(Self.sources)
        #expect(outline.controllers == [[.init(file: 0, ordinal: 0), .init(file: 1, ordinal: 0)]])
        #expect(outline.directiveFiles == [1])
        #expect(outline.conformers["Loading"] == ["FeedAPI"])
        let names = outline.names()
        #expect(names.projectTypes == ["FeedViewController", "Loading", "FeedAPI", "Ünïcode", "Ünïcodé"])
        #expect(names.projectProtocols == ["Loading"])
        #expect(names.otherTypeFiles == ["FeedAPI": [2], "Ünïcode": [3], "Ünïcodé": [3]])
        #expect(names.helperTypeFiles == ["UIView": [1]])
    }

    @Test func randomOutlinesRoundTrip() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let fileCount = Int.random(in: 1...40, using: &generator)
            var types: [ProjectOutline.DeclaredType] = []
            var perFile: [Int: Int] = [:]
            for file in 0..<fileCount where Bool.random(using: &generator) {
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    let name = ["A", "AB", "ABC", "Ab.Cd", "é"].randomElement(using: &generator) ?? "A"
                    types.append(.init(file: file, kind: FactsCodes.typeKinds.randomElement(using: &generator) ?? .class, name: name))
                    perFile[file, default: 0] += 1
                }
            }
            let placed = perFile.keys.sorted()
            let controllers: [[ProjectOutline.Place]] = placed.isEmpty ? [] : (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                    let file = placed.randomElement(using: &generator) ?? 0
                    return ProjectOutline.Place(file: file, ordinal: Int.random(in: 0..<(perFile[file] ?? 1), using: &generator))
                }
            }
            let outline = ProjectOutline(
                salt: ContentHash(high: .random(in: 0...UInt64.max), low: 3), types: types, conformers: ["P": ["A", "B"]],
                directiveFiles: placed.filter { $0 % 2 == 0 }, controllers: controllers)
            #expect(outline.encoded().withUnsafeBytes { try? ProjectOutline.decode($0, fileCount: fileCount) } == outline)
        }
    }
}
