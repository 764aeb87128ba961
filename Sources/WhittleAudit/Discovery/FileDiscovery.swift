import Foundation

/// Finds the Swift and Objective-C files to audit under the given paths.
///
/// Skips `.build*`, `Pods`, `Carthage`, `DerivedData`, `.git` and configured excludes, honours
/// includes, and never enters a folder twice (symlink loops are reported, not followed).
struct FileDiscovery {
    var include: [GlobPattern]
    var exclude: [GlobPattern]
    /// The file name endings audited, by the configuration's languages.
    var pathExtensions: [String]

    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", ".git", ".swiftpm", "node_modules"]

    init(configuration: AuditConfiguration) {
        include = configuration.include.map(GlobPattern.init)
        exclude = configuration.exclude.map(GlobPattern.init)
        pathExtensions = SourceLanguage.allCases.filter(configuration.languages.contains).flatMap(\.pathExtensions)
    }

    struct Result {
        var files: [String] = []
        var diagnostics: [FileDiagnostic] = []
    }

    /// - Throws: ``AuditError/pathNotFound(_:)`` when a path does not exist.
    func discover(_ paths: [String]) throws -> Result {
        var result = Result()
        var visited: Set<String> = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw AuditError.pathNotFound(path)
            }
            if isDirectory.boolValue {
                walk(folder: path, relative: "", into: &result, visited: &visited)
            } else {
                // A file named explicitly is audited whatever its name says.
                result.files.append(path)
            }
        }
        return result
    }

    private func isSkipped(_ name: String) -> Bool {
        Self.skippedFolders.contains(name) || name.hasPrefix(".build")
    }

    private func walk(folder: String, relative: String, into result: inout Result, visited: inout Set<String>) {
        let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else {
            result.diagnostics.append(
                FileDiagnostic(
                    file: folder, kind: .symlinkLoop,
                    message: "folder already audited through another path (symlink loop or duplicate); skipped it."))
            return
        }
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else {
            result.diagnostics.append(
                FileDiagnostic(file: folder, kind: .unreadable, message: "cannot list this folder; check its permissions."))
            return
        }
        for name in names.sorted() {
            guard !isSkipped(name) else { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            if exclude.contains(where: { $0.matches(relativePath) }) { continue }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                result.diagnostics.append(
                    FileDiagnostic(file: path, kind: .unreadable, message: "broken symbolic link; fix or remove it."))
                continue
            }
            if isDirectory.boolValue {
                walk(folder: path, relative: relativePath, into: &result, visited: &visited)
            } else if pathExtensions.contains(where: name.hasSuffix) {
                if include.isEmpty || include.contains(where: { $0.matches(relativePath) }) {
                    result.files.append(path)
                }
            }
        }
    }
}
