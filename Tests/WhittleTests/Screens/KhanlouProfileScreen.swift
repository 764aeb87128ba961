import Whittle
import WhittleTesting

/// What the profile view shows: display-ready text only, never the model.
struct ProfileDisplay: Equatable, Sendable {
    var name: String
    var followerCount: String
    var followedBy: String
    var joined: String
    var followButtonTitle: String

    /// Runs the user through seed 000's presenter (``UserPresenter``); the follow button's
    /// title is this screen's own concern.
    init(_ user: User, formatting: PresentationFormatting) {
        let presenter = UserPresenter(
            ProfileUser(
                id: user.id, name: user.name, followerCount: user.followerCount,
                topFollowerNames: user.topFollowers, joinedAt: user.joinedAt
            ),
            formatting: formatting
        )
        name = presenter.name
        followerCount = presenter.followerCountText
        followedBy = presenter.followedByText
        joined = presenter.joinedText
        followButtonTitle = user.isFollowed ? "Following" : "Follow"
    }

    init(name: String, followerCount: String, followedBy: String, joined: String, followButtonTitle: String) {
        self.name = name
        self.followerCount = followerCount
        self.followedBy = followedBy
        self.joined = joined
        self.followButtonTitle = followButtonTitle
    }
}

/// One entry of the profile's top-followers grid.
struct Follower: Identifiable, Hashable, Sendable {
    var name: String
    var id: String { name }
}

/// Seed 000's profile view controller after the eight patterns: a data source, a
/// presenter and binding, an interaction, a navigator — and nothing else.
@MainActor
final class KhanlouProfileViewController: StateRendering {
    let followers = ArrayDataSource<Follower>()
    private let logic: ProfileLogicController
    private let view: any StateRendering<ProfileDisplay>
    private let navigator: any Navigator<ProfileRoute>
    private let follow: FollowUserInteraction<RecordingFollowService>
    private let track: @MainActor (Task<Void, Never>) -> Void
    private let showError: @MainActor (String) -> Void
    private var user: User?
    private let formatting: PresentationFormatting

    init(
        logic: ProfileLogicController,
        view: any StateRendering<ProfileDisplay>,
        navigatorFactory: NavigatorFactory<ProfileRoute>,
        sizeClass: SizeClass,
        confirmation: any Confirmation,
        service: RecordingFollowService,
        displayName: String,
        formatting: PresentationFormatting,
        showError: @escaping @MainActor (String) -> Void,
        track: @escaping @MainActor (Task<Void, Never>) -> Void
    ) {
        self.logic = logic
        self.view = view
        // Tell, don't ask: the size class is consulted once, here.
        navigator = navigatorFactory.makeNavigator(for: sizeClass)
        follow = FollowUserInteraction(
            userID: logic.userID, displayName: displayName, service: service, confirmation: confirmation
        )
        self.formatting = formatting
        self.showError = showError
        self.track = track
        follow.onFinish = { [weak self] outcome in self?.interactionCompleted(outcome) }
    }

    func viewWillAppear() -> Task<Void, Never> {
        logic.load(into: self)
    }

    func followTapped() -> Task<InteractionOutcome<Void>, Never>? {
        follow.follow()
    }

    func followersTapped() {
        guard let user else { return }
        navigator.showFollowers(of: user)
    }

    func render(_ state: ViewState<User>) {
        if let value = state.value {
            user = value
            followers.replaceItems(with: value.topFollowers.map(Follower.init))
        }
        view.render(state.map { ProfileDisplay($0, formatting: formatting) })
    }

    private func interactionCompleted(_ outcome: InteractionOutcome<Void>) {
        switch outcome {
        case .completed:
            guard let user else { return }
            track(logic.didFollow(user) { [weak self] state in self?.render(state) })
        case .failed(let error):
            showError("Could not follow: \(error)")
        case .declined, .cancelled:
            break
        }
    }
}
