import Foundation

/// A value computed on a thread of its own while the caller does something else, and waited
/// for when needed: the results file is read and inflated while discovery lists the folders.
///
/// `@unchecked Sendable`: the value is written once, by the worker, before the semaphore is
/// signalled, and read only after waiting on it.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            result = work()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The value, once computed (waits for it; the signal passed on lets a later read through).
    var value: Value {
        done.wait()
        defer { done.signal() }
        // The worker stored it before signalling.
        guard let result else { preconditionFailure("BackgroundValue signalled without a value") }
        return result
    }
}
