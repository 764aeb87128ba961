import Foundation

/// How often and how patiently a ``WebService`` repeats a failed idempotent request.
///
/// Only requests that are safe to repeat are retried (GET, HEAD, PUT, DELETE, OPTIONS, or a
/// ``Resource`` marked idempotent), and only after transient failures: transport errors,
/// timeouts and the statuses in ``retryableStatusCodes``. The delay doubles (by default)
/// after each attempt: `initialDelay`, `initialDelay × multiplier`, … up to `maxDelay`. When a
/// retryable response carries `Retry-After` in seconds, the wait is at least that long (still
/// capped at `maxDelay`). There is no random jitter, so waits are predictable in tests.
public struct RetryPolicy: Sendable, Equatable {
    /// The total number of attempts, including the first; 1 means no retry.
    public var maxAttempts: Int
    /// The wait before the first retry.
    public var initialDelay: Duration
    /// The factor applied to the wait after each retry.
    public var multiplier: Double
    /// The longest wait between two attempts.
    public var maxDelay: Duration
    /// The HTTP statuses worth retrying.
    public var retryableStatusCodes: Set<Int>

    /// Creates a policy.
    public init(
        maxAttempts: Int = 3,
        initialDelay: Duration = .milliseconds(200),
        multiplier: Double = 2,
        maxDelay: Duration = .seconds(10),
        retryableStatusCodes: Set<Int> = [408, 429, 502, 503, 504]
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialDelay = initialDelay
        self.multiplier = multiplier
        self.maxDelay = maxDelay
        self.retryableStatusCodes = retryableStatusCodes
    }

    /// Three attempts, 200 ms then 400 ms apart.
    public static let standard = RetryPolicy()
    /// A single attempt.
    public static let never = RetryPolicy(maxAttempts: 1)

    /// The wait after failed attempt number `attempt` (1-based).
    public func delay(afterAttempt attempt: Int) -> Duration {
        let factor = pow(multiplier, Double(max(0, attempt - 1)))
        return min(initialDelay * factor, maxDelay)
    }

    /// Whether `error` is worth another attempt under this policy.
    public func shouldRetry(_ error: WebServiceError) -> Bool {
        switch error {
        case .transport, .timeout: true
        case .httpStatus(_, let statusCode, _): retryableStatusCodes.contains(statusCode)
        case .decoding, .invalidRequest: false
        }
    }
}
