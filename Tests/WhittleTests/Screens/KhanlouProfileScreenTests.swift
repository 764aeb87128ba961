import Foundation
import Testing
import Whittle
import WhittleTesting

/// Seed 000's profile screen — data source, presenter, interaction, navigator — driven
/// end to end through the scene harness.
@MainActor
struct KhanlouProfileScreenTests {
    private struct Scene {
        let harness: SceneHarness<ProfileDisplay, ProfileRoute>
        let screen: KhanlouProfileViewController
        let loader: ControlledLoader<Int, User>
        let service: RecordingFollowService
    }

    private static let formatting: PresentationFormatting = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return PresentationFormatting(locale: Locale(identifier: "en_US"), calendar: calendar, now: { Fixtures.now })
    }()

    private static let anaDisplay = ProfileDisplay(
        name: "Ana", followerCount: "1,233 followers", followedBy: "Followed by Bo, Cy, and 3 others",
        joined: "Joined 3 days ago", followButtonTitle: "Follow"
    )
    private static let followRequest = FollowUserInteraction<RecordingFollowService>.confirmationRequest(displayName: "Ana")

    private func makeScene(
        cached: User? = nil,
        sizeClass: SizeClass = .compact,
        confirmations: [ScriptedConfirmation.Answer] = []
    ) -> Scene {
        let harness = SceneHarness<ProfileDisplay, ProfileRoute>(sizeClass: sizeClass, confirmations: confirmations)
        let loader = ControlledLoader<Int, User>()
        let service = RecordingFollowService()
        let screen = KhanlouProfileViewController(
            logic: ProfileLogicController(
                userID: Fixtures.ana.id, cache: MemoryCache(cached.map { [$0.id: $0] } ?? [:]), loader: loader
            ),
            view: harness.renderer(),
            navigatorFactory: ProfileNavigation.factory(port: harness.port, makeScreen: { $0 }),
            sizeClass: harness.sizeClass,
            confirmation: harness.confirmation,
            service: service,
            displayName: "Ana",
            formatting: Self.formatting,
            showError: { harness.recordEffect($0) },
            track: { harness.track($0) }
        )
        harness.observe(screen.followers) { $0.name }
        return Scene(harness: harness, screen: screen, loader: loader, service: service)
    }

    private func loadFromNetwork(_ scene: Scene) async throws {
        let appearing = scene.screen.viewWillAppear()
        let call = await scene.loader.calls.nextCall()
        try scene.harness.expect(.rendered(.loading))
        scene.loader.calls.resume(call, returning: Fixtures.ana)
        await scene.harness.perform { appearing }
        try scene.harness.expect(
            .listed([["Bo", "Cy", "Di", "Ed", "Flo"]]),
            .rendered(.presenting(Self.anaDisplay))
        )
    }

    /// A cached profile fills the followers list and the formatted header at once.
    @Test func loadsFromCache() async throws {
        let scene = makeScene(cached: Fixtures.staleAna)
        await scene.harness.perform { scene.screen.viewWillAppear() }
        try scene.harness.expect(
            .listed([["Bo"]]),
            .rendered(.presenting(ProfileDisplay(
                name: "Ana (cached)", followerCount: "1,200 followers", followedBy: "Followed by Bo",
                joined: "Joined 3 days ago", followButtonTitle: "Follow"
            )))
        )
        try scene.harness.finish()
        #expect(scene.loader.calls.recordedArguments.isEmpty)
    }

    /// From the network: loading, then the list and the presenter's display values.
    @Test func loadsFromNetwork() async throws {
        let scene = makeScene()
        try await loadFromNetwork(scene)
        try scene.harness.finish()
    }

    /// A failed load renders the failure and leaves the list empty.
    @Test func rendersFailure() async throws {
        let scene = makeScene()
        let appearing = scene.screen.viewWillAppear()
        scene.loader.calls.resume(await scene.loader.calls.nextCall(), throwing: TestError("offline"))
        await scene.harness.perform { appearing }
        try scene.harness.expect(.rendered(.loading), .rendered(.failed(TestError("offline"))))
        try scene.harness.finish()
        #expect(scene.screen.followers.numberOfItems == 0)
    }

    /// Accepted: the user is followed and the binding shows the new count and title.
    @Test func followWithConfirmationAccepted() async throws {
        let scene = makeScene(confirmations: [.accept])
        try await loadFromNetwork(scene)
        await scene.harness.perform { scene.screen.followTapped() }
        var followed = Self.anaDisplay
        followed.followerCount = "1,234 followers"
        followed.followButtonTitle = "Following"
        try scene.harness.expect(.asked(Self.followRequest), .answered(true), .rendered(.presenting(followed)))
        try scene.harness.finish()
        #expect(await scene.service.followed == [Fixtures.ana.id])
    }

    /// Declined: nothing is followed and nothing re-renders.
    @Test func followWithConfirmationDeclined() async throws {
        let scene = makeScene(confirmations: [.decline])
        try await loadFromNetwork(scene)
        await scene.harness.perform { scene.screen.followTapped() }
        try scene.harness.expect(.asked(Self.followRequest), .answered(false))
        try scene.harness.finish()
        #expect(await scene.service.followed.isEmpty)
    }

    /// A double tap on Follow asks once and follows once.
    @Test func doubleTapFollowsOnce() async throws {
        let scene = makeScene(confirmations: [.wait])
        try await loadFromNetwork(scene)
        let first = scene.screen.followTapped()
        #expect(scene.screen.followTapped() == nil)
        _ = await scene.harness.confirmation.nextRequest()
        scene.harness.confirmation.answerPending(true)
        await scene.harness.perform { first }
        #expect(scene.harness.events.filter { $0 == .asked(Self.followRequest) }.count == 1)
        #expect(await scene.service.followed == [Fixtures.ana.id])
    }

    /// The navigator chosen once for the size class opens followers the right way.
    @Test(arguments: [(SizeClass.compact, NavigationTransition.push), (.regular, .supplementary)])
    func navigatesToFollowers(sizeClass: SizeClass, transition: NavigationTransition) async throws {
        let scene = makeScene(sizeClass: sizeClass)
        try await loadFromNetwork(scene)
        scene.screen.followersTapped()
        try scene.harness.expect(.shown(.followers(userID: Fixtures.ana.id), transition))
        try scene.harness.finish()
    }
}
