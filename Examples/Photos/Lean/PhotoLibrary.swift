import Foundation
import Whittle

/// Where the photo list comes from: the archive bundled with the app, read through a
/// ``Store`` so the list survives edits, corrupt files and relaunches without any view
/// controller touching a file.
public struct PhotoLibrary: Sendable {
    private let store: Store<PhotoArchive>

    /// A library that saves to `fileURL` and starts from the bundled `photodata.json`.
    public init(fileURL: URL) {
        store = Store(fileURL: fileURL, bundledArchive: Bundle.module.url(forResource: "photodata", withExtension: "json"))
    }

    /// A library over any store, for tests.
    public init(store: Store<PhotoArchive>) {
        self.store = store
    }

    /// The archive, or an empty one when nothing was ever saved or bundled.
    public func archive() async throws -> PhotoArchive {
        try await store.load() ?? PhotoArchive(owners: [], photos: [])
    }

    /// Saves `archive`, so a deletion survives a relaunch.
    public func save(_ archive: PhotoArchive) async throws {
        try await store.save(archive)
    }

    /// Reads the archive again from disk, dropping what is cached in memory (pull to refresh).
    public func reloadedArchive() async throws -> PhotoArchive {
        await store.clearMemoryCache()
        return try await archive()
    }
}
