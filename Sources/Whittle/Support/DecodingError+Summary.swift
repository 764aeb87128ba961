import Foundation

extension DecodingError {
    /// The coding path as `a.b[2].c`, or `(root)`.
    var codingPathDescription: String {
        let path: [any CodingKey]
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        @unknown default:
            path = []
        }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "(root)" : text
    }

    /// One line: what went wrong and where.
    var summary: String {
        switch self {
        case .typeMismatch(let type, let context):
            "type mismatch for \(type) at \(codingPathDescription): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            "missing \(type) value at \(codingPathDescription): \(context.debugDescription)"
        case .keyNotFound(let key, _):
            "missing key '\(key.stringValue)' at \(codingPathDescription)"
        case .dataCorrupted(let context):
            "invalid data at \(codingPathDescription): \(context.debugDescription)"
        @unknown default:
            "\(self)"
        }
    }
}
