import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Something a ``WebService`` can load: a request and the parser for its response.
///
/// Describe each endpoint once, as a value, next to its model type; screens then ask the
/// service for the resource instead of building requests themselves.
///
/// ```swift
/// extension Resource where Value == [Episode] {
///     static let latest = Resource(url: api.appendingPathComponent("episodes"), decoding: [Episode].self)
/// }
/// let episodes = try await service.load(.latest)
/// ```
public struct Resource<Value: Sendable>: Sendable {
    /// The request to send.
    public var request: URLRequest
    /// Turns a successful response into the value.
    public var parser: any ResponseParser<Value>
    /// Whether sending the request twice has the same effect as once; only such requests are retried.
    public var isIdempotent: Bool
    /// Whether and how long the response may be reused.
    public var cachePolicy: ResponseCachePolicy
    /// Seconds to wait for a response; `nil` uses the service's default.
    public var timeout: TimeInterval?

    /// Creates a resource.
    ///
    /// - Parameters:
    ///   - request: The request to send.
    ///   - parser: Turns a successful response into the value.
    ///   - isIdempotent: Whether the request may be retried; by default, true for GET, HEAD,
    ///     PUT, DELETE, OPTIONS and TRACE.
    ///   - cachePolicy: By default ``ResponseCachePolicy/httpHeaders`` for GET, otherwise ``ResponseCachePolicy/none``.
    ///   - timeout: Seconds to wait for a response; `nil` uses the service's default.
    public init(
        request: URLRequest,
        parser: any ResponseParser<Value>,
        isIdempotent: Bool? = nil,
        cachePolicy: ResponseCachePolicy? = nil,
        timeout: TimeInterval? = nil
    ) {
        let method = (request.httpMethod ?? "GET").uppercased()
        self.request = request
        self.parser = parser
        self.isIdempotent = isIdempotent ?? ["GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE"].contains(method)
        self.cachePolicy = cachePolicy ?? (method == "GET" ? .httpHeaders : .none)
        self.timeout = timeout
    }

    /// The request's HTTP method.
    public var method: String { (request.httpMethod ?? "GET").uppercased() }

    /// A resource whose value is transformed by `transform` after parsing: same request,
    /// caching and retries, another value.
    ///
    /// Use it to adapt a response's shape to what a screen needs, such as an API's page
    /// envelope to a ``Page``. An error `transform` throws is reported like a parsing error.
    public func map<NewValue: Sendable>(
        _ transform: @escaping @Sendable (Value) throws -> NewValue
    ) -> Resource<NewValue> {
        let parser = self.parser
        return Resource<NewValue>(
            request: request,
            parser: ClosureResponseParser { try transform(parser.parse($0)) },
            isIdempotent: isIdempotent, cachePolicy: cachePolicy, timeout: timeout)
    }
}

extension Resource where Value: Decodable {
    /// A resource that decodes a JSON body into `Value`.
    ///
    /// - Parameters:
    ///   - url: The address to request.
    ///   - method: The HTTP method.
    ///   - body: The request body, sent as JSON.
    ///   - type: The type to decode, for readability at the call site.
    ///   - decoder: Makes the JSON decoder (date and key strategies).
    public init(
        url: URL,
        method: String = "GET",
        body: Data? = nil,
        decoding type: Value.Type = Value.self,
        decoder: @escaping @Sendable () -> JSONDecoder = { JSONDecoder() }
    ) {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        self.init(request: request, parser: JSONResponseParser(decoder: decoder))
    }
}
