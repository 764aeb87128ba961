/// A path glob: `**` matches any number of folders, `*` any characters but `/`, `?` one
/// character but `/`. A pattern without `/` matches a file or folder name at any depth.
struct GlobPattern: Sendable, Hashable {
    private let components: [Substring]
    private let anchored: Bool

    init(_ pattern: String) {
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        anchored = trimmed.contains("/")
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `relativePath` (with `/` separators, relative to the audited folder) matches.
    func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        if !anchored {
            guard let only = components.first else { return false }
            return parts.contains { Self.matchComponent(Array(only.utf8), Array($0.utf8)) }
        }
        return Self.match(components[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(first.utf8), Array(component.utf8)) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one path component, iteratively with backtracking on the last `*`.
    private static func matchComponent(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        var p = 0, t = 0, star = -1, mark = 0
        while t < text.count {
            if p < pattern.count && (pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t]) {
                p += 1; t += 1
            } else if p < pattern.count && pattern[p] == UInt8(ascii: "*") {
                star = p; mark = t; p += 1
            } else if star >= 0 {
                p = star + 1; mark += 1; t = mark
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}
