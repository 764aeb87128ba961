import Testing
import Whittle
import WhittleTesting

/// Seed 004's profile screen driven end to end through the scene harness.
@MainActor
struct SundellProfileScreenTests {
    private struct Scene {
        let harness: SceneHarness<User, ProfileRoute>
        let screen: SundellProfileViewController
        let loader: ControlledLoader<Int, User>
        let cache: MemoryCache<Int, User>
        let service: RecordingFollowService
    }

    private func makeScene(
        cached: User? = nil,
        sizeClass: SizeClass = .compact,
        confirmations: [ScriptedConfirmation.Answer] = [],
        followFailure: TestError? = nil
    ) -> Scene {
        let harness = SceneHarness<User, ProfileRoute>(sizeClass: sizeClass, confirmations: confirmations)
        let loader = ControlledLoader<Int, User>()
        let cache = MemoryCache<Int, User>(cached.map { [$0.id: $0] } ?? [:])
        let service = RecordingFollowService(failure: followFailure)
        let navigator = ProfileNavigation.factory(port: harness.port, makeScreen: { $0 })
            .makeNavigator(for: sizeClass)
        let screen = SundellProfileViewController(
            logic: ProfileLogicController(userID: Fixtures.ana.id, cache: cache, loader: loader),
            view: harness.renderer(),
            navigator: navigator,
            confirmation: harness.confirmation,
            service: service,
            showError: { harness.recordEffect($0) },
            track: { harness.track($0) }
        )
        return Scene(harness: harness, screen: screen, loader: loader, cache: cache, service: service)
    }

    /// Loads from the network: a loading state while waiting, then the profile.
    private func loadFromNetwork(_ scene: Scene) async throws {
        let appearing = scene.screen.viewWillAppear()
        let call = await scene.loader.calls.nextCall()
        try scene.harness.expect(.rendered(.loading))
        scene.loader.calls.resume(call, returning: Fixtures.ana)
        await scene.harness.perform { appearing }
        try scene.harness.expect(.rendered(.presenting(Fixtures.ana)))
    }

    /// A cached profile is rendered at once, without a spinner or a request.
    @Test func loadsFromCache() async throws {
        let scene = makeScene(cached: Fixtures.staleAna)
        await scene.harness.perform { scene.screen.viewWillAppear() }
        try scene.harness.expect(.rendered(.presenting(Fixtures.staleAna)))
        try scene.harness.finish()
        #expect(scene.loader.calls.recordedArguments.isEmpty)
    }

    /// Without a cached profile the screen shows loading, then the loaded profile, and
    /// caches it.
    @Test func loadsFromNetwork() async throws {
        let scene = makeScene()
        try await loadFromNetwork(scene)
        try scene.harness.finish()
        #expect(await scene.cache.stored(Fixtures.ana.id) == Fixtures.ana)
    }

    /// A failed load renders the failure.
    @Test func rendersFailure() async throws {
        let scene = makeScene()
        let appearing = scene.screen.viewWillAppear()
        scene.loader.calls.resume(await scene.loader.calls.nextCall(), throwing: TestError("offline"))
        await scene.harness.perform { appearing }
        try scene.harness.expect(.rendered(.loading), .rendered(.failed(TestError("offline"))))
        try scene.harness.finish()
    }

    /// Accepting the confirmation follows the user and renders the followed profile.
    @Test func followWithConfirmationAccepted() async throws {
        let scene = makeScene(confirmations: [.accept])
        try await loadFromNetwork(scene)
        await scene.harness.perform { scene.screen.followTapped() }
        var followed = Fixtures.ana
        followed.isFollowed = true
        followed.followerCount += 1
        try scene.harness.expect(
            .asked(FollowUserInteraction<RecordingFollowService>.confirmationRequest(displayName: "Ana")),
            .answered(true),
            .rendered(.presenting(followed))
        )
        try scene.harness.finish()
        #expect(await scene.service.followed == [Fixtures.ana.id])
    }

    /// Declining the confirmation follows nobody and changes nothing on screen.
    @Test func followWithConfirmationDeclined() async throws {
        let scene = makeScene(confirmations: [.decline])
        try await loadFromNetwork(scene)
        await scene.harness.perform { scene.screen.followTapped() }
        try scene.harness.expect(
            .asked(FollowUserInteraction<RecordingFollowService>.confirmationRequest(displayName: "Ana")),
            .answered(false)
        )
        try scene.harness.finish()
        #expect(await scene.service.followed.isEmpty)
    }

    /// A failing follow is shown as an error and the profile stays as it was.
    @Test func followFailureIsShown() async throws {
        let scene = makeScene(confirmations: [.accept], followFailure: TestError("rate limited"))
        try await loadFromNetwork(scene)
        await scene.harness.perform { scene.screen.followTapped() }
        try scene.harness.expect(
            .asked(FollowUserInteraction<RecordingFollowService>.confirmationRequest(displayName: "Ana")),
            .answered(true),
            .effect("Could not follow: rate limited")
        )
        try scene.harness.finish()
    }

    /// Followers open by push on compact and in the supplementary column on regular.
    @Test(arguments: [(SizeClass.compact, NavigationTransition.push), (.regular, .supplementary)])
    func navigatesToFollowers(sizeClass: SizeClass, transition: NavigationTransition) async throws {
        let scene = makeScene(cached: Fixtures.ana, sizeClass: sizeClass)
        await scene.harness.perform { scene.screen.viewWillAppear() }
        scene.screen.followersTapped()
        try scene.harness.expect(
            .rendered(.presenting(Fixtures.ana)),
            .shown(.followers(userID: Fixtures.ana.id), transition)
        )
        try scene.harness.finish()
    }

    /// Pulling to refresh while the first load is still slow: the refreshed profile wins
    /// and the late, older answer never reaches the screen.
    @Test func newerLoadWinsOverSlowerOlderOne() async throws {
        let scene = makeScene()
        let appearing = scene.screen.viewWillAppear()
        let slow = await scene.loader.calls.nextCall()
        let refreshing = scene.screen.pulledToRefresh()
        let fast = await scene.loader.calls.nextCall()
        scene.loader.calls.resume(fast, returning: Fixtures.ana)
        await scene.harness.perform { refreshing }
        scene.loader.calls.resume(slow, returning: Fixtures.staleAna)
        await scene.harness.perform { appearing }
        try scene.harness.expect(.rendered(.loading), .rendered(.loading), .rendered(.presenting(Fixtures.ana)))
        try scene.harness.finish()
    }
}
