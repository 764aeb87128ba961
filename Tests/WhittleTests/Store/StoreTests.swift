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

struct FileArchiveStorageTests {
    /// A save removes temporary files a killed writer abandoned long ago, and keeps recent
    /// ones, which may belong to a writer still at work.
    @Test func saveRemovesAbandonedTemporaryFiles() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.file("n.json")
        let abandoned = folder.file(".n.json.ABANDONED.tmp")
        let recent = folder.file(".n.json.RECENT.tmp")
        let unrelated = folder.file(".other.json.OLD.tmp")
        for file in [abandoned, recent, unrelated] { try Data("partial".utf8).write(to: file) }
        let longAgo = Date().addingTimeInterval(-2 * FileArchiveStorage.abandonedTemporaryFileAge)
        for file in [abandoned, unrelated] {
            try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: file.path)
        }

        try await FileArchiveStorage(fileURL: url).write(Data("new".utf8))
        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
        #expect(FileManager.default.fileExists(atPath: recent.path))
        #expect(FileManager.default.fileExists(atPath: unrelated.path))
        #expect(try Data(contentsOf: url) == Data("new".utf8))
    }
}

/// Archive storage in memory whose next write can be held until the test releases it.
actor GatedStorage: ArchiveStorage {
    nonisolated let location = "gated memory"
    private var stored: Data?
    private var holdNext = false
    private var gate: CheckedContinuation<Void, Never>?
    private var arrival: CheckedContinuation<Void, Never>?

    func read() async throws -> Data? { stored }

    func write(_ data: Data) async throws {
        if holdNext {
            holdNext = false
            await withCheckedContinuation { continuation in
                gate = continuation
                arrival?.resume()
                arrival = nil
            }
        }
        stored = data
    }

    func holdNextWrite() { holdNext = true }

    func waitForHeldWrite() async {
        guard gate == nil else { return }
        await withCheckedContinuation { arrival = $0 }
    }

    func release() {
        gate?.resume()
        gate = nil
    }
}

struct StoreConcurrencyTests {
    /// A save called while an earlier one is still writing waits for it, so the later value
    /// is the one kept — on disk and in memory.
    @Test func laterSaveWinsOverSlowerEarlierSave() async throws {
        let storage = GatedStorage()
        let store = Store<Note>(storage: storage)
        await storage.holdNextWrite()
        let first = Task { try await store.save(Note(title: "first", score: 1)) }
        await storage.waitForHeldWrite()
        let second = Task { try await store.save(Note(title: "second", score: 2)) }
        for _ in 0..<20 { await Task.yield() }  // give the second save every chance to overtake
        await storage.release()
        try await first.value
        try await second.value

        #expect(try await store.load()?.title == "second")
        #expect(try await Store<Note>(storage: storage).load()?.title == "second")
    }
}
