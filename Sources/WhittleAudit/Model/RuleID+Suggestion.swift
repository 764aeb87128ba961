extension RuleID {
    /// The rule id someone most likely meant by `word`: the rule of a responsibility id
    /// (`networking` → `networking-in-view-controller`), else the nearest spelling of a rule
    /// id; `nil` when nothing is close.
    ///
    /// - Parameter word: An id that is not a rule id.
    /// - Returns: A rule id to suggest.
    public static func suggestion(for word: String) -> RuleID? {
        if let rule = Responsibility(rawValue: word)?.rule { return rule }
        return NearestMatch.find(word, in: all.map(\.rawValue)).map { RuleID(rawValue: $0) }
    }
}
