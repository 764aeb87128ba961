import Foundation
import Testing
import Whittle
import WhittleExamples
import WhittleTesting

/// The lean header + grid screen's logic through the scene harness: the composed data
/// source, the header presenter and selection routes.
@MainActor
struct TagSceneTests {
    private static let english = PresentationFormatting(locale: Locale(identifier: "en_US"))

    private func makeLogic(
        harness: SceneHarness<String, TagRoute>, service: FakeTagService = FakeTagService()
    ) -> TagPageLogic {
        let logic = TagPageLogic(name: "harbour", service: service, navigator: harness.navigator, formatting: Self.english)
        harness.observe(logic.grid) { item in
            (item as? PhotoTag).map { "#\($0.name)" } ?? (item as? GridPhoto)?.title ?? "?"
        }
        return logic
    }

    /// Loading fills the header and composes related tags (empty ones dropped) above photos.
    @Test func loadComposesBothSections() async throws {
        let harness = SceneHarness<String, TagRoute>()
        let logic = makeLogic(harness: harness)
        await harness.perform { logic.load() }
        try harness.expect(
            .listed([["#boats"], []]),
            .listed([["#boats"], ["Dawn", "Cranes"]]))
        try harness.finish()
        #expect(logic.header?.title == "#harbour")
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

        let failed = makeLogic(harness: harness, service: FakeTagService(fails: true))
        await harness.perform { failed.load() }
        let failedView = FakeTagHeaderView()
        TagHeaderBindings.binding(logic: failed, view: failedView).updateView()
        #expect(failedView.titleText == "")
        #expect(failedView.countsText == "#harbour could not be loaded.")
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

struct FakeTagService: TagService {
    struct Unavailable: Error {}
    var fails = false

    func tag(named name: String) async throws -> (tag: PhotoTag, related: [PhotoTag]) {
        if fails { throw Unavailable() }
        return (PhotoTag(name: name, photoCount: 1_234, followerCount: 56),
                [PhotoTag(name: "boats", photoCount: 12, followerCount: 0), PhotoTag(name: "empty", photoCount: 0, followerCount: 0)])
    }

    func photos(taggedWith name: String) async throws -> [GridPhoto] {
        [GridPhoto(id: "p1", title: "Dawn"), GridPhoto(id: "p2", title: "Cranes")]
    }
}

@MainActor
final class FakeTagHeaderView: TagHeaderDisplaying {
    var titleText: String?
    var countsText: String?
}
