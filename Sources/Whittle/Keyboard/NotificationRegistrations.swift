import Foundation

/// Observer tokens of a notification center, removable from any thread.
///
/// Lets a main-actor object remove its observers from a nonisolated `deinit`.
final class NotificationRegistrations: @unchecked Sendable {
    // Guarded by `lock`; NotificationCenter's add and remove are thread-safe themselves.
    private let lock = NSLock()
    private var tokens: [NSObjectProtocol] = []
    private let center: NotificationCenter

    init(center: NotificationCenter) {
        self.center = center
    }

    var isEmpty: Bool {
        lock.withLock { tokens.isEmpty }
    }

    func add(_ token: NSObjectProtocol) {
        lock.withLock { tokens.append(token) }
    }

    func removeAll() {
        let removed = lock.withLock {
            let current = tokens
            tokens = []
            return current
        }
        for token in removed {
            center.removeObserver(token)
        }
    }

    deinit {
        removeAll()
    }
}
