import Testing
import Whittle
import WhittleTesting

@MainActor
struct SectionedDataSourceTests {
    private let people = [
        TestItem(id: 1, group: 2), TestItem(id: 2, group: 1), TestItem(id: 3, group: 2), TestItem(id: 4, group: 0),
    ]

    /// First-appearance order keeps sections in the order their first item appears.
    @Test func groupsByFirstAppearance() {
        let data = SectionedDataSource(items: people, sectionedBy: \.group, title: { "Group \($0)" })
        #expect(data.sections.map(\.id) == [2, 1, 0])
        #expect(data.sections.map { $0.items.map(\.id) } == [[1, 3], [2], [4]])
        #expect(data.title(forSection: 1) == "Group 1")
        #expect(data.sectionKey(forSection: 2) == 0)
        #expect(data.sectionKey(forSection: 3) == nil)
    }

    /// Sorted order sorts sections by key and items by the given predicate, stably.
    @Test func sortsSectionsAndItems() {
        let data = SectionedDataSource(
            items: people, sectionKey: { $0.group }, sectionOrder: .ascending,
            itemOrder: .sorted { $0.id > $1.id }
        )
        #expect(data.sections.map(\.id) == [0, 1, 2])
        #expect(data.sections.map { $0.items.map(\.id) } == [[4], [2], [3, 1]])
        #expect(data.item(at: ItemPath(item: 1, section: 2))?.id == 1)
        #expect(data.itemPath(of: TestItem(id: 3)) == ItemPath(item: 0, section: 2))
        #expect(data.item(at: ItemPath(item: 5, section: 0)) == nil)
        #expect(data.numberOfItems(inSection: 9) == 0)
    }

    /// Changing an item's group moves it across sections in a change the list view accepts.
    @Test func regroupingSendsValidChanges() throws {
        let data = SectionedDataSource(items: people, sectionedBy: \.group, sectionOrder: .ascending)
        let recorder = ChangeRecorder(data)
        var items = people
        items[0].group = 1
        items.append(TestItem(id: 5, group: 3))
        data.items = items
        #expect(recorder.failures.isEmpty)
        #expect(recorder.mirror == data.sections.map(\.items))
        let stage = try #require(recorder.received.first?.stages.first)
        #expect(stage.itemMoves.count == 1)
        #expect(stage.sectionInserts == [3])
    }

    /// Deleting the last item of a section deletes the section.
    @Test func deletingTheLastItemDeletesItsSection() throws {
        let data = SectionedDataSource(items: people, sectionedBy: \.group, sectionOrder: .ascending)
        let recorder = ChangeRecorder(data)
        let removed = try data.delete(at: ItemPath(item: 0, section: 0))
        #expect(removed.id == 4)
        #expect(data.numberOfSections == 2)
        #expect(recorder.failures.isEmpty)
        #expect(recorder.received.first?.stages.first?.sectionDeletes == [0])
        #expect(throws: DataSourceError.self) { try data.delete(at: ItemPath(item: 7, section: 0)) }
    }

    /// A footer computed from a section's items follows them: a section whose footer changed
    /// is reloaded, so the list view shows the new one.
    @Test func footersFollowTheirSectionsItems() throws {
        let data = SectionedDataSource(
            items: people, sectionedBy: \.group, sectionOrder: .ascending,
            footer: { _, items in items.count == 1 ? "1 person" : "\(items.count) people" })
        #expect((0..<3).map { data.footer(forSection: $0) } == ["1 person", "1 person", "2 people"])
        var received: [ListChanges] = []
        let observation = data.observe { received.append($0) }
        data.items = people + [TestItem(id: 5, group: 0)]
        #expect(data.footer(forSection: 0) == "2 people")
        #expect(received.last?.stages.last?.sectionReloads == [0])
        var listView = StrictListView(rowCounts: [1, 1, 2])
        try listView.apply(try #require(received.last), rowCountsAfter: StrictListView.rowCounts(of: data))
        _ = observation
    }

    /// A contact list's index: one title per section that has one, and each title jumps to
    /// its section, however many sections have none.
    @Test func indexTitlesJumpToTheirSections() {
        // Sections by initial: 0 is "#" (no index title), then A, G and L.
        let initials = [0: "#", 1: "A", 2: "G", 3: "L"]
        let contacts = [TestItem(id: 1, group: 1), TestItem(id: 2, group: 1), TestItem(id: 3, group: 2),
                        TestItem(id: 4, group: 0), TestItem(id: 5, group: 3)]
        let data = SectionedDataSource(
            items: contacts, sectionedBy: \.group, sectionOrder: .ascending,
            indexTitle: { group in group == 0 ? nil : initials[group] })
        #expect(data.sectionIndexTitles == ["A", "G", "L"])
        #expect((0..<3).map { data.section(forSectionIndexTitleAt: $0) } == [1, 2, 3])
        #expect(data.section(forSectionIndexTitleAt: 9) == 3, "past the end: the last section")
        #expect(SectionedDataSource(items: contacts, sectionedBy: \.group).sectionIndexTitles == nil)
    }
}

