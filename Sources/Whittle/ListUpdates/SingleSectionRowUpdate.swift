import Foundation

/// How a list view with rows but no sections (such as `NSTableView`) shows one stage of a
/// ``ListChanges``.
///
/// Such a view takes row deletes and inserts in one batch, but applies moves one at a time
/// and refreshes rows by *current* index, so a stage that touches sections, moves rows, or
/// mixes refreshes (old indexes) with inserts or deletes cannot be animated safely; it is
/// shown with a full reload, which is always consistent.
public enum SingleSectionRowUpdate: Sendable, Equatable {
    /// Reload all rows; stop applying further stages, the reload already shows them.
    case reloadAll
    /// Remove rows by old index, then insert rows by new index, in one batch.
    case removeAndInsert(removals: IndexSet, insertions: IndexSet)
    /// Refresh the content of these rows in place.
    case refresh(IndexSet)
    /// The stage changes nothing this view shows.
    case nothing

    /// Decides how to show `stage` on a single-section row list.
    ///
    /// Reloads and reconfigures are both shown as refreshes, because such a view has no
    /// separate in-place reconfigure.
    ///
    /// - Parameter stage: One stage of changes to section 0.
    public init(stage: ListChanges.Stage) {
        let touchesSections = !stage.sectionDeletes.isEmpty || !stage.sectionInserts.isEmpty
            || !stage.sectionMoves.isEmpty || !stage.sectionReloads.isEmpty
        let touchesOtherSections = (stage.itemDeletes + stage.itemInserts + stage.itemReloads
            + stage.itemReconfigures).contains { $0.section != 0 }
        let refreshed = IndexSet((stage.itemReloads + stage.itemReconfigures).map(\.item))
        let changesCount = !stage.itemDeletes.isEmpty || !stage.itemInserts.isEmpty
        if touchesSections || touchesOtherSections || !stage.itemMoves.isEmpty
            || (changesCount && !refreshed.isEmpty) {
            self = .reloadAll
        } else if changesCount {
            self = .removeAndInsert(
                removals: IndexSet(stage.itemDeletes.map(\.item)),
                insertions: IndexSet(stage.itemInserts.map(\.item))
            )
        } else if !refreshed.isEmpty {
            self = .refresh(refreshed)
        } else {
            self = .nothing
        }
    }
}
