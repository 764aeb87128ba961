/// The list of observers a data source notifies; shared plumbing for every data source.
///
/// Tokens are held weakly: when an observer's ``ObservationToken`` is deallocated, its
/// handler is never called again.
@MainActor
public final class ChangeObservers {
    private struct Entry {
        weak var token: ObservationToken?
        let handler: @MainActor (ListChanges) -> Void
    }

    private var entries: [Int: Entry] = [:]
    private var nextKey = 0

    /// Creates an empty observer list.
    public init() {}

    /// Adds `handler` and returns the token that keeps it alive.
    public func add(_ handler: @escaping @MainActor (ListChanges) -> Void) -> ObservationToken {
        let key = nextKey
        nextKey += 1
        let token = ObservationToken { [weak self] in
            self?.entries[key] = nil
        }
        entries[key] = Entry(token: token, handler: handler)
        return token
    }

    /// Whether anyone is observing.
    public var isEmpty: Bool {
        entries.values.allSatisfy { $0.token == nil }
    }

    /// Sends `changes` to every live observer, in the order they were added. Empty changes
    /// are not sent.
    public func send(_ changes: ListChanges) {
        guard !changes.isEmpty else { return }
        for key in entries.keys.sorted() {
            guard let entry = entries[key] else { continue }
            guard entry.token != nil else {
                entries[key] = nil
                continue
            }
            entry.handler(changes)
        }
    }
}
