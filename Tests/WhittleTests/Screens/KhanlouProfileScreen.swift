import Foundation
import Whittle
import WhittleTesting

/// What the profile view shows: display-ready text only, never the model.
struct ProfileDisplay: Equatable, Sendable {
    var name: String
    var followerCount: String
    var followedBy: String
    var followButtonTitle: String
}

/// Seed 000's presenter: wraps the user, exposes display-ready values.
/// (A stand-in until the presenter role's formatting helpers land.)
struct ScreenUserPresenter {
    private let user: User
    private let locale: Locale

    init(_ user: User, locale: Locale = Locale(identifier: "en_US")) {
        self.user = user
        self.locale = locale
    }

    var display: ProfileDisplay {
        ProfileDisplay(
            name: user.name,
            followerCount: followerCount,
            followedBy: followedBy,
            followButtonTitle: user.isFollowed ? "Following" : "Follow"
        )
    }

    private var followerCount: String {
        guard user.followerCount > 0 else { return "" }
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        let number = formatter.string(from: NSNumber(value: user.followerCount)) ?? String(user.followerCount)
        return "\(number) followers"
    }

    private var followedBy: String {
        let names = user.topFollowers
        switch names.count {
        case 0: return ""
        case 1: return "Followed by \(names[0])"
        case 2: return "Followed by \(names[0]) and \(names[1])"
        default:
            let others = names.count - 2
            return "Followed by \(names[0]), \(names[1]) and \(others) other\(others == 1 ? "" : "s")"
        }
    }
}

/// The profile's list of top followers, as a data source the grid child would show.
@MainActor
final class TopFollowersDataSource: DataSource {
    private(set) var names: [String] = []
    private let observers = ChangeObservers()

    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { section == 0 ? names.count : 0 }
    func item(at path: ItemPath) -> String? {
        path.section == 0 && names.indices.contains(path.item) ? names[path.item] : nil
    }
    func itemPath(of item: String) -> ItemPath? {
        names.firstIndex(of: item).map { ItemPath(item: $0, section: 0) }
    }
    func title(forSection section: Int) -> String? { nil }
    func observe(_ handler: @escaping @MainActor (ListChanges) -> Void) -> DataSourceObservation {
        observers.add(handler)
    }

    func replace(with newNames: [String]) {
        guard newNames != names else { return }
        var stage = ListChanges.Stage()
        stage.itemDeletes = names.indices.map { ItemPath(item: $0, section: 0) }
        stage.itemInserts = newNames.indices.map { ItemPath(item: $0, section: 0) }
        names = newNames
        observers.send(ListChanges(stages: [stage]))
    }
}

/// Seed 000's profile view controller after the eight patterns: a data source, a
/// presenter and binding, an interaction, a navigator — and nothing else.
@MainActor
final class KhanlouProfileViewController: StateRendering {
    let followers = TopFollowersDataSource()
    private let logic: ProfileLogicController
    private let view: any StateRendering<ProfileDisplay>
    private let navigator: any Navigator<ProfileRoute>
    private let follow: FollowUserInteraction<RecordingFollowService>
    private let track: @MainActor (Task<Void, Never>) -> Void
    private let showError: @MainActor (String) -> Void
    private var user: User?

    init(
        logic: ProfileLogicController,
        view: any StateRendering<ProfileDisplay>,
        navigatorFactory: NavigatorFactory<ProfileRoute>,
        sizeClass: SizeClass,
        confirmation: any Confirmation,
        service: RecordingFollowService,
        displayName: String,
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
            followers.replace(with: value.topFollowers)
        }
        view.render(state.map { ScreenUserPresenter($0).display })
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
