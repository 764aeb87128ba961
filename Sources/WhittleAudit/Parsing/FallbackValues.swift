@_spi(RawSyntax) import SwiftSyntax

/// Finds the emptiness tests that only pick a value to use: `name.isEmpty ? category.name : name`,
/// `displayName.isEmpty ? nil : displayName`, `url.isEmpty ? nil : URL(string: url)`; or that only
/// decide how a view looks (`.opacity(text.isEmpty ? 0 : 1)`, a floating label's `.offset`, a
/// placeholder shown `.placeholder(when: name.isEmpty)`, a placeholder label hidden
/// `placeholderLabel.isHidden = !textView.text.isEmpty`). The text is taken either way, blank or
/// not, so nothing is refused: a default or a look, not a required field checked. Both Swift
/// front-end paths drop these events from the file's tokens.
enum FallbackValues {
    /// SwiftUI modifiers whose argument decides a view's look, not whether input is taken; a
    /// colour is left out (`.foregroundColor(name.isEmpty ? .red : .primary)` marks a field
    /// that must be filled), as is `.disabled(_:)`, which gates a submit.
    static let appearanceModifiers: Set<String> = [
        "opacity", "isHidden", "hidden", "placeholder", "padding", "offset", "frame", "scaleEffect",
    ]

    /// Properties of a view whose value is its look: assigned from emptiness
    /// (`placeholderLabel.isHidden = !text.isEmpty`, `clearButton.alpha = text.isEmpty ? 0 : 1`)
    /// they show or hide something, where `isEnabled` gates a submit.
    static let appearanceProperties: Set<String> = ["isHidden", "hidden", "alpha", "alphaValue"]

    /// How far a ternary's branches are read: a fallback is a short expression.
    private static let branchLimit = 48

    /// Whether the `isEmpty` read whose name starts at byte offset `nameOffset` is in the
    /// argument of an appearance modifier, or is the condition of a ternary (`?:`, negated or
    /// not) one of whose branches uses the tested value itself.
    static func picksFallback(nameAt nameOffset: Int, in tokens: SourceTokens) -> Bool {
        guard let name = AddressValues.tokenIndex(at: nameOffset, in: tokens) else { return false }
        if let callee = AddressValues.enclosingCallee(of: name, in: tokens), appearanceModifiers.contains(callee) { return true }
        if assignsAppearance(before: name, in: tokens) { return true }
        guard tokens.kind(name + 1) == .infixQuestionMark, let path = testedPath(before: name, in: tokens) else { return false }
        var index = name + 2
        var depth = 0
        let end = min(tokens.count, index + Self.branchLimit)
        while index < end {
            let kind = tokens.kind(index)
            // A line that does not go on with the ternary starts the next statement.
            if depth == 0, tokens[index].isAtStartOfLine, kind != .colon, kind != .period, kind != .binaryOperator {
                return false
            }
            switch kind {
            case .leftParen, .leftSquare, .leftBrace:
                depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                guard depth > 0 else { return false }
                depth -= 1
            case .comma, .semicolon:
                guard depth > 0 else { return false }
            case .keyword:
                if depth == 0, ["let", "var", "return", "if", "guard"].contains(String(syntaxText: tokens.text(index))) { return false }
            default:
                if matches(path, at: index, in: tokens) { return true }
            }
            index += 1
        }
        return false
    }

    /// Whether the statement holding token `index` assigns to one of ``appearanceProperties``:
    /// read back to the statement's start, outside brackets, for `isHidden =`.
    private static func assignsAppearance(before index: Int, in tokens: SourceTokens) -> Bool {
        var position = index - 1
        var steps = 0
        while position > 0, steps < 64 {
            steps += 1
            guard let kind = tokens.kind(position) else { return false }
            switch kind {
            case .equal:
                // A property assigned, not a local declared under its name (`let hidden = …`).
                guard tokens.kind(position - 1) == .identifier, tokens.kind(position - 2) != .keyword else { return false }
                return appearanceProperties.contains(String(syntaxText: tokens.text(position - 1)))
            case .leftParen:
                // A group (`!(text?.isEmpty ?? true)`) is read through; a call's argument is not.
                guard let before = tokens.kind(position - 1), before != .identifier, before != .rightParen,
                    before != .rightSquare, before != .postfixQuestionMark, before != .exclamationMark
                else { return false }
                if tokens[position].isAtStartOfLine { return false }
                position -= 1
            case .keyword:
                guard ["self", "true", "false", "nil"].contains(String(syntaxText: tokens.text(position))) else { return false }
                if tokens[position].isAtStartOfLine { return false }
                position -= 1
            case .leftSquare, .leftBrace, .semicolon, .comma:
                return false
            case .rightParen, .rightSquare, .rightBrace, .stringQuote, .multilineStringQuote:
                guard let opener = tokens.partner(of: position), opener < position else { return false }
                position = opener - 1
            default:
                if tokens[position].isAtStartOfLine, tokens.kind(position - 1) != .period, kind != .period { return false }
                position -= 1
            }
        }
        return false
    }

    /// The names of the value tested, from its root (`["viewModel", "stackName"]` for
    /// `viewModel.stackName.isEmpty`, `self` left out): identifiers joined by `.` or `?.`.
    private static func testedPath(before name: Int, in tokens: SourceTokens) -> [String]? {
        guard name >= 2, tokens.kind(name - 1) == .period else { return nil }
        var names: [String] = []
        var index = name - 2
        while index >= 0 {
            if tokens.kind(index) == .postfixQuestionMark || tokens.kind(index) == .exclamationMark, index > 0 { index -= 1 }
            guard tokens.kind(index) == .identifier || (tokens.kind(index) == .keyword && tokens.text(index) == "self") else {
                return nil
            }
            if tokens.kind(index) == .identifier { names.insert(String(syntaxText: tokens.text(index)), at: 0) }
            guard index >= 2, tokens.kind(index - 1) == .period else { break }
            index -= 2
        }
        return names.isEmpty ? nil : names
    }

    /// Whether the tokens from `index` spell `path` from its root (`self.` allowed before it):
    /// not a member of something else of the same name (`category.name` is not `name`).
    private static func matches(_ path: [String], at index: Int, in tokens: SourceTokens) -> Bool {
        guard tokens.kind(index) == .identifier, String(syntaxText: tokens.text(index)) == path[0] else { return false }
        if index >= 1, tokens.kind(index - 1) == .period, !(index >= 2 && tokens.text(index - 2) == "self") { return false }
        var next = index + 1
        for component in path.dropFirst() {
            if tokens.kind(next) == .postfixQuestionMark || tokens.kind(next) == .exclamationMark { next += 1 }
            guard tokens.kind(next) == .period, tokens.kind(next + 1) == .identifier, String(syntaxText: tokens.text(next + 1)) == component
            else {
                return false
            }
            next += 2
        }
        return true
    }
}
