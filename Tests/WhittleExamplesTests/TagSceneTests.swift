import Foundation
import Testing
import Whittle
import WhittleExamples
import WhittleTesting
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The lean header + grid screen's logic through the scene harness: the composed data
/// source, the header presenter and selection routes.
@MainActor
struct TagSceneTests {
    private static let english = PresentationFormatting(locale: Locale(identifier: "en_US"))

    private func makeLogic(
        harness: SceneHarness<String, TagRoute>, service: FakeTagService = FakeTagService()
    ) -> TagPageLogic {
        let logic = TagPageLogic(
            name: "harbour", service: service, navigator: harness.navigator, thumbnails: FakeThumbnails(),
            formatting: Self.english)
        logic.onItemChanged = { [weak harness] path in harness?.recordEffect("item \(path.item) of section \(path.section) redrawn") }
        harness.observe(logic.grid) { item in
            (item as? PhotoTag).map { "#\($0.name)" } ?? (item as? GridPhoto)?.title ?? "?"
        }
        return logic
    }

    /// Loading fills the header and composes related tags (only those with more than ten
    /// photos, the biggest first) above photos.
    @Test func loadComposesBothSections() async throws {
        let harness = SceneHarness<String, TagRoute>()
        let logic = makeLogic(harness: harness)
        await harness.perform { logic.load() }
        try harness.expect(
            .listed([["#boats"], []]),
            .listed([["#boats"], ["Dawn", "Cranes"]]))
        try harness.finish()
        #expect(logic.header?.title == "#harbour")
        #expect(logic.title == "#harbour")
        #expect(logic.header?.countsText == "1,234 photos · 56 followers")
        #expect(logic.grid.numberOfSections == 2)
        #expect(logic.grid.title(forSection: 0) == "Related tags")
    }

    /// Selecting a related tag or a photo navigates to its route, index paths mapped through
    /// the composed data source.
    @Test func selectionRoutes() async throws {
        let harness = SceneHarness<String, TagRoute>()
        let logic = makeLogic(harness: harness)
        await harness.perform { logic.load() }
        harness.skipEvents()
        logic.select(at: ItemPath(item: 0, section: 0))
        logic.select(at: ItemPath(item: 1, section: 1))
        logic.select(at: ItemPath(item: 5, section: 1))
        try harness.expect(.navigated(.tag(name: "boats")), .navigated(.photo(id: "p2")))
        try harness.finish()
    }

    /// A failed load reports what to retry and lists nothing.
    @Test func failure() async throws {
        let harness = SceneHarness<String, TagRoute>()
        let logic = makeLogic(harness: harness, service: FakeTagService(fails: true))
        await harness.perform { logic.load() }
        try harness.finish()
        #expect(logic.failure == "#harbour could not be loaded.")
        #expect(logic.grid.numberOfItems == 0)
    }

    /// The grid's section headers (lost before, drawn by the massive twin) come from the
    /// composed data source through the bridge's supplementary configurator.
    @Test func gridSectionHeadersShowTheSectionTitles() async {
        let harness = SceneHarness<String, TagRoute>()
        let logic = makeLogic(harness: harness)
        await harness.perform { logic.load() }
        harness.skipEvents()
        final class HeaderView { var title: String? }
        let headers = TagGridSectionHeaders.configurator { (view: HeaderView, title) in view.title = title }
        var shown: [String?] = []
        for section in 0..<logic.grid.numberOfSections {
            let plan = headers.dequeuePlan(for: .header, rawKind: "header", section: section, in: logic.grid)
            #expect(plan.reuseIdentifier == "TagGridSectionHeader")
            let view = HeaderView()
            if let header = plan.content { headers.configure(view, with: header) }
            shown.append(view.title)
        }
        #expect(shown == ["Related tags", "Recent photos"])
    }

    /// The header binding shows the tag's title and counts — and the failure in place of the
    /// counts, so a failed page is never blank.
    @Test func headerBindingShowsValuesAndFailure() async throws {
        let harness = SceneHarness<String, TagRoute>()
        let loaded = makeLogic(harness: harness)
        await harness.perform { loaded.load() }
        let view = FakeTagHeaderView()
        #expect(TagHeaderBindings.binding(logic: loaded, view: view).updateView())
        #expect(view.titleText == "#harbour")
        #expect(view.countsText == "1,234 photos · 56 followers")
        #expect(view.followButtonTitle == "Follow")

        let failed = makeLogic(harness: harness, service: FakeTagService(fails: true))
        await harness.perform { failed.load() }
        let failedView = FakeTagHeaderView()
        TagHeaderBindings.binding(logic: failed, view: failedView).updateView()
        #expect(failedView.titleText == "")
        #expect(failedView.countsText == "#harbour could not be loaded.")
        #expect(failedView.followButtonTitle == nil)
        harness.skipEvents()
        try harness.finish()
    }

    /// The header presenter pluralises and hides a zero follower count.
    @Test(arguments: [(1, 0, "1 photo"), (2, 1, "2 photos · 1 follower"), (0, 3, "0 photos · 3 followers")])
    func headerCounts(photos: Int, followers: Int, expected: String) {
        let presenter = TagHeaderPresenter(PhotoTag(name: "x", photoCount: photos, followerCount: followers), formatting: Self.english)
        #expect(presenter.countsText == expected)
    }
}

/// Follow (the massive twin's header button): the header shows "Follow", then
/// "Following" once tapped, and "Follow" again.
@Test @MainActor func followTogglesTheHeader() async throws {
    let harness = SceneHarness<String, TagRoute>()
    let logic = TagPageLogic(name: "harbour", service: FakeTagService(), navigator: harness.navigator, thumbnails: FakeThumbnails())
    let view = FakeTagHeaderView()
    let binding = TagHeaderBindings.binding(logic: logic, view: view)
    logic.toggleFollow()
    binding.updateView()
    #expect(view.followButtonTitle == nil)
    await harness.perform { logic.load() }
    binding.updateView()
    #expect(view.followButtonTitle == "Follow")
    logic.toggleFollow()
    binding.updateView()
    #expect(view.followButtonTitle == "Following")
    logic.toggleFollow()
    binding.updateView()
    #expect(view.followButtonTitle == "Follow")
}

/// The tag grid's remaining features of the massive twin: paging, thumbnails, item sizes.
@MainActor
struct TagGridFeatureTests {
    private func makeLogic(
        harness: SceneHarness<String, TagRoute>, service: FakeTagService, thumbnails: any ThumbnailLoading = FakeThumbnails()
    ) -> TagPageLogic {
        let logic = TagPageLogic(name: "harbour", service: service, navigator: harness.navigator, thumbnails: thumbnails)
        harness.observe(logic.photos) { $0.id }
        logic.onItemChanged = { [weak harness] path in harness?.recordEffect("item \(path.item) of section \(path.section) redrawn") }
        return logic
    }

    /// Paging (the massive twin's `willDisplay`): an item within twelve of the end of the
    /// photos loads the next page once, photos already shown are not added twice, and the
    /// last page stops it.
    @Test func nextPageLoadsNearTheEnd() async throws {
        let harness = SceneHarness<String, TagRoute>()
        let logic = makeLogic(harness: harness, service: FakeTagService(pages: [
            (1...20).map { "p\($0)" }, ["p20", "p21", "p22"],
        ]))
        await harness.perform { logic.load() }
        harness.skipEvents()
        #expect(logic.willDisplay(at: ItemPath(item: 7, section: 1)) == nil)
        #expect(logic.willDisplay(at: ItemPath(item: 0, section: 0)) == nil)
        let page = logic.willDisplay(at: ItemPath(item: 8, section: 1))
        #expect(page != nil)
        #expect(logic.willDisplay(at: ItemPath(item: 9, section: 1)) == nil)
        await harness.perform { page }
        try harness.expect(.listed([(1...22).map { "p\($0)" }]))
        #expect(logic.willDisplay(at: ItemPath(item: 21, section: 1)) == nil)
        try harness.finish()
    }

    /// Thumbnails (the massive twin's `image(for:completion:)` and its cache): a photo's
    /// first display starts the download, its cell is redrawn once it arrives, and the
    /// next display uses it without downloading again.
    @Test func thumbnailsRedrawTheirItem() async throws {
        let loader = FakeThumbnails()
        let harness = SceneHarness<String, TagRoute>()
        let logic = makeLogic(harness: harness, service: FakeTagService(), thumbnails: loader)
        await harness.perform { logic.load() }
        harness.skipEvents()
        let cranes = GridPhoto(id: "p2", title: "Cranes", thumbnailURL: URL(string: "https://example.com/p2/small.jpg"))
        #expect(logic.thumbnail(for: cranes) == nil)
        await harness.perform { logic.thumbnails.runningDownload(photoID: "p2") }
        try harness.expect(.effect("item 1 of section 1 redrawn"))
        #expect(logic.thumbnail(for: cranes) == Data("p2/small.jpg".utf8))
        #expect(await loader.requested.count == 1)
        try harness.finish()
    }

    /// Related tags are 120 × 32 chips; photos are squares, three across in a compact width
    /// and five in a regular one, 2 points apart.
    @Test(arguments: [
        (0, 390.0, SizeClass.compact, CGSize(width: 120, height: 32)),
        (1, 390.0, .compact, CGSize(width: 128, height: 128)),
        (1, 1024.0, .regular, CGSize(width: 203, height: 203)),
        (1, 0.0, .compact, CGSize(width: 0, height: 0)),
    ])
    func itemSizes(section: Int, width: Double, sizeClass: SizeClass, size: CGSize) {
        #expect(TagGridMetrics.itemSize(section: section, width: CGFloat(width), sizeClass: sizeClass) == size)
    }

    /// Only related tags with more than ten photos are listed, the biggest first.
    @Test func relatedTagsRule() {
        let tags = [
            PhotoTag(name: "boats", photoCount: 12, followerCount: 0), PhotoTag(name: "few", photoCount: 10, followerCount: 0),
            PhotoTag(name: "cranes", photoCount: 40, followerCount: 0),
        ]
        #expect(PhotoTag.listedRelated(tags).map(\.name) == ["cranes", "boats"])
    }
}

struct FakeTagService: TagService {
    struct Unavailable: Error {}
    var fails = false
    /// The pages of photo ids served in turn; the default is one page of two photos.
    var pages: [[String]] = []

    func tag(named name: String) async throws -> (tag: PhotoTag, related: [PhotoTag]) {
        if fails { throw Unavailable() }
        return (PhotoTag(name: name, photoCount: 1_234, followerCount: 56),
                [PhotoTag(name: "boats", photoCount: 12, followerCount: 0), PhotoTag(name: "empty", photoCount: 0, followerCount: 0)])
    }

    func photos(taggedWith name: String, after cursor: String?) async throws -> Page<GridPhoto> {
        guard !pages.isEmpty else {
            return Page(items: [GridPhoto(id: "p1", title: "Dawn"), GridPhoto(id: "p2", title: "Cranes")])
        }
        let index = cursor.flatMap(Int.init) ?? 0
        let next = index + 1 < pages.count ? String(index + 1) : nil
        return Page(items: pages[index].map { GridPhoto(id: $0, title: $0) }, nextCursor: next)
    }
}

@MainActor
final class FakeTagHeaderView: TagHeaderDisplaying {
    var titleText: String?
    var countsText: String?
    var followButtonTitle: String? = "stale"
}
