/// Where the email form goes next.
public enum EmailFormRoute: Hashable, Sendable {
    /// The confirmation step, for the saved address.
    case confirmation(email: String)
}
