import Foundation
import Testing
import Whittle
import WhittleExamples
import WhittleTesting

/// The lean profile screen's logic driven through the scene harness: the harness renders
/// (through the presenter), confirms and navigates in place of UIKit.
@MainActor
struct ProfileSceneTests {
    private let ada = UserProfile(
        id: "ada", name: "Ada", followerCount: 1_204, topFollowers: [.init(id: "g", name: "Grace"), .init(id: "a", name: "Alan")])
    private static let english = PresentationFormatting(locale: Locale(identifier: "en_US"))

    // The cards the screen must show, written out rather than computed by the presenter.
    private let adaCard = ProfileCard(
        name: "Ada", followerCount: "1,204 followers", followers: "Followed by Grace, Alan, and 1,202 others",
        followButton: "Follow")
    private let staleCard = ProfileCard(
        name: "Ada", followerCount: "10 followers", followers: "Followed by Grace, Alan, and 8 others", followButton: "Follow")
    private let followedCard = ProfileCard(
        name: "Ada", followerCount: "1,205 followers", followers: "Followed by Grace, Alan, and 1,203 others",
        followButton: "Following (disabled)")

    private struct Scene {
        let harness: SceneHarness<ProfileCard, ProfileRoute>
        let renderer: SceneRenderer<UserProfile, ProfileCard>
        let logic: ProfileLogicController

        @MainActor func appear() async {
            await harness.perform { [renderer] in logic.start { renderer.render($0) } }
        }
    }

    private func makeScene(
        service: FakeProfileService, cache: ProfileCache = ProfileCache(),
        confirmations: [ScriptedConfirmation.Answer] = []
    ) -> Scene {
        let harness = SceneHarness<ProfileCard, ProfileRoute>(confirmations: confirmations)
        let renderer = harness.renderer { (user: UserProfile) in ProfileCard(ProfilePresenter(user, formatting: Self.english)) }
        let logic = ProfileLogicController(
            userID: "ada", service: service, cache: cache, confirmation: harness.confirmation, navigator: harness.navigator)
        logic.onFollowFinished = harness.finishing("follow")
        return Scene(harness: harness, renderer: renderer, logic: logic)
    }

    /// Without a cache the screen shows loading, then the presented profile.
    @Test func loadsWithoutCache() async throws {
        let scene = makeScene(service: FakeProfileService(user: ada))
        await scene.appear()
        try scene.harness.expect(.rendered(.loading), .rendered(.presenting(adaCard)))
        try scene.harness.finish()
    }

    /// With a cached profile the screen shows it at once, then the fresh copy, never loading.
    @Test func cacheThenLoad() async throws {
        let cache = ProfileCache()
        var stale = ada
        stale.followerCount = 10
        await cache.insert(stale, forKey: "ada")
        let scene = makeScene(service: FakeProfileService(user: ada), cache: cache)
        await scene.appear()
        try scene.harness.expect(.rendered(.presenting(staleCard)), .rendered(.presenting(adaCard)))
        try scene.harness.finish()
        #expect(await cache.value(forKey: "ada") == ada)
    }

    /// A failed load without a cache renders the failure.
    @Test func failure() async throws {
        let scene = makeScene(service: FakeProfileService(user: nil))
        await scene.appear()
        try scene.harness.expect(.rendered(.loading), .rendered(.failed(FakeProfileService.Unavailable())))
        try scene.harness.finish()
    }

    /// Following asks first; once confirmed the service is called once and the followed
    /// profile is rendered.
    @Test func followAfterConfirmation() async throws {
        let service = FakeProfileService(user: ada)
        let scene = makeScene(service: service, confirmations: [.accept])
        await scene.appear()
        scene.harness.skipEvents()
        await scene.harness.perform { scene.logic.follow() }
        try scene.harness.expect(
            .asked(ConfirmationRequest(message: "Follow Ada?", confirmLabel: "Follow")), .answered(true),
            .rendered(.presenting(followedCard)), .finished(interaction: "follow", .completed))
        try scene.harness.finish()
        #expect(await service.followed == ["ada"])
        #expect(ProfileCard(ProfilePresenter(ada.followed(), formatting: Self.english)) == followedCard)
    }

    /// Declining the confirmation changes nothing and calls no service.
    @Test func followDeclined() async throws {
        let service = FakeProfileService(user: ada)
        let scene = makeScene(service: service, confirmations: [.decline])
        await scene.appear()
        scene.harness.skipEvents()
        await scene.harness.perform { scene.logic.follow() }
        try scene.harness.expect(
            .asked(ConfirmationRequest(message: "Follow Ada?", confirmLabel: "Follow")), .answered(false),
            .finished(interaction: "follow", .declined))
        try scene.harness.finish()
        #expect(await service.followed.isEmpty)
    }

    /// A failed follow is reported and the profile stays unfollowed.
    @Test func followFails() async throws {
        let scene = makeScene(service: FakeProfileService(user: ada, followFails: true), confirmations: [.accept])
        await scene.appear()
        scene.harness.skipEvents()
        await scene.harness.perform { scene.logic.follow() }
        try scene.harness.expect(
            .asked(ConfirmationRequest(message: "Follow Ada?", confirmLabel: "Follow")), .answered(true),
            .finished(interaction: "follow", .failed(String(describing: FakeProfileService.Unavailable()))))
        try scene.harness.finish()
        #expect(scene.logic.user == ada)
    }

    /// "Show followers" navigates to the followers route of the shown profile, and does
    /// nothing before a profile is loaded.
    @Test func showFollowers() async throws {
        let scene = makeScene(service: FakeProfileService(user: ada))
        scene.logic.showFollowers()
        await scene.appear()
        scene.harness.skipEvents()
        scene.logic.showFollowers()
        try scene.harness.expect(.navigated(.followers(userID: "ada")))
        try scene.harness.finish()
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

    /// Renaming (seed 004's changeDisplayName) renders the renamed profile and saves the
    /// trimmed name; a name the model refuses fails without reaching the server.
    @Test func changeDisplayName() async throws {
        let service = FakeProfileService(user: ada)
        let scene = makeScene(service: service)
        await scene.appear()
        scene.harness.skipEvents()
        await scene.harness.perform { [renderer = scene.renderer] in
            scene.logic.changeDisplayName(to: "  Countess  ") { renderer.render($0) }
        }
        try scene.harness.expect(.rendered(.presenting(ProfileCard(
            name: "Countess", followerCount: "1,204 followers", followers: "Followed by Grace, Alan, and 1,202 others",
            followButton: "Follow"))))
        await scene.harness.perform { [renderer = scene.renderer] in
            scene.logic.changeDisplayName(to: "   ") { renderer.render($0) }
        }
        try scene.harness.expect(.rendered(.failed(ProfileEditError.invalidDisplayName)))
        try scene.harness.finish()
        #expect(await service.renames == ["Countess"])
    }

    /// After a failed load, "Try again" loads again and shows the profile once the service
    /// answers.
    @Test func retryAfterFailure() async throws {
        let service = FakeProfileService(user: ada, failuresBeforeAnswering: 1)
        let scene = makeScene(service: service)
        await scene.appear()
        try scene.harness.expect(.rendered(.loading), .rendered(.failed(FakeProfileService.Unavailable())))
        await scene.harness.perform { scene.logic.retry() }
        try scene.harness.expect(.rendered(.loading), .rendered(.presenting(adaCard)))
        try scene.harness.finish()
    }

    /// In German every word is German, and numbers and the list follow German rules: the
    /// expected text is built with Foundation's own formatters, not with the presenter.
    @Test func presenterIsFullyLocalized() {
        let german = Locale(identifier: "de_DE")
        let presenter = ProfilePresenter(ada, formatting: PresentationFormatting(locale: german))
        let count = 1_204.formatted(.number.locale(german))
        let rest = 1_202.formatted(.number.locale(german))
        let list = ["Grace", "Alan", "\(rest) weiteren Personen"].formatted(.list(type: .and).locale(german))
        #expect(presenter.followerCountText == "\(count) Follower")
        #expect(presenter.followersText == "Gefolgt von \(list)")
        #expect(presenter.followButtonTitle == "Folgen")
        #expect(!presenter.followersText.contains("others") && !presenter.followersText.contains("Followed"))
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

actor FakeProfileService: ProfileService {
    struct Unavailable: Error, Equatable, CustomStringConvertible {
        var description: String { "the profile service is unavailable" }
    }

    private let stored: UserProfile?
    private let followFails: Bool
    private(set) var followed: [String] = []

    private var failuresLeft: Int

    init(user: UserProfile?, followFails: Bool = false, failuresBeforeAnswering: Int = 0) {
        stored = user
        self.followFails = followFails
        failuresLeft = failuresBeforeAnswering
    }

    func user(id: String) async throws -> UserProfile {
        if failuresLeft > 0 {
            failuresLeft -= 1
            throw Unavailable()
        }
        guard let stored, stored.id == id else { throw Unavailable() }
        return stored
    }

    func follow(userID: String) async throws {
        if followFails { throw Unavailable() }
        followed.append(userID)
    }

    private(set) var renames: [String] = []

    func changeDisplayName(userID: String, to name: String) async throws {
        if followFails { throw Unavailable() }
        renames.append(name)
    }
}
