import Foundation
import Whittle

/// The profile screen's logic (seed 004): every action produces a new ``ViewState`` for the
/// view controller to render, and the view controller never learns how.
///
/// Loading is cache-then-load: the profile kept in the ``Store`` (the last one shown, on
/// disk, read through a ``StoreCache``) is shown at once and replaced by the fresh one; without
/// it the screen shows `loading`, then the profile or the failure.
/// Following is an ``Interaction`` that asks through the ``Confirmation`` port first. Once a
/// profile is on screen its avatar is downloaded (``onAvatar``); a failed follow or a refused
/// rename is reported as a notice (``onNotice``) while the profile stays on screen, the massive
/// twin's alerts.
@MainActor
public final class ProfileLogicController: LogicController {
    public let requests = LatestRequest<UserProfile>()
    public let mutations = LatestRequest<UserProfile>()
    /// Called with the outcome of every follow, after the new state was delivered.
    public var onFollowFinished: (@MainActor (InteractionOutcome<UserProfile>) -> Void)?
    /// Called with the avatar's image data once it is downloaded.
    public var onAvatar: (@MainActor (Data) -> Void)?
    /// Called with a sentence for the user when a follow or a rename fails.
    public var onNotice: (@MainActor (String) -> Void)?
    /// The profile on screen, once loaded.
    public private(set) var user: UserProfile?
    /// Why the last refresh of a cached profile failed, while the cached one stayed on
    /// screen; `nil` after a successful load.
    public private(set) var refreshFailure: (any Error)?

    private let userID: String
    private let service: any ProfileService
    private let cache: StoreCache<String, UserProfile>
    private let loading: CacheThenLoad<String, UserProfile>
    private let confirmation: any Confirmation
    private let navigator: any Navigator<ProfileRoute>
    private var deliver: Handler?
    private var following: Interaction<UserProfile>?
    private var avatarURL: URL?

    /// Creates the logic for the profile of `userID`.
    ///
    /// - Parameters:
    ///   - userID: Whose profile.
    ///   - service: Loads profiles and follows users.
    ///   - store: Keeps the last profile shown, for the next visit or launch.
    ///   - confirmation: Asks before following (an alert in the app).
    ///   - navigator: Takes the screen to the followers list.
    public init(
        userID: String, service: any ProfileService, store: Store<UserProfile>, confirmation: any Confirmation,
        navigator: any Navigator<ProfileRoute>
    ) {
        self.userID = userID
        self.service = service
        cache = StoreCache(store: store)
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

    /// Loads the profile, then its avatar, and delivers every later state (after a follow,
    /// too) to `render`.
    ///
    /// - Returns: The task loading the profile and then the avatar.
    @discardableResult
    public func start(rendering render: @escaping Handler) -> Task<Void, Never> {
        deliver = render
        return loadWithAvatar(then: render)
    }

    private func loadWithAvatar(then render: @escaping Handler) -> Task<Void, Never> {
        let loading = load(then: render)
        return Task {
            await loading.value
            await loadAvatar()
        }
    }

    /// Downloads the avatar of the profile on screen unless it is already shown; a failed
    /// download keeps the placeholder, as the massive twin does.
    private func loadAvatar() async {
        guard let url = user?.avatarURL, url != avatarURL, let data = try? await service.avatar(at: url) else { return }
        avatarURL = url
        onAvatar?(data)
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

    /// Loads the profile again after a failure (the "Try again" button); the states go to the
    /// renderer given to ``start(rendering:)``.
    ///
    /// - Returns: The loading task, or `nil` before the screen started.
    @discardableResult
    public func retry() -> Task<Void, Never>? {
        guard let deliver else { return nil }
        return loadWithAvatar(then: deliver)
    }

    /// Changes the signed-in user's display name (seed 004): the renamed profile, or the
    /// failure — a name the model refuses never reaches the server.
    public func changeDisplayName(to name: String) async -> ViewState<UserProfile> {
        guard let user else { return .failed(ProfileEditError.notLoaded) }
        guard UserProfile.isValidDisplayName(name) else { return .failed(ProfileEditError.invalidDisplayName) }
        let renamed = user.renamed(to: name)
        do {
            try await service.changeDisplayName(userID: user.id, to: renamed.name)
        } catch {
            return .failed(error)
        }
        self.user = renamed
        await cache.insert(renamed, forKey: renamed.id)
        return .presenting(renamed)
    }

    /// Changes the display name and calls `handler` with the new state, in the mutations
    /// lane: a reload never cancels it.
    ///
    /// - Returns: The task doing the work.
    @discardableResult
    public func changeDisplayName(to name: String, then handler: @escaping Handler) -> Task<Void, Never> {
        perform({ await self.changeDisplayName(to: name) }, then: handler)
    }

    /// The user finished editing the display name field: renames, or reports why not as a
    /// notice and shows the profile as it is again (the field gets the current name back).
    /// A rename runs in the mutations lane, so a reload never cancels it.
    ///
    /// - Returns: The task doing the work.
    @discardableResult
    public func rename(to name: String) -> Task<Void, Never> {
        perform({ await self.changeDisplayName(to: name) }, then: { [weak self] state in self?.finishRenaming(state) })
    }

    private func finishRenaming(_ state: ViewState<UserProfile>) {
        guard case .failed(let error) = state else {
            deliver?(state)
            return
        }
        if let user { deliver?(.presenting(user)) }
        onNotice?((error as? ProfileEditError)?.description ?? "Your name could not be changed. Please try again later.")
    }

    /// The screen is going away: a follow still under way is cancelled (the massive twin
    /// cancels its request in `viewWillDisappear`); it finishes as cancelled.
    public func stop() {
        following?.cancel()
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
        } else if case .failed = outcome, let user {
            onNotice?("Could not follow \(user.name). Please try again later.")
        }
        onFollowFinished?(outcome)
    }
}
