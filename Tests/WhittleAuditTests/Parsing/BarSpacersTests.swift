import Testing
@testable import WhittleAudit

/// Which bar button items are only a toolbar's space (``BarSpacers``): built, never tapped.
struct BarSpacersTests {
    private func buildsSpace(_ source: String) -> Bool {
        guard let range = source.range(of: "UIBarButtonItem(") else { return false }
        let offset = source.utf8.distance(from: source.startIndex, to: range.lowerBound)
        return Array(source.utf8).withUnsafeBufferPointer { BarSpacers.buildsSpace(nameAt: offset, in: SourceTokens($0)) }
    }

    @Test(arguments: [
        "let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)",
        "let gap = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)",
        "let space = UIBarButtonItem(barButtonSystemItem: UIBarButtonItem.SystemItem.flexibleSpace, target: nil, action: nil)",
    ])
    func spaces(_ source: String) {
        #expect(buildsSpace(source))
    }

    @Test(arguments: [
        "let add = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))",
        "let done = UIBarButtonItem(title: \"Done\", style: .done, target: self, action: #selector(done))",
    ])
    func buttons(_ source: String) {
        #expect(!buildsSpace(source))
    }
}
