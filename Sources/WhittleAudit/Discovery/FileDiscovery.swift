import Foundation

/// Finds the Swift and Objective-C files to audit under the given paths.
///
/// Skips `.build*`, `Pods`, `Carthage`, `DerivedData`, `.git`, prebuilt `*.framework` and
/// `*.xcframework` folders and configured excludes, honours
/// includes, and never enters a folder twice (symlink loops are reported, not followed).
struct FileDiscovery {
    var include: [GlobPattern]
    var exclude: [GlobPattern]
    /// The absolute folder patterns are also matched relative to (the configuration's folder).
    var patternRoot: String?
    /// The file name endings audited, by the configuration's languages.
    var pathExtensions: [String]

    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", ".git", ".swiftpm", "node_modules"]

    init(configuration: AuditConfiguration) {
        include = configuration.include.map(GlobPattern.init)
        exclude = configuration.exclude.map(GlobPattern.init)
        patternRoot = configuration.patternRoot.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        pathExtensions = SourceLanguage.allCases.filter(configuration.languages.contains).flatMap(\.pathExtensions)
    }

    struct Result {
        var files: [String] = []
        var diagnostics: [FileDiagnostic] = []
    }

    /// - Throws: ``AuditError/pathNotFound(_:)`` when a path does not exist.
    func discover(_ paths: [String]) throws -> Result {
        var result = Result()
        var visited: Set<DirectoryListing.Identity> = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw AuditError.pathNotFound(path)
            }
            if isDirectory.boolValue {
                walk(folder: path, relative: "", rootPrefix: prefix(of: path), into: &result, visited: &visited)
            } else {
                // A file named explicitly is audited whatever its name says.
                result.files.append(path)
            }
        }
        return result
    }

    /// A prebuilt framework's headers describe a library, not the app: read as the app's own
    /// types they would hide the library's clients behind empty summaries.
    private func isSkipped(_ name: String) -> Bool {
        Self.skippedFolders.contains(name) || name.hasPrefix(".build")
            || name.hasSuffix(".framework") || name.hasSuffix(".xcframework")
    }

    /// Where the audited folder `path` lies inside ``patternRoot``, as a relative path (`""`
    /// for the root itself), or `nil` when it lies outside or there is no pattern root.
    private func prefix(of path: String) -> String? {
        guard let patternRoot else { return nil }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if absolute == patternRoot { return "" }
        let root = patternRoot.hasSuffix("/") ? patternRoot : patternRoot + "/"
        return absolute.hasPrefix(root) ? String(absolute.dropFirst(root.count)) : nil
    }

    /// Whether `pattern` matches `relativePath` (relative to the audited folder) or the same
    /// path relative to the pattern root.
    private func matches(_ patterns: [GlobPattern], _ relativePath: String, rootPrefix: String?) -> Bool {
        let fromRoot = rootPrefix.map { $0.isEmpty ? relativePath : $0 + "/" + relativePath }
        return patterns.contains { $0.matches(relativePath) || (fromRoot.map($0.matches) ?? false) }
    }

    private func walk(
        folder: String, relative: String, rootPrefix: String?, into result: inout Result,
        visited: inout Set<DirectoryListing.Identity>
    ) {
        if let identity = DirectoryListing.Identity(of: folder), !visited.insert(identity).inserted {
            result.diagnostics.append(
                FileDiagnostic(
                    file: folder, kind: .symlinkLoop,
                    message: "folder already audited through another path (symlink loop or duplicate); skipped it."))
            return
        }
        guard let entries = DirectoryListing.entries(of: folder) else {
            result.diagnostics.append(
                FileDiagnostic(file: folder, kind: .unreadable, message: "cannot list this folder; check its permissions."))
            return
        }
        for (name, kind) in entries.sorted(by: { $0.name < $1.name }) {
            guard !isSkipped(name) else { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            if matches(exclude, relativePath, rootPrefix: rootPrefix) { continue }
            switch kind {
            case .broken:
                result.diagnostics.append(
                    FileDiagnostic(file: path, kind: .unreadable, message: "broken symbolic link; fix or remove it."))
            case .folder:
                walk(folder: path, relative: relativePath, rootPrefix: rootPrefix, into: &result, visited: &visited)
            case .file:
                if pathExtensions.contains(where: name.hasSuffix), include.isEmpty || matches(include, relativePath, rootPrefix: rootPrefix) {
                    result.files.append(path)
                }
            }
        }
    }
}
