/// What the profile screen shows: the logic controller's output, the view controller's input.
public enum ProfileState: Equatable, Sendable {
    case loading
    case presenting(UserProfile)
    case failed(message: String)
}
