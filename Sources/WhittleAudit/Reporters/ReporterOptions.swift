/// What a reporter needs to know about where its output goes.
public struct ReporterOptions: Sendable, Equatable {
    /// Whether the text reporter may use ANSI colour escapes. Decided by the caller (terminal,
    /// `--color`, `NO_COLOR`); reporters never look at the environment themselves.
    public var colors: Bool
    /// The folder that relative paths in the report are relative to, usually the working
    /// directory: paths for people (text, Markdown, HTML) are written relative to it (or, for
    /// files outside it, to ``basePath``), and Xcode paths made absolute against it. `nil`
    /// keeps paths as the report has them.
    public var rootDirectory: String?
    /// The repository root that SARIF URIs and GitHub annotation paths are relative to (code
    /// scanning and pull requests match files by their path in the repository). `nil` uses
    /// ``rootDirectory``.
    public var basePath: String?
    /// Whether the text report lists every responsibility with its evidence and every finding,
    /// rather than only the misplaced responsibilities and prescriptions.
    public var verbose: Bool
    /// Whether the Markdown report is only the summary table, for pull-request comments.
    public var summaryOnly: Bool
    /// Whether SARIF lists findings at note severity, which code scanning would show as
    /// alerts beside the real ones; left out by default.
    public var includeNotes: Bool

    /// Creates options.
    ///
    /// - Parameters:
    ///   - colors: Whether ANSI colour is allowed.
    ///   - rootDirectory: The folder paths are made relative to, usually the working directory.
    ///   - basePath: The repository root for SARIF and GitHub paths; `nil` uses `rootDirectory`.
    ///   - verbose: Whether the text report lists evidence and every finding.
    ///   - summaryOnly: Whether the Markdown report is only its summary.
    ///   - includeNotes: Whether SARIF lists note-severity findings.
    public init(
        colors: Bool = false, rootDirectory: String? = nil, basePath: String? = nil, verbose: Bool = false,
        summaryOnly: Bool = false, includeNotes: Bool = false
    ) {
        self.includeNotes = includeNotes
        self.colors = colors
        self.rootDirectory = rootDirectory
        self.basePath = basePath
        self.verbose = verbose
        self.summaryOnly = summaryOnly
    }

    /// `path` made absolute against ``rootDirectory`` when it is relative; unchanged when it is
    /// absolute or there is no root.
    func absolutePath(_ path: String) -> String {
        guard !path.hasPrefix("/"), let root = rootDirectory, !root.isEmpty else { return path }
        let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return (root.hasSuffix("/") ? root : root + "/") + trimmed
    }

    /// `path` relative to ``rootDirectory`` when it lies inside it, else relative to
    /// ``basePath`` (the repository, when the audit ran from outside it), without a leading
    /// `./`; else unchanged.
    func relativePath(_ path: String) -> String {
        let relative = Self.relative(path, to: rootDirectory)
        guard relative.hasPrefix("/") || relative.hasPrefix("../"), let basePath, !basePath.isEmpty else { return relative }
        let inRepository = Self.relative(Self.normalized(absolutePath(relative)), to: Self.normalized(basePath))
        return inRepository.hasPrefix("/") ? relative : inRepository
    }

    /// The repository root paths are written against: ``basePath``, else ``rootDirectory``.
    var repositoryRoot: String? {
        basePath ?? rootDirectory
    }

    /// `path` relative to ``repositoryRoot`` when it lies inside it (a relative path is first
    /// made absolute against ``rootDirectory``), else absolute, or unchanged without a root.
    func repositoryPath(_ path: String) -> String {
        guard let base = basePath, !base.isEmpty else { return relativePath(path) }
        return Self.relative(Self.normalized(absolutePath(path)), to: Self.normalized(base))
    }

    private static func relative(_ path: String, to root: String?) -> String {
        if path.hasPrefix("./") { return String(path.dropFirst(2)) }
        guard let root, !root.isEmpty, path.hasPrefix("/") else { return path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `path` without `.` components and with `..` applied, so `/repo/./App/../App/A.swift`
    /// compares as `/repo/App/A.swift`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
