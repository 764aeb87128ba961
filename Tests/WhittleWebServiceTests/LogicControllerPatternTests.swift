import FlyingFox
import Foundation
import Testing
import Whittle
import WhittleTesting

// The profile screen's logic controller of seed 004 exactly as the LogicControllers article
// shows it, with the `User` and `Resource.user(_:)` of the WebServices article: a `Store`
// behind `StoreCache`, then the network through a `WebService` behind `WebServiceLoader`.
// The articles' types are nested here because this target has a `User` of its own; the tests
// are nested too, so that they name them as the articles do.

enum Article {
    struct User: Codable, Equatable, Identifiable, Sendable {
        var id: Int
        var name: String
    }

    /// Where the profile screen navigates; the articles take it as given.
    enum ProfileRoute: Equatable, Sendable {
        case followers(of: User.ID)
    }

    /// The articles' `api`: the server's base URL, set by each test for its own server.
    @TaskLocal static var api = URL(fileURLWithPath: "/")

    @MainActor
    final class ProfileLogicController: LogicController {
        let requests = LatestRequest<User>()
        let mutations = LatestRequest<User>()
        /// Why the last refresh failed while the stored profile stayed on screen.
        private(set) var refreshFailure: (any Error)?
        private let userID: User.ID
        private let profiles: CacheThenLoad<User.ID, User>

        init(userID: User.ID, service: WebService, store: Store<User>) {
            self.userID = userID
            profiles = CacheThenLoad(
                cache: StoreCache(store: store),
                loader: WebServiceLoader(service: service) { id in .user(id) },
                policy: .cacheThenRefresh
            )
        }

        func load(emit: (ViewState<User>) -> Void) async {
            refreshFailure = await profiles.load(userID, emit: emit)
        }
    }
}

extension Resource where Value == Article.User {
    static func user(_ id: Article.User.ID) -> Resource<Article.User> {
        Resource(url: Article.api.appendingPathComponent("users/\(id)"), decoding: Article.User.self)
    }
}

extension Article {
    @MainActor
    struct LogicControllerPatternTests {
        private let storedAda = User(id: 42, name: "Stored Ada")
        private let networkAda = User(id: 42, name: "Network Ada")

        private struct Fixture {
            let server: TestServer
            let log = RequestLog()
            let folder: URL
            let service = WebService(configuration: .init(retry: .never))

            init(status: HTTPStatusCode) async throws {
                let log = self.log
                server = try await TestServer.start { server in
                    await server.appendRoute("GET /users/42") { request in
                        _ = await log.record(request)
                        return .json(#"{"id":42,"name":"Network Ada"}"#, status: status)
                    }
                }
                folder = FileManager.default.temporaryDirectory.appendingPathComponent("whittle-logic-\(UUID().uuidString)")
            }

            /// A new store on the profile's file, reading it from disk.
            func store() -> Store<User> { Store(fileURL: folder.appendingPathComponent("profile.json")) }

            /// The states one load of profile 42 renders, and the controller after it.
            @MainActor
            func load() async -> (states: [ViewState<User>], controller: ProfileLogicController) {
                let controller = ProfileLogicController(userID: 42, service: service, store: store())
                var states: [ViewState<User>] = []
                await $api.withValue(server.baseURL) {
                    await controller.load(emit: { states.append($0) })
                }
                return (states, controller)
            }

            func tearDown() async {
                await server.stop()
                try? FileManager.default.removeItem(at: folder)
            }
        }

        /// Without a stored profile the screen shows loading, then the network's, which is stored.
        @Test func emptyStoreLoadsFromNetworkAndStores() async throws {
            let fixture = try await Fixture(status: .ok)
            let loaded = await fixture.load()
            #expect(loaded.states == [.loading, .presenting(networkAda)])
            #expect(try await fixture.store().load() == networkAda)
            await fixture.tearDown()
        }

        /// A stored profile is shown at once, then the network's, which replaces it in the store.
        @Test func storedProfileThenNetwork() async throws {
            let fixture = try await Fixture(status: .ok)
            try await fixture.store().save(storedAda)
            let loaded = await fixture.load()
            #expect(loaded.states == [.presenting(storedAda), .presenting(networkAda)])
            #expect(loaded.controller.refreshFailure == nil)
            #expect(await fixture.log.count == 1)
            #expect(try await fixture.store().load() == networkAda)
            await fixture.tearDown()
        }

        /// A failing server is rendered when nothing is stored; with a stored profile, that stays
        /// on screen and the failure is kept in `refreshFailure`.
        @Test func failingServerWithAndWithoutStoredProfile() async throws {
            let fixture = try await Fixture(status: .internalServerError)
            let url = fixture.server.baseURL.appendingPathComponent("users/42")
            let failure = WebServiceError.httpStatus(url: url, statusCode: 500, bodyExcerpt: #"{"id":42,"name":"Network Ada"}"#)

            #expect(await fixture.load().states == [.loading, .failed(failure)])

            try await fixture.store().save(storedAda)
            let loaded = await fixture.load()
            #expect(loaded.states == [.presenting(storedAda)])
            #expect(loaded.controller.refreshFailure as? WebServiceError == failure)
            #expect(try await fixture.store().load() == storedAda)
            await fixture.tearDown()
        }

        /// The WebServices article's loader, on its own.
        @Test func webServicesArticleLoader() async throws {
            let fixture = try await Fixture(status: .ok)
            let service = fixture.service
            let loader = WebServiceLoader(service: service) { (id: User.ID) in Resource<User>.user(id) }
            let user = try await $api.withValue(fixture.server.baseURL) { try await loader.load(42) }
            #expect(user == networkAda)
            await fixture.tearDown()
        }

        /// The LogicControllers article's whole-screen test, as the article shows it.
        @Test func logicControllersArticleHarness() async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("whittle-logic-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }

            let connection = StubWebConnection(json: #"{"id": 42, "name": "Ana"}"#)
            let logic = ProfileLogicController(
                userID: 42, service: WebService(connection: connection),
                store: Store(fileURL: folder.appendingPathComponent("profile.json")))
            let harness = SceneHarness<User, ProfileRoute>()
            let renderer = harness.renderer()                    // in place of the view controller

            await harness.perform { logic.load(into: renderer) }
            try harness.expect(.rendered(.loading), .rendered(.presenting(User(id: 42, name: "Ana"))))
            try harness.finish()                                 // nothing left unasserted
            #expect(connection.requests.count == 1)
        }
    }
}
