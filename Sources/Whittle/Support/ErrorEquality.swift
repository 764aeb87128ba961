/// Compares two errors by their own `Equatable` conformance.
///
/// `any Error` is not `Equatable`, so ``ViewState`` and ``InteractionOutcome`` compare
/// failures here: two errors are equal when they have the same type, that type is
/// `Equatable`, and `==` says so. Errors that are not `Equatable` are never equal to
/// anything — comparing their descriptions would call two different failures equal
/// whenever they print alike. Make a screen's error types `Equatable` to compare states.
enum ErrorEquality {
    static func areEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
        // Through `Any`: a cast from `any Error` to `any Equatable` is misjudged as always succeeding.
        guard let lhs = (lhs as Any) as? any Equatable else { return false }
        return lhs.isEqual(toAny: rhs)
    }
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
