import Foundation

/// Turns deep links into route values, with typed parameters and clear errors.
///
/// ```swift
/// var router = DeepLinkRouter<ProfileRoute>()
/// try router.register("/users/<int:id>") { .profile(userID: try $0.int("id")) }
/// try router.register("/users/<int:id>/followers") { .followers(userID: try $0.int("id")) }
///
/// let route = try router.route(for: url)   // then navigator.navigate(to: route)
/// ```
///
/// Patterns are tried in registration order. A link whose shape matches no pattern throws
/// ``DeepLinkError/unknownLink(path:)``; a link whose shape matches but whose values do not
/// parse (`/users/abc/followers` against `<int:id>`) throws
/// ``DeepLinkError/invalidParameter(name:value:expected:pattern:)`` — unless a later
/// pattern of the same shape accepts it.
///
/// For a custom-scheme URL (`whittle://users/42`) the host is the first path segment; for
/// `http`/`https` (universal links) only the path counts.
public struct DeepLinkRouter<Route>: Sendable {
    /// Builds a route from a match. Errors from ``RouteMatch``'s accessors pass through;
    /// any other error is reported as ``DeepLinkError/rejectedByBuilder(pattern:reason:)``.
    public typealias Builder = @Sendable (RouteMatch) throws -> Route

    private var entries: [(pattern: RoutePattern, build: Builder)] = []

    /// Creates a router with no patterns.
    public init() {}

    /// The registered patterns, in matching order.
    public var patterns: [RoutePattern] { entries.map(\.pattern) }

    /// Adds a pattern and the builder of its route.
    ///
    /// - Parameters:
    ///   - pattern: A path pattern such as `/users/<int:id>/followers`.
    ///   - build: Makes the route from the typed values.
    /// - Throws: ``DeepLinkError/invalidPattern(pattern:reason:)`` for a malformed pattern
    ///   or one already registered.
    public mutating func register(_ pattern: String, build: @escaping Builder) throws(DeepLinkError) {
        let parsed = try RoutePattern(pattern)
        guard !entries.contains(where: { $0.pattern.segments == parsed.segments }) else {
            throw .invalidPattern(pattern: pattern, reason: "an identical pattern is already registered")
        }
        entries.append((parsed, build))
    }

    /// The route for a URL.
    ///
    /// - Parameter url: A universal link or custom-scheme link, query items included.
    /// - Returns: The route its pattern's builder made.
    /// - Throws: A ``DeepLinkError`` saying what did not match.
    public func route(for url: URL) throws(DeepLinkError) -> Route {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        var path = components?.percentEncodedPath ?? url.path
        let scheme = url.scheme?.lowercased()
        if let host = components?.percentEncodedHost, !host.isEmpty, scheme != "http", scheme != "https" {
            path = "/" + host + (path.hasPrefix("/") || path.isEmpty ? path : "/" + path)
        }
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] where query[item.name] == nil {
            query[item.name] = item.value ?? ""
        }
        return try route(percentEncodedPath: path, queryItems: query)
    }

    /// The route for a path such as `/users/42/followers?page=2`.
    ///
    /// - Parameter link: A path, optionally with a query.
    /// - Returns: The route its pattern's builder made.
    /// - Throws: A ``DeepLinkError`` saying what did not match.
    public func route(forPath link: String) throws(DeepLinkError) -> Route {
        let parts = link.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var query: [String: String] = [:]
        if parts.count == 2 {
            for item in URLComponents(string: "?" + parts[1])?.queryItems ?? [] where query[item.name] == nil {
                query[item.name] = item.value ?? ""
            }
        }
        return try route(percentEncodedPath: String(parts[0]), queryItems: query)
    }

    private func route(percentEncodedPath: String, queryItems: [String: String]) throws(DeepLinkError) -> Route {
        let segments = percentEncodedPath
            .split(separator: "/", omittingEmptySubsequences: true)
            .map { String($0).removingPercentEncoding ?? String($0) }
        let path = "/" + segments.joined(separator: "/")
        var firstFailure: DeepLinkError?
        for entry in entries where entry.pattern.hasShape(of: segments) {
            do {
                let parameters = try entry.pattern.parameters(of: segments)
                let match = RouteMatch(
                    pattern: entry.pattern, path: path, parameters: parameters, queryItems: queryItems
                )
                return try Self.build(match, with: entry.build)
            } catch {
                firstFailure = firstFailure ?? error
            }
        }
        throw firstFailure ?? .unknownLink(path: path)
    }

    private static func build(_ match: RouteMatch, with build: Builder) throws(DeepLinkError) -> Route {
        do {
            return try build(match)
        } catch let error as DeepLinkError {
            throw error
        } catch {
            throw .rejectedByBuilder(pattern: match.pattern.text, reason: String(describing: error))
        }
    }
}
