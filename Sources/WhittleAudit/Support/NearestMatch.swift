/// Finds the closest spelling among known words, for "did you mean" hints.
public enum NearestMatch {
    /// The candidate with the smallest edit distance to `word`, when it is close enough to be
    /// a plausible typo (at most a third of the word's length, at least 3 edits allowed).
    ///
    /// - Parameters:
    ///   - word: What was written.
    ///   - candidates: The valid words.
    /// - Returns: The nearest candidate, or `nil` when none is close.
    public static func find(_ word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }) else { return nil }
        return best.1 <= max(3, word.count / 3) ? best.0 : nil
    }

    /// Levenshtein distance.
    public static func distance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        for (i, a) in left.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: right.count)
            for (j, b) in right.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a == b ? 0 : 1))
            }
            previous = current
        }
        return previous[right.count]
    }
}
