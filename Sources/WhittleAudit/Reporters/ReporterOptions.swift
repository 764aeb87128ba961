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

    /// `path` made absolute against ``rootDirectory`` when it is relative; unchanged when it is
    /// absolute or there is no root.
    func absolutePath(_ path: String) -> String {
        guard !path.hasPrefix("/"), let root = rootDirectory, !root.isEmpty else { return path }
        let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return (root.hasSuffix("/") ? root : root + "/") + trimmed
    }

    /// `path` relative to ``rootDirectory`` when it lies inside it, without a leading `./`,
    /// else unchanged.
    func relativePath(_ path: String) -> String {
        if path.hasPrefix("./") { return String(path.dropFirst(2)) }
        guard let root = rootDirectory, !root.isEmpty, path.hasPrefix("/") else { return path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
