import Whittle
import WhittleTesting

/// Observes a data source the way a list view would: applies every change to a
/// ``StrictListView`` against the data source's counts at that moment, and replays it on a
/// mirror of the contents, recording failures instead of trapping.
@MainActor
final class ChangeRecorder<Source: DataSource> {
    let source: Source
    private(set) var listView: StrictListView
    private(set) var mirror: [[Source.Item]]
    private(set) var received: [ListChanges] = []
    private(set) var failures: [BatchUpdateFailure] = []
    private var observation: ObservationToken?

    init(_ source: Source) {
        self.source = source
        listView = StrictListView(source)
        mirror = Self.contents(of: source)
        observation = source.observe { [weak self] changes in self?.record(changes) }
    }

    static func contents(of source: Source) -> [[Source.Item]] {
        (0..<source.numberOfSections).map { section in
            (0..<source.numberOfItems(inSection: section)).compactMap { source.item(at: ItemPath(item: $0, section: section)) }
        }
    }

    private func record(_ changes: ListChanges) {
        received.append(changes)
        let now = Self.contents(of: source)
        do {
            try listView.apply(changes, from: source)
            mirror = try ListChangesReplay.replay(changes, on: mirror, new: now)
        } catch {
            failures.append(error)
            mirror = now
        }
    }

    /// Moves reported by the most recent change.
    var lastMoveCount: Int { received.last?.stages.reduce(0) { $0 + $1.itemMoves.count } ?? 0 }
}
