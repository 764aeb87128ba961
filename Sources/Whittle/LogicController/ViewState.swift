/// What a screen shows: the single value a logic controller hands its view controller.
///
/// A view controller that only switches over a `ViewState` has no logic left to test: it
/// renders. Use it as the result of every logic-controller action and as the input of a
/// ``StateRendering`` port.
///
/// ```swift
/// switch state {
/// case .loading: showSpinner()
/// case .presenting(let profile): bind(profile)
/// case .empty: showPlaceholder()
/// case .failed(let error): showError(error)
/// }
/// ```
///
/// ## Why an `empty` case
///
/// "Loaded, and there is nothing to show" is a different screen from "loaded, here it is"
/// (a placeholder instead of an empty list) and different from a failure. Without its own
/// case the view controller would have to look inside the value to decide — which is logic
/// leaking back into it. The logic controller decides emptiness once (see
/// ``init(presentingUnlessEmpty:)``), and the renderer just draws it.
public enum ViewState<Value> {
    /// Work is under way and nothing is known yet.
    case loading
    /// A value is ready to be shown.
    case presenting(Value)
    /// The work succeeded but there is nothing to show.
    case empty
    /// The work failed; the error says why.
    case failed(any Error)

    /// The presented value, or `nil` in every other state.
    public var value: Value? {
        if case .presenting(let value) = self { return value }
        return nil
    }

    /// The failure, or `nil` in every other state.
    public var error: (any Error)? {
        if case .failed(let error) = self { return error }
        return nil
    }

    /// Whether the state is ``loading``.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// The same state with its presented value transformed, for example by a presenter.
    ///
    /// - Parameter transform: Turns the presented value into another one.
    /// - Returns: The mapped state; other cases are unchanged.
    public func map<Other>(_ transform: (Value) throws -> Other) rethrows -> ViewState<Other> {
        switch self {
        case .loading: .loading
        case .presenting(let value): .presenting(try transform(value))
        case .empty: .empty
        case .failed(let error): .failed(error)
        }
    }
}

extension ViewState where Value: Collection {
    /// `.presenting(value)`, or `.empty` when the collection has no elements.
    ///
    /// - Parameter value: The loaded collection.
    public init(presentingUnlessEmpty value: Value) {
        self = value.isEmpty ? .empty : .presenting(value)
    }
}

extension ViewState: Sendable where Value: Sendable {}

extension ViewState: Equatable where Value: Equatable {
    /// Two states are equal when their cases and values are; failures are equal when their
    /// errors are of the same `Equatable` type and `==` (an error that is not `Equatable` is
    /// equal to no other).
    public static func == (lhs: ViewState, rhs: ViewState) -> Bool {
        switch (lhs, rhs) {
        case (.loading, .loading), (.empty, .empty): true
        case (.presenting(let left), .presenting(let right)): left == right
        case (.failed(let left), .failed(let right)): ErrorEquality.areEqual(left, right)
        default: false
        }
    }
}

extension ViewState: CustomStringConvertible {
    /// The state's case and payload in one line, for logs and test failures.
    public var description: String {
        switch self {
        case .loading: "loading"
        case .presenting(let value): "presenting(\(value))"
        case .empty: "empty"
        case .failed(let error): "failed(\(String(reflecting: error)))"
        }
    }
}
