@_spi(RawSyntax) import SwiftSyntax

/// The Swift front end's fast body reader: reduces a member body to ``MemberEvent``s from its
/// tokens, the same events ``SyntaxEventReader`` gives the same code as a syntax tree:
/// references, calls with their argument labels, member accesses and who receives them, and
/// interpolated strings outside logging frames.
///
/// The tokens carry enough structure for this: brackets are matched, `x.y` is told from
/// `.y` by what precedes the period, a name is called when `(` follows on the same line or a
/// trailing closure follows outside an `if`/`guard`/`while`/`for`/`switch`/`catch` condition,
/// and names that declare rather than use (patterns after `let`/`var`/`for`, argument labels,
/// closure parameters, local declarations) are skipped. The front-end check
/// (``FrontEndCheck``) compares both readers' events on any code.
struct TokenEventReader {
    private let tokens: SourceTokens
    private let filter: EventFilter

    private struct Frame {
        var opener: RawTokenKind
        /// An `if`/`guard`/`while`/`for`/`switch`/`catch` is waiting for its block here.
        var expectsBlock = false
        var isLogging = false
    }

    private struct OpenString {
        var quote: Int
        var frameDepth: Int
        var isInterpolated = false
        var counts: Bool
    }

    private var frames: [Frame] = []
    private var strings: [OpenString] = []
    private var loggingDepth = 0
    private var opensLoggingFrame = false
    /// Identifiers up to this index declare (a `let (a, b)` tuple pattern).
    private var patternEnd = -1
    private var skipsNextName = false
    private var forPatternDepth: Int?
    private var inKeyPath = false

    init(tokens: SourceTokens, filter: EventFilter) {
        self.tokens = tokens
        self.filter = filter
    }

    /// Reads the tokens strictly between the braces at `open` and `close`.
    mutating func read(open: Int, close: Int, into recorder: inout EventRecorder) {
        frames = [Frame(opener: .leftBrace)]
        strings = []
        loggingDepth = 0
        opensLoggingFrame = false
        patternEnd = -1
        skipsNextName = false
        forPatternDepth = nil
        inKeyPath = false
        var index = open + 1
        while index < close {
            index = step(index, end: close, into: &recorder)
        }
    }

    // MARK: Tokens

    /// Handles the token at `index`; returns the next index to read.
    private mutating func step(_ index: Int, end: Int, into recorder: inout EventRecorder) -> Int {
        let token = tokens[index]
        if inKeyPath, !Self.continuesKeyPath(token.kind) { inKeyPath = false }
        switch token.kind {
        case .identifier:
            readName(at: index, into: &recorder)
        case .keyword:
            return readKeyword(at: index, into: &recorder)
        case .leftParen, .leftSquare:
            open(token.kind)
        case .leftBrace:
            return openBrace(at: index, end: end, into: &recorder)
        case .rightParen, .rightSquare, .rightBrace:
            close(at: index)
        case .stringQuote, .multilineStringQuote, .singleQuote:
            if let last = strings.last, last.frameDepth == frames.count, tokens[last.quote].kind == token.kind {
                strings.removeLast()
                if last.isInterpolated, last.counts {
                    let start = Int(tokens[last.quote].start)
                    recorder.record(.interpolation, "interpolation", .own, at: start, nameAt: start)
                }
            } else {
                let quote = tokens.kind(index - 1) == .rawStringPoundDelimiter ? index - 1 : index
                strings.append(OpenString(quote: quote, frameDepth: frames.count, counts: loggingDepth == 0))
            }
        case .backslash:
            if let last = strings.last, last.frameDepth == frames.count {
                strings[strings.count - 1].isInterpolated = true
            } else {
                inKeyPath = true
            }
        case .atSign:
            // An attribute does no work: skip its name and arguments.
            var next = index + 2
            if tokens.kind(next) == .leftParen, !tokens[next].isAtStartOfLine, let partner = tokens.partner(of: next) {
                next = partner + 1
            }
            return min(next, end)
        case .pound:
            // `#selector`, `#keyPath`, macros: the name after `#` is not a reference.
            return min(index + 2, end)
        case .poundAvailable, .poundUnavailable:
            if tokens.kind(index + 1) == .leftParen, let partner = tokens.partner(of: index + 1) { return min(partner + 1, end) }
        default:
            break
        }
        return index + 1
    }

    private static func continuesKeyPath(_ kind: RawTokenKind) -> Bool {
        switch kind {
        case .identifier, .period, .postfixQuestionMark, .exclamationMark, .backslash: true
        default: false
        }
    }

    private mutating func readKeyword(at index: Int, into recorder: inout EventRecorder) -> Int {
        let word = tokens.text(index)
        // `for:`, `in:`, `default:` as an argument label.
        if tokens.kind(index + 1) == .colon, tokens.kind(index - 1) == .leftParen || tokens.kind(index - 1) == .comma {
            return index + 1
        }
        switch word {
        case "let", "var":
            if tokens.kind(index + 1) == .leftParen, let partner = tokens.partner(of: index + 1) {
                patternEnd = partner
            } else {
                skipsNextName = tokens.kind(index + 1) == .identifier
            }
        case "func", "class", "struct", "enum", "protocol", "typealias", "associatedtype":
            skipsNextName = tokens.kind(index + 1) == .identifier
        case "if", "guard", "switch", "catch":
            frames[frames.count - 1].expectsBlock = true
        case "while":
            // `repeat { } while x` has no block after its condition.
            if tokens.kind(index - 1) != .rightBrace { frames[frames.count - 1].expectsBlock = true }
        case "for":
            frames[frames.count - 1].expectsBlock = true
            forPatternDepth = frames.count
        case "in":
            if forPatternDepth == frames.count { forPatternDepth = nil }
        default:
            if tokens.kind(index - 1) == .period {
                // `.init(…)`, `.self`: a member named by a keyword.
                readMember(at: index, isIdentifier: false, into: &recorder)
            }
        }
        return index + 1
    }

    private mutating func open(_ kind: RawTokenKind) {
        var frame = Frame(opener: kind)
        if opensLoggingFrame {
            opensLoggingFrame = false
            frame.isLogging = true
            loggingDepth += 1
        }
        frames.append(frame)
    }

    private mutating func close(at index: Int) {
        guard frames.count > 1 else { return }
        let frame = frames.removeLast()
        if frame.isLogging {
            loggingDepth -= 1
            // A logging call's trailing closure logs too.
            if tokens.kind(index + 1) == .leftBrace, !tokens[index + 1].isAtStartOfLine { opensLoggingFrame = true }
        }
        if forPatternDepth.map({ $0 > frames.count }) == true { forPatternDepth = nil }
    }

    private mutating func openBrace(at index: Int, end: Int, into recorder: inout EventRecorder) -> Int {
        let isStatementBlock = frames[frames.count - 1].expectsBlock
        frames[frames.count - 1].expectsBlock = false
        if forPatternDepth == frames.count { forPatternDepth = nil }
        open(.leftBrace)
        guard !isStatementBlock, let signatureEnd = closureSignatureEnd(after: index, end: end) else { return index + 1 }
        // A closure's parameters declare names; only the types in them are evidence.
        var position = index + 1
        while position < signatureEnd {
            if tokens[position].kind == .identifier, tokens.text(position).isTypeName, recorder.keeps(tokens.text(position)) {
                let start = Int(tokens[position].start)
                recorder.record(.reference, filter.string(for: tokens.text(position)), .own, at: start, nameAt: start)
            }
            position += 1
        }
        return signatureEnd + 1
    }

    /// The index of `in` when the closure opened at `brace` starts with a signature
    /// (`[weak self] (a: Int) async throws -> T in`, `a, b in`).
    private func closureSignatureEnd(after brace: Int, end: Int) -> Int? {
        var index = brace + 1
        while index < end {
            switch tokens[index].kind {
            case .keyword:
                let word = tokens.text(index)
                if word == "in" { return index > brace + 1 ? index : nil }
                guard word == "throws" || word == "rethrows" || word == "Self" || word == "Any" || word == "inout" else { return nil }
                index += 1
            case .leftParen, .leftSquare:
                guard let partner = tokens.partner(of: index), partner < end else { return nil }
                index = partner + 1
            case .identifier, .wildcard, .comma, .arrow, .period, .postfixQuestionMark, .exclamationMark, .atSign:
                index += 1
            case .binaryOperator, .postfixOperator, .prefixOperator:
                guard tokens.text(index).allSatisfy({ $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else { return nil }
                index += 1
            default:
                return nil
            }
        }
        return nil
    }

    // MARK: Names

    private mutating func readName(at index: Int, into recorder: inout EventRecorder) {
        if tokens.kind(index - 1) == .period {
            readMember(at: index, isIdentifier: true, into: &recorder)
            return
        }
        if skipsNextName {
            skipsNextName = false
            return
        }
        let text = tokens.text(index)
        if index <= patternEnd { return }
        if forPatternDepth != nil, !text.isTypeName { return }
        if isLabel(at: index) { return }
        let start = Int(tokens[index].start)
        if !inKeyPath, isCallee(index) {
            if filter.flags(of: text).contains(.framing) { opensLoggingFrame = true }
            // A callee's name is part of its call's event.
            if recorder.keepsCall(text) {
                recorder.record(.call, filter.string(for: text), labels: labels(ofCallAt: index), .own, at: start, nameAt: start)
            }
            return
        }
        if recorder.keeps(text) { recorder.record(.reference, filter.string(for: text), .own, at: start, nameAt: start) }
    }

    private mutating func readMember(at index: Int, isIdentifier: Bool, into recorder: inout EventRecorder) {
        let text = tokens.text(index)
        if inKeyPath {
            // `\Photo.title`: a component names a member without accessing it.
            if isIdentifier, recorder.keeps(text) {
                let start = Int(tokens[index].start)
                recorder.record(.reference, filter.string(for: text), .own, at: start, nameAt: start)
            }
            return
        }
        let isCallee = isCallee(index)
        if isCallee, filter.flags(of: text).contains(.framing) { opensLoggingFrame = true }
        guard recorder.keeps(text) else { return }
        let (receiver, start) = receiver(ofPeriodAt: index - 1)
        recorder.record(
            isCallee ? .call : .access, filter.string(for: text), labels: isCallee ? labels(ofCallAt: index) : nil, receiver,
            at: Int(tokens[start].start), nameAt: Int(tokens[index].start))
    }

    /// The argument labels of the call whose callee's name is at `index`, as a Swift signature
    /// spells them: `_:animated:`.
    private func labels(ofCallAt index: Int) -> String {
        var labels = ""
        guard tokens.kind(index + 1) == .leftParen, let close = tokens.partner(of: index + 1) else { return labels }
        var position = index + 2
        var argumentStart = true
        while position < close {
            if argumentStart {
                if tokens.kind(position + 1) == .colon, tokens[position].kind == .identifier || tokens[position].kind == .keyword {
                    labels += String(syntaxText: tokens.text(position)) + ":"
                } else {
                    labels += "_:"
                }
                argumentStart = false
            }
            switch tokens[position].kind {
            case .leftParen, .leftSquare, .leftBrace: position = (tokens.partner(of: position) ?? close) + 1
            case .comma:
                argumentStart = true
                position += 1
            default: position += 1
            }
        }
        return labels
    }

    /// Whether the name at `index` is called: `(` on the same line, or a trailing closure
    /// where no statement is waiting for its block.
    private func isCallee(_ index: Int) -> Bool {
        guard let next = tokens.kind(index + 1), !tokens[index + 1].isAtStartOfLine else { return false }
        if next == .leftParen { return true }
        return next == .leftBrace && !frames[frames.count - 1].expectsBlock
    }

    /// `label:` right after `(` or `,` in parentheses, or after `}` between trailing closures.
    private func isLabel(at index: Int) -> Bool {
        guard tokens.kind(index + 1) == .colon else { return false }
        switch tokens.kind(index - 1) {
        case .leftParen: return true
        case .comma: return frames[frames.count - 1].opener == .leftParen
        case .rightBrace: return true
        // `photos[safe: index]`: a subscript's label; `[key: value]` after no expression is a
        // dictionary whose key is a name in use.
        case .leftSquare: return !tokens[index - 1].isAtStartOfLine && Self.endsExpression(tokens, index - 2)
        default: return false
        }
    }

    // MARK: Receivers

    /// Who receives the member access whose period is at `period`, as
    /// ``SyntaxEventReader/receiver(of:)`` decides it, and where the accessed expression starts.
    private func receiver(ofPeriodAt period: Int) -> (MemberEvent.Receiver, start: Int) {
        let (receiver, start, subscripted) = root(ofPeriodAt: period)
        // A subscript's result is an expression, wherever the subscripted value comes from.
        return (subscripted ? .expression : receiver, start)
    }

    /// Walks back from the period at `period` to the start of the accessed expression.
    private func root(ofPeriodAt period: Int) -> (MemberEvent.Receiver, start: Int, subscripted: Bool) {
        var subscripted = false
        func found(_ receiver: MemberEvent.Receiver, _ start: Int) -> (MemberEvent.Receiver, start: Int, subscripted: Bool) {
            (receiver, start, subscripted)
        }
        var index = period - 1
        guard index >= 0, Self.endsExpression(tokens, index) else { return found(.own, period) }
        var nearestName: SyntaxText?
        var passedCall = false
        while index >= 0 {
            let kind = tokens[index].kind
            switch kind {
            case .postfixQuestionMark, .exclamationMark:
                index -= 1
            case .rightParen, .rightBrace:
                guard let open = tokens.partner(of: index) else { return found(.expression, index) }
                guard !tokens[open].isAtStartOfLine, Self.endsExpression(tokens, open - 1) else { return found(.expression, open) }
                passedCall = true
                index = open - 1
            case .identifier, .keyword, .dollarIdentifier:
                if tokens.kind(index - 1) == .period {
                    guard Self.endsExpression(tokens, index - 2) else { return found(.own, index - 1) }
                    nearestName = tokens.text(index)
                    passedCall = false
                    index -= 2
                    continue
                }
                let text = tokens.text(index)
                if kind == .keyword {
                    guard text == "self" || text == "Self" || text == "super" else { return found(.expression, index) }
                    if let nearestName, let first = nearestName.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
                        return found(.property(filter.string(for: nearestName)), index)
                    }
                    return found(.own, index)
                }
                let name = filter.string(for: text)
                if name.first?.isUppercase == true { return found(.type(name), index) }
                return found(passedCall ? .expression : .property(name), index)
            case .rightSquare:
                guard let open = tokens.partner(of: index) else { return found(.expression, index) }
                guard !tokens[open].isAtStartOfLine, Self.endsExpression(tokens, open - 1) else { return found(.expression, open) }
                subscripted = true
                index = open - 1
            default:
                return found(.expression, index)
            }
        }
        return found(.expression, 0)
    }

    /// Whether the token at `index` can end an expression, so a `.` after it accesses a member
    /// rather than naming an implicit one (`.red`).
    private static func endsExpression(_ tokens: SourceTokens, _ index: Int) -> Bool {
        guard let kind = tokens.kind(index) else { return false }
        switch kind {
        case .identifier, .dollarIdentifier, .rightParen, .rightSquare, .rightBrace, .postfixQuestionMark,
            .exclamationMark, .integerLiteral, .floatLiteral, .stringQuote, .multilineStringQuote,
            .rawStringPoundDelimiter, .postfixOperator:
            return true
        case .keyword:
            // A member named by a keyword (`NotificationCenter.default`) ends an expression too.
            if tokens.kind(index - 1) == .period { return true }
            let word = tokens.text(index)
            return word == "self" || word == "Self" || word == "super" || word == "true" || word == "false"
                || word == "nil" || word == "init"
        case .binaryOperator:
            return tokens.text(index) == ">"
        default:
            return false
        }
    }
}
