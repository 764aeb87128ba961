import Foundation
import Testing
import Whittle
import WhittleExamples
import WhittleTesting

/// The lean photo list's logic: the bundled archive through the store, the array data
/// source, the separate cell configuration, and selection through the navigator.
@MainActor
struct PhotosSceneTests {
    private func makeLibrary() -> PhotoLibrary {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("whittle-photos-\(UUID().uuidString)").appendingPathComponent("photos.json")
        return PhotoLibrary(fileURL: file)
    }

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
