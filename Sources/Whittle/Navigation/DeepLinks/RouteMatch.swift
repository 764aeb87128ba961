import Foundation

/// The typed values of a deep link that matched a ``RoutePattern``; a route builder reads
/// them to make its route.
///
/// ```swift
/// try router.register("/users/<int:id>/followers") { match in
///     .followers(userID: try match.int("id"), page: try match.queryInt("page") ?? 1)
/// }
/// ```
public struct RouteMatch: Sendable, Hashable {
    /// The pattern that matched.
    public let pattern: RoutePattern
    /// The decoded path, for error messages.
    public let path: String
    /// The captured path parameters by name.
    public let parameters: [String: RouteParameterValue]
    /// The query items by name; the first value wins when a name repeats.
    public let queryItems: [String: String]

    /// Creates a match; ``DeepLinkRouter`` makes these.
    public init(
        pattern: RoutePattern,
        path: String,
        parameters: [String: RouteParameterValue],
        queryItems: [String: String]
    ) {
        self.pattern = pattern
        self.path = path
        self.parameters = parameters
        self.queryItems = queryItems
    }

    /// The `<int:name>` parameter.
    ///
    /// - Throws: ``DeepLinkError/undeclaredParameter(name:kind:pattern:)`` when the
    ///   pattern has no such int parameter.
    public func int(_ name: String) throws(DeepLinkError) -> Int {
        guard case .int(let value) = parameters[name] else { throw undeclared(name, .int) }
        return value
    }

    /// The `<double:name>` parameter.
    ///
    /// - Throws: ``DeepLinkError/undeclaredParameter(name:kind:pattern:)``.
    public func double(_ name: String) throws(DeepLinkError) -> Double {
        guard case .double(let value) = parameters[name] else { throw undeclared(name, .double) }
        return value
    }

    /// The `<string:name>` parameter, percent-decoded.
    ///
    /// - Throws: ``DeepLinkError/undeclaredParameter(name:kind:pattern:)``.
    public func string(_ name: String) throws(DeepLinkError) -> String {
        guard case .string(let value) = parameters[name] else { throw undeclared(name, .string) }
        return value
    }

    /// The `<uuid:name>` parameter.
    ///
    /// - Throws: ``DeepLinkError/undeclaredParameter(name:kind:pattern:)``.
    public func uuid(_ name: String) throws(DeepLinkError) -> UUID {
        guard case .uuid(let value) = parameters[name] else { throw undeclared(name, .uuid) }
        return value
    }

    /// The query item `name`, or `nil` when absent.
    public func query(_ name: String) -> String? {
        queryItems[name]
    }

    /// The query item `name`, which must be present.
    ///
    /// - Throws: ``DeepLinkError/missingQueryItem(name:path:)``.
    public func requiredQuery(_ name: String) throws(DeepLinkError) -> String {
        guard let value = queryItems[name] else { throw .missingQueryItem(name: name, path: path) }
        return value
    }

    /// The query item `name` as an integer, or `nil` when absent.
    ///
    /// - Throws: ``DeepLinkError/invalidQueryItem(name:value:expected:)`` when present but
    ///   not an integer.
    public func queryInt(_ name: String) throws(DeepLinkError) -> Int? {
        try typedQuery(name, .int).flatMap { if case .int(let value) = $0 { value } else { nil } }
    }

    /// The query item `name` as a UUID, or `nil` when absent.
    ///
    /// - Throws: ``DeepLinkError/invalidQueryItem(name:value:expected:)`` when present but
    ///   not a UUID.
    public func queryUUID(_ name: String) throws(DeepLinkError) -> UUID? {
        try typedQuery(name, .uuid).flatMap { if case .uuid(let value) = $0 { value } else { nil } }
    }

    private func typedQuery(_ name: String, _ kind: RouteParameterKind) throws(DeepLinkError) -> RouteParameterValue? {
        guard let text = queryItems[name] else { return nil }
        guard let value = kind.parse(text) else {
            throw .invalidQueryItem(name: name, value: text, expected: kind)
        }
        return value
    }

    private func undeclared(_ name: String, _ kind: RouteParameterKind) -> DeepLinkError {
        .undeclaredParameter(name: name, kind: kind, pattern: pattern.text)
    }
}
