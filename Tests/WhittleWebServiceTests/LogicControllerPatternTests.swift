import FlyingFox
import Foundation
import Testing
import Whittle

// The logic controller of seed 004 exactly as the WebServices article shows it: cache first
// (a `Store`), then the network (a `WebService`), yielding the states a view controller renders.

enum ProfileState: Sendable {
    case loading
    case presenting(User)
    case failed(any Error)

    /// A comparable summary for assertions.
    var summary: String {
        switch self {
        case .loading: "loading"
        case .presenting(let user): "presenting \(user.name)"
        case .failed: "failed"
        }
    }
}

struct ProfileLogicController: Sendable {
    let service: WebService
    let cache: Store<User>
    let currentUser: Resource<User>

    /// Cache first, then network: yields the states to render, in order.
    func load() -> AsyncStream<ProfileState> {
        AsyncStream { continuation in
            let work = Task {
                let cached = try? await cache.load(allowingStale: true)
                continuation.yield(cached.map { .presenting($0.value) } ?? .loading)
                guard cached?.isStale != false else {  // fresh cache: done
                    return continuation.finish()
                }
                do {
                    let user = try await service.load(currentUser)
                    try? await cache.save(user)
                    continuation.yield(.presenting(user))
                } catch is CancellationError {
                } catch {
                    // With a cached profile on screen, keep it; otherwise report.
                    if cached == nil { continuation.yield(.failed(error)) }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in work.cancel() }
        }
    }
}

struct LogicControllerPatternTests {
    private struct Fixture {
        let server: TestServer
        let log = RequestLog()
        let clock = TestClock()
        let folder: URL
        let controller: ProfileLogicController

        init(status: HTTPStatusCode) async throws {
            let log = self.log
            server = try await TestServer.start { server in
                await server.appendRoute("GET /me") { request in
                    _ = await log.record(request)
                    return .json(#"{"name":"Network Ada","followers":5}"#, status: status)
                }
            }
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("whittle-logic-\(UUID().uuidString)")
            let clock = self.clock
            controller = ProfileLogicController(
                service: WebService(configuration: .init(retry: .never)),
                cache: Store(fileURL: folder.appendingPathComponent("me.json"), expiry: .after(60), now: { clock.now }),
                currentUser: Resource(url: server.url("me"), decoding: User.self))
        }

        func states() async -> [String] {
            var states: [String] = []
            for await state in controller.load() { states.append(state.summary) }
            return states
        }

        func tearDown() async {
            await server.stop()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Without a cache the screen shows loading, then the network value, which is cached.
    @Test func emptyCacheLoadsFromNetworkAndCaches() async throws {
        let fixture = try await Fixture(status: .ok)
        #expect(await fixture.states() == ["loading", "presenting Network Ada"])
        #expect(try await fixture.controller.cache.load()?.name == "Network Ada")
        await fixture.tearDown()
    }

    /// A fresh cached value is shown without touching the network.
    @Test func freshCacheSkipsNetwork() async throws {
        let fixture = try await Fixture(status: .ok)
        try await fixture.controller.cache.save(User(name: "Cached Ada", followers: 1))
        #expect(await fixture.states() == ["presenting Cached Ada"])
        #expect(await fixture.log.count == 0)
        await fixture.tearDown()
    }

    /// A stale cached value is shown at once, then replaced by the network value.
    @Test func staleCacheThenNetwork() async throws {
        let fixture = try await Fixture(status: .ok)
        try await fixture.controller.cache.save(User(name: "Cached Ada", followers: 1))
        fixture.clock.advance(by: 120)
        #expect(await fixture.states() == ["presenting Cached Ada", "presenting Network Ada"])
        await fixture.tearDown()
    }

    /// A network failure is reported when nothing is cached, and hidden behind a stale value otherwise.
    @Test func networkFailureWithAndWithoutCache() async throws {
        let fixture = try await Fixture(status: .internalServerError)
        #expect(await fixture.states() == ["loading", "failed"])
        try await fixture.controller.cache.save(User(name: "Cached Ada", followers: 1))
        fixture.clock.advance(by: 120)
        #expect(await fixture.states() == ["presenting Cached Ada"])
        await fixture.tearDown()
    }
}
