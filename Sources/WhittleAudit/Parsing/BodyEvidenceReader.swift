@_spi(RawSyntax) import SwiftSyntax

/// Reads the evidence of a member body from its tokens, with the meaning
/// ``EvidenceCollector`` gives the same code as a syntax tree: references, calls (with their
/// argument labels where a signal needs them), member accesses and who receives them, types,
/// and interpolated strings outside logging calls.
///
/// The tokens carry enough structure for this: brackets are matched, `x.y` is told from
/// `.y` by what precedes the period, a name is called when `(` follows on the same line or a
/// trailing closure follows outside an `if`/`guard`/`while`/`for`/`switch`/`catch` condition,
/// and names that declare rather than use (patterns after `let`/`var`/`for`, argument labels,
/// closure parameters, local declarations) are skipped. `SkeletonSourceTests` checks that both
/// readers agree on every detector example and on the bundled examples.
struct BodyEvidenceReader {
    private let tokens: SourceTokens
    private let names: SignalNameIndex
    private let table: SignalTable

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

    init(tokens: SourceTokens, table: SignalTable) {
        self.tokens = tokens
        self.table = table
        self.names = table.names
    }

    /// Reads the tokens strictly between the braces at `open` and `close`.
    mutating func read(open: Int, close: Int, into recorder: inout EvidenceRecorder) {
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
    private mutating func step(_ index: Int, end: Int, into recorder: inout EvidenceRecorder) -> Int {
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
                    recorder.record(.interpolation, "interpolation", .own, atOffset: Int(tokens[last.quote].start))
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

    private mutating func readKeyword(at index: Int, into recorder: inout EvidenceRecorder) -> Int {
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

    private mutating func openBrace(at index: Int, end: Int, into recorder: inout EvidenceRecorder) -> Int {
        let isStatementBlock = frames[frames.count - 1].expectsBlock
        frames[frames.count - 1].expectsBlock = false
        if forPatternDepth == frames.count { forPatternDepth = nil }
        open(.leftBrace)
        guard !isStatementBlock, let signatureEnd = closureSignatureEnd(after: index, end: end) else { return index + 1 }
        // A closure's parameters declare names; only the types in them are evidence.
        var position = index + 1
        while position < signatureEnd {
            if tokens[position].kind == .identifier, tokens.text(position).isTypeName,
                names.roles(of: tokens.text(position)).contains(.type)
            {
                recorder.record(.type, tokens.text(position), .own, atOffset: Int(tokens[position].start))
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

    private mutating func readName(at index: Int, into recorder: inout EvidenceRecorder) {
        if tokens.kind(index - 1) == .period {
            readMember(at: index, isIdentifier: true, into: &recorder)
            return
        }
        if skipsNextName {
            skipsNextName = false
            return
        }
        let text = tokens.text(index)
        let isType = text.isTypeName
        if index <= patternEnd { return }
        if forPatternDepth != nil, !isType { return }
        if isLabel(at: index) { return }
        let roles = names.roles(of: text)
        let offset = Int(tokens[index].start)
        if !inKeyPath, isCallee(index) {
            if roles.contains(.loggingCall) { opensLoggingFrame = true }
            if roles.contains(.labelSensitive) { recordLabels(of: text, calleeStart: index, at: index, into: &recorder) }
            if roles.contains(.call) || (isType && names.constructsControllerBySuffix(text)) {
                recorder.record(.call, text, .own, atOffset: offset)
            }
        }
        readReference(text, roles: roles, isType: isType, offset: offset, into: &recorder)
    }

    /// What ``EvidenceCollector`` records for any reference, a member's name included.
    private func readReference(
        _ text: SyntaxText, roles: SignalNameIndex.Roles, isType: Bool, offset: Int, into recorder: inout EvidenceRecorder
    ) {
        if isType {
            if roles.contains(.type) { recorder.record(.type, text, .own, atOffset: offset) }
        } else {
            if roles.contains(.identifier) { recorder.record(.identifier, text, .own, atOffset: offset) }
            recorder.noteName(text)
        }
    }

    private mutating func readMember(at index: Int, isIdentifier: Bool, into recorder: inout EvidenceRecorder) {
        let text = tokens.text(index)
        let roles = names.roles(of: text)
        if !inKeyPath {
            let isCallee = isCallee(index)
            let records = !roles.isDisjoint(with: [.call, .member]) && (!isCallee || roles.contains(.call))
            let labels = isCallee && roles.contains(.labelSensitive)
            if isCallee, roles.contains(.loggingCall) { opensLoggingFrame = true }
            if records || labels {
                let (receiver, start) = receiver(ofPeriodAt: index - 1)
                if labels { recordLabels(of: text, calleeStart: start, at: index, into: &recorder) }
                if records { recorder.record(isCallee ? .call : .member, text, receiver, atOffset: Int(tokens[start].start)) }
            }
        }
        if isIdentifier {
            readReference(text, roles: roles, isType: text.isTypeName, offset: Int(tokens[index].start), into: &recorder)
        }
    }

    /// A call of `text` (callee starting at token `calleeStart`) spelled with its argument
    /// labels, `present(_:animated:)`, when a signal names it so.
    private func recordLabels(of text: SyntaxText, calleeStart: Int, at index: Int, into recorder: inout EvidenceRecorder) {
        var labeled = String(syntaxText: text) + "("
        if tokens.kind(index + 1) == .leftParen, let close = tokens.partner(of: index + 1) {
            var position = index + 2
            var argumentStart = true
            while position < close {
                if argumentStart {
                    if tokens.kind(position + 1) == .colon,
                        tokens[position].kind == .identifier || tokens[position].kind == .keyword
                    {
                        labeled += String(syntaxText: tokens.text(position)) + ":"
                    } else {
                        labeled += "_:"
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
        }
        labeled += ")"
        if table.knows(.labeledCall, labeled) {
            recorder.record(.labeledCall, labeled, .own, atOffset: Int(tokens[calleeStart].start))
        }
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
        default: return false
        }
    }

    // MARK: Receivers

    /// Who receives the member access whose period is at `period`, as
    /// ``EvidenceCollector/receiver(of:)`` decides it, and where the accessed expression starts.
    private func receiver(ofPeriodAt period: Int) -> (EvidenceToken.Receiver, start: Int) {
        var index = period - 1
        guard index >= 0, Self.endsExpression(tokens, index) else { return (.own, period) }
        var nearestName: SyntaxText?
        var passedCall = false
        while index >= 0 {
            let kind = tokens[index].kind
            switch kind {
            case .postfixQuestionMark, .exclamationMark:
                index -= 1
            case .rightParen, .rightBrace:
                guard let open = tokens.partner(of: index) else { return (.expression, index) }
                guard !tokens[open].isAtStartOfLine, Self.endsExpression(tokens, open - 1) else { return (.expression, open) }
                passedCall = true
                index = open - 1
            case .identifier, .keyword, .dollarIdentifier:
                if tokens.kind(index - 1) == .period {
                    guard Self.endsExpression(tokens, index - 2) else { return (.own, index - 1) }
                    nearestName = tokens.text(index)
                    passedCall = false
                    index -= 2
                    continue
                }
                let text = tokens.text(index)
                if kind == .keyword {
                    guard text == "self" || text == "Self" else { return (.expression, index) }
                    if let nearestName, let first = nearestName.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
                        return (.property(names.string(for: nearestName)), index)
                    }
                    return (.own, index)
                }
                let name = names.string(for: text)
                if name.first?.isUppercase == true { return (.type(name), index) }
                return (passedCall ? .expression : .property(name), index)
            case .rightSquare:
                return (.expression, tokens.partner(of: index) ?? index)
            default:
                return (.expression, index)
            }
        }
        return (.expression, 0)
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
