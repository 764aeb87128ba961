extension String {
    /// The name without its module or outer types: `UIKit.UIViewController` →
    /// `UIViewController`, `App.ProfileViewController` → `ProfileViewController`.
    var simpleTypeName: String {
        var name = self
        return name.withUTF8 { bytes in
            bytes.lastIndex(of: UInt8(ascii: ".")).map { dot in
                String(decoding: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), as: UTF8.self)
            }
        } ?? self
    }

    /// The name without its generic arguments: `Store<Photo>` → `Store`.
    var withoutGenericArguments: String {
        prefix(beforeByte: UInt8(ascii: "<"))
    }

    /// The text before the first `byte` (ASCII), or all of it. Names are cut this way many
    /// times per audit, so it scans the bytes in place rather than through `String.Index`.
    func prefix(beforeByte byte: UInt8) -> String {
        var name = self
        return name.withUTF8 { bytes in
            bytes.firstIndex(of: byte).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[..<$0]), as: UTF8.self) }
        } ?? self
    }

    /// The type without trailing `?` or `!`: `ActionTableViewCell?` → `ActionTableViewCell`.
    var trimmingTrailingOptionality: String {
        var type = self
        while let last = type.utf8.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { type.removeLast() }
        return type
    }
}
