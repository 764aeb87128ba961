import Foundation
import Testing
import Whittle
import WhittleExamples

/// The lean profile screen's logic, driven the way its view controller and buttons drive it.
@MainActor
struct ProfileSceneTests {
    private let ada = UserProfile(
        id: "ada", name: "Ada", followerCount: 1_204, topFollowers: [.init(id: "g", name: "Grace"), .init(id: "a", name: "Alan")])

    private func makeLogic(
        service: FakeProfileService, cache: ProfileCache = ProfileCache(), answer: Bool = true,
        navigator: RecordingFollowersNavigator = RecordingFollowersNavigator()
    ) -> (ProfileLogicController, StateRecorder) {
        let interaction = FollowUserInteraction(service: service) { _, _ in answer }
        let logic = ProfileLogicController(
            userID: "ada", service: service, cache: cache, interaction: interaction, navigator: navigator)
        let recorder = StateRecorder()
        logic.onStateChange = { recorder.states.append($0) }
        return (logic, recorder)
    }

    /// Without a cache the screen shows loading, then the presented user.
    @Test func loadsWithoutCache() async {
        let (logic, recorder) = makeLogic(service: FakeProfileService(user: ada))
        await logic.load()
        #expect(recorder.states == [.loading, .presenting(ada)])
    }

    /// With a cached user the screen shows it at once, then the fresh copy, and never loading.
    @Test func cacheThenLoad() async {
        let cache = ProfileCache()
        var stale = ada
        stale.followerCount = 10
        cache.store(stale)
        let (logic, recorder) = makeLogic(service: FakeProfileService(user: ada), cache: cache)
        await logic.load()
        #expect(recorder.states == [.presenting(stale), .presenting(ada)])
        #expect(cache.user(id: "ada") == ada)
    }

    /// A failed load without a cache shows the failure; with a cache, the cached user stays.
    @Test func failure() async {
        let (logic, recorder) = makeLogic(service: FakeProfileService(user: nil))
        await logic.load()
        #expect(recorder.states.last == .failed(message: "The profile could not be loaded. Pull to try again."))

        let cache = ProfileCache()
        cache.store(ada)
        let (cachedLogic, cachedRecorder) = makeLogic(service: FakeProfileService(user: nil), cache: cache)
        await cachedLogic.load()
        #expect(cachedRecorder.states == [.presenting(ada)])
    }

    /// Confirming the follow calls the service once and presents the followed user.
    @Test func followAfterConfirmation() async {
        let service = FakeProfileService(user: ada)
        let (logic, recorder) = makeLogic(service: service)
        await logic.load()
        let message = await logic.follow()
        #expect(message == nil)
        #expect(await service.followed == ["ada"])
        #expect(recorder.states.last == .presenting(ada.followed()))
    }

    /// Declining the confirmation changes nothing and calls no service.
    @Test func followDeclined() async {
        let service = FakeProfileService(user: ada)
        let (logic, recorder) = makeLogic(service: service, answer: false)
        await logic.load()
        await logic.follow()
        #expect(await service.followed.isEmpty)
        #expect(recorder.states.last == .presenting(ada))
    }

    /// A failed follow reports a message and leaves the user unfollowed.
    @Test func followFails() async {
        let service = FakeProfileService(user: ada, followFails: true)
        let (logic, recorder) = makeLogic(service: service)
        await logic.load()
        let message = await logic.follow()
        #expect(message == "Could not follow Ada. Please try again.")
        #expect(recorder.states.last == .presenting(ada))
    }

    /// "Show followers" goes to the followers of the shown user through the navigator.
    @Test func showFollowers() async {
        let navigator = RecordingFollowersNavigator()
        let (logic, _) = makeLogic(service: FakeProfileService(user: ada), navigator: navigator)
        logic.showFollowers()
        #expect(navigator.shown.isEmpty)
        await logic.load()
        logic.showFollowers()
        #expect(navigator.shown == [ada])
    }

    /// The presenter formats counts and follower names for display.
    @Test(arguments: [
        (0, [String](), "", ""),
        (1, ["Grace"], "1 follower", "Followed by Grace"),
        (2, ["Grace", "Alan"], "2 followers", "Followed by Grace and Alan"),
        (3, ["Grace", "Alan"], "3 followers", "Followed by Grace, Alan, and 1 other"),
        (1_204, ["Grace", "Alan"], "1,204 followers", "Followed by Grace, Alan, and 1,202 others"),
        (5, ["Grace"], "5 followers", "Followed by Grace and 4 others"),
    ])
    func presenter(count: Int, names: [String], countText: String, followersText: String) {
        let user = UserProfile(
            id: "u", name: "Ada", followerCount: count, topFollowers: names.map { .init(id: $0, name: $0) })
        let presenter = ProfilePresenter(user, formatting: PresentationFormatting(locale: Locale(identifier: "en_US")))
        #expect(presenter.followerCountText == countText)
        #expect(presenter.followersText == followersText)
        #expect(presenter.hidesFollowersButton == (count == 0))
    }

    /// The binding copies the shown profile into any view that implements `ProfileDisplaying`.
    @Test func bindingUpdatesView() {
        let display = ProfileDisplay(formatting: PresentationFormatting(locale: Locale(identifier: "en_US")))
        let view = FakeProfileView()
        let binding = ProfileBindings.binding(display: display, view: view)
        display.show(ada)
        #expect(binding.updateView())
        #expect(view.nameText == "Ada")
        #expect(view.followerCountText == "1,204 followers")
        #expect(view.followersText == "Followed by Grace, Alan, and 1,202 others")
        #expect(view.followButtonTitle == "Follow" && view.isFollowEnabled && !view.hidesFollowersButton)
        display.show(ada.followed())
        binding.updateView()
        #expect(view.followButtonTitle == "Following" && !view.isFollowEnabled)
    }
}

@MainActor
final class FakeProfileView: ProfileDisplaying {
    var nameText: String?
    var followerCountText: String?
    var followersText: String?
    var followButtonTitle: String?
    var isFollowEnabled = false
    var hidesFollowersButton = true
}

@MainActor
final class StateRecorder {
    var states: [ProfileState] = []
}

@MainActor
final class RecordingFollowersNavigator: FollowersNavigator {
    var shown: [UserProfile] = []
    func showFollowers(of user: UserProfile) { shown.append(user) }
}

actor FakeProfileService: ProfileService {
    struct Unavailable: Error {}

    private let stored: UserProfile?
    private let followFails: Bool
    private(set) var followed: [String] = []

    init(user: UserProfile?, followFails: Bool = false) {
        stored = user
        self.followFails = followFails
    }

    func user(id: String) async throws -> UserProfile {
        guard let stored, stored.id == id else { throw Unavailable() }
        return stored
    }

    func follow(userID: String) async throws {
        if followFails { throw Unavailable() }
        followed.append(userID)
    }
}
