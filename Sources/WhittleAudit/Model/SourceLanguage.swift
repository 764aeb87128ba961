/// A language the auditor reads.
public enum SourceLanguage: String, Codable, Sendable, CaseIterable, Hashable {
    case swift
    /// Objective-C and Objective-C++: `.h`, `.m`, `.mm` files.
    case objectiveC = "objc"

    /// The language of the file at `path`, from its name: `.h`, `.m` and `.mm` are
    /// Objective-C, anything else the auditor reads is Swift.
    init(path: String) {
        self = Self.objectiveC.pathExtensions.contains(where: path.hasSuffix) ? .objectiveC : .swift
    }

    /// The file name endings of the language's files.
    public var pathExtensions: [String] {
        switch self {
        case .swift: [".swift"]
        case .objectiveC: [".h", ".m", ".mm"]
        }
    }
}
