import Foundation
import Testing
import Whittle

struct StoreTests {
    /// A saved value is read back by a new store on the same file, from the archive.
    @Test func savedValueSurvivesANewStore() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.file("notes.json")
        try await Store<[Note]>(fileURL: url).save([Note(title: "a", score: 1)])

        let reopened = Store<[Note]>(fileURL: url)
        let stored = try #require(try await reopened.load(allowingStale: false))
        #expect(stored.value == [Note(title: "a", score: 1)])
        #expect(stored.origin == .archive)
    }

    /// Once loaded, the value is served from memory even if the file disappears.
    @Test func memoryCacheServesLoadedValue() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.file("notes.json")
        try await Store<[Note]>(fileURL: url).save([Note(title: "cached", score: 2)])
        let store = Store<[Note]>(fileURL: url)
        #expect(try await store.load(allowingStale: false)?.origin == .archive)
        try FileManager.default.removeItem(at: url)

        let again = try #require(try await store.load(allowingStale: false))
        #expect(again.origin == .memory)
        #expect(again.value == [Note(title: "cached", score: 2)])
        await store.clearMemoryCache()
        #expect(try await store.load() == nil)
    }

    /// A value is fresh until the expiry interval has passed, then only readable as stale.
    @Test func expiryUsesInjectedClock() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let clock = TestClock()
        let store = Store<Note>(fileURL: folder.file("n.json"), expiry: .after(60), now: { clock.now })
        try await store.save(Note(title: "fresh", score: 0))

        clock.advance(by: 59)
        #expect(try await store.load() == Note(title: "fresh", score: 0))
        clock.advance(by: 2)
        #expect(try await store.load() == nil)
        let stale = try #require(try await store.load(allowingStale: true))
        #expect(stale.isStale)
        #expect(stale.value.title == "fresh")
    }

    /// Expiry also applies to a value read from disk by a new store, using the saved date.
    @Test func expiryAppliesAfterReopening() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let clock = TestClock()
        let url = folder.file("n.json")
        try await Store<Note>(fileURL: url, expiry: .after(10), now: { clock.now }).save(Note(title: "x", score: 1))
        clock.advance(by: 11)
        let reopened = Store<Note>(fileURL: url, expiry: .after(10), now: { clock.now })
        #expect(try await reopened.load() == nil)
        #expect(try await reopened.load(allowingStale: true)?.isStale == true)
    }

    /// The bundled archive is used until the first save, after which the saved value wins.
    @Test func bundledArchiveIsFallbackUntilFirstSave() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundled = folder.file("bundled.json")
        try JSONEncoder().encode(Note(title: "bundled", score: 0)).write(to: bundled)
        let store = Store<Note>(fileURL: folder.file("saved.json"), bundledArchive: bundled)

        let first = try #require(try await store.load(allowingStale: false))
        #expect(first.origin == .bundle)
        #expect(first.value.title == "bundled")
        try await store.save(Note(title: "saved", score: 1))
        let reopened = Store<Note>(fileURL: folder.file("saved.json"), bundledArchive: bundled)
        #expect(try await reopened.load()?.title == "saved")
    }

    /// A value that cannot be encoded throws and leaves the archive and memory as they were.
    @Test func encodingFailureKeepsPreviousArchive() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.file("n.json")
        let store = Store<Note>(fileURL: url)
        try await store.save(Note(title: "good", score: 1))
        let before = try Data(contentsOf: url)

        await #expect(throws: StoreError.self) {
            try await store.save(Note(title: "bad", score: .nan))
        }
        #expect(try Data(contentsOf: url) == before)
        #expect(try await store.load()?.title == "good")
    }

    /// Saving where a folder cannot be created gives a write error that names the path.
    @Test func unwritableLocationGivesWriteError() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let blocker = folder.file("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let store = Store<Note>(fileURL: blocker.appendingPathComponent("n.json"))

        do {
            try await store.save(Note(title: "t", score: 0))
            Issue.record("saving under a file should fail")
        } catch let error as StoreError {
            guard case .writeFailed(let location, _) = error else {
                Issue.record("expected writeFailed, got \(error)")
                return
            }
            #expect(location.hasSuffix("not-a-folder/n.json"))
            #expect(error.description.contains("writable"))
        }
    }
}
