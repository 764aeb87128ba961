import Foundation

/// The type of a `<kind:name>` placeholder in a ``RoutePattern``.
public enum RouteParameterKind: String, Sendable, Hashable, CaseIterable {
    /// A whole number: `<int:id>` matches `42` and `-7`.
    case int
    /// A decimal number: `<double:lat>` matches `52.52`.
    case double
    /// Any non-empty segment, percent-decoded: `<string:name>` (also written `<name>`).
    case string
    /// A UUID in its usual 8-4-4-4-12 form: `<uuid:token>`.
    case uuid

    /// Parses `text` as this kind, or returns `nil` when it is not one.
    ///
    /// - Parameter text: A decoded path segment or query value.
    /// - Returns: The typed value, or `nil`.
    public func parse(_ text: String) -> RouteParameterValue? {
        switch self {
        case .int: Int(text).map(RouteParameterValue.int)
        case .double: Double(text).flatMap { $0.isFinite ? .double($0) : nil }
        case .string: text.isEmpty ? nil : .string(text)
        case .uuid: UUID(uuidString: text).map(RouteParameterValue.uuid)
        }
    }
}
