import Testing

struct ExplainTests {
    /// A responsibility id explains the work and names the Whittle role that takes it over.
    @Test(arguments: [
        ("networking", "WebService"), ("keyboard", "KeyboardManager"), ("navigation", "Navigator"),
        ("data-source", "ArrayDataSource"), ("rendering", "kept"),
        // How work through the app's own types and configured wrappers is recognised.
        ("networking", "Through the app's own types"), ("animation", "extension UIView"),
        ("persistence", "wrappers: { persistence: ["), ("persistence", "`store.isOnboarded = true`"),
        // Examples in both languages the auditor reads.
        ("networking", "Found in (Swift):"), ("networking", "Found in (Objective-C):"), ("networking", "@implementation"),
        // Who takes the work out of a SwiftUI view or a view model, and what they keep.
        ("navigation", "in a SwiftUI view: route values and a PathNavigator"), ("formatting", "kept in a view model"),
        // The roles a prescription picks by what the code uses, and when Whittle has no type for one.
        ("data-source", "where the code uses NSFetchedResultsController: "), ("data-source", "(outline-data-source; no Whittle building block)"),
        ("persistence", "where the code uses Realm: "), ("analytics", "(analytics-collaborator; no Whittle building block)"),
    ])
    func explainsResponsibilities(id: String, expected: String) throws {
        let workspace = try Workspace()
        let result = try WhittleProcess.run(["explain", id], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix(id))
        #expect(result.standardOutput.contains(expected))
    }

    /// A rule id explains the rule and its default severity; a responsibility rule also
    /// explains its responsibility.
    @Test(arguments: [
        ("massive-view-controller", "Default severity: error"),
        ("navigation-in-view-controller", "Navigator"),
        ("mark-sections", "Default severity: note"),
        ("too-many-responsibilities", "Default severity: warning"),
    ])
    func explainsRules(id: String, expected: String) throws {
        let workspace = try Workspace()
        let result = try WhittleProcess.run(["explain", id], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(expected))
    }

    /// An unknown id exits 2, suggests the nearest id and lists the valid ones.
    @Test func unknownIDSuggestsNearest() throws {
        let workspace = try Workspace()
        let result = try WhittleProcess.run(["explain", "netwroking"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("Did you mean `networking`?"))
        #expect(result.standardError.contains("Rules: massive-view-controller"))
    }
}

@testable import WhittleCLI

extension ExplainTests {
    /// No explanation cites an internal document or spells a configuration key otherwise
    /// than in `.whittle.yml`; responsibilities are described by their one definition.
    @Test func explanationsCiteNoInternalDocuments() throws {
        for id in Explanation.knownIDs {
            let text = try Explanation.text(for: id).get()
            #expect(!text.contains("DESIGN.md"), "\(id)")
            #expect(!text.lowercased().contains("seed 0"), "\(id)")
            #expect(!text.contains("thresholds."), "\(id)")
            #expect(!text.contains("What counts:"), "\(id): one description per responsibility")
        }
        #expect(try Explanation.text(for: "massive-view-controller").get().contains("`max_responsibilities`"))
        #expect(try Explanation.text(for: "grew-since-baseline").get().contains("--baseline"))
    }
}
