import Testing
import WhittleAudit
@testable import WhittleCLI

struct ConfigurationLoaderTests {
    /// Every documented key is read into the configuration.
    @Test func readsEveryKey() throws {
        let yaml = """
            include: ["Sources/**"]
            exclude: [Generated, "**/*+Mock.swift"]
            languages: [swift]
            thresholds:
              max_responsibilities: 2
              max_lines: 300
              max_mark_sections: 4
              min_extract_lines: 10
            view_controller_base_classes: [BaseViewController]
            wrappers:
              networking: [APIClient, "*Service"]
              analytics: [Tracker]
            severities:
              massive-view-controller: warning
              mark-sections: note
            disabled_rules:
              - ib-action-in-view-controller
            """
        let configuration = try ConfigurationLoader.parse(yaml, file: ".whittle.yml")
        #expect(configuration.include == ["Sources/**"])
        #expect(configuration.exclude == ["Generated", "**/*+Mock.swift"])
        #expect(configuration.languages == [.swift])
        #expect(configuration.thresholds == .init(maxResponsibilities: 2, maxLines: 300, maxMarkSections: 4, minExtractLines: 10))
        #expect(configuration.viewControllerBaseClasses == ["BaseViewController"])
        #expect(configuration.wrappers[.networking]?.map(\.description) == ["APIClient", "*Service"])
        #expect(configuration.wrappers[.analytics]?.map(\.description) == ["Tracker"])
        #expect(configuration.severities == [.massiveViewController: .warning, .markSections: .note])
        #expect(configuration.disabledRules == [.ibActionInViewController])
    }

    /// An empty file or one holding only comments means the defaults.
    @Test(arguments: ["", "# nothing yet\n"])
    func emptyFileMeansDefaults(yaml: String) throws {
        #expect(try ConfigurationLoader.parse(yaml, file: ".whittle.yml") == AuditConfiguration())
    }

    /// Errors name the file with the line of the offending key.
    /// Both languages by default; an unknown one is refused with the valid names and a hint.
    @Test func languages() throws {
        #expect(try ConfigurationLoader.parse("exclude: []\n", file: ".whittle.yml").languages == [.swift, .objectiveC])
        #expect(try ConfigurationLoader.parse("languages: [objc]\n", file: ".whittle.yml").languages == [.objectiveC])
        #expect {
            try ConfigurationLoader.parse("languages: [swfit]\n", file: ".whittle.yml")
        } throws: { error in
            let text = "\(error)"
            return text.contains("unknown language `swfit`") && text.contains("swift, objc")
        }
    }

    /// A wrapper must name a responsibility that can be taken over and hold type names.
    @Test(arguments: [
        ("wrappers:\n  netwrking: [APIClient]\n", "wrappers.netwrking", "did you mean `networking`"),
        ("wrappers:\n  rendering: [Renderer]\n", "wrappers.rendering", "Valid: "),
        ("wrappers:\n  networking: [\"API Client\"]\n", "wrappers.networking", "is not a type name"),
        ("wrappers:\n  networking: APIClient\n", "wrappers.networking", "expected a list"),
        ("wrappers: [APIClient]\n", "wrappers", "expected a mapping"),
    ])
    func invalidWrappersAreRefused(yaml: String, key: String, problem: String) {
        #expect {
            try ConfigurationLoader.parse(yaml, file: ".whittle.yml")
        } throws: { error in
            guard case AuditError.invalidConfiguration(_, let found, let message) = error else { return false }
            return found == key && message.contains(problem)
        }
    }

    @Test func errorsCarryTheLine() {
        #expect(throws: AuditError.invalidConfiguration(
            file: "cfg.yml:3", key: "thresholds.max_lines", problem: "expected a whole number of 0 or more, found `lots`")
        ) {
            try ConfigurationLoader.parse("exclude: []\nthresholds:\n  max_lines: lots\n", file: "cfg.yml")
        }
    }

    /// Typos get a suggestion.
    @Test(arguments: [("exlude", "exclude"), ("severity", "severities"), ("disabledrules", "disabled_rules")])
    func suggestsNearestKey(typo: String, suggestion: String) {
        #expect(NearestMatch.find(typo, in: ConfigurationLoader.topLevelKeys) == suggestion)
    }

    /// A file with four typos is fixed in one run: every problem is reported, each with its
    /// line, and the valid keys around them are still read.
    @Test func everyProblemIsReportedInOneRun() throws {
        let yaml = """
            exlude: [Pods]
            thresholds:
              max_line: 400
              max_responsibilities: 3
            severities:
              massive-view-controler: warning
            languages: [swfit]
            include: [App]
            """
        #expect {
            try ConfigurationLoader.parse(yaml, file: "cfg.yml")
        } throws: { error in
            guard let problems = error as? ConfigurationProblems else { return false }
            let text = "\(problems)"
            return problems.problems.count == 4 && text.hasPrefix("4 problems in the configuration")
                && text.contains("cfg.yml:1: `exlude`") && text.contains("cfg.yml:3: `thresholds.max_line`")
                && text.contains("cfg.yml:6: `severities.massive-view-controler`") && text.contains("cfg.yml:7: `languages`")
        }
    }
}
