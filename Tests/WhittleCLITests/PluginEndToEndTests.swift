import Foundation
import Testing

/// Both plugins run by SwiftPM against a small package that depends on this one by path.
/// That package builds Whittle and swift-syntax from scratch (many minutes the first time,
/// in `.build/plugin-e2e`), so the test runs only with WHITTLE_PLUGIN_E2E=1.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["WHITTLE_PLUGIN_E2E"] == "1",
                "set WHITTLE_PLUGIN_E2E=1 to build a fixture package with the plugins (many minutes the first time)"))
struct PluginEndToEndTests {
    static let folder = RepositoryFiles.root.appendingPathComponent(".build/plugin-e2e")
    static let fixture = folder.appendingPathComponent("Fixture")
    static let scratch = folder.appendingPathComponent("build")

    /// A package with one target using the build-tool plugin, a controller that presents an
    /// alert (a warning) and has a public method (a note the package's `.whittle.yml` disables).
    static func writeFixture() throws {
        // A path dependency's identity is its folder's name.
        let identity = RepositoryFiles.root.lastPathComponent.lowercased()
        let files = [
            "Package.swift": """
                // swift-tools-version: 6.2
                import PackageDescription

                let package = Package(
                    name: "Fixture",
                    dependencies: [.package(path: "\(RepositoryFiles.root.path)")],
                    targets: [
                        .target(name: "App", plugins: [.plugin(name: "WhittleBuildToolPlugin", package: "\(identity)")]),
                    ]
                )

                """,
            "Sources/App/SettingsViewController.swift": """
                class UIViewController {}
                final class UIAlertController { init(title: String?, message: String?, preferredStyle: Int) {} }

                final class SettingsViewController: UIViewController {
                    func confirmReset() {
                        let alert = UIAlertController(title: "Reset?", message: nil, preferredStyle: 1)
                        _ = alert
                    }
                }

                """,
            ".whittle.yml": "disabled_rules:\n  - non-private-interface\n",
        ]
        for (path, text) in files {
            let url = fixture.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// Runs `swift arguments…` on the fixture; standard output and error together.
    static func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = fixture
        let log = folder.appendingPathComponent("swift-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }

    @Test func buildToolPluginReportsInline() throws {
        try Self.writeFixture()
        let build = try Self.swift(["build", "--scratch-path", Self.scratch.path])
        print(build.output.split(separator: "\n").filter { $0.contains("Whittle") || $0.contains("warning:") }.joined(separator: "\n"))
        #expect(build.status == 0, "\(build.output.suffix(3000))")
        let source = Self.fixture.appendingPathComponent("Sources/App/SettingsViewController.swift").path
        #expect(build.output.contains("\(source):6:1: warning: SettingsViewController does alerts itself"), "\(build.output.suffix(3000))")
        #expect(build.output.contains("[alerts-in-view-controller]"))
        #expect(!build.output.contains("[non-private-interface]"), "the package's .whittle.yml disables it")
    }

    @Test func commandPluginAuditsTheTargets() throws {
        try Self.writeFixture()
        let run = try Self.swift(["package", "--scratch-path", Self.scratch.path, "whittle-audit", "--format", "markdown"])
        print(run.output)
        #expect(run.status == 0, "\(run.output.suffix(3000))")
        #expect(run.output.contains("| `SettingsViewController` |"), "\(run.output.suffix(3000))")
        #expect(run.output.contains("`Sources/App/SettingsViewController.swift:4`"), "paths relative to the package")
        #expect(!run.output.contains("non-private-interface"), "the package's .whittle.yml disables it")
    }
}
