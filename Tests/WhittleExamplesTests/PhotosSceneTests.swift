import Foundation
import Testing
import Whittle
import WhittleExamples
import WhittleTesting

/// The lean photo list's logic: the bundled archive through the store, the array data
/// source, the separate cell configuration, and every feature of the massive twin —
/// selection, swipe to delete after a confirmation sheet, favourites, the filter, pull to
/// refresh, thumbnails and the failure — driven through the scene harness.
@MainActor
struct PhotosSceneTests {
    private static let english = PresentationFormatting(locale: Locale(identifier: "en_US"))

    private let scratch = ScratchFolder(prefix: "whittle-photos")

    private func makeLibrary(file: URL? = nil) -> PhotoLibrary {
        PhotoLibrary(fileURL: file ?? makeFile())
    }

    private func makeFile() -> URL {
        scratch.newFile(named: "photos.json")
    }

    private func makeLogic(
        harness: SceneHarness<String, PhotosRoute>, library: PhotoLibrary? = nil,
        thumbnails: any ThumbnailLoading = FakeThumbnails()
    ) -> PhotoListLogic {
        let logic = PhotoListLogic(
            library: library ?? makeLibrary(), navigator: harness.navigator, confirmation: harness.confirmation,
            thumbnails: thumbnails, formatting: Self.english)
        harness.observe(logic.photos) { $0.isFavorite ? "★ \($0.name)" : $0.name }
        logic.onRowChanged = { [weak harness] path in harness?.recordEffect("row \(path.item) redrawn") }
        return logic
    }

    /// The bundled archive in display order — best rated first, newest first among equals —
    /// favourites starred, written out by hand.
    private static let allRows = [
        "Fog over the lake", "Snow on the Spree", "Cherry blossoms", "★ Night tram", "Train station clock", "Lighthouse",
        "Red bicycle", "★ Street musician", "Market stalls", "Rooftops", "Old bookshop", "★ Harbour at dawn",
    ]

    private static let deleteCherryBlossoms = ConfirmationRequest(
        title: "Delete “Cherry blossoms”?", message: "This photo will be removed from your library.", confirmLabel: "Delete",
        isDestructive: true, prefersActionSheet: true)

    /// Loading reads the bundled archive, lists its photos in display order under "12
    /// photos", and a list view that applies the reported changes stays consistent.
    @Test func loadsBundledArchive() async throws {
        let harness = SceneHarness<String, PhotosRoute>()
        let logic = makeLogic(harness: harness)
        var listView = StrictListView(logic.photos)
        var failure: BatchUpdateFailure?
        let observation = logic.photos.observe { changes in
            do throws(BatchUpdateFailure) {
                try listView.apply(changes, from: logic.photos)
            } catch {
                failure = error
            }
        }
        await logic.load()
        observation.cancel()
        try harness.expect(.listed([Self.allRows]))
        try harness.finish()
        #expect(failure == nil)
        #expect(logic.failure == nil)
        #expect(listView.rowCounts == [12])
        #expect(logic.photos.title(forSection: 0) == "12 photos")
    }

    /// The cell configuration fills any cell type from the photo, with its owner's name.
    @Test func cellConfiguration() async throws {
        let harness = SceneHarness<String, PhotosRoute>()
        let logic = makeLogic(harness: harness)
        await logic.load()
        let cells = PhotoCellConfiguration.configurator(logic: logic) { (cell: FakeCell, content) in
            cell.content = content
        }
        let first = try #require(logic.photos.item(at: ItemPath(item: 0, section: 0)))
        let cell = FakeCell()
        try cells.configure(cell, with: first)
        #expect(try cells.reuseIdentifier(for: first) == "PhotoCell")
        #expect(cell.content?.title == "Fog over the lake")
        #expect(cell.content?.subtitle == "Jul 23, 2013 · Florian")
        #expect(cell.content?.rating == "★ 4.5")
        #expect(cell.content?.showsFavoriteBadge == false)
        harness.skipEvents()
    }

    /// Selecting a row navigates to that photo's detail, and a path outside the list does nothing.
    @Test func selectionNavigates() async throws {
        let harness = SceneHarness<String, PhotosRoute>()
        let logic = makeLogic(harness: harness)
        await logic.load()
        try harness.expect(.listed([Self.allRows]))
        logic.select(at: ItemPath(item: 1, section: 0))
        logic.select(at: ItemPath(item: 99, section: 0))
        try harness.expect(.navigated(.detail(photoID: "p3")))
        try harness.finish()
        #expect(logic.photo(id: "p3")?.name == "Snow on the Spree")
    }

    /// Swipe to delete asks first with the massive twin's action sheet; once confirmed the
    /// row goes away, the title counts one photo less, and the deletion is saved — a library
    /// reopened on the same file no longer has the photo.
    @Test func swipeToDeleteAsksThenSaves() async throws {
        let file = makeFile()
        let harness = SceneHarness<String, PhotosRoute>(confirmations: [.accept])
        let logic = makeLogic(harness: harness, library: makeLibrary(file: file))
        await logic.load()
        harness.skipEvents()
        await harness.perform { logic.delete(at: ItemPath(item: 2, section: 0)) }
        try harness.expect(
            .asked(Self.deleteCherryBlossoms), .answered(true),
            .listed([Self.allRows.filter { $0 != "Cherry blossoms" }]))
        try harness.finish()
        #expect(logic.photos.title(forSection: 0) == "11 photos")
        let reopened = try await makeLibrary(file: file).archive()
        #expect(reopened.photos.count == 11)
        #expect(!reopened.photos.contains { $0.id == "p10" })
    }

    /// Declining the sheet keeps the photo, on screen and on disk.
    @Test func declinedDeletionKeepsThePhoto() async throws {
        let file = makeFile()
        let harness = SceneHarness<String, PhotosRoute>(confirmations: [.decline])
        let logic = makeLogic(harness: harness, library: makeLibrary(file: file))
        await logic.load()
        harness.skipEvents()
        await harness.perform { logic.delete(at: ItemPath(item: 2, section: 0)) }
        try harness.expect(.asked(Self.deleteCherryBlossoms), .answered(false))
        try harness.finish()
        #expect(logic.photos.numberOfItems == 12)
        #expect(try await makeLibrary(file: file).archive().photos.count == 12)
    }

    /// Only your own photos can be deleted (the massive twin's `canEditRowAt`): Chris is the
    /// signed-in user, "Fog over the lake" is Florian's.
    @Test func othersPhotosCannotBeDeleted() async throws {
        let harness = SceneHarness<String, PhotosRoute>(confirmations: [.accept])
        let logic = makeLogic(harness: harness)
        await logic.load()
        harness.skipEvents()
        let editable = (0..<12).filter { logic.photos.canDeleteItem(at: ItemPath(item: $0, section: 0)) }
        #expect(editable == [2, 5, 8, 11])
        #expect(logic.delete(at: ItemPath(item: 0, section: 0)) == nil)
        #expect(!logic.photos.canMoveItem(at: ItemPath(item: 0, section: 0)))
        try harness.finish()
    }

    /// The favourite swipe action says what it will do, toggles the star on the row, and the
    /// change is saved; under the favourites filter an unstarred photo leaves the list.
    @Test func favouriteSwipeTogglesAndSaves() async throws {
        let file = makeFile()
        let harness = SceneHarness<String, PhotosRoute>()
        let logic = makeLogic(harness: harness, library: makeLibrary(file: file))
        await logic.load()
        harness.skipEvents()
        #expect(logic.favoriteActionTitle(at: ItemPath(item: 0, section: 0)) == "Favorite")
        #expect(logic.favoriteActionTitle(at: ItemPath(item: 3, section: 0)) == "Unfavorite")
        await harness.perform { logic.toggleFavorite(at: ItemPath(item: 0, section: 0)) }
        try harness.expect(.listed([["★ Fog over the lake"] + Self.allRows.dropFirst()]))
        #expect(try await makeLibrary(file: file).archive().photos.first { $0.id == "p8" }?.isFavorite == true)

        logic.showsOnlyFavorites = true
        try harness.expect(.listed([["★ Fog over the lake", "★ Night tram", "★ Street musician", "★ Harbour at dawn"]]))
        await harness.perform { logic.toggleFavorite(photoID: "p5") }
        try harness.expect(.listed([["★ Fog over the lake", "★ Street musician", "★ Harbour at dawn"]]))
        try harness.finish()
        #expect(logic.photos.title(forSection: 0) == "3 photos")
    }

    /// The favourites filter lists only favourites, in display order, and back.
    @Test func favouritesFilter() async throws {
        let harness = SceneHarness<String, PhotosRoute>()
        let logic = makeLogic(harness: harness)
        await logic.load()
        harness.skipEvents()
        logic.showsOnlyFavorites = true
        try harness.expect(.listed([["★ Night tram", "★ Street musician", "★ Harbour at dawn"]]))
        #expect(logic.photos.title(forSection: 0) == "3 photos")
        logic.showsOnlyFavorites = false
        try harness.expect(.listed([Self.allRows]))
        try harness.finish()
    }

    /// Pull to refresh reads the archive again: a photo removed on disk by someone else
    /// disappears from the list.
    @Test func refreshReadsTheArchiveAgain() async throws {
        let file = makeFile()
        let harness = SceneHarness<String, PhotosRoute>()
        let logic = makeLogic(harness: harness, library: makeLibrary(file: file))
        await logic.load()
        harness.skipEvents()
        let elsewhere = makeLibrary(file: file)
        try await elsewhere.save(try await elsewhere.archive().removingPhoto(id: "p3"))
        await logic.refresh()
        try harness.expect(.listed([Self.allRows.filter { $0 != "Snow on the Spree" }]))
        try harness.finish()
        #expect(logic.failure == nil)
    }

    /// Thumbnails (the massive twin's `downloadThumbnail`): a cell without one shows the
    /// placeholder and starts a download; a second request while it runs downloads nothing
    /// more; once it arrives the row is redrawn with it. A refresh downloads afresh.
    @Test func thumbnailsDownloadOnceAndRedrawTheRow() async throws {
        let loader = FakeThumbnails()
        let harness = SceneHarness<String, PhotosRoute>()
        let logic = makeLogic(harness: harness, thumbnails: loader)
        await logic.load()
        harness.skipEvents()
        let fog = try #require(logic.photo(id: "p8"))
        #expect(logic.cellContent(for: fog).thumbnail == nil)
        #expect(logic.cellContent(for: fog).thumbnail == nil)
        await harness.perform { logic.thumbnails.runningDownload(photoID: "p8") }
        try harness.expect(.effect("row 0 redrawn"))
        #expect(logic.cellContent(for: fog).thumbnail == Data("p8/thumbnail.jpg".utf8))
        #expect(await loader.requested == [URL(string: "https://photos.example.com/p8/thumbnail.jpg")])

        await logic.refresh()
        #expect(logic.thumbnails.thumbnail(of: fog) == nil)
        harness.skipEvents()
        try harness.finish()
    }

    /// A row that scrolls away stops its download (the massive twin's `didEndDisplaying`):
    /// what arrives late is dropped, and the row downloads again when it comes back.
    @Test func thumbnailOfARowScrolledAwayIsCancelled() async throws {
        let loader = SuspendedThumbnails()
        let harness = SceneHarness<String, PhotosRoute>()
        let logic = makeLogic(harness: harness, thumbnails: loader)
        await logic.load()
        harness.skipEvents()
        let fog = try #require(logic.photo(id: "p8"))
        _ = logic.cellContent(for: fog)
        let first = await loader.calls.nextCall()
        let cancelled = try #require(logic.thumbnails.runningDownload(photoID: "p8"))
        logic.rowDisappeared(at: ItemPath(item: 0, section: 0))
        loader.calls.resume(first, returning: Data("late".utf8))
        await cancelled.value
        #expect(logic.thumbnails.thumbnail(of: fog) == nil)
        try harness.expect()

        _ = logic.cellContent(for: fog)
        let second = await loader.calls.nextCall()
        loader.calls.resume(second, returning: Data("fog".utf8))
        await harness.perform { logic.thumbnails.runningDownload(photoID: "p8") }
        try harness.expect(.effect("row 0 redrawn"))
        try harness.finish()
        #expect(logic.thumbnails.thumbnail(of: fog) == Data("fog".utf8))
    }

    /// Leaving the list stops every download (the massive twin's `viewDidDisappear`) but
    /// keeps the thumbnails already here.
    @Test func leavingStopsDownloadsAndKeepsThumbnails() async throws {
        let loader = SuspendedThumbnails()
        let harness = SceneHarness<String, PhotosRoute>()
        let logic = makeLogic(harness: harness, thumbnails: loader)
        await logic.load()
        harness.skipEvents()
        let fog = try #require(logic.photo(id: "p8"))
        let snow = try #require(logic.photo(id: "p3"))
        _ = logic.cellContent(for: fog)
        let first = await loader.calls.nextCall()
        loader.calls.resume(first, returning: Data("fog".utf8))
        await harness.perform { logic.thumbnails.runningDownload(photoID: "p8") }
        try harness.expect(.effect("row 0 redrawn"))
        _ = logic.cellContent(for: snow)
        let second = await loader.calls.nextCall()
        let running = logic.thumbnails.runningDownload(photoID: "p3")
        logic.thumbnails.cancelAll()
        loader.calls.resume(second, returning: Data("snow".utf8))
        await running?.value
        try harness.finish()
        #expect(logic.thumbnails.thumbnail(of: fog) == Data("fog".utf8))
        #expect(logic.thumbnails.thumbnail(of: snow) == nil)
        #expect(logic.thumbnails.runningDownload(photoID: "p3") == nil)
    }

    /// A library that cannot be read shows why over the list (the massive twin's alert), and
    /// lists nothing.
    @Test func failureIsShown() async throws {
        // A saved archive that is not JSON: the store refuses it rather than losing it.
        let file = makeFile()
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not an archive".utf8).write(to: file)
        let harness = SceneHarness<String, PhotosRoute>()
        let logic = makeLogic(harness: harness, library: makeLibrary(file: file))
        let view = FakePhotoListView()
        let binding = PhotoListBindings.binding(logic: logic, view: view)
        binding.updateView()
        #expect(view.failureText == nil)
        await logic.load()
        binding.updateView()
        #expect(view.failureText == "The photo library could not be read.")
        #expect(logic.photos.numberOfItems == 0)
        try harness.finish()
    }

    /// The cell content formats the rating and marks favourites.
    @Test func cellContent() {
        let photo = Photo(
            id: "p", name: "Lighthouse", ownerID: "u", creationDate: Date(timeIntervalSinceReferenceDate: 0), rating: 4.5,
            isFavorite: true)
        let content = PhotoCellContent(photo: photo, owner: PhotoOwner(id: "u", name: "Chris"), locale: Locale(identifier: "en_US"))
        #expect(content.title == "Lighthouse")
        #expect(content.rating == "★ 4.5")
        #expect(content.subtitle == "Jan 1, 2001 · Chris")
        #expect(content.showsFavoriteBadge)
        #expect(content.thumbnail == nil)
    }
}

final class FakeCell {
    var content: PhotoCellContent?
}

@MainActor
final class FakePhotoListView: PhotoListDisplaying {
    var failureText: String? = "stale"
}

/// Thumbnails answered at once: the data is the URL's last two path components.
actor FakeThumbnails: ThumbnailLoading {
    private(set) var requested: [URL] = []

    func thumbnail(at url: URL) async throws -> Data {
        requested.append(url)
        return Data(url.pathComponents.suffix(2).joined(separator: "/").utf8)
    }
}

/// Thumbnails that arrive when the test says so.
struct SuspendedThumbnails: ThumbnailLoading {
    let calls = ControlledCalls<URL, Data>()

    func thumbnail(at url: URL) async throws -> Data {
        try await calls.call(url)
    }
}
