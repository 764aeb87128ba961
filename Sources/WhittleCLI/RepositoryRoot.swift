import Foundation

/// Finds the folder SARIF and GitHub paths are relative to when `--base-path` is not given.
enum RepositoryRoot {
    /// The nearest folder at or above `directory` that holds a `.git` folder or file (a
    /// worktree or submodule has a file), or `directory` itself when there is none.
    static func find(from directory: String) -> String {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
                return folder.path
            }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return URL(fileURLWithPath: directory).standardizedFileURL.path }
            folder = parent
        }
    }
}
