/// A type name with `*` wildcards, as `.whittle.yml` names a team's wrappers: `APIClient`,
/// `*Service`, `Analytics*`. Matched against simple names, whole and case-sensitive.
public struct TypeNamePattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let description: String
    /// The text between wildcards, as UTF-8: names are identifiers, so comparing their bytes
    /// is comparing the names, at a fraction of the cost of comparing characters.
    private let pieces: [[UInt8]]

    /// `nil` when `text` is empty or holds something other than identifier characters and `*`.
    public init?(_ text: String) {
        guard !text.isEmpty, text.contains(where: { $0 != "*" }),
            text.allSatisfy({ $0 == "*" || $0 == "_" || $0.isLetter || $0.isNumber })
        else { return nil }
        description = text
        pieces = text.utf8.split(separator: UInt8(ascii: "*"), omittingEmptySubsequences: false).map(Array.init)
    }

    /// Whether `name` is matched: the pieces between wildcards appear in order, the first at
    /// the start and the last at the end. A protocol named for the type it stands for
    /// (`AnalyticsServiceInterface`, `APIClientProtocol`) is matched as that type's name.
    public func matches(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { name in
            if matchesWhole(name) { return true }
            for suffix in Self.protocolSuffixes where name.count > suffix.count && name.reversed().starts(with: suffix.reversed()) {
                return matchesWhole(UnsafeBufferPointer(rebasing: name[..<(name.count - suffix.count)]))
            }
            return false
        }
    }

    /// The endings of a protocol's name that say it is the interface of the type before them.
    private static let protocolSuffixes: [[UInt8]] = [Array("Protocol".utf8), Array("Interface".utf8)]

    private func matchesWhole(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard pieces.count > 1 else { return name.elementsEqual(pieces[0]) }
        let first = pieces[0], last = pieces[pieces.count - 1]
        guard name.count >= first.count + last.count, name.starts(with: first),
            name.reversed().starts(with: last.reversed())
        else { return false }
        // The middle pieces, in order, between the first and the last.
        var start = first.count
        let end = name.count - last.count
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = Self.firstIndex(of: piece, in: name, from: start, to: end) else { return false }
            start = found + piece.count
        }
        return true
    }

    private static func firstIndex(of piece: [UInt8], in name: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard end - start >= piece.count else { return nil }
        for index in start...(end - piece.count) where name[index..<(index + piece.count)].elementsEqual(piece) {
            return index
        }
        return nil
    }
}
