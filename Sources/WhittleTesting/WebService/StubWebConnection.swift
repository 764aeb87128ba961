import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Whittle

/// A ``Whittle/WebConnection`` that answers from a closure and records every request: test a
/// ``Whittle/WebService``, or a logic controller over one, without a server.
///
/// ```swift
/// let connection = StubWebConnection { request in
///     StubWebConnection.json(#"{"name": "Ada"}"#, for: request)
/// }
/// let service = WebService(connection: connection)
/// let profile = try await service.load(Resource<Profile>(url: profileURL))
/// #expect(connection.requests.map(\.url) == [profileURL])
/// ```
///
/// The closure may throw, to stand for a failure before any response (`URLError(.notConnectedToInternet)`);
/// a cancelled task gets `CancellationError` before the closure runs, as from a real connection.
public final class StubWebConnection: WebConnection, @unchecked Sendable {
    /// Answers one request.
    public typealias Responder = @Sendable (URLRequest) throws -> WebResponse

    private let respond: Responder
    // Guards `recorded`; the web service may send from several tasks at once.
    private let lock = NSLock()
    private var recorded: [URLRequest] = []

    /// Creates a connection that answers each request with `respond`.
    public init(_ respond: @escaping Responder) {
        self.respond = respond
    }

    /// Creates a connection that answers every request with `status` and the JSON `body`.
    public convenience init(status: Int = 200, json body: String) {
        self.init { request in Self.json(body, status: status, for: request) }
    }

    /// Every request sent so far, oldest first.
    public var requests: [URLRequest] { lock.withLock { recorded } }

    /// Records `request` and returns the responder's answer.
    public func send(_ request: URLRequest) async throws -> WebResponse {
        try Task.checkCancellation()
        lock.withLock { recorded.append(request) }
        return try respond(request)
    }

    /// A response to `request` with `status` and a JSON body.
    public static func json(_ body: String, status: Int = 200, for request: URLRequest) -> WebResponse {
        WebResponse(
            url: request.url, statusCode: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
    }
}
