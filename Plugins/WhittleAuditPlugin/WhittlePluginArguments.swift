/// The `whittle` command lines the SwiftPM plugins run. Plain Swift without PackagePlugin,
/// so `Tests/WhittleCLITests` compiles this same file (a symlink) and checks it; the plugins
/// only gather paths from SwiftPM and hand them here.
enum WhittlePluginArguments {
    /// The configuration file the plugins pass when the package has one.
    static let configurationFileName = ".whittle.yml"
    /// The baseline the build-tool plugin compares with when the package has one.
    static let baselineFileName = ".whittle-baseline.json"

    /// The arguments of `whittle` for `swift package whittle-audit [paths] [options]`.
    ///
    /// - Parameters:
    ///   - userArguments: What followed the verb, `--target` options already taken out:
    ///     paths first (everything before the first argument that starts with `-`), then
    ///     `whittle audit` options, passed on as they are.
    ///   - targetDirectories: The source folders of the targets to audit, audited when the
    ///     user names no path; repeats are dropped, the order kept.
    ///   - configurationFile: The package's `.whittle.yml`, when it exists; passed as
    ///     `--config` unless the user passes one.
    /// - Returns: `audit`, the paths, the options.
    static func command(userArguments: [String], targetDirectories: [String], configurationFile: String?) -> [String] {
        let paths = Array(userArguments.prefix { !$0.hasPrefix("-") })
        let options = Array(userArguments.dropFirst(paths.count))
        var arguments = ["audit"] + (paths.isEmpty ? unique(targetDirectories) : paths) + options
        if let configurationFile, !options.contains(where: { $0 == "--config" || $0.hasPrefix("--config=") }) {
            arguments += ["--config", configurationFile]
        }
        return arguments
    }

    /// The arguments of `whittle` for the build-tool plugin: the target's folder, in the
    /// `xcode` format Xcode and SwiftPM show inline, failing only on findings at error
    /// severity (or, with a baseline, on what got worse).
    ///
    /// - Parameters:
    ///   - targetDirectory: The target's source folder.
    ///   - packageDirectory: The package root, which the baseline's paths are relative to.
    ///   - configurationFile: The package's `.whittle.yml`, when it exists.
    ///   - baselineFile: The package's `.whittle-baseline.json`, when it exists.
    /// - Returns: `audit`, the folder, the options.
    static func buildTool(
        targetDirectory: String, packageDirectory: String, configurationFile: String?, baselineFile: String?
    ) -> [String] {
        var arguments = ["audit", targetDirectory, "--format", "xcode", "--allow-zero-files", "--base-path", packageDirectory]
        if let configurationFile { arguments += ["--config", configurationFile] }
        if let baselineFile { arguments += ["--baseline", baselineFile] }
        return arguments
    }

    /// The `/bin/sh` arguments that run `whittle arguments…` and, when it succeeds, write the
    /// file `$WHITTLE_STAMP` names (the build command's declared output, a Swift file with a
    /// comment; see ``shellEnvironment(stamp:)``), so SwiftPM runs the audit again only when
    /// an input changes, and keeps running it while it fails.
    static func shellCommand(whittle: String, arguments: [String]) -> [String] {
        ["-c", #""$0" "$@" && printf '// Audited by Whittle; regenerated when a source changes.\n' > "$WHITTLE_STAMP""#, whittle]
            + arguments
    }

    /// The environment of ``shellCommand(whittle:arguments:)``: where to write the stamp.
    static func shellEnvironment(stamp: String) -> [String: String] {
        ["WHITTLE_STAMP": stamp]
    }

    private static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
