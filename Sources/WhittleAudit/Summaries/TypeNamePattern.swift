import Foundation

/// A type name with `*` wildcards, as `.whittle.yml` names a team's wrappers: `APIClient`,
/// `*Service`, `Analytics*`. Matched against simple names, whole and case-sensitive.
public struct TypeNamePattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let description: String
    private let pieces: [Substring]

    /// `nil` when `text` is empty or holds something other than identifier characters and `*`.
    public init?(_ text: String) {
        guard !text.isEmpty, text.contains(where: { $0 != "*" }),
            text.allSatisfy({ $0 == "*" || $0 == "_" || $0.isLetter || $0.isNumber })
        else { return nil }
        description = text
        pieces = text.split(separator: "*", omittingEmptySubsequences: false)
    }

    /// Whether `name` is matched: the pieces between wildcards appear in order, the first at
    /// the start and the last at the end.
    public func matches(_ name: String) -> Bool {
        guard pieces.count > 1 else { return name == description }
        var rest = Substring(name)
        guard rest.hasPrefix(pieces[0]) else { return false }
        rest = rest.dropFirst(pieces[0].count)
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        let last = pieces[pieces.count - 1]
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}
