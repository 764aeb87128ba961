import Whittle

/// The profile screen's logic (seed 004): every action produces a new ``ViewState`` for the
/// view controller to render, and the view controller never learns how.
///
/// Loading is cache-then-load: a cached profile is shown at once and replaced by the fresh
/// one; without a cache the screen shows `loading`, then the profile or the failure.
/// Following is an ``Interaction`` that asks through the ``Confirmation`` port first.
@MainActor
public final class ProfileLogicController: LogicController {
    public let requests = LatestRequest<UserProfile>()
    public let mutations = LatestRequest<UserProfile>()
    /// Called with the outcome of every follow, after the new state was delivered.
    public var onFollowFinished: (@MainActor (InteractionOutcome<UserProfile>) -> Void)?
    /// The profile on screen, once loaded.
    public private(set) var user: UserProfile?
    /// Why the last refresh of a cached profile failed, while the cached one stayed on
    /// screen; `nil` after a successful load.
    public private(set) var refreshFailure: (any Error)?

    private let userID: String
    private let service: any ProfileService
    private let cache: ProfileCache
    private let loading: CacheThenLoad<String, UserProfile>
    private let confirmation: any Confirmation
    private let navigator: any Navigator<ProfileRoute>
    private var deliver: Handler?
    private var following: Interaction<UserProfile>?

    /// Creates the logic for the profile of `userID`.
    ///
    /// - Parameters:
    ///   - userID: Whose profile.
    ///   - service: Loads profiles and follows users.
    ///   - cache: Profiles loaded before.
    ///   - confirmation: Asks before following (an alert in the app).
    ///   - navigator: Takes the screen to the followers list.
    public init(
        userID: String, service: any ProfileService, cache: ProfileCache, confirmation: any Confirmation,
        navigator: any Navigator<ProfileRoute>
    ) {
        self.userID = userID
        self.service = service
        self.cache = cache
        self.confirmation = confirmation
        self.navigator = navigator
        loading = CacheThenLoad(cache: cache, loader: ProfileLoader(service: service), policy: .cacheThenRefresh)
    }

    public func load(emit: (ViewState<UserProfile>) -> Void) async {
        refreshFailure = await loading.load(userID) { state in
            if let loaded = state.value { user = loaded }
            emit(state)
        }
    }

    /// Loads the profile and delivers every later state (after a follow, too) to `render`.
    ///
    /// - Returns: The loading task.
    @discardableResult
    public func start(rendering render: @escaping Handler) -> Task<Void, Never> {
        deliver = render
        return load(then: render)
    }

    /// Follows the profile's user after the confirmation; ignored while a follow runs or
    /// when there is no one to follow.
    ///
    /// - Returns: The interaction's task, or `nil` when nothing started.
    @discardableResult
    public func follow() -> Task<InteractionOutcome<UserProfile>, Never>? {
        guard let user, user.canBeFollowed, following?.isRunning != true else { return nil }
        let service = service
        let interaction = Interaction(
            confirming: ConfirmationRequest(message: "Follow \(user.name)?", confirmLabel: "Follow"),
            through: confirmation
        ) {
            try await service.follow(userID: user.id)
            return user.followed()
        }
        interaction.onFinish = { [weak self] outcome in self?.finishFollowing(outcome) }
        following = interaction
        return interaction.start()
    }

    /// Shows the followers of the profile's user.
    public func showFollowers() {
        guard let user else { return }
        navigator.showFollowers(of: user)
    }

    private func finishFollowing(_ outcome: InteractionOutcome<UserProfile>) {
        if let followed = outcome.result {
            user = followed
            deliver?(.presenting(followed))
            let cache = cache
            Task { await cache.insert(followed, forKey: followed.id) }
        }
        onFollowFinished?(outcome)
    }
}
