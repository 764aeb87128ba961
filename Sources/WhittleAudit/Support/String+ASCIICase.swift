extension String {
    /// Whether `fragment` (lowercase) occurs in the string, ASCII letters compared without
    /// case: `reloadImageCache` contains `cache`. Names are matched this way many times per
    /// member, so it compares bytes instead of lowercasing a copy.
    func containsIgnoringASCIICase(_ fragment: String) -> Bool {
        var name = self
        var fragment = fragment
        return name.withUTF8 { haystack in
            fragment.withUTF8 { needle in
                guard !needle.isEmpty else { return true }
                guard haystack.count >= needle.count else { return false }
                for start in 0...(haystack.count - needle.count) {
                    var offset = 0
                    while offset < needle.count, Self.lowercased(haystack[start + offset]) == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
                return false
            }
        }
    }

    /// Whether the string starts with an ASCII capital, the Swift convention for a type name
    /// (`SyntaxText.isTypeName` for the token readers).
    var startsWithASCIICapital: Bool {
        guard let first = utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
