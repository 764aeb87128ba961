/// The difference between two states of a list, as a value a list view can apply.
///
/// Changes come in one or more ``Stage``s. Each stage is valid as one batch update by
/// UIKit's rules: deletes and reloads name *old* paths, inserts name *new* paths, moves go
/// from old to new, and no item is both moved and reloaded in one stage. Apply the stages
/// in order, each in its own `performBatchUpdates`.
///
/// "Reconfigure" (same identity, new content: refresh the existing cell in place) is kept
/// apart from "reload" (replace the cell).
public struct ListChanges: Sendable, Equatable {
    /// One batch update.
    public struct Stage: Sendable, Equatable {
        /// Sections to delete, by old index.
        public var sectionDeletes: [Int] = []
        /// Sections to insert, by new index.
        public var sectionInserts: [Int] = []
        /// Sections to move, old index to new index.
        public var sectionMoves: [Move<Int>] = []
        /// Sections to reload, by old index.
        public var sectionReloads: [Int] = []
        /// Items to delete, by old path.
        public var itemDeletes: [ItemPath] = []
        /// Items to insert, by new path.
        public var itemInserts: [ItemPath] = []
        /// Items to move, old path to new path.
        public var itemMoves: [Move<ItemPath>] = []
        /// Items whose cell is replaced, by old path.
        public var itemReloads: [ItemPath] = []
        /// Items whose existing cell is refreshed in place, by old path.
        public var itemReconfigures: [ItemPath] = []

        /// Creates an empty stage.
        public init() {}

        /// Whether the stage changes nothing.
        public var isEmpty: Bool {
            sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
                && sectionReloads.isEmpty && itemDeletes.isEmpty && itemInserts.isEmpty
                && itemMoves.isEmpty && itemReloads.isEmpty && itemReconfigures.isEmpty
        }
    }

    /// A move from a source to a destination position.
    public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
        /// The position before the update.
        public var from: Position
        /// The position after the update.
        public var to: Position

        /// Creates a move.
        public init(from: Position, to: Position) {
            self.from = from
            self.to = to
        }
    }

    /// The batch updates, to apply in order.
    public var stages: [Stage]

    /// Creates changes from stages; empty stages are dropped.
    public init(stages: [Stage] = []) {
        self.stages = stages.filter { !$0.isEmpty }
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { stages.isEmpty }
}
