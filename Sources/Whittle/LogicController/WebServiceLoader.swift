/// A ``ValueLoader`` over a ``WebService``: loads the ``Resource`` built for each key, so a
/// ``CacheThenLoad`` gets the service's timeouts, retries, HTTP caching and typed errors
/// without an adapter of its own.
///
/// ```swift
/// let loader = WebServiceLoader(service: service) { (id: User.ID) in Resource<User>.user(id) }
/// let profiles = CacheThenLoad(cache: cache, loader: loader, policy: .cacheThenRefresh)
/// ```
public struct WebServiceLoader<Key: Sendable, Value: Sendable>: ValueLoader {
    /// The service that sends the requests.
    public let service: WebService
    private let resource: @Sendable (Key) throws -> Resource<Value>

    /// Creates a loader that asks `service` for the resource `resource` builds for a key.
    ///
    /// - Parameters:
    ///   - service: Loads the resources.
    ///   - resource: The resource for a key, such as `{ id in .user(id) }`; it may throw when
    ///     a key makes no valid request.
    public init(service: WebService, resource: @escaping @Sendable (Key) throws -> Resource<Value>) {
        self.service = service
        self.resource = resource
    }

    /// Loads the resource for `key`.
    ///
    /// - Throws: ``WebServiceError``, `CancellationError` when the task is cancelled, or what
    ///   the `resource` closure threw.
    public func load(_ key: Key) async throws -> Value {
        try await service.load(resource(key))
    }

    /// Loads the resource for `key` from the server, past the service's HTTP cache: a pull to
    /// refresh must not be answered by a response that is still fresh by its `max-age`.
    public func reload(_ key: Key) async throws -> Value {
        var resource = try resource(key)
        resource.cachePolicy = .none
        return try await service.load(resource)
    }
}
