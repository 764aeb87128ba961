import Testing
import Whittle
import WhittleTesting

@MainActor
struct ComposedDataSourceTests {
    struct Banner: Identifiable, Equatable { var id: String }

    private func makeComposed() -> (ComposedDataSource, ArrayDataSource<Banner>, SectionedDataSource<TestItem, Int>) {
        let banners = ArrayDataSource(items: [Banner(id: "top")], title: "Banners")
        let posts = SectionedDataSource(
            items: [TestItem(id: 1, group: 0), TestItem(id: 2, group: 1)], sectionedBy: \.group,
            sectionOrder: .ascending, title: { "Day \($0)" }
        )
        return (ComposedDataSource(children: [banners, posts]), banners, posts)
    }

    /// Each child contributes its sections in order; paths map both ways.
    @Test func childrenContributeTheirSections() throws {
        let (composed, banners, posts) = makeComposed()
        #expect(composed.numberOfSections == 3)
        #expect(composed.title(forSection: 0) == "Banners")
        #expect(composed.title(forSection: 2) == "Day 1")
        #expect(composed.item(at: ItemPath(item: 0, section: 2), as: TestItem.self)?.id == 2)
        #expect(composed.item(at: ItemPath(item: 0, section: 0), as: Banner.self)?.id == "top")
        #expect(composed.item(at: ItemPath(item: 0, section: 3)) == nil)
        #expect(composed.globalPath(for: ItemPath(item: 0, section: 1), in: posts) == ItemPath(item: 0, section: 2))
        let local = try #require(composed.localPath(for: ItemPath(item: 0, section: 1)))
        #expect(local.child === posts)
        #expect(local.path == ItemPath(item: 0, section: 0))
        #expect(composed.itemPath(of: TestItem(id: 2)) == ItemPath(item: 0, section: 2))
        #expect(composed.itemPath(of: Banner(id: "top")) == ItemPath(item: 0, section: 0))
        #expect(composed.itemPath(of: "not an item") == nil)
        _ = banners
    }

    /// A child's changes are re-sent with its sections shifted, including section inserts.
    @Test func childChangesAreMapped() throws {
        let (composed, banners, posts) = makeComposed()
        let recorder = ChangeRecorder(composed)
        posts.items = [TestItem(id: 2, group: 1), TestItem(id: 3, group: 2)]
        banners.append(Banner(id: "second"))
        #expect(recorder.failures.isEmpty)
        let first = try #require(recorder.received.first?.stages.first)
        #expect(first.sectionDeletes == [1])
        #expect(first.sectionInserts == [2])
        let second = try #require(recorder.received.last?.stages.first)
        #expect(second.itemInserts == [ItemPath(item: 1, section: 0)])
        #expect(composed.numberOfSections == 3)
    }

    /// Adding and removing children sends section inserts and deletes.
    @Test func addingAndRemovingChildrenSendsSectionChanges() throws {
        let (composed, banners, _) = makeComposed()
        let recorder = ChangeRecorder(composed)
        let extra = ArrayDataSource(items: [TestItem(id: 9)])
        composed.append(extra)
        try composed.removeChild(at: 0)
        #expect(recorder.failures.isEmpty)
        #expect(recorder.received.map { $0.stages.first?.sectionInserts } == [[3], []])
        #expect(recorder.received.last?.stages.first?.sectionDeletes == [0])
        #expect(composed.children.count == 2)
        banners.append(Banner(id: "ignored"))   // a removed child is no longer observed
        #expect(recorder.received.count == 2)
        #expect(throws: DataSourceError.self) { try composed.removeChild(at: 5) }
    }

    // MARK: Editing and state, forwarded to the children

    /// A delete in a composed list deletes from the child that owns the row, and the change
    /// comes back at the global path, valid for a list view.
    @Test func aDeleteGoesToTheOwningChildAndComesBackAtTheGlobalPath() throws {
        let header = ArrayDataSource(items: [Banner(id: "top")])
        let posts = ArrayDataSource(items: [TestItem(id: 1), TestItem(id: 2), TestItem(id: 3)])
        let composed = ComposedDataSource(children: [header, posts])
        var listView = StrictListView(composed)
        var received: [ListChanges] = []
        let observation = composed.observe { changes in
            received.append(changes)
            do throws(BatchUpdateFailure) { try listView.apply(changes, from: composed) } catch { Issue.record("\(error)") }
        }
        #expect(composed.canDeleteItem(at: ItemPath(item: 1, section: 1)))
        try composed.deleteItem(at: ItemPath(item: 1, section: 1))
        #expect(posts.items.map(\.id) == [1, 3])
        #expect(received.last?.stages.first?.itemDeletes == [ItemPath(item: 1, section: 1)])
        try composed.moveItem(from: ItemPath(item: 0, section: 1), to: ItemPath(item: 1, section: 1))
        #expect(posts.items.map(\.id) == [3, 1])
        _ = observation
    }

    /// A drag that empties a child's section: what the child leaves for the dragged list view
    /// (the section's deletion) comes back in the composed data source's sections.
    @Test func dragLeftoversAreInComposedSections() throws {
        let banners = ArrayDataSource(items: [Banner(id: "top")], title: "Banners")
        let posts = SectionedDataSource(
            items: [TestItem(id: 1, group: 0), TestItem(id: 2, group: 1)], sectionedBy: \.group, sectionOrder: .ascending,
            reassign: { item, group in var item = item; item.group = group; return item })
        let composed = ComposedDataSource(children: [banners, posts])
        let editor = ListEditor(composed)
        var listView = StrictListView(composed)
        try listView.userMovedRow(from: ItemPath(item: 0, section: 2), to: ItemPath(item: 1, section: 1))
        let rest = try editor.commitUserMove(from: ItemPath(item: 0, section: 2), to: ItemPath(item: 1, section: 1))
        #expect(rest.stages.first?.sectionDeletes == [2])
        try listView.apply(rest, from: composed)
        #expect(listView.rowCounts == [1, 2])
    }

    /// A move between children, and an edit of a child that is not editable, are refused
    /// with a reason; nothing changes.
    @Test func editsAcrossChildrenOrOfReadOnlyChildrenAreRefused() {
        let banners = ArrayDataSource(items: [Banner(id: "top")], title: "Banners")
        let composed = ComposedDataSource(children: [banners, ReadOnlyRows(count: 2)])
        #expect(!composed.canDeleteItem(at: ItemPath(item: 0, section: 1)), "a read-only child is not editable")
        #expect(throws: DataSourceError.self) { try composed.deleteItem(at: ItemPath(item: 0, section: 1)) }
        #expect(throws: DataSourceError.self) { try composed.moveItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 0, section: 1)) }
        #expect(throws: DataSourceError.self) { try composed.deleteItem(at: ItemPath(item: 0, section: 9)) }
        #expect(banners.items.map(\.id) == ["top"])
    }

    /// The composed list has one content state: content while any child shows items, else
    /// loading while one loads, else an error, else empty.
    @Test func theContentStateAggregatesTheChildren() async {
        let loading = RemoteDataSource<TestItem> { _ in try await Task.sleep(for: .seconds(60)); return Page(items: []) }
        let failing = RemoteDataSource<TestItem> { _ in throw TestError("offline") }
        let empty = ArrayDataSource<TestItem>(items: [])
        #expect(ComposedDataSource(children: []).contentState == .noContent)
        #expect(ComposedDataSource(children: [empty]).contentState == .noContent)
        #expect(ComposedDataSource(children: [loading, failing]).contentState == .initial)
        await failing.load()
        #expect(failing.state == .error)
        #expect(ComposedDataSource(children: [empty, failing]).contentState == .error)
        let task = Task { await loading.load() }
        while loading.state != .loadingContent { await Task.yield() }
        #expect(ComposedDataSource(children: [failing, loading]).contentState == .loadingContent)
        let shown = ArrayDataSource(items: [TestItem(id: 1)])
        #expect(ComposedDataSource(children: [shown, loading]).contentState == .refreshingContent)
        #expect(ComposedDataSource(children: [shown, failing]).contentState == .contentLoaded)
        loading.cancel()
        task.cancel()
        await task.value
    }
}


/// A data source that is not an `EditableDataSource`: rows 0..<count in one section.
@MainActor
private final class ReadOnlyRows: DataSource {
    let count: Int
    init(count: Int) { self.count = count }
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? count : 0 }
    func item(at path: ItemPath) -> Int? { path.section == 0 && (0..<count).contains(path.item) ? path.item : nil }
    func itemPath(of item: Int) -> ItemPath? { (0..<count).contains(item) ? ItemPath(item: item, section: 0) : nil }
    func title(forSection section: Int) -> String? { nil }
    func observe(_ handler: @escaping @MainActor (ListChanges) -> Void) -> ObservationToken { ObservationToken(onCancel: {}) }
}
