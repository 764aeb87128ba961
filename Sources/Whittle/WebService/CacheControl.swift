import Foundation

/// The `Cache-Control` directives a client cache needs.
struct CacheControl: Equatable {
    var maxAge: TimeInterval?
    var noStore = false
    var noCache = false

    /// Parses a header such as `public, max-age=60`; unknown directives are ignored.
    init(header: String?) {
        guard let header else { return }
        for directive in header.split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1)
            let name = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
            let value = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
            switch name {
            case "max-age":
                if let value, let seconds = TimeInterval(value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))) {
                    maxAge = max(0, seconds)
                }
            case "no-store": noStore = true
            case "no-cache": noCache = true
            default: continue
            }
        }
    }
}
