import Foundation

/// One call a section-based list view (table or collection view) needs inside a batch update.
///
/// ``operations(for:canReconfigure:)`` turns a ``ListChanges/Stage`` into these calls, in the
/// order sections-then-items, skipping empty ones, so each adapter only maps a case to its
/// view's method and the mapping rules are tested on Linux.
public enum ListBatchOperation: Sendable, Equatable {
    /// Delete sections, by old index.
    case deleteSections(IndexSet)
    /// Insert sections, by new index.
    case insertSections(IndexSet)
    /// Move one section from its old to its new index.
    case moveSection(from: Int, to: Int)
    /// Reload sections, by old index.
    case reloadSections(IndexSet)
    /// Delete items, by old path.
    case deleteItems([ItemPath])
    /// Insert items, by new path.
    case insertItems([ItemPath])
    /// Move one item from its old to its new path.
    case moveItem(from: ItemPath, to: ItemPath)
    /// Replace the cells of items, by old path.
    case reloadItems([ItemPath])
    /// Refresh the existing cells of items in place, by old path.
    case reconfigureItems([ItemPath])

    /// The calls that apply `stage` inside one batch update.
    ///
    /// - Parameters:
    ///   - stage: One stage of a ``ListChanges``.
    ///   - canReconfigure: Whether the view refreshes cells in place (UIKit does, AppKit does
    ///     not); when it cannot, reconfigured items are reloaded with the reloads.
    /// - Returns: The non-empty calls, sections before items.
    /// - Complexity: O(*n*) in the size of the stage.
    public static func operations(for stage: ListChanges.Stage, canReconfigure: Bool) -> [ListBatchOperation] {
        var operations: [ListBatchOperation] = []
        if !stage.sectionDeletes.isEmpty { operations.append(.deleteSections(IndexSet(stage.sectionDeletes))) }
        if !stage.sectionInserts.isEmpty { operations.append(.insertSections(IndexSet(stage.sectionInserts))) }
        operations += stage.sectionMoves.map { .moveSection(from: $0.from, to: $0.to) }
        if !stage.sectionReloads.isEmpty { operations.append(.reloadSections(IndexSet(stage.sectionReloads))) }
        if !stage.itemDeletes.isEmpty { operations.append(.deleteItems(stage.itemDeletes)) }
        if !stage.itemInserts.isEmpty { operations.append(.insertItems(stage.itemInserts)) }
        operations += stage.itemMoves.map { .moveItem(from: $0.from, to: $0.to) }
        let reloads = canReconfigure ? stage.itemReloads : stage.itemReloads + stage.itemReconfigures
        if !reloads.isEmpty { operations.append(.reloadItems(reloads)) }
        if canReconfigure, !stage.itemReconfigures.isEmpty {
            operations.append(.reconfigureItems(stage.itemReconfigures))
        }
        return operations
    }
}
