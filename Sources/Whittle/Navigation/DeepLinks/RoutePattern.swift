/// A deep-link path pattern such as `/users/<int:id>/followers`.
///
/// Literal segments must match exactly (case-sensitive); `<kind:name>` placeholders
/// capture a typed value (see ``RouteParameterKind``); `<name>` is short for
/// `<string:name>`. Empty segments are ignored, so a trailing slash does not matter.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    /// One segment of a pattern.
    public enum Segment: Sendable, Hashable {
        /// Must equal the link's segment.
        case literal(String)
        /// Captures the link's segment as a typed value.
        case parameter(name: String, kind: RouteParameterKind)
    }

    /// The pattern as written.
    public let text: String
    /// The parsed segments.
    public let segments: [Segment]

    /// Parses `text`.
    ///
    /// - Parameter text: A pattern such as `/users/<int:id>/followers`.
    /// - Throws: ``DeepLinkError/invalidPattern(pattern:reason:)`` for an unknown kind, a
    ///   placeholder without a name, an unclosed `<`, or a name used twice.
    public init(_ text: String) throws(DeepLinkError) {
        var segments: [Segment] = []
        var names: Set<String> = []
        for piece in text.split(separator: "/", omittingEmptySubsequences: true) {
            let segment = try Self.parseSegment(String(piece), in: text)
            if case .parameter(let name, _) = segment {
                guard names.insert(name).inserted else {
                    throw .invalidPattern(pattern: text, reason: "the parameter name '\(name)' is used twice")
                }
            }
            segments.append(segment)
        }
        self.text = text
        self.segments = segments
    }

    /// The pattern text it was parsed from, such as `/photos/:id`.
    public var description: String { text }

    /// Whether `path` has this pattern's shape: as many segments, equal literals.
    func hasShape(of path: [String]) -> Bool {
        guard path.count == segments.count else { return false }
        return zip(segments, path).allSatisfy { segment, value in
            if case .literal(let literal) = segment { return literal == value }
            return true
        }
    }

    /// The typed parameters of `path`, which must have this pattern's shape.
    func parameters(of path: [String]) throws(DeepLinkError) -> [String: RouteParameterValue] {
        var values: [String: RouteParameterValue] = [:]
        for (segment, value) in zip(segments, path) {
            guard case .parameter(let name, let kind) = segment else { continue }
            guard let parsed = kind.parse(value) else {
                throw .invalidParameter(name: name, value: value, expected: kind, pattern: text)
            }
            values[name] = parsed
        }
        return values
    }

    private static func parseSegment(_ piece: String, in pattern: String) throws(DeepLinkError) -> Segment {
        let opens = piece.hasPrefix("<")
        let closes = piece.hasSuffix(">")
        guard opens || closes || piece.contains("<") || piece.contains(">") else {
            return .literal(piece)
        }
        guard opens, closes, piece.count > 2 else {
            throw .invalidPattern(
                pattern: pattern,
                reason: "'\(piece)' must be a whole segment of the form <kind:name>"
            )
        }
        let body = piece.dropFirst().dropLast()
        let parts = body.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let kindName = parts.count == 2 ? parts[0] : "string"
        let name = parts.count == 2 ? parts[1] : parts[0]
        guard parts.count <= 2, !name.isEmpty, !name.contains("<"), !name.contains(">") else {
            throw .invalidPattern(pattern: pattern, reason: "'\(piece)' needs a name, as in <int:id>")
        }
        guard let kind = RouteParameterKind(rawValue: kindName) else {
            let known = RouteParameterKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalidPattern(pattern: pattern, reason: "unknown kind '\(kindName)' (use one of \(known))")
        }
        return .parameter(name: name, kind: kind)
    }
}
