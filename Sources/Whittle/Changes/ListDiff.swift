/// Computes the ``ListChanges`` between two states of a list.
public enum ListDiff {
    /// The changes that turn the single-section list `old` into `new`.
    public static func changes<Item: Identifiable & Equatable>(from old: [Item], to new: [Item]) -> ListChanges {
        // Placeholder until the linear-time diff lands (issue 2): replace every item.
        var stage = ListChanges.Stage()
        stage.itemDeletes = old.indices.map { ItemPath(item: $0, section: 0) }
        stage.itemInserts = new.indices.map { ItemPath(item: $0, section: 0) }
        return ListChanges(stages: [stage])
    }

    /// The changes that turn the sections `old` into `new`; items may move between sections.
    public static func changes<SectionID: Hashable, Item: Identifiable & Equatable>(
        from old: [ListSection<SectionID, Item>], to new: [ListSection<SectionID, Item>]
    ) -> ListChanges {
        // Placeholder until the linear-time diff lands (issue 2): replace every section.
        var stage = ListChanges.Stage()
        stage.sectionDeletes = Array(old.indices)
        stage.sectionInserts = Array(new.indices)
        return ListChanges(stages: [stage])
    }
}
