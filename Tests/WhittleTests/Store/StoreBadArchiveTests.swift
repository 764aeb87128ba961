import Foundation
import Testing
import Whittle

struct StoreBadArchiveTests {
    /// How an archive on disk was damaged, and the error kind a load must report.
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case truncated, garbage, empty, notAnEnvelope, wrongVersion

        var testDescription: String { rawValue }

        func bytes(from good: Data) -> Data {
            switch self {
            case .truncated: good.prefix(good.count / 2)
            case .garbage: Data([0xFF, 0x00, 0x13, 0x37, 0xC0])
            case .empty: Data()
            case .notAnEnvelope: Data(#"{"title":"a","score":1}"#.utf8)
            case .wrongVersion:
                Data(String(decoding: good, as: UTF8.self)
                    .replacingOccurrences(of: #""formatVersion":1"#, with: #""formatVersion":7"#).utf8)
            }
        }

        func matches(_ error: StoreError) -> Bool {
            switch (self, error) {
            case (.wrongVersion, .unsupportedVersion(_, let found, let supported)): found == 7 && supported == 1
            case (.wrongVersion, _): false
            case (_, .corrupt): true
            default: false
            }
        }
    }

    /// A damaged archive gives a typed error and is left byte for byte as it was.
    @Test(arguments: Damage.allCases)
    func damagedArchiveGivesTypedErrorAndIsKept(_ damage: Damage) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.file("note.json")
        try await Store<Note>(fileURL: url).save(Note(title: "good", score: 1))
        let damaged = damage.bytes(from: try Data(contentsOf: url))
        try damaged.write(to: url)

        do {
            _ = try await Store<Note>(fileURL: url).load()
            Issue.record("loading a \(damage) archive should throw")
        } catch let error as StoreError {
            #expect(damage.matches(error), "unexpected \(error)")
            #expect(error.description.contains(url.path))
        }
        #expect(try Data(contentsOf: url) == damaged)
    }

    /// After a failed load, saving a new value replaces the damaged archive.
    @Test func saveReplacesDamagedArchive() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.file("note.json")
        try Data("{".utf8).write(to: url)
        let store = Store<Note>(fileURL: url)
        await #expect(throws: StoreError.self) { try await store.load() }

        try await store.save(Note(title: "new", score: 2))
        #expect(try await Store<Note>(fileURL: url).load() == Note(title: "new", score: 2))
    }

    /// A store created for format version 2 reads its own archives and reports version-1 ones.
    @Test func formatVersionIsCheckedBothWays() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.file("note.json")
        try await Store<Note>(fileURL: url, formatVersion: 2).save(Note(title: "v2", score: 0))
        #expect(try await Store<Note>(fileURL: url, formatVersion: 2).load()?.title == "v2")
        await #expect(throws: StoreError.unsupportedVersion(location: url.path, found: 2, supported: 1)) {
            try await Store<Note>(fileURL: url).load()
        }
    }
}
