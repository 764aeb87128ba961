import Testing
@testable import WhittleAudit

/// Which `filter` calls apply no rule to model data (``NonModelFilters``): characters kept by
/// kind, a database query filtered.
struct NonModelFiltersTests {
    /// Whether the first `filter` of `source` filters no model data.
    private func filtersNoModel(_ source: String) -> Bool {
        TokenProbe.check(source, at: "filter") { NonModelFilters.filtersNoModel(nameAt: $0, in: $1) }
    }

    @Test(arguments: [
        "let digits = text.filter(\\.isNumber)",
        "let query = search.lowercased().filter { !$0.isWhitespace }",
        "let number = Int(newText.filter { $0.isWholeNumber || $0 == \".\" })",
        "let cleaned = text.filter({ $0.isLetter })",
        "let rows = try Entry.filter(Column(\"serverId\") == serverId).fetchAll(db)",
    ])
    func noModel(_ source: String) {
        #expect(filtersNoModel(source))
    }

    @Test(arguments: [
        "let selected = items.filter(\\.isSelected)",
        "let unplayed = episodes.filter { !$0.played }",
        "let named = people.filter { $0.name.isLetter }",
        "let allowed = text.filter { allowedCharacters.contains($0) }",
        "let open = issues.filter(isOpen)",
    ])
    func modelRules(_ source: String) {
        #expect(!filtersNoModel(source))
    }
}
