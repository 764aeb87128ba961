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
    private let scratch = ScratchFolder(prefix: "whittle-profile")

    /// A store on a new file in this test's folder: nothing cached yet.
    private func makeStore() -> Store<UserProfile> {
        Store(fileURL: scratch.newFile(named: "profile.json"))
    }

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
        service: FakeProfileService, store: Store<UserProfile>? = nil,
        confirmations: [ScriptedConfirmation.Answer] = []
    ) -> Scene {
        let harness = SceneHarness<ProfileCard, ProfileRoute>(confirmations: confirmations)
        let renderer = harness.renderer { (user: UserProfile) in ProfileCard(ProfilePresenter(user, formatting: Self.english)) }
        let logic = ProfileLogicController(
            userID: "ada", service: service, store: store ?? makeStore(), confirmation: harness.confirmation,
            navigator: harness.navigator)
        logic.onFollowFinished = harness.finishing("follow")
        logic.onNotice = { [weak harness] text in harness?.recordEffect("notice: \(text)") }
        logic.onAvatar = { [weak harness] data in harness?.recordEffect("avatar: \(String(decoding: data, as: UTF8.self))") }
        return Scene(harness: harness, renderer: renderer, logic: logic)
    }

    /// Without a cache the screen shows loading, then the presented profile.
    @Test func loadsWithoutCache() async throws {
        let scene = makeScene(service: FakeProfileService(user: ada))
        await scene.appear()
        try scene.harness.expect(.rendered(.loading), .rendered(.presenting(adaCard)))
        try scene.harness.finish()
    }

    /// With a stored profile the screen shows it at once, then the fresh copy, never
    /// loading; the fresh copy is stored for the next visit.
    @Test func cacheThenLoad() async throws {
        let store = makeStore()
        var stale = ada
        stale.followerCount = 10
        try await store.save(stale)
        let scene = makeScene(service: FakeProfileService(user: ada), store: store)
        await scene.appear()
        try scene.harness.expect(.rendered(.presenting(staleCard)), .rendered(.presenting(adaCard)))
        try scene.harness.finish()
        #expect(try await store.load() == ada)
    }

    /// A stored profile of someone else is not shown: the screen loads the one asked for,
    /// which replaces it.
    @Test func storedProfileOfAnotherUserIsNotShown() async throws {
        let store = makeStore()
        try await store.save(UserProfile(id: "grace", name: "Grace", followerCount: 3))
        let scene = makeScene(service: FakeProfileService(user: ada), store: store)
        await scene.appear()
        try scene.harness.expect(.rendered(.loading), .rendered(.presenting(adaCard)))
        try scene.harness.finish()
        #expect(try await store.load() == ada)
    }

    /// A failed refresh keeps the stored profile on screen instead of an error.
    @Test func failedRefreshKeepsTheStoredProfile() async throws {
        let store = makeStore()
        try await store.save(ada)
        let scene = makeScene(service: FakeProfileService(user: nil), store: store)
        await scene.appear()
        try scene.harness.expect(.rendered(.presenting(adaCard)))
        try scene.harness.finish()
        #expect(scene.logic.refreshFailure is FakeProfileService.Unavailable)
        #expect(try await store.load() == ada)
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

    /// A failed follow is shown to the user (the massive twin's "Could not follow" alert) and
    /// the profile stays unfollowed.
    @Test func followFails() async throws {
        let scene = makeScene(service: FakeProfileService(user: ada, followFails: true), confirmations: [.accept])
        await scene.appear()
        scene.harness.skipEvents()
        await scene.harness.perform { scene.logic.follow() }
        try scene.harness.expect(
            .asked(ConfirmationRequest(message: "Follow Ada?", confirmLabel: "Follow")), .answered(true),
            .effect("notice: Could not follow Ada. Please try again later."),
            .finished(interaction: "follow", .failed(String(describing: FakeProfileService.Unavailable()))))
        try scene.harness.finish()
        #expect(scene.logic.user == ada)
    }

    /// Leaving the screen cancels a follow still under way (the massive twin's
    /// `viewWillDisappear`): it finishes as cancelled and the profile stays unfollowed.
    @Test func leavingCancelsTheFollow() async throws {
        let service = HangingFollowService(user: ada)
        let harness = SceneHarness<ProfileCard, ProfileRoute>(confirmations: [.accept])
        let logic = ProfileLogicController(
            userID: "ada", service: service, store: makeStore(), confirmation: harness.confirmation,
            navigator: harness.navigator)
        logic.onFollowFinished = harness.finishing("follow")
        let renderer = harness.renderer { (user: UserProfile) in ProfileCard(ProfilePresenter(user, formatting: Self.english)) }
        await harness.perform { logic.start { renderer.render($0) } }
        harness.skipEvents()
        let following = logic.follow()
        _ = await service.follows.nextCall()
        logic.stop()
        _ = await following?.value
        try harness.expect(
            .asked(ConfirmationRequest(message: "Follow Ada?", confirmLabel: "Follow")), .answered(true),
            .finished(interaction: "follow", .cancelled))
        try harness.finish()
        #expect(logic.user == ada)
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
    /// trimmed name, on the server and in the store; a name the model refuses fails without
    /// reaching the server.
    @Test func changeDisplayName() async throws {
        let service = FakeProfileService(user: ada)
        let store = makeStore()
        let scene = makeScene(service: service, store: store)
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
        #expect(try await store.load() == ada.renamed(to: "Countess"))
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
        #expect(view.displayNameText == "Ada")
        #expect(view.avatarImageData == nil && view.noticeText == nil)
        #expect(view.followerCountText == "1,204 followers")
        #expect(view.followersText == "Followed by Grace, Alan, and 1,202 others")
        #expect(view.followButtonTitle == "Follow" && view.isFollowEnabled && !view.hidesFollowersButton)
        display.showAvatar(Data([1, 2, 3]))
        display.showNotice("Could not follow Ada. Please try again later.")
        binding.updateView()
        #expect(view.avatarImageData == Data([1, 2, 3]))
        #expect(view.noticeText == "Could not follow Ada. Please try again later.")
        display.show(ada.followed())
        binding.updateView()
        #expect(view.followButtonTitle == "Following" && !view.isFollowEnabled)
        #expect(view.noticeText == nil)
        #expect(view.avatarImageData == Data([1, 2, 3]))
    }

    /// The avatar (the massive twin's `loadAvatar`) is downloaded once the profile is on
    /// screen, once per picture: a reload does not download it again. A profile
    /// without a picture downloads nothing.
    @Test func avatarIsDownloadedAfterTheProfile() async throws {
        var pictured = ada
        pictured.avatarURL = URL(string: "https://example.com/ada.png")
        let service = FakeProfileService(user: pictured, avatar: Data("ada.png".utf8))
        let scene = makeScene(service: service)
        await scene.appear()
        try scene.harness.expect(.rendered(.loading), .rendered(.presenting(adaCard)), .effect("avatar: ada.png"))
        // A reload shows the cached profile, then the fresh one: the same picture, not downloaded again.
        await scene.harness.perform { scene.logic.retry() }
        try scene.harness.expect(.rendered(.presenting(adaCard)), .rendered(.presenting(adaCard)))
        try scene.harness.finish()
        #expect(await service.avatarDownloads == [URL(string: "https://example.com/ada.png")])

        let plain = makeScene(service: FakeProfileService(user: ada, avatar: Data("x".utf8)))
        await plain.appear()
        try plain.harness.expect(.rendered(.loading), .rendered(.presenting(adaCard)))
        try plain.harness.finish()
    }

    /// A failed avatar download keeps the placeholder: the profile is shown, nothing else.
    @Test func failedAvatarKeepsThePlaceholder() async throws {
        var pictured = ada
        pictured.avatarURL = URL(string: "https://example.com/ada.png")
        let scene = makeScene(service: FakeProfileService(user: pictured, avatar: nil))
        await scene.appear()
        try scene.harness.expect(.rendered(.loading), .rendered(.presenting(adaCard)))
        try scene.harness.finish()
    }

    /// Editing the name field: a name the model refuses puts the current name back and says
    /// why (the massive twin's "Invalid name" alert), without reaching the server; a rename
    /// the server fails does the same; a good one shows the new name.
    @Test func renameFromTheField() async throws {
        let service = FakeProfileService(user: ada)
        let scene = makeScene(service: service)
        await scene.appear()
        scene.harness.skipEvents()
        await scene.harness.perform { scene.logic.rename(to: String(repeating: "a", count: 41)) }
        try scene.harness.expect(.rendered(.presenting(adaCard)), .effect("notice: A display name has 1 to 40 characters."))
        await scene.harness.perform { scene.logic.rename(to: "Countess") }
        try scene.harness.expect(.rendered(.presenting(ProfileCard(
            name: "Countess", followerCount: "1,204 followers", followers: "Followed by Grace, Alan, and 1,202 others",
            followButton: "Follow"))))
        try scene.harness.finish()
        #expect(await service.renames == ["Countess"])

        let failing = makeScene(service: FakeProfileService(user: ada, renameFails: true))
        await failing.appear()
        failing.harness.skipEvents()
        await failing.harness.perform { failing.logic.rename(to: "Countess") }
        try failing.harness.expect(
            .rendered(.presenting(adaCard)), .effect("notice: Your name could not be changed. Please try again later."))
        try failing.harness.finish()
    }

    /// The children as plugins (``StateChildContainer``): a spinner while loading, the
    /// message with "Try again" on failure, the content once loaded — each swapped in with
    /// UIKit's containment calls, the previous one removed.
    @Test func childrenFollowTheState() async throws {
        let harness = SceneHarness<String, ProfileRoute>()
        let port = RecordingContainmentPort<String>()
        let children = ProfileChildren.container(port: port) { slot in "\(slot)" }
        let renderer = ChildRenderer(children: children) { harness.recordEffect("shows \($0)") }
        let logic = ProfileLogicController(
            userID: "ada", service: FakeProfileService(user: ada, failuresBeforeAnswering: 1), store: makeStore(),
            confirmation: harness.confirmation, navigator: harness.navigator)
        await harness.perform { logic.start { renderer.render($0) } }
        try harness.expect(.effect("shows loading"), .effect("shows error"))
        await harness.perform { logic.retry() }
        try harness.expect(.effect("shows loading"), .effect("shows content"))
        try harness.finish()
        #expect(port.takeCalls().filter { if case .setFrame = $0 { false } else { true } } == [
            .addChild("loading"), .addView("loading"), .didMoveToParent("loading"),
            .willMoveFromParent("loading"), .removeView("loading"), .removeFromParent("loading"),
            .addChild("error"), .addView("error"), .didMoveToParent("error"),
            .willMoveFromParent("error"), .removeView("error"), .removeFromParent("error"),
            .addChild("loading"), .addView("loading"), .didMoveToParent("loading"),
            .willMoveFromParent("loading"), .removeView("loading"), .removeFromParent("loading"),
            .addChild("content"), .addView("content"), .didMoveToParent("content"),
        ])
        #expect(ProfileChildren.slot(for: .empty) == .content)
        #expect(ProfileChildren.failureMessage == "The profile could not be loaded.")
        #expect(ProfileChildren.retryTitle == "Try again")
    }

    /// Regular width stacks the profile side by side with more space, compact one above the
    /// other (the massive twin's `traitCollectionDidChange`).
    @Test func stackFollowsTheSizeClass() {
        let regular = ProfileStackStyle(sizeClass: .regular)
        let compact = ProfileStackStyle(sizeClass: .compact)
        #expect(regular.isHorizontal && regular.spacing == 24)
        #expect(!compact.isHorizontal && compact.spacing == 12)
    }
}

/// Renders each state by handing it to the profile's child container, and says which child
/// is shown.
@MainActor
private final class ChildRenderer: StateRendering {
    private let children: StateChildContainer<ViewState<UserProfile>, RecordingContainmentPort<String>>
    private let report: @MainActor (ContentSlot) -> Void

    init(
        children: StateChildContainer<ViewState<UserProfile>, RecordingContainmentPort<String>>,
        report: @escaping @MainActor (ContentSlot) -> Void
    ) {
        self.children = children
        self.report = report
    }

    func render(_ state: ViewState<UserProfile>) {
        children.render(state)
        if let slot = children.shownSlot { report(slot) }
    }
}

@MainActor
final class FakeProfileView: ProfileDisplaying {
    var nameText: String?
    var displayNameText: String?
    var avatarImageData: Data?
    var noticeText: String?
    var followerCountText: String?
    var followersText: String?
    var followButtonTitle: String?
    var isFollowEnabled = false
    var hidesFollowersButton = true
}

/// A profile service whose follows finish when the test says so.
struct HangingFollowService: ProfileService {
    let user: UserProfile
    let follows = ControlledCalls<String, Void>()

    func user(id: String) async throws -> UserProfile { user }
    func follow(userID: String) async throws { try await follows.call(userID) }
    func changeDisplayName(userID: String, to name: String) async throws {}
    func avatar(at url: URL) async throws -> Data { Data() }
}

actor FakeProfileService: ProfileService {
    struct Unavailable: Error, Equatable, CustomStringConvertible {
        var description: String { "the profile service is unavailable" }
    }

    private let stored: UserProfile?
    private let followFails: Bool
    private let renameFails: Bool
    private let avatar: Data?
    private(set) var followed: [String] = []
    private(set) var avatarDownloads: [URL] = []

    private var failuresLeft: Int

    init(
        user: UserProfile?, followFails: Bool = false, renameFails: Bool = false, failuresBeforeAnswering: Int = 0,
        avatar: Data? = nil
    ) {
        stored = user
        self.followFails = followFails
        self.renameFails = renameFails
        self.avatar = avatar
        failuresLeft = failuresBeforeAnswering
    }

    func avatar(at url: URL) async throws -> Data {
        avatarDownloads.append(url)
        guard let avatar else { throw Unavailable() }
        return avatar
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
        if followFails || renameFails { throw Unavailable() }
        renames.append(name)
    }
}
