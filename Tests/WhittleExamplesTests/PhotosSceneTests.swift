import Foundation
import Testing
import Whittle
import WhittleExamples
import WhittleTesting

/// The lean photo list's logic: the bundled archive through the store, the array data
/// source, the separate cell configuration, and selection through the navigator.
@MainActor
struct PhotosSceneTests {
    private func makeLibrary(file: URL? = nil) -> PhotoLibrary {
        PhotoLibrary(fileURL: file ?? Self.makeFile())
    }

    private static func makeFile() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("whittle-photos-\(UUID().uuidString)").appendingPathComponent("photos.json")
    }

    private static let allNames = [
        "Fog over the lake", "Snow on the Spree", "Cherry blossoms", "Night tram", "Train station clock", "Lighthouse",
        "Red bicycle", "Street musician", "Market stalls", "Rooftops", "Old bookshop", "Harbour at dawn",
    ]

    /// Loading reads the bundled archive and lists its photos best rated first, and a list
    /// view that applies the reported changes stays consistent.
    @Test func loadsBundledArchive() async throws {
        let logic = PhotoListLogic(library: makeLibrary(), navigator: RecordingNavigator<PhotosRoute>())
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
        #expect(failure == nil)
        #expect(logic.failure == nil)
        #expect(logic.photos.numberOfItems == 12)
        #expect(listView.rowCounts == [12])
        let ratings = logic.photos.items.map(\.rating)
        #expect(ratings == ratings.sorted(by: >))
    }

    /// The cell configuration fills any cell type from the photo, with its owner's name.
    @Test func cellConfiguration() async throws {
        let logic = PhotoListLogic(library: makeLibrary(), navigator: RecordingNavigator<PhotosRoute>())
        await logic.load()
        let cells = PhotoCellConfiguration.configurator(logic: logic) { (cell: FakeCell, content) in
            cell.content = content
        }
        let first = try #require(logic.photos.item(at: ItemPath(item: 0, section: 0)))
        let cell = FakeCell()
        try cells.configure(cell, with: first)
        #expect(try cells.reuseIdentifier(for: first) == PhotoCellConfiguration.reuseIdentifier)
        #expect(cell.content?.title == first.name)
        #expect(cell.content?.subtitle.contains("Florian") == true || cell.content?.subtitle.contains("Chris") == true
            || cell.content?.subtitle.contains("Daniel") == true)
    }

    /// Through the scene harness: loading lists the archive, selecting a row navigates to
    /// that photo's detail, and a path outside the list does nothing.
    @Test func selectionNavigates() async throws {
        let harness = SceneHarness<String, PhotosRoute>()
        let logic = PhotoListLogic(library: makeLibrary(), navigator: harness.navigator)
        harness.observe(logic.photos) { $0.name }
        await logic.load()
        try harness.expect(.listed([[
            "Fog over the lake", "Snow on the Spree", "Cherry blossoms", "Night tram", "Train station clock", "Lighthouse",
            "Red bicycle", "Street musician", "Market stalls", "Rooftops", "Old bookshop", "Harbour at dawn",
        ]]))
        logic.select(at: ItemPath(item: 1, section: 0))
        logic.select(at: ItemPath(item: 99, section: 0))
        try harness.expect(.navigated(.detail(photoID: "p3")))
        try harness.finish()
        #expect(logic.photo(id: "p3")?.name == "Snow on the Spree")
    }

    /// Swipe to delete: the row goes away with an animated deletion, and the deletion is
    /// saved — a library reopened on the same file no longer has the photo.
    @Test func swipeToDeleteIsSaved() async throws {
        let file = Self.makeFile()
        let harness = SceneHarness<String, PhotosRoute>()
        let logic = PhotoListLogic(library: makeLibrary(file: file), navigator: harness.navigator)
        harness.observe(logic.photos) { $0.name }
        await logic.load()
        harness.skipEvents()
        #expect(logic.photos.canDeleteItem(at: ItemPath(item: 0, section: 0)))
        await logic.delete(at: ItemPath(item: 0, section: 0))?.value
        try harness.expect(.listed([Array(Self.allNames.dropFirst())]))
        try harness.finish()
        let reopened = try await makeLibrary(file: file).archive()
        #expect(reopened.photos.count == 11)
        #expect(!reopened.photos.contains { $0.name == "Fog over the lake" })
    }

    /// The favourites filter lists only favourites, in display order, and back.
    @Test func favouritesFilter() async throws {
        let harness = SceneHarness<String, PhotosRoute>()
        let logic = PhotoListLogic(library: makeLibrary(), navigator: harness.navigator)
        harness.observe(logic.photos) { $0.name }
        await logic.load()
        harness.skipEvents()
        logic.showsOnlyFavorites = true
        try harness.expect(.listed([["Night tram", "Street musician", "Harbour at dawn"]]))
        logic.showsOnlyFavorites = false
        try harness.expect(.listed([Self.allNames]))
        try harness.finish()
    }

    /// Pull to refresh reads the archive again: a photo removed on disk by someone else
    /// disappears from the list.
    @Test func refreshReadsTheArchiveAgain() async throws {
        let file = Self.makeFile()
        let harness = SceneHarness<String, PhotosRoute>()
        let logic = PhotoListLogic(library: makeLibrary(file: file), navigator: harness.navigator)
        harness.observe(logic.photos) { $0.name }
        await logic.load()
        harness.skipEvents()
        let elsewhere = makeLibrary(file: file)
        try await elsewhere.save(try await elsewhere.archive().removingPhoto(id: "p3"))
        await logic.refresh()
        try harness.expect(.listed([Self.allNames.filter { $0 != "Snow on the Spree" }]))
        try harness.finish()
        #expect(logic.failure == nil)
    }

    /// A library that cannot be read shows why over the list (the massive twin's alert), and
    /// lists nothing.
    @Test func failureIsShown() async throws {
        // A saved archive that is not JSON: the store refuses it rather than losing it.
        let file = Self.makeFile()
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not an archive".utf8).write(to: file)
        let logic = PhotoListLogic(library: makeLibrary(file: file), navigator: RecordingNavigator<PhotosRoute>())
        let view = FakePhotoListView()
        let binding = PhotoListBindings.binding(logic: logic, view: view)
        binding.updateView()
        #expect(view.failureText == nil)
        await logic.load()
        binding.updateView()
        #expect(view.failureText == "The photo library could not be read.")
        #expect(logic.photos.numberOfItems == 0)
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
    }
}

final class FakeCell {
    var content: PhotoCellContent?
}

@MainActor
final class FakePhotoListView: PhotoListDisplaying {
    var failureText: String? = "stale"
}
