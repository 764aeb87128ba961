/// What a reporter needs to know about where its output goes.
public struct ReporterOptions: Sendable, Equatable {
    /// Whether the text reporter may use ANSI colour escapes. Decided by the caller (terminal,
    /// `--color`, `NO_COLOR`); reporters never look at the environment themselves.
    public var colors: Bool
    /// The folder that relative paths in the output are relative to (SARIF artifact URIs,
    /// GitHub annotations). `nil` keeps paths as the report has them.
    public var rootDirectory: String?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - colors: Whether ANSI colour is allowed.
    ///   - rootDirectory: The folder paths are made relative to, usually the working directory.
    public init(colors: Bool = false, rootDirectory: String? = nil) {
        self.colors = colors
        self.rootDirectory = rootDirectory
    }

    /// `path` relative to ``rootDirectory`` when it lies inside it, else unchanged.
    func relativePath(_ path: String) -> String {
        guard let root = rootDirectory, !root.isEmpty, path.hasPrefix("/") else { return path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
