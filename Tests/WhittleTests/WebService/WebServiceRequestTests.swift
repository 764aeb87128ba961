import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Whittle
import WhittleTesting

/// What the web service does with a request: the cache key, interception, deadlines and
/// requests in flight, each through a stub connection.
struct WebServiceCacheKeyTests {
    struct Profile: Decodable, Equatable, Sendable {
        var name: String
    }

    static let url = URL(string: "https://example.com/profile")!

    /// A cached response is filed under the headers that choose a user or a representation:
    /// another user's request goes to the network, the same user's is served from the cache.
    @Test func theCacheKeepsUsersApart() async throws {
        let connection = StubWebConnection { request in
            let user = request.value(forHTTPHeaderField: "Authorization") == "Bearer ada" ? "Ada" : "Grace"
            return WebResponse(
                url: request.url, statusCode: 200, headers: ["Cache-Control": "max-age=600"],
                body: Data(#"{"name": "\#(user)"}"#.utf8))
        }
        let service = WebService(connection: connection)
        func profile(for token: String) -> Resource<Profile> {
            var resource = Resource<Profile>(url: Self.url)
            resource.request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
            return resource
        }
        #expect(try await service.load(profile(for: "ada")) == Profile(name: "Ada"))
        #expect(try await service.load(profile(for: "grace")) == Profile(name: "Grace"))
        #expect(try await service.load(profile(for: "ada")) == Profile(name: "Ada"))
        #expect(connection.requests.count == 2, "Ada's second load comes from the cache")
    }
}

/// The request interceptor: authentication without any screen knowing.
struct RequestInterceptorTests {
    actor TokenInterceptor: RequestInterceptor {
        private(set) var token = "old"
        private(set) var refreshes = 0

        func adapt(_ request: URLRequest) async throws -> URLRequest {
            var request = request
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
            return request
        }

        func shouldRetry(_ request: URLRequest, after response: WebResponse) async -> Bool {
            guard response.statusCode == 401 else { return false }
            refreshes += 1
            token = "new"
            return true
        }
    }

    /// Every request carries the interceptor's token; a 401 refreshes it and the request is
    /// sent once more with the new one.
    @Test func anExpiredTokenIsRefreshedAndTheRequestSentAgain() async throws {
        let connection = StubWebConnection { request in
            request.value(forHTTPHeaderField: "Authorization") == "Bearer new"
                ? StubWebConnection.json(#"{"name": "Ada"}"#, for: request)
                : StubWebConnection.json(#"{"error": "expired"}"#, status: 401, for: request)
        }
        let interceptor = TokenInterceptor()
        let service = WebService(connection: connection, interceptor: interceptor)
        let url = try #require(URL(string: "https://example.com/me"))
        let profile = try await service.load(Resource<StubWebConnectionTests.Profile>(url: url))
        #expect(profile.name == "Ada")
        #expect(connection.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == ["Bearer old", "Bearer new"])
        #expect(await interceptor.refreshes == 1)
    }

    /// A refused request is sent again at most once: a token the server still refuses fails
    /// the load with the server's status instead of looping.
    @Test func aStillRefusedRequestFailsAfterOneRetry() async throws {
        let connection = StubWebConnection { request in
            StubWebConnection.json(#"{"error": "expired"}"#, status: 401, for: request)
        }
        let service = WebService(connection: connection, interceptor: TokenInterceptor())
        let url = try #require(URL(string: "https://example.com/me"))
        await #expect {
            try await service.load(Resource<StubWebConnectionTests.Profile>(url: url))
        } throws: { error in
            guard case .httpStatus(_, 401, _)? = error as? WebServiceError else { return false }
            return true
        }
        #expect(connection.requests.count == 2)
    }
}

/// The service's timeout is a deadline for the whole attempt, not an idle timeout.
struct WebServiceDeadlineTests {
    /// A connection that keeps the answer coming for longer than the timeout: a server
    /// trickling bytes, which an idle timeout never stops.
    final class TricklingConnection: WebConnection, @unchecked Sendable {
        private let lock = NSLock()
        private var cancelled = false
        var wasCancelled: Bool { lock.withLock { cancelled } }

        func send(_ request: URLRequest) async throws -> WebResponse {
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                lock.withLock { cancelled = true }
                throw error
            }
            return WebResponse(url: request.url, statusCode: 200)
        }
    }

    /// The connection would answer after 30 seconds with a success; the load ends in
    /// `timeout` instead, and the attempt is cancelled.
    @Test func aSlowAnswerEndsInTimeoutAtTheDeadline() async throws {
        let connection = TricklingConnection()
        let service = WebService(connection: connection, configuration: .init(timeout: 0.2, retry: .never))
        let url = try #require(URL(string: "https://example.com/slow"))
        await #expect {
            try await service.load(Resource<StubWebConnectionTests.Profile>(url: url))
        } throws: { error in
            guard case .timeout(_, 0.2)? = error as? WebServiceError else { return false }
            return true
        }
        #expect(connection.wasCancelled, "the abandoned attempt is cancelled")
    }
}

/// Identical GET requests in flight at once share one trip to the server.
@Suite(.timeLimit(.minutes(1)))
struct InFlightSharingTests {
    /// A connection whose sends wait until the test answers them.
    struct HeldConnection: WebConnection {
        let calls = ControlledCalls<URL?, WebResponse>()
        func send(_ request: URLRequest) async throws -> WebResponse { try await calls.call(request.url) }
    }

    static let url = URL(string: "https://example.com/profile")!
    static let profile: Resource<StubWebConnectionTests.Profile> = {
        var resource = Resource<StubWebConnectionTests.Profile>(url: url)
        resource.cachePolicy = .none
        return resource
    }()

    /// Two screens asking for the same profile at once: one request, both get the answer.
    @Test func identicalLoadsShareOneRequest() async throws {
        let connection = HeldConnection()
        let service = WebService(connection: connection)
        async let first = service.load(Self.profile)
        async let second = service.load(Self.profile)
        let call = await connection.calls.nextCall()
        while await service.callersSharingTrip(of: Self.profile) < 2 { await Task.yield() }
        connection.calls.resume(call, returning: StubWebConnection.json(#"{"name": "Ada"}"#, for: URLRequest(url: Self.url)))
        #expect(try await first == StubWebConnectionTests.Profile(name: "Ada"))
        #expect(try await second == StubWebConnectionTests.Profile(name: "Ada"))
        #expect(connection.calls.recordedArguments.count == 1)
    }

    /// One caller giving up does not cancel the trip the other still waits for; when every
    /// caller gave up, the trip is cancelled.
    @Test func aTripIsCancelledOnlyWhenEveryCallerGaveUp() async throws {
        let connection = HeldConnection()
        let service = WebService(connection: connection, configuration: .init(retry: .never))
        let leaving = Task { try await service.load(Self.profile) }
        let call = await connection.calls.nextCall()
        let staying = Task { try await service.load(Self.profile) }
        while await service.callersSharingTrip(of: Self.profile) < 2 { await Task.yield() }
        leaving.cancel()
        await #expect(throws: CancellationError.self) { try await leaving.value }
        connection.calls.resume(call, returning: StubWebConnection.json(#"{"name": "Ada"}"#, for: URLRequest(url: Self.url)))
        #expect(try await staying.value.name == "Ada")
        #expect(connection.calls.recordedArguments.count == 1)

        let alone = Task { try await service.load(Self.profile) }
        _ = await connection.calls.nextCall()
        alone.cancel()
        await #expect(throws: CancellationError.self) { try await alone.value }
    }
}
