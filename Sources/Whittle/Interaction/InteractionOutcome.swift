/// How one run of an ``Interaction`` ended.
public enum InteractionOutcome<Success: Sendable>: Sendable {
    /// The work finished with a result.
    case completed(Success)
    /// The user backed out at the confirmation; no work was done.
    case declined
    /// ``Interaction/cancel()`` stopped the run.
    case cancelled
    /// The work threw; the error says why.
    case failed(any Error)

    /// The result when the run completed, otherwise `nil`.
    public var result: Success? {
        if case .completed(let result) = self { return result }
        return nil
    }

    /// The failure when the run failed, otherwise `nil`.
    public var error: (any Error)? {
        if case .failed(let error) = self { return error }
        return nil
    }
}

extension InteractionOutcome: Equatable where Success: Equatable {
    /// Failures are equal when their errors are of the same `Equatable` type and `==`, like
    /// ``ViewState``'s.
    public static func == (lhs: InteractionOutcome, rhs: InteractionOutcome) -> Bool {
        switch (lhs, rhs) {
        case (.declined, .declined), (.cancelled, .cancelled): true
        case (.completed(let left), .completed(let right)): left == right
        case (.failed(let left), .failed(let right)): ErrorEquality.areEqual(left, right)
        default: false
        }
    }
}

extension InteractionOutcome: CustomStringConvertible {
    /// The case and its result in one line, for logs and test failures.
    public var description: String {
        switch self {
        case .completed(let result): "completed(\(result))"
        case .declined: "declined"
        case .cancelled: "cancelled"
        case .failed(let error): "failed(\(String(reflecting: error)))"
        }
    }
}
