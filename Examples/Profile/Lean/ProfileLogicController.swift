/// The profile screen's logic (seed 004): every action produces a new ``ProfileState`` for
/// the view controller to render, and the view controller never learns how.
///
/// Loading is cache-then-load: a cached user is shown at once and replaced by the fresh one;
/// without a cache the screen shows `loading`, then the user or the failure. A failed
/// refresh keeps a cached user on screen.
@MainActor
public final class ProfileLogicController {
    /// The state to render; every change is reported to ``onStateChange``.
    public private(set) var state: ProfileState = .loading {
        didSet { onStateChange?(state) }
    }

    /// Called with each new state: the view controller's render method.
    public var onStateChange: (@MainActor (ProfileState) -> Void)?

    private let userID: String
    private let service: any ProfileService
    private let cache: ProfileCache
    private let interaction: FollowUserInteraction
    private let navigator: any FollowersNavigator
    private var user: UserProfile?

    /// Creates the logic for the profile of `userID`.
    public init(
        userID: String, service: any ProfileService, cache: ProfileCache, interaction: FollowUserInteraction,
        navigator: any FollowersNavigator
    ) {
        self.userID = userID
        self.service = service
        self.cache = cache
        self.interaction = interaction
        self.navigator = navigator
    }

    /// Shows the cached user, if any, then the fresh one.
    public func load() async {
        if let cached = cache.user(id: userID) {
            present(cached)
        } else if user == nil {
            state = .loading
        }
        do {
            let fresh = try await service.user(id: userID)
            cache.store(fresh)
            present(fresh)
        } catch {
            if user == nil { state = .failed(message: "The profile could not be loaded. Pull to try again.") }
        }
    }

    /// Follows the shown user after the interaction's confirmation.
    ///
    /// - Returns: A message to show when following failed, or `nil`.
    @discardableResult
    public func follow() async -> String? {
        guard let user else { return nil }
        switch await interaction.follow(user) {
        case .followed(let followed):
            cache.store(followed)
            present(followed)
            return nil
        case .cancelled:
            return nil
        case .failed(let message):
            return message
        }
    }

    /// Shows the followers of the shown user.
    public func showFollowers() {
        guard let user else { return }
        navigator.showFollowers(of: user)
    }

    private func present(_ user: UserProfile) {
        self.user = user
        state = .presenting(user)
    }
}
