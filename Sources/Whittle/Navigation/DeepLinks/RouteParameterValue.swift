import Foundation

/// A typed value captured from a deep link.
public enum RouteParameterValue: Sendable, Hashable, CustomStringConvertible {
    /// From an `<int:…>` placeholder.
    case int(Int)
    /// From a `<double:…>` placeholder.
    case double(Double)
    /// From a `<string:…>` placeholder.
    case string(String)
    /// From a `<uuid:…>` placeholder.
    case uuid(UUID)

    /// The kind of placeholder that produced the value.
    public var kind: RouteParameterKind {
        switch self {
        case .int: .int
        case .double: .double
        case .string: .string
        case .uuid: .uuid
        }
    }

    /// The value as it appears in a link path, without a type tag.
    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): value
        case .uuid(let value): value.uuidString
        }
    }
}
