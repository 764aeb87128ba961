import Foundation
import PackagePlugin

/// Audits a Swift target's sources whenever one of them (or `.whittle.yml`, or the
/// baseline) changes, printing findings as `file:line:col: warning: message [rule]`, which
/// Xcode and SwiftPM show inline.
@main
struct WhittleBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            Diagnostics.remark("Whittle's build-tool plugin audits Swift targets; run `swift package whittle-audit --target "
                + "\(target.name)` for \(target.name).")
            return []
        }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        let package = context.package.directoryURL
        let configuration = package.appendingPathComponent(WhittlePluginArguments.configurationFileName)
        let baseline = package.appendingPathComponent(WhittlePluginArguments.baselineFileName)
        let existing = [configuration, baseline].filter { FileManager.default.fileExists(atPath: $0.path) }
        let whittle = try context.tool(named: "whittle").url
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("WhittleAudit_\(target.name).swift")
        let arguments = WhittlePluginArguments.buildTool(
            targetDirectory: target.directoryURL.path, packageDirectory: package.path,
            configurationFile: existing.contains(configuration) ? configuration.path : nil,
            baselineFile: existing.contains(baseline) ? baseline.path : nil)
        return [
            .buildCommand(
                displayName: "Whittle: auditing \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: WhittlePluginArguments.shellCommand(whittle: whittle.path, arguments: arguments),
                environment: WhittlePluginArguments.shellEnvironment(stamp: stamp.path),
                inputFiles: sources + existing + [whittle],
                outputFiles: [stamp])
        ]
    }
}
