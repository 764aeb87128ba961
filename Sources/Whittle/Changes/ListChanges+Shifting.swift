extension ListChanges.Stage {
    /// The same stage with every section index increased by `offset` — how a composed data
    /// source re-sends a child's changes at the child's place in the whole list.
    public func shiftingSections(by offset: Int) -> ListChanges.Stage {
        guard offset != 0 else { return self }
        func shift(_ path: ItemPath) -> ItemPath { ItemPath(item: path.item, section: path.section + offset) }
        var shifted = ListChanges.Stage()
        shifted.sectionDeletes = sectionDeletes.map { $0 + offset }
        shifted.sectionInserts = sectionInserts.map { $0 + offset }
        shifted.sectionMoves = sectionMoves.map { .init(from: $0.from + offset, to: $0.to + offset) }
        shifted.sectionReloads = sectionReloads.map { $0 + offset }
        shifted.itemDeletes = itemDeletes.map(shift)
        shifted.itemInserts = itemInserts.map(shift)
        shifted.itemMoves = itemMoves.map { .init(from: shift($0.from), to: shift($0.to)) }
        shifted.itemReloads = itemReloads.map(shift)
        shifted.itemReconfigures = itemReconfigures.map(shift)
        return shifted
    }
}
