import Foundation
import PackagePlugin

/// `swift package whittle-audit [paths] [options]`: runs `whittle audit` over the source
/// folders of the package's targets (or those named with `--target`), with the package's
/// `.whittle.yml`, from the package root.
@main
struct WhittleAuditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let package = context.package.directoryURL.standardizedFileURL
        let targets = try names.isEmpty
            ? context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }
            : context.package.targets(named: names).compactMap { $0 as? SourceModuleTarget }
        let folders = targets.map { Self.relative($0.directoryURL, to: package) }
        let configuration = package.appendingPathComponent(WhittlePluginArguments.configurationFileName)
        let whittleArguments = WhittlePluginArguments.command(
            userArguments: extractor.remainingArguments, targetDirectories: folders,
            configurationFile: FileManager.default.fileExists(atPath: configuration.path)
                ? WhittlePluginArguments.configurationFileName : nil)

        let process = Process()
        process.executableURL = try context.tool(named: "whittle").url
        process.arguments = whittleArguments
        process.currentDirectoryURL = package
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw WhittleAuditFailure(status: process.terminationStatus)
        }
    }

    /// `url`'s path relative to `root` when it is inside, else absolute.
    static func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// `whittle audit` failed: its report and messages are above.
struct WhittleAuditFailure: Error, CustomStringConvertible {
    let status: Int32

    var description: String {
        status == 1
            ? "whittle audit failed: findings at error severity (or, with --baseline, something got worse); see the report above."
            : "whittle audit could not run (exit \(status)); see the message above."
    }
}
