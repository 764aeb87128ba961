@_spi(RawSyntax) import SwiftSyntax

/// Finds the bar button items that are only space in a toolbar:
/// `UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)`. They take
/// no tap, so building one wires no control, though it builds the toolbar: the Swift front ends
/// keep the call without its target-action labels, the Objective-C reader keeps `[UIBarButtonItem
/// alloc]` and drops its `initWithBarButtonSystemItem:UIBarButtonSystemItemFlexibleSpace…`.
enum BarSpacers {
    /// The system items that are space, in Swift's and Objective-C's spellings.
    static let spaceItems: Set<String> = [
        "flexibleSpace", "fixedSpace", "UIBarButtonSystemItemFlexibleSpace", "UIBarButtonSystemItemFixedSpace",
    ]

    /// Whether the `UIBarButtonItem(barButtonSystemItem:…)` call whose name starts at byte offset
    /// `nameOffset` builds a space: its first argument names one.
    static func buildsSpace(nameAt nameOffset: Int, in tokens: SourceTokens) -> Bool {
        guard let name = AddressValues.tokenIndex(at: nameOffset, in: tokens), tokens.kind(name + 1) == .leftParen,
            tokens.kind(name + 2) == .identifier, tokens.text(name + 2) == "barButtonSystemItem", tokens.kind(name + 3) == .colon
        else { return false }
        // `.flexibleSpace` or `UIBarButtonItem.SystemItem.flexibleSpace`, up to the next argument.
        var index = name + 4
        while index < min(tokens.count, name + 12), tokens.kind(index) != .comma, tokens.kind(index) != .rightParen {
            if tokens.kind(index) == .identifier, spaceItems.contains(String(syntaxText: tokens.text(index))) { return true }
            index += 1
        }
        return false
    }
}
