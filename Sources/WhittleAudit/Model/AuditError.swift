/// Why an audit could not run at all. Problems with single files are not errors: they are
/// ``FileDiagnostic``s and the audit goes on.
public enum AuditError: Error, Equatable, CustomStringConvertible {
    /// A path given to the audit does not exist.
    case pathNotFound(String)
    /// The configuration is invalid; `file` and `key` say where.
    case invalidConfiguration(file: String, key: String, problem: String)

    public var description: String {
        switch self {
        case .pathNotFound(let path):
            "no such file or folder: \(path). Pass a folder of Swift sources, e.g. `whittle audit Sources`."
        case .invalidConfiguration(let file, let key, let problem):
            "\(file): `\(key)`: \(problem)"
        }
    }
}
