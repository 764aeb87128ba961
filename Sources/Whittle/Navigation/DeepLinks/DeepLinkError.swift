import Foundation

/// Why a deep link or a route pattern was rejected; each message says what to fix.
public enum DeepLinkError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// A pattern passed to ``DeepLinkRouter/register(_:build:)`` is malformed.
    case invalidPattern(pattern: String, reason: String)
    /// No registered pattern has the link's shape.
    case unknownLink(path: String)
    /// A path segment does not parse as the placeholder's kind.
    case invalidParameter(name: String, value: String, expected: RouteParameterKind, pattern: String)
    /// A route builder asked for a parameter its pattern does not declare with that kind.
    case undeclaredParameter(name: String, kind: RouteParameterKind, pattern: String)
    /// A required query item is absent.
    case missingQueryItem(name: String, path: String)
    /// A query item does not parse as the requested kind.
    case invalidQueryItem(name: String, value: String, expected: RouteParameterKind)
    /// A route builder threw an error of its own.
    case rejectedByBuilder(pattern: String, reason: String)

    /// What went wrong and with which pattern or link, in a sentence that says what to fix.
    public var description: String {
        switch self {
        case .invalidPattern(let pattern, let reason):
            "Invalid route pattern '\(pattern)': \(reason)."
        case .unknownLink(let path):
            "No route matches '\(path)'. Register a pattern for it or check the link for typos."
        case .invalidParameter(let name, let value, let expected, let pattern):
            "Parameter '\(name)' of '\(pattern)' must be \(expected.article) \(expected.rawValue), but the link has '\(value)'."
        case .undeclaredParameter(let name, let kind, let pattern):
            "The route builder for '\(pattern)' reads \(kind.rawValue) parameter '\(name)', which the pattern does not declare; add '<\(kind.rawValue):\(name)>' to the pattern."
        case .missingQueryItem(let name, let path):
            "The link '\(path)' needs a '\(name)' query item, as in '?\(name)=…'."
        case .invalidQueryItem(let name, let value, let expected):
            "Query item '\(name)' must be \(expected.article) \(expected.rawValue), but the link has '\(value)'."
        case .rejectedByBuilder(let pattern, let reason):
            "The route builder for '\(pattern)' rejected the link: \(reason)"
        }
    }

    /// The same sentence as ``description``, so `localizedDescription` shows it too.
    public var errorDescription: String? { description }
}

extension RouteParameterKind {
    fileprivate var article: String { self == .int || self == .uuid ? "an" : "a" }
}
