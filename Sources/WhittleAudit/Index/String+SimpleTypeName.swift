extension String {
    /// The name without its module or outer types: `UIKit.UIViewController` →
    /// `UIViewController`, `App.ProfileViewController` → `ProfileViewController`.
    var simpleTypeName: String {
        if let dot = utf8.lastIndex(of: UInt8(ascii: ".")) { String(self[utf8.index(after: dot)...]) } else { self }
    }

    /// The name without its generic arguments: `Store<Photo>` → `Store`.
    var withoutGenericArguments: String {
        if let angle = utf8.firstIndex(of: UInt8(ascii: "<")) { String(self[..<angle]) } else { self }
    }

    /// The type without trailing `?` or `!`: `ActionTableViewCell?` → `ActionTableViewCell`.
    var trimmingTrailingOptionality: String {
        var type = self
        while let last = type.utf8.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { type.removeLast() }
        return type
    }
}
