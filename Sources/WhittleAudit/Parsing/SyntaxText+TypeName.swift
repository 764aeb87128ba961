@_spi(RawSyntax) import SwiftSyntax

extension SyntaxText {
    /// Whether the name starts with an ASCII capital, the Swift convention for a type; both
    /// evidence readers use it to tell `DateFormatter` from `formatter`.
    var isTypeName: Bool {
        guard let first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }
}
