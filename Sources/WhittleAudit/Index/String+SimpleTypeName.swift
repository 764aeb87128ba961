extension String {
    /// The name without its module or outer types: `UIKit.UIViewController` →
    /// `UIViewController`, `App.ProfileViewController` → `ProfileViewController`.
    var simpleTypeName: String {
        if let dot = utf8.lastIndex(of: UInt8(ascii: ".")) { String(self[utf8.index(after: dot)...]) } else { self }
    }
}
