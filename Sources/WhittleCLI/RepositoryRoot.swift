import Foundation

/// Finds the folder SARIF and GitHub paths are relative to when `--base-path` is not given.
enum RepositoryRoot {
    /// The repository of the working directory; run from outside any repository, the one
    /// of the first audited path; else the working directory.
    static func find(workingDirectory: String, auditedPaths: [String]) -> String {
        if let root = find(from: workingDirectory) { return root }
        if let first = auditedPaths.first {
            let absolute = first.hasPrefix("/") ? first : (workingDirectory as NSString).appendingPathComponent(first)
            if let root = find(from: absolute) { return root }
        }
        return URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
    }

    /// The nearest folder at or above `directory` that holds a `.git` folder or file (a
    /// worktree or submodule has a file), or `nil` when there is none.
    static func find(from directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
                return folder.path
            }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return nil }
            folder = parent
        }
    }
}
