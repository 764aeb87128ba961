import Foundation
import Testing
import Whittle
import WhittleExamples
import WhittleTesting

/// The lean SwiftUI profile screen's model driven through the scene harness: what the view
/// binds to (the state, the open question, the navigation path) is checked directly, with
/// no SwiftUI.
@MainActor
struct ProfileSwiftUISceneTests {
    private let ada = UserProfile(
        id: "ada", name: "Ada", followerCount: 1_204, topFollowers: [.init(id: "g", name: "Grace"), .init(id: "a", name: "Alan")])
    private let scratch = ScratchFolder(prefix: "whittle-profile-swiftui")

    private func makeModel(_ service: FakeProfileService) -> (ProfileScreenModel, SceneHarness<String, ProfileRoute>) {
        let model = ProfileScreenModel(userID: "ada", service: service, store: Store(fileURL: scratch.newFile(named: "profile.json")))
        let harness = SceneHarness<String, ProfileRoute>()
        harness.track(model.logic)
        return (model, harness)
    }

    /// The view's `.task` loads: the state goes from loading to the profile.
    @Test func appearingLoadsTheProfile() async throws {
        let (model, harness) = makeModel(FakeProfileService(user: ada))
        #expect(model.screen.state.isLoading)
        await harness.perform { model.start() }
        #expect(model.screen.state.value == ada)
    }

    /// Following puts the question on screen; the user's "Follow" follows, and the state
    /// shows the followed profile.
    @Test func followAsksThenFollows() async throws {
        let service = FakeProfileService(user: ada)
        let (model, harness) = makeModel(service)
        await harness.perform { model.start() }
        let follow = model.logic.follow()
        while model.confirmation.request == nil { await Task.yield() }
        #expect(model.confirmation.request?.message == "Follow Ada?")
        #expect(model.confirmation.isShowingAlert)
        model.confirmation.answer(true)
        await harness.perform { follow }
        #expect(model.screen.state.value?.isFollowedByMe == true)
        #expect(await service.followed == ["ada"])
    }

    /// "Show Followers" pushes the route on the path the NavigationStack binds to; the back
    /// swipe (the binding shortening the path) leaves the navigator where the user is.
    @Test func showFollowersPushesOnThePath() async throws {
        let (model, harness) = makeModel(FakeProfileService(user: ada))
        await harness.perform { model.start() }
        model.logic.showFollowers()
        #expect(model.navigator.path == [.followers(userID: "ada")])
        model.navigator.path.removeLast()
        model.navigator.goBack()
        #expect(model.navigator.path.isEmpty)
    }

    /// A failure shows the failed state, whose retry loads again.
    @Test func failureThenRetry() async throws {
        let (model, harness) = makeModel(FakeProfileService(user: ada, failuresBeforeAnswering: 1))
        await harness.perform { model.start() }
        #expect(model.screen.state.error is FakeProfileService.Unavailable)
        await harness.perform { model.logic.retry() }
        #expect(model.screen.state.value == ada)
    }
}
