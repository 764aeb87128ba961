import Foundation
import Observation

/// Counts the changes Observation reports for what `read` reads (its `onChange` runs on any
/// thread, hence the lock).
final class ObservedChanges: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    /// Tracks what `read` reads until its next change.
    init(_ read: () -> Void) {
        withObservationTracking(read) { [self] in lock.withLock { value += 1 } }
    }
}
