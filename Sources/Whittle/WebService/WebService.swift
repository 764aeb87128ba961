import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Loads ``Resource``s: a facade over a ``WebConnection`` that moves bytes and the
/// resource's ``ResponseParser`` that reads them.
///
/// The service adds what every screen would otherwise repeat: a deadline for every attempt
/// (not only the connection's idle timeout), request interception for authentication, one
/// trip for identical GET requests in flight at once, typed
/// errors (``WebServiceError``), retry with exponential backoff for idempotent requests,
/// response caching with `Cache-Control`/`ETag` revalidation, and cancellation — cancel
/// the calling `Task` and the request stops.
///
/// ```swift
/// let service = WebService()
/// let user = try await service.load(Resource(url: profileURL, decoding: User.self))
/// ```
public final class WebService: Sendable {
    /// Defaults that apply to every resource the service loads.
    public struct Configuration: Sendable {
        /// Seconds to wait for a response when the resource does not say.
        public var timeout: TimeInterval
        /// How failed idempotent requests are repeated.
        public var retry: RetryPolicy

        /// Creates a configuration.
        public init(timeout: TimeInterval = 30, retry: RetryPolicy = .standard) {
            self.timeout = timeout
            self.retry = retry
        }
    }

    /// The transport.
    public let connection: any WebConnection
    /// The defaults.
    public let configuration: Configuration
    /// The responses kept for reuse and revalidation.
    public let cache: ResponseCache
    /// Adapts every request and decides whether a refused one is sent again.
    public let interceptor: (any RequestInterceptor)?
    private let sleeper: any Sleeper
    private let inFlight = InFlightRequests()

    /// Creates a service.
    ///
    /// - Parameters:
    ///   - connection: The transport; `URLSession` by default.
    ///   - configuration: Default timeout and retry policy.
    ///   - cache: The response cache; pass a shared one to share responses.
    ///   - interceptor: Adapts every request (authentication) and may send a refused one again.
    ///   - sleeper: Waits between retries; inject one that returns at once in tests.
    public init(
        connection: any WebConnection = URLSessionConnection(),
        configuration: Configuration = Configuration(),
        cache: ResponseCache = ResponseCache(),
        interceptor: (any RequestInterceptor)? = nil,
        sleeper: any Sleeper = TaskSleeper()
    ) {
        self.connection = connection
        self.configuration = configuration
        self.cache = cache
        self.interceptor = interceptor
        self.sleeper = sleeper
    }

    /// Loads `resource`: from the cache while fresh, otherwise from the network.
    ///
    /// - Parameter resource: What to request and how to parse it.
    /// - Returns: The parsed value.
    /// - Throws: ``WebServiceError``, or `CancellationError` when the task is cancelled.
    public func load<Value>(_ resource: Resource<Value>) async throws -> Value {
        try Task.checkCancellation()
        var request = resource.request
        let timeout = resource.timeout ?? configuration.timeout
        request.timeoutInterval = timeout
        guard let url = request.url else { throw WebServiceError.invalidRequest(reason: "the request has no URL") }
        let original = request
        request = try await adapt(request)

        let cacheKey = resource.cachePolicy == .none || resource.method != "GET" ? nil : Self.cacheKey(for: request, url: url)
        var cached: WebResponse?
        if let cacheKey, let (entry, isFresh) = await cache.entry(for: cacheKey) {
            if isFresh { return try parse(entry.response, with: resource.parser) }
            cached = entry.response
            if let entityTag = entry.entityTag {
                request.setValue(entityTag, forHTTPHeaderField: "If-None-Match")
            }
        }

        var response = try await send(request, timeout: timeout, retrying: resource.isIdempotent)
        if !(200..<300).contains(response.statusCode), response.statusCode != 304, let interceptor,
            await interceptor.shouldRetry(request, after: response)
        {
            try Task.checkCancellation()
            var again = try await adapt(original)
            if let entityTag = request.value(forHTTPHeaderField: "If-None-Match") {
                again.setValue(entityTag, forHTTPHeaderField: "If-None-Match")
            }
            request = again
            response = try await send(request, timeout: timeout, retrying: resource.isIdempotent)
        }
        if response.statusCode == 304, cached != nil, let cacheKey,
            let revalidated = await cache.revalidate(cacheKey, notModified: response, policy: resource.cachePolicy)
        {
            return try parse(revalidated, with: resource.parser)
        }
        guard (200..<300).contains(response.statusCode) else {
            throw WebServiceError.httpStatus(url: url, statusCode: response.statusCode, bodyExcerpt: response.bodyExcerpt())
        }
        // Parse before caching so a malformed body is never served again from the cache.
        let value = try parse(response, with: resource.parser)
        if cacheKey != nil {
            // Filed under the request as finally sent: a retry may carry a refreshed token.
            await cache.store(response, for: Self.cacheKey(for: request, url: url), policy: resource.cachePolicy)
        }
        return value
    }

    private func adapt(_ request: URLRequest) async throws -> URLRequest {
        guard let interceptor else { return request }
        do {
            return try await interceptor.adapt(request)
        } catch let error as WebServiceError {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw WebServiceError.invalidRequest(reason: "the request interceptor refused it: \(error)")
        }
    }

    /// The request headers that choose what a response holds: the representation (`Accept`,
    /// `Accept-Language`) and the user (`Authorization`, `Cookie`). They are part of a cached
    /// response's key, so one user's response is never served to another, nor JSON to a
    /// request for an image.
    static let cacheVaryingHeaders = ["Accept", "Accept-Language", "Authorization", "Cookie"]

    /// What a GET's response is cached under: its URL and the ``cacheVaryingHeaders`` it sends
    /// (credentials only as a hash, so the cache's keys hold no token).
    static func cacheKey(for request: URLRequest, url: URL) -> String {
        var key = url.absoluteString
        for name in cacheVaryingHeaders {
            guard let value = request.value(forHTTPHeaderField: name) else { continue }
            if name == "Authorization" || name == "Cookie" {
                var hasher = Hasher()
                hasher.combine(value)
                key += "\n\(name): #\(hasher.finalize())"
            } else {
                key += "\n\(name): \(value)"
            }
        }
        return key
    }

    /// Sends `request`, sharing the trip with an identical GET already in flight.
    private func send(_ request: URLRequest, timeout: TimeInterval, retrying: Bool) async throws -> WebResponse {
        guard let key = Self.flightKey(for: request, timeout: timeout, retrying: retrying) else {
            return try await sendAlone(request, timeout: timeout, retrying: retrying)
        }
        return try await inFlight.response(for: key) {
            try await self.sendAlone(request, timeout: timeout, retrying: retrying)
        }
    }

    /// What makes two requests the same trip: a GET to the same URL with the same
    /// representation and user headers, revalidation tag, deadline and retry policy.
    private static func flightKey(for request: URLRequest, timeout: TimeInterval, retrying: Bool) -> String? {
        guard (request.httpMethod ?? "GET").uppercased() == "GET", let url = request.url else { return nil }
        return "\(retrying)\n\(timeout)\n" + cacheKey(for: request, url: url)
            + "\n" + (request.value(forHTTPHeaderField: "If-None-Match") ?? "")
    }

    /// How many loads share the trip `resource` would make now; for tests.
    func callersSharingTrip<Value>(of resource: Resource<Value>) async -> Int {
        var request = resource.request
        let timeout = resource.timeout ?? configuration.timeout
        request.timeoutInterval = timeout
        guard let key = Self.flightKey(for: request, timeout: timeout, retrying: resource.isIdempotent) else { return 0 }
        return await inFlight.callers(for: key)
    }

    private func sendAlone(_ request: URLRequest, timeout: TimeInterval, retrying: Bool) async throws -> WebResponse {
        let policy = retrying ? configuration.retry : .never
        var attempt = 1
        while true {
            var serverDelay: Duration?
            do {
                let response = try await sendBeforeDeadline(request, timeout: timeout)
                guard attempt < policy.maxAttempts, policy.retryableStatusCodes.contains(response.statusCode) else {
                    return response
                }
                serverDelay = response.header("Retry-After").flatMap(Double.init).map { Duration.seconds(max(0, $0)) }
            } catch {
                let failure = try Self.map(error, url: request.url, timeout: timeout)
                guard attempt < policy.maxAttempts, policy.shouldRetry(failure) else { throw failure }
            }
            // A server that says when to come back (429, 503) is not asked sooner, within maxDelay.
            let delay = min(max(policy.delay(afterAttempt: attempt), serverDelay ?? .zero), policy.maxDelay)
            try await sleeper.sleep(for: delay)
            attempt += 1
        }
    }

    /// Sends `request` and gives up after `timeout` seconds in all. A request's
    /// `timeoutInterval` is an idle timeout, which a server trickling bytes never reaches;
    /// this is the deadline a screen waiting for its content needs.
    private func sendBeforeDeadline(_ request: URLRequest, timeout: TimeInterval) async throws -> WebResponse {
        // Beyond a day there is no deadline to speak of, and `Duration` would overflow.
        guard timeout.isFinite, timeout > 0, timeout < 86_400 else { return try await connection.send(request) }
        let connection = self.connection
        return try await withThrowingTaskGroup(of: WebResponse?.self) { group in
            group.addTask { try await connection.send(request) }
            group.addTask {
                try await Task.sleep(for: .seconds(timeout))
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let response = first else { throw URLError(.timedOut) }
            return response
        }
    }

    private func parse<Value>(_ response: WebResponse, with parser: any ResponseParser<Value>) throws -> Value {
        do {
            return try parser.parse(response)
        } catch let error as DecodingError {
            throw WebServiceError.decoding(url: response.url, codingPath: error.codingPathDescription, reason: error.summary)
        } catch let error as WebServiceError {
            throw error
        } catch {
            throw WebServiceError.decoding(url: response.url, codingPath: "(root)", reason: String(describing: error))
        }
    }

    /// Maps a connection error to a ``WebServiceError``; rethrows cancellation as is.
    private static func map(_ error: any Error, url: URL?, timeout: TimeInterval) throws -> WebServiceError {
        if error is CancellationError || Task.isCancelled { throw CancellationError() }
        if let error = error as? WebServiceError { return error }
        if let error = error as? URLError {
            switch error.code {
            case .cancelled: throw CancellationError()
            case .timedOut: return .timeout(url: url, seconds: timeout)
            default: return .transport(url: url, code: error.code.rawValue, reason: error.localizedDescription)
            }
        }
        return .transport(url: url, code: nil, reason: String(describing: error))
    }
}
