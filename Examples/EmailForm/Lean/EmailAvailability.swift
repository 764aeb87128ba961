/// Whether the typed address is free for a new account, as far as the form knows.
public enum EmailAvailability: Sendable, Hashable {
    /// Not checked: the address is invalid or has just changed.
    case unknown
    /// The server is being asked.
    case checking
    /// No account uses the address.
    case available
    /// An account already uses the address: it cannot be saved.
    case taken
}
