import FlyingFox
import Foundation
import Testing
import Whittle

/// A clock the test moves by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSinceReferenceDate: 800_000_000)
    var now: Date { lock.withLock { current } }
    func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }
}

struct WebServiceCachingTests {
    /// A response with an ETag is revalidated with If-None-Match; the server's 304 serves the cached body.
    @Test func etagRevalidationUses304() async throws {
        let log = RequestLog()
        let server = try await TestServer.start { server in
            await server.appendRoute("GET /profile") { request in
                _ = await log.record(request)
                if request.headers[.ifNoneMatch] == #""v1""# {
                    return HTTPResponse(statusCode: .notModified, headers: HTTPHeaders([.eTag: #""v1""#]))
                }
                return .json(#"{"name":"Ada","followers":1}"#, headers: [.eTag: #""v1""#, .cacheControl: "no-cache"])
            }
        }
        defer { Task { await server.stop() } }
        let service = WebService(configuration: .init(retry: .never))
        let resource = Resource(url: server.url("profile"), decoding: User.self)

        let first = try await service.load(resource)
        let second = try await service.load(resource)
        #expect(first == second)
        #expect(await log.count == 2)
        #expect(await log.ifNoneMatch == [nil, #""v1""#])
    }

    /// `max-age` makes the response fresh: no request until it expires by the cache's clock.
    @Test func maxAgeServesFromCacheUntilExpiry() async throws {
        let log = RequestLog()
        let server = try await TestServer.start { server in
            await server.appendRoute("GET /fresh") { request in
                let count = await log.record(request)
                return .json(#"{"name":"Ada","followers":\#(count)}"#, headers: [.cacheControl: "max-age=60"])
            }
        }
        defer { Task { await server.stop() } }
        let clock = TestClock()
        let service = WebService(configuration: .init(retry: .never), cache: ResponseCache(now: { clock.now }))
        let resource = Resource(url: server.url("fresh"), decoding: User.self)

        #expect(try await service.load(resource).followers == 1)
        clock.advance(by: 59)
        #expect(try await service.load(resource).followers == 1)
        clock.advance(by: 2)
        #expect(try await service.load(resource).followers == 2)
        #expect(await log.count == 2)
    }

    /// `no-store` and the `.none` policy keep every load on the network.
    @Test(arguments: [(ResponseCachePolicy.httpHeaders, "no-store"), (.none, "max-age=60")])
    func uncacheableResponsesAreRefetched(_ policy: ResponseCachePolicy, cacheControl: String) async throws {
        let log = RequestLog()
        let server = try await TestServer.start { server in
            await server.appendRoute("GET /live") { request in
                _ = await log.record(request)
                return .json(#"{"name":"Ada","followers":0}"#, headers: [.cacheControl: cacheControl])
            }
        }
        defer { Task { await server.stop() } }
        let service = WebService(configuration: .init(retry: .never))
        var resource = Resource(url: server.url("live"), decoding: User.self)
        resource.cachePolicy = policy

        _ = try await service.load(resource)
        _ = try await service.load(resource)
        #expect(await log.count == 2)
    }

    /// A full cache drops the response stored longest ago, which is then fetched again.
    @Test func countLimitEvictsOldestResponse() async throws {
        let log = RequestLog()
        let server = try await TestServer.start { server in
            await server.appendRoute("GET /item/*") { request in
                _ = await log.record(request)
                return .json(#"{"name":"Ada","followers":0}"#, headers: [.cacheControl: "max-age=600"])
            }
        }
        defer { Task { await server.stop() } }
        let clock = TestClock()
        let cache = ResponseCache(countLimit: 2, now: { clock.now })
        let service = WebService(configuration: .init(retry: .never), cache: cache)
        let resources = (1...3).map { Resource(url: server.url("item/\($0)"), decoding: User.self) }

        for resource in resources {
            _ = try await service.load(resource)
            clock.advance(by: 1)
        }
        #expect(await cache.count == 2)
        _ = try await service.load(resources[2])  // still cached
        _ = try await service.load(resources[0])  // evicted: fetched again
        #expect(await log.count == 4)
    }

    /// An explicit policy reuses a response that carries no caching headers at all.
    @Test func fixedPolicyOverridesHeaders() async throws {
        let log = RequestLog()
        let server = try await TestServer.start { server in
            await server.appendRoute("GET /plain") { request in
                _ = await log.record(request)
                return .json(#"{"name":"Ada","followers":0}"#)
            }
        }
        defer { Task { await server.stop() } }
        let service = WebService(configuration: .init(retry: .never))
        var resource = Resource(url: server.url("plain"), decoding: User.self)
        resource.cachePolicy = .fixed(maxAge: 300)

        _ = try await service.load(resource)
        _ = try await service.load(resource)
        #expect(await log.count == 1)
    }
}

struct WebServiceRetryTests {
    /// An idempotent GET is retried after 503s with doubling waits, then succeeds.
    @Test func idempotentRequestRetriesWithBackoffThenSucceeds() async throws {
        let log = RequestLog()
        let server = try await TestServer.start { server in
            await server.appendRoute("GET /flaky") { request in
                let count = await log.record(request)
                return count < 3 ? .json("busy", status: .serviceUnavailable) : .json(#"{"name":"Ada","followers":9}"#)
            }
        }
        defer { Task { await server.stop() } }
        let sleeper = RecordingSleeper()
        let retry = RetryPolicy(maxAttempts: 4, initialDelay: .milliseconds(100), multiplier: 2)
        let service = WebService(configuration: .init(retry: retry), sleeper: sleeper)

        let user = try await service.load(Resource(url: server.url("flaky"), decoding: User.self))
        #expect(user.followers == 9)
        #expect(await log.count == 3)
        #expect(await sleeper.waits == [.milliseconds(100), .milliseconds(200)])
    }

    /// A `Retry-After` longer than the backoff is honoured, up to `maxDelay`.
    @Test func retryAfterHeaderLengthensTheWait() async throws {
        let log = RequestLog()
        let server = try await TestServer.start { server in
            await server.appendRoute("GET /limited") { request in
                let count = await log.record(request)
                let wait = count == 1 ? "3" : "60"
                return count < 3
                    ? HTTPResponse(statusCode: HTTPStatusCode(429, phrase: "Too Many Requests"), headers: HTTPHeaders([HTTPHeader("Retry-After"): wait]))
                    : .json(#"{"name":"Ada","followers":1}"#)
            }
        }
        defer { Task { await server.stop() } }
        let sleeper = RecordingSleeper()
        let retry = RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(100), maxDelay: .seconds(10))
        let service = WebService(configuration: .init(retry: retry), sleeper: sleeper)

        _ = try await service.load(Resource(url: server.url("limited"), decoding: User.self))
        #expect(await sleeper.waits == [.seconds(3), .seconds(10)])
    }

    /// A POST is not idempotent: a 503 is reported after one attempt.
    @Test func nonIdempotentRequestIsNotRetried() async throws {
        let log = RequestLog()
        let server = try await TestServer.start { server in
            await server.appendRoute("POST /orders") { request in
                _ = await log.record(request)
                return .json("busy", status: .serviceUnavailable)
            }
        }
        defer { Task { await server.stop() } }
        let sleeper = RecordingSleeper()
        let service = WebService(configuration: .init(retry: .standard), sleeper: sleeper)
        let resource = Resource(url: server.url("orders"), method: "POST", body: Data("{}".utf8), decoding: User.self)

        await #expect(throws: WebServiceError.self) { try await service.load(resource) }
        #expect(await log.count == 1)
        #expect(await sleeper.waits.isEmpty)
    }

    /// Retries stop at `maxAttempts` and report the last failure; waits are capped at `maxDelay`.
    @Test func retriesStopAtMaxAttempts() async throws {
        let log = RequestLog()
        let server = try await TestServer.start { server in
            await server.appendRoute("GET /down") { request in
                _ = await log.record(request)
                return .json("down", status: .serviceUnavailable)
            }
        }
        defer { Task { await server.stop() } }
        let sleeper = RecordingSleeper()
        let retry = RetryPolicy(maxAttempts: 4, initialDelay: .seconds(1), multiplier: 3, maxDelay: .seconds(5))
        let service = WebService(configuration: .init(retry: retry), sleeper: sleeper)

        await #expect(throws: WebServiceError.httpStatus(url: server.url("down"), statusCode: 503, bodyExcerpt: "down")) {
            try await service.load(Resource(url: server.url("down"), decoding: User.self))
        }
        #expect(await log.count == 4)
        #expect(await sleeper.waits == [.seconds(1), .seconds(3), .seconds(5)])
    }
}
