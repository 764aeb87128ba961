/// Matches section identities between two states and derives the section operations.
///
/// Only the first occurrence of a section id on each side can be matched; later duplicates
/// are plain deletes and inserts. Moves are the matched sections off one longest run kept
/// in order, so they are minimal.
@usableFromInline
struct SectionMatching {
    /// For each old section, its new index, or -1 when deleted.
    @usableFromInline var oldToNew: [Int]
    /// For each new section, its old index, or -1 when inserted.
    @usableFromInline var newToOld: [Int]
    @usableFromInline var deletes: [Int] = []
    @usableFromInline var inserts: [Int] = []
    @usableFromInline var moves: [ListChanges.Move<Int>] = []

    @inlinable
    init<ID: Hashable>(old: [ID], new: [ID]) {
        var firstOld = [ID: Int](minimumCapacity: old.count)
        for (index, id) in old.enumerated() {
            Self.keepFirst(&firstOld[id, default: -1], index)
        }
        oldToNew = [Int](repeating: -1, count: old.count)
        newToOld = [Int](repeating: -1, count: new.count)
        for (newIndex, id) in new.enumerated() {
            guard let oldIndex = firstOld[id], oldToNew[oldIndex] == -1 else { continue }
            oldToNew[oldIndex] = newIndex
            newToOld[newIndex] = oldIndex
        }
        deletes = old.indices.filter { oldToNew[$0] < 0 }
        inserts = new.indices.filter { newToOld[$0] < 0 }
        let survivors = new.indices.filter { newToOld[$0] >= 0 }
        let kept = LongestIncreasingRun.members(of: survivors.map { newToOld[$0] })
        for (position, newIndex) in survivors.enumerated() where !kept[position] {
            moves.append(.init(from: newToOld[newIndex], to: newIndex))
        }
    }

    @inlinable
    static func keepFirst(_ slot: inout Int, _ index: Int) {
        if slot < 0 { slot = index }
    }
}
