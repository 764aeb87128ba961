@_spi(RawSyntax) import SwiftSyntax

/// Which operators assign to what is on their left: `=` and the compound assignments
/// (`+=`, `<<=`, `&+=`, a custom `??=`), but not the comparisons that also end in `=`.
///
/// Both Swift readers ask it, so ``MemberEvent/isWrite`` means the same in a syntax tree and in
/// a token stream.
enum AssignmentOperator {
    private static let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!==", "~="]

    /// Whether the operator spelled `text` assigns.
    static func assigns(_ text: SyntaxText) -> Bool {
        guard let last = text.last, last == UInt8(ascii: "=") else { return false }
        if text.count == 1 { return true }
        return !comparisons.contains(String(syntaxText: text))
    }
}
