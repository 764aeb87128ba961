/// A description of a value that is the same in every process: sets and dictionaries are
/// listed sorted (their iteration order is seeded per process), everything else in
/// declaration order, by reflection, so a configuration field added later is covered
/// without this code knowing it.
enum CanonicalDescription {
    static func of(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .set:
            return "{" + mirror.children.map { of($0.value) }.sorted().joined(separator: ",") + "}"
        case .dictionary:
            return "[" + mirror.children.map { of($0.value) }.sorted().joined(separator: ",") + "]"
        case .optional:
            return mirror.children.first.map { "?" + of($0.value) } ?? "nil"
        case .collection, .tuple:
            return "(" + mirror.children.map { ($0.label ?? "") + ":" + of($0.value) }.joined(separator: ",") + ")"
        case .struct, .class, .enum:
            guard !mirror.children.isEmpty else { return String(reflecting: value) }
            let type = String(reflecting: Swift.type(of: value))
            let caseName = mirror.displayStyle == .enum ? "." + String(describing: value).prefix { $0 != "(" } : ""
            return type + caseName + "(" + mirror.children.map { ($0.label ?? "") + ":" + of($0.value) }.joined(separator: ",") + ")"
        default:
            return String(reflecting: value)
        }
    }
}
