import Foundation

/// Keeps a block-based notification observer registered for as long as it lives, and removes
/// it from `NotificationCenter.default` when released — so a screen holding one needs no
/// `deinit` (which, on a main-actor class, could not touch the token).
final class NotificationObservation: @unchecked Sendable {
    // Written once in `init`, read only in `deinit`.
    private let token: any NSObjectProtocol

    /// Takes over `token`, as returned by `addObserver(forName:object:queue:using:)`.
    init(_ token: any NSObjectProtocol) {
        self.token = token
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}
