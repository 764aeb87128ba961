import Whittle
import WhittleTesting

/// Seed 004's `ProfileViewController`, reduced to what a view controller should still do:
/// call its logic controller and collaborators, and render the states that come back.
/// The harness plays its views (the renderer) and its platform (navigation, alerts).
@MainActor
final class SundellProfileViewController: StateRendering {
    private let logic: ProfileLogicController
    private let view: any StateRendering<User>
    private let navigator: any Navigator<ProfileRoute>
    private let confirmation: any Confirmation
    private let service: RecordingFollowService
    private let track: @MainActor (Task<Void, Never>) -> Void
    private var user: User?
    private var follow: FollowUserInteraction<RecordingFollowService>?
    private let showError: @MainActor (String) -> Void

    init(
        logic: ProfileLogicController,
        view: any StateRendering<User>,
        navigator: any Navigator<ProfileRoute>,
        confirmation: any Confirmation,
        service: RecordingFollowService,
        showError: @escaping @MainActor (String) -> Void,
        track: @escaping @MainActor (Task<Void, Never>) -> Void
    ) {
        self.logic = logic
        self.view = view
        self.navigator = navigator
        self.confirmation = confirmation
        self.service = service
        self.showError = showError
        self.track = track
    }

    // MARK: Lifecycle and events

    func viewWillAppear() -> Task<Void, Never> {
        logic.load(into: self)
    }

    func pulledToRefresh() -> Task<Void, Never> {
        logic.refresh { [weak self] state in self?.render(state) }
    }

    func followTapped() -> Task<InteractionOutcome<Void>, Never>? {
        guard let user else { return nil }
        if follow == nil {
            let interaction = FollowUserInteraction(
                userID: user.id, displayName: user.name, service: service, confirmation: confirmation
            )
            interaction.onFinish = { [weak self] outcome in self?.followFinished(outcome) }
            follow = interaction
        }
        return follow?.follow()
    }

    func followersTapped() {
        guard let user else { return }
        navigator.showFollowers(of: user)
    }

    // MARK: Rendering

    func render(_ state: ViewState<User>) {
        user = state.value ?? user
        view.render(state)
    }

    private func followFinished(_ outcome: InteractionOutcome<Void>) {
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
