/// A language the auditor reads.
public enum SourceLanguage: String, Codable, Sendable, CaseIterable, Hashable {
    case swift
    /// Objective-C and Objective-C++: `.h`, `.m`, `.mm` files.
    case objectiveC = "objc"

    /// The file name endings of the language's files.
    public var pathExtensions: [String] {
        switch self {
        case .swift: [".swift"]
        case .objectiveC: [".h", ".m", ".mm"]
        }
    }
}
