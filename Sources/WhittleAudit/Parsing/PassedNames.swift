@_spi(RawSyntax) import SwiftSyntax

/// The member names a reader passes walking from an accessed name back to its receiver's root
/// (`store` and `viewModel` in `self.viewModel.store.isOnboarded`), without an array: both
/// Swift readers walk this way for most accesses, and only the two ends and the count matter
/// (``MemberEvent/receiverMember``).
struct PassedNames {
    /// The name passed first: next to the accessed name.
    private(set) var first: SyntaxText?
    /// The name passed last: next to the root.
    private(set) var last: SyntaxText?
    private(set) var count = 0

    mutating func pass(_ name: SyntaxText) {
        if first == nil { first = name }
        last = name
        count += 1
    }
}
