import Foundation

/// Async calls that stay suspended until the test resumes them — controlled suspension
/// instead of sleeps, for testing ordering (a slow old request against a fast new one),
/// loading states and cancellation.
///
/// Forward a test double's method to ``call(_:)``:
///
/// ```swift
/// struct Loader: ValueLoader {
///     let calls = ControlledCalls<Int, Profile>()
///     func load(_ id: Int) async throws -> Profile { try await calls.call(id) }
/// }
///
/// let first = await loader.calls.nextCall()      // waits until the screen asks
/// loader.calls.resume(first, returning: profile) // the call returns now
/// ```
///
/// A cancelled caller throws `CancellationError` at once, like a well-behaved loader.
public final class ControlledCalls<Argument: Sendable, Output: Sendable>: @unchecked Sendable {
    /// One suspended call.
    public struct Call: Sendable, Hashable {
        /// The call's position among all calls, from 0.
        public let index: Int
        /// What the caller passed.
        public let argument: Argument

        /// Calls are equal when they are the same call; two calls with equal arguments stay distinct.
        public static func == (lhs: Call, rhs: Call) -> Bool { lhs.index == rhs.index }
        /// Hashes the call's position only, matching ``==(_:_:)``.
        public func hash(into hasher: inout Hasher) { hasher.combine(index) }
    }

    // Guards every field below; nothing is touched outside the lock.
    private let lock = NSLock()
    private var suspended: [Int: CheckedContinuation<Output, any Error>] = [:]
    private var resumedEarly: [Int: Result<Output, any Error>] = [:]
    private var announced: [Call] = []
    private var waiters: [CheckedContinuation<Call, Never>] = []
    private var arguments: [Argument] = []

    /// Creates an empty set of calls.
    public init() {}

    /// Every argument passed so far, in call order.
    public var recordedArguments: [Argument] { lock.withLock { arguments } }

    /// The number of calls still suspended.
    public var pendingCount: Int { lock.withLock { suspended.count } }

    /// Suspends until the test resumes this call, then returns or throws what it was given.
    ///
    /// - Parameter argument: Recorded and handed to the test through ``nextCall()``.
    public func call(_ argument: Argument) async throws -> Output {
        let call: Call = lock.withLock {
            arguments.append(argument)
            return Call(index: arguments.count - 1, argument: argument)
        }
        announce(call)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let early: Result<Output, any Error>? = lock.withLock {
                    if let result = resumedEarly.removeValue(forKey: call.index) { return result }
                    if Task.isCancelled { return .failure(CancellationError()) }
                    suspended[call.index] = continuation
                    return nil
                }
                if let early { continuation.resume(with: early) }
            }
        } onCancel: {
            finish(call.index, with: .failure(CancellationError()))
        }
    }

    /// Waits until a call arrives that no earlier ``nextCall()`` returned.
    public func nextCall() async -> Call {
        await withCheckedContinuation { continuation in
            let ready: Call? = lock.withLock {
                if !announced.isEmpty { return announced.removeFirst() }
                waiters.append(continuation)
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// Makes `call` return `output`.
    public func resume(_ call: Call, returning output: Output) {
        finish(call.index, with: .success(output))
    }

    /// Makes `call` throw `error`.
    public func resume(_ call: Call, throwing error: any Error) {
        finish(call.index, with: .failure(error))
    }

    private func announce(_ call: Call) {
        let waiter: CheckedContinuation<Call, Never>? = lock.withLock {
            if waiters.isEmpty {
                announced.append(call)
                return nil
            }
            return waiters.removeFirst()
        }
        waiter?.resume(returning: call)
    }

    private func finish(_ index: Int, with result: Result<Output, any Error>) {
        let continuation: CheckedContinuation<Output, any Error>? = lock.withLock {
            if let continuation = suspended.removeValue(forKey: index) { return continuation }
            // Resumed (or cancelled) before the caller suspended: keep the first result.
            if resumedEarly[index] == nil { resumedEarly[index] = result }
            return nil
        }
        continuation?.resume(with: result)
    }
}
