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

    /// Whether the string ends with `suffix` (lowercase), ASCII letters compared without case:
    /// `nameTextField` ends with `field`.
    func hasSuffixIgnoringASCIICase(_ suffix: String) -> Bool {
        let name = utf8, suffix = suffix.utf8
        guard name.count >= suffix.count else { return false }
        return zip(name.suffix(suffix.count), suffix).allSatisfy { Self.lowercased($0) == $1 }
    }

    /// Whether the string starts with an ASCII capital, the Swift convention for a type name
    /// (`SyntaxText.isTypeName` for the token readers).
    var startsWithASCIICapital: Bool {
        guard let first = utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Whether the string is spelled as a class name: an ASCII capital first, or a lowercase
    /// prefix before a capital with letters and digits only (iTerm2's `iTermController`), which
    /// a property's declared type never is otherwise (`id`, `int64_t`, `dispatch_queue_t`).
    var isSpelledAsClassName: Bool {
        startsWithASCIICapital || Self.isLowercasePrefixedClassName(utf8)
    }

    /// Whether `name`'s bytes spell a class with a lowercase prefix: a small letter first, a
    /// capital after it, letters and digits only (`iTermController`, not `iterm` or `int64_t`).
    static func isLowercasePrefixedClassName(_ name: some Sequence<UInt8>) -> Bool {
        var iterator = name.makeIterator()
        guard let first = iterator.next(), first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        var sawCapital = false
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): sawCapital = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): continue
            default: return false
            }
        }
        return sawCapital
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}

extension StringProtocol {
    /// Whether the first character is uppercase, as `first?.isUppercase` says, without
    /// building a `Character` for the common ASCII case: the readers ask it of every name
    /// that roots a member access.
    var startsWithUppercase: Bool {
        guard let byte = utf8.first else { return false }
        guard byte >= 0x80 else { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return first?.isUppercase == true
    }
}
