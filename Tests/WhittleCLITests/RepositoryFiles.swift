import Foundation
import Testing
import Yams

/// The repository's own files (action.yml, the Makefile…), found from this source file, and
/// the real options of `whittle` to check them against.
enum RepositoryFiles {
    /// The repository root: three folders above this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of `path`, relative to the root.
    static func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    /// `path` parsed as YAML.
    static func yaml(_ path: String) throws -> Any {
        try #require(try Yams.load(yaml: text(path)), "\(path) is empty")
    }

    /// The long option and flag names (`--format`) `whittle <subcommand>` accepts, read from
    /// ArgumentParser's description of the built command.
    static func options(of subcommand: String) throws -> Set<String> {
        let workspace = try Workspace()
        let result = try WhittleProcess.run([subcommand, "--experimental-dump-help"], in: workspace.url)
        #expect(result.status == 0, "\(result.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let command = try #require(json["command"] as? [String: Any])
        let arguments = command["arguments"] as? [[String: Any]] ?? []
        var names: Set<String> = ["--help", "--version"]
        for argument in arguments {
            for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                if let text = name["name"] as? String { names.insert("--" + text) }
            }
        }
        return names
    }

    /// The `--options` written in `text`.
    static func longOptions(in text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace || "()\"'`[],;".contains($0) }).map(String.init)
            .filter { $0.hasPrefix("--") && $0.count > 2 }
            .map { String($0.prefix { $0 != "=" }) }
    }
}
