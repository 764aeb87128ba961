@_spi(RawSyntax) import SwiftSyntax

/// The member names a reader passes walking from an accessed name back to its receiver's root
/// (`store` and `viewModel` in `self.viewModel.store.isOnboarded`), without an array: both
/// Swift readers walk this way for most accesses, and only the two names next to the accessed
/// one, the last and the count matter (``MemberEvent/receiverMember``).
struct PassedNames {
    /// The name passed first: next to the accessed name.
    private(set) var first: SyntaxText?
    /// The name passed second: the one before ``first`` in the source.
    private(set) var second: SyntaxText?
    /// The name passed last: next to the root.
    private(set) var last: SyntaxText?
    private(set) var count = 0

    mutating func pass(_ name: SyntaxText) {
        if first == nil {
            first = name
        } else if second == nil {
            second = name
        }
        last = name
        count += 1
    }

    /// The properties the access goes through, from the root outward, when the last
    /// `rootNames` names passed belong to the root (`self.viewModel`: `viewModel`; a type's
    /// `shared`): one name (`store`) or two joined by a period (`userControllers.fileDownloader`),
    /// ``MemberEvent/receiverMember``; `nil` for none or longer paths.
    func path(droppingRoot rootNames: Int, _ string: (SyntaxText) -> String) -> String? {
        switch count - rootNames {
        case 1: return first.map(string)
        case 2:
            guard let first, let second else { return nil }
            return string(second) + "." + string(first)
        default: return nil
        }
    }
}
