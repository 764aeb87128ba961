/// Names of classes as the index compares them.
enum ControllerBases {
    /// Drops a module prefix: `UIKit.UIViewController` → `UIViewController`.
    static func simpleName(_ name: String) -> String {
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) { String(name[name.utf8.index(after: dot)...]) } else { name }
    }
}
