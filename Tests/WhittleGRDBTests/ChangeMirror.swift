import GRDB
import Testing
import Whittle
import WhittleGRDB
import WhittleTesting

/// Follows a data source's changes the way a list view moves its cells: every emitted change
/// is checked by `StrictListView` rules and replayed on the records shown before, so a
/// missing, extra or misplaced change leaves the mirror different from the data source.
@MainActor
final class ChangeMirror {
    private(set) var records: [[TaskRecord]]
    private(set) var failures: [String] = []
    private(set) var changeCount = 0
    private var listView: StrictListView
    private var token: DataSourceObservation?

    init(_ source: QueryDataSource<TaskRecord>) {
        records = source.sections.map(\.items)
        listView = StrictListView(source)
        token = source.observe { [weak self, weak source] changes in
            guard let self, let source else { return }
            let now = source.sections.map(\.items)
            self.changeCount += 1
            do {
                try self.listView.apply(changes, from: source)
                self.records = try ListChangesReplay.replay(changes, on: self.records, new: now)
            } catch {
                self.failures.append("changes a list view would reject: \(error)")
                self.records = now
            }
        }
    }
}
