/// Asks the server whether an address already has an account: the massive twin's
/// `accounts/availability` request, behind a protocol the intention is given.
public protocol EmailAvailabilityChecking: Sendable {
    /// Whether an account already uses `email`.
    func isTaken(_ email: String) async throws -> Bool
}
