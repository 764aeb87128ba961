import Testing
@testable import WhittleAudit

/// Which bar button items are only a toolbar's space (``BarSpacers``): built, never tapped.
struct BarSpacersTests {
    private func buildsSpace(_ source: String) -> Bool {
        TokenProbe.check(source, at: "UIBarButtonItem(") { BarSpacers.buildsSpace(nameAt: $0, in: $1) }
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
