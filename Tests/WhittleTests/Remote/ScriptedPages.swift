import Whittle

struct Episode: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String

    init(_ id: Int, _ title: String? = nil) {
        self.id = id
        self.title = title ?? "Episode \(id)"
    }
}

struct PageFailure: Error, Equatable {}

/// A page loader driven by the test: each cursor answers from a queue of results, and a
/// call can be held until the test releases it, to create stale responses on purpose.
actor ScriptedPages {
    private var results: [String: [Result<Page<Episode>, PageFailure>]] = [:]
    private var holdNext: Set<String> = []
    private var held: [String: CheckedContinuation<Void, Never>] = [:]
    private var arrivalWaiters: [String: CheckedContinuation<Void, Never>] = [:]
    private(set) var requests: [String?] = []

    func answer(_ cursor: String?, with result: Result<Page<Episode>, PageFailure>, hold: Bool = false) {
        results[cursor ?? "", default: []].append(result)
        if hold { holdNext.insert(cursor ?? "") }
    }

    /// Suspends until a held request for `cursor` has arrived.
    func waitForHeldRequest(_ cursor: String?) async {
        let key = cursor ?? ""
        guard held[key] == nil else { return }
        await withCheckedContinuation { arrivalWaiters[key] = $0 }
    }

    /// Lets the held request for `cursor` answer.
    func release(_ cursor: String?) {
        held.removeValue(forKey: cursor ?? "")?.resume()
    }

    func load(_ cursor: String?) async throws -> Page<Episode> {
        requests.append(cursor)
        let key = cursor ?? ""
        guard var queue = results[key], !queue.isEmpty else { throw PageFailure() }
        let result = queue.removeFirst()
        results[key] = queue
        if holdNext.remove(key) != nil {
            await withCheckedContinuation { continuation in
                held[key] = continuation
                arrivalWaiters.removeValue(forKey: key)?.resume()
            }
        }
        return try result.get()
    }
}
