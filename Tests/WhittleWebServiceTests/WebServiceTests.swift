import FlyingFox
import Foundation
import Testing
import Whittle

struct User: Codable, Sendable, Equatable {
    var name: String
    var followers: Int
}

/// Every test talks to a real HTTP server on 127.0.0.1; nothing on these paths is mocked.
struct WebServiceTests {
    private func makeService(retry: RetryPolicy = .never, timeout: TimeInterval = 10, sleeper: RecordingSleeper = RecordingSleeper())
        -> WebService
    {
        WebService(configuration: .init(timeout: timeout, retry: retry), sleeper: sleeper)
    }

    /// A 200 with a JSON body decodes into the resource's value.
    @Test func successDecodesJSON() async throws {
        let server = try await TestServer.start { server in
            await server.appendRoute("GET /user") { _ in .json(#"{"name":"Ada","followers":3}"#) }
        }
        defer { Task { await server.stop() } }

        let user = try await makeService().load(Resource(url: server.url("user"), decoding: User.self))
        #expect(user == User(name: "Ada", followers: 3))
    }

    /// Error statuses become `httpStatus` with the code and the start of the body.
    @Test(arguments: [404, 500])
    func errorStatusCarriesCodeAndBodyExcerpt(_ code: Int) async throws {
        let server = try await TestServer.start { server in
            await server.appendRoute("GET /missing") { _ in
                .json(#"{"error":"no such user"}"#, status: HTTPStatusCode(code, phrase: "Failure"))
            }
        }
        defer { Task { await server.stop() } }

        let error = await #expect(throws: WebServiceError.self) {
            try await makeService().load(Resource(url: server.url("missing"), decoding: User.self))
        }
        guard case .httpStatus(_, let statusCode, let excerpt)? = error else {
            Issue.record("expected httpStatus, got \(String(describing: error))")
            return
        }
        #expect(statusCode == code)
        #expect(excerpt.contains("no such user"))
    }

    /// Malformed JSON and a wrong shape both become `decoding`, the latter with the coding path.
    @Test(arguments: [
        (#"{"name":"Ada","followers":"#, nil),
        (#"[{"name":"Ada","followers":1},{"name":"Bob","followers":"many"}]"#, "[1].followers"),
    ] as [(String, String?)])
    func badBodyGivesDecodingErrorWithPath(_ body: String, expectedPath: String?) async throws {
        let server = try await TestServer.start { server in
            await server.appendRoute("GET /users") { _ in .json(body) }
        }
        defer { Task { await server.stop() } }

        let error = await #expect(throws: WebServiceError.self) {
            try await makeService().load(Resource(url: server.url("users"), decoding: [User].self))
        }
        guard case .decoding(_, let codingPath, _)? = error else {
            Issue.record("expected decoding, got \(String(describing: error))")
            return
        }
        if let expectedPath { #expect(codingPath == expectedPath) }
    }

    /// A server slower than the timeout gives `timeout`, not a hang.
    @Test func slowResponsePastTimeoutGivesTimeout() async throws {
        let server = try await TestServer.start { server in
            await server.appendRoute("GET /slow") { _ in
                try await Task.sleep(for: .seconds(10))
                return .json(#"{"name":"late","followers":0}"#)
            }
        }
        defer { Task { await server.stop() } }

        var resource = Resource(url: server.url("slow"), decoding: User.self)
        resource.timeout = 0.5
        let error = await #expect(throws: WebServiceError.self) { try await makeService().load(resource) }
        guard case .timeout(_, let seconds)? = error else {
            Issue.record("expected timeout, got \(String(describing: error))")
            return
        }
        #expect(seconds == 0.5)
    }

    /// A connection the server drops mid-body gives `transport`.
    @Test func droppedConnectionGivesTransportError() async throws {
        let server = try await TestServer.start { server in
            await server.appendRoute("GET /drop") { _ in
                HTTPResponse(statusCode: .ok, body: HTTPBodySequence(from: DroppingBody(), count: 1_000))
            }
        }
        defer { Task { await server.stop() } }

        let error = await #expect(throws: WebServiceError.self) {
            try await makeService().load(Resource(url: server.url("drop"), decoding: User.self))
        }
        guard case .transport? = error else {
            Issue.record("expected transport, got \(String(describing: error))")
            return
        }
    }

    /// Cancelling the calling task stops a request the server is still working on.
    @Test func cancellingTheTaskCancelsTheRequest() async throws {
        let (arrivals, arrived) = AsyncStream.makeStream(of: Void.self)
        let server = try await TestServer.start { server in
            await server.appendRoute("GET /hang") { _ in
                arrived.yield()
                try await Task.sleep(for: .seconds(20))
                return .json(#"{"name":"late","followers":0}"#)
            }
        }
        defer { Task { await server.stop() } }

        let service = makeService()
        let url = server.url("hang")
        let load = Task { try await service.load(Resource(url: url, decoding: User.self)) }
        for await _ in arrivals { break }
        load.cancel()
        let result = await load.result
        #expect(throws: CancellationError.self) { try result.get() }
    }
}
