import Foundation
import Testing

struct AuditFormatTests {
    /// Every format reports the massive controller and the audit exits 1, because
    /// `massive-view-controller` is an error by default.
    @Test(arguments: ["text", "json", "xcode", "github", "sarif", "markdown", "html"])
    func everyFormatReportsTheMassiveController(format: String) throws {
        let workspace = try Workspace()
        try workspace.write("App/ProfileViewController.swift", AppFixtures.massiveProfile())
        let result = try WhittleProcess.run(["audit", "App", "--format", format], in: workspace.url)
        #expect(result.status == 1, "\(result.standardError)")
        let output = result.standardOutput
        switch format {
        case "text":
            #expect(output.contains("ProfileViewController"))
            #expect(output.contains("Estimated size after:"))
        case "json":
            let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            #expect(object["schemaVersion"] as? Int == 3)
            let controllers = try #require(object["viewControllers"] as? [[String: Any]])
            let profile = try #require(controllers.first { $0["name"] as? String == "ProfileViewController" })
            #expect(profile["language"] as? String == "swift")
        case "xcode":
            #expect(output.split(separator: "\n").contains {
                $0.hasPrefix("/") && $0.contains("/App/ProfileViewController.swift:") && $0.contains(": error: ") && $0.hasSuffix("[massive-view-controller]")
            })
        case "github":
            #expect(output.split(separator: "\n").contains {
                $0.hasPrefix("::error file=App/ProfileViewController.swift,line=") && $0.contains("massive-view-controller")
            })
        case "sarif":
            let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            #expect(object["version"] as? String == "2.1.0")
            #expect(output.contains("\"ruleId\" : \"massive-view-controller\""))
        case "markdown":
            #expect(output.hasPrefix("# Whittle audit"))
            #expect(output.contains("| `ProfileViewController` |"))
        default:
            #expect(output.hasPrefix("<!DOCTYPE html>"))
            #expect(output.contains("ProfileViewController"))
        }
    }

    /// A lean controller passes in every format: exit 0.
    @Test(arguments: ["text", "json", "xcode", "github", "sarif", "markdown", "html"])
    func leanControllerPasses(format: String) throws {
        let workspace = try Workspace()
        try workspace.write("App/SettingsViewController.swift", AppFixtures.leanSettings)
        let result = try WhittleProcess.run(["audit", "App", "--format", format], in: workspace.url)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        if format == "sarif" {
            // SARIF lists every rule in its driver; what matters is that no result names one.
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            let run = try #require((object["runs"] as? [[String: Any]])?.first)
            #expect((run["results"] as? [Any])?.isEmpty == true)
        } else {
            #expect(!result.standardOutput.contains("massive-view-controller"))
        }
    }

    /// The default path is the working directory.
    @Test func auditsTheWorkingDirectoryByDefault() throws {
        let workspace = try Workspace()
        try workspace.write("Sources/ProfileViewController.swift", AppFixtures.massiveProfile())
        let result = try WhittleProcess.run(["--format", "xcode"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("/Sources/ProfileViewController.swift:"))
    }
}
