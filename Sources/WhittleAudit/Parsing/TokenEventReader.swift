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
        /// What precedes the awaited block is an `if`/`guard`/`while`/`switch` condition.
        var isCondition = false
        var isLogging = false
        /// A closure run when something happens (``ActionClosures``).
        var isAction = false
        /// A local variable's accessors or observers (`var mode = Mode.idle { didSet { … } }`).
        var holdsAccessors = false
        /// A local type's members (`enum Action { case insert(Bool) }`).
        var isTypeBody = false
    }

    private struct OpenString {
        /// Where the literal starts: its opening quote, or the `#` before it in a raw string.
        var quote: Int
        /// The opening quote's kind, which the closing quote repeats.
        var quoteKind: RawTokenKind
        var frameDepth: Int
        var isInterpolated = false
        var counts: Bool
    }

    private var frames: [Frame] = []
    private var strings: [OpenString] = []
    private var loggingDepth = 0
    /// Open frames reading a condition (``Frame/isCondition``).
    private var conditionDepth = 0
    /// Open frames that are closures run when something happens (``Frame/isAction``).
    private var actionDepth = 0
    private var opensLoggingFrame = false
    /// Identifiers up to this index declare (a `let (a, b)` tuple pattern).
    /// Identifiers strictly after `patternStart` up to `patternEnd` are bound by a pattern
    /// (`let (a, b)`, `case let .loaded(photos)`), not used.
    private var patternStart = -1
    private var patternEnd = -1
    private var skipsNextName = false
    private var forPatternDepth: Int?
    private var inKeyPath = false
    /// The frame depth of a local declaration whose signature is being read (`func f() -> T`,
    /// `struct S: P`, `var name: Type`): the `{` after it opens its body or accessors, not a
    /// trailing closure.
    private var signatureDepth: Int?
    /// The frame depth of `var a, b, c: T`, whose names after the first declare too.
    private var bindingListDepth: Int?
    /// The frame depth whose next block is a local type's body (`enum Action {`).
    private var typeBodyDepth: Int?
    /// The frame depth whose next block holds a local variable's accessors (`var rows: Int {`).
    private var accessorsDepth: Int?
    /// Local name → where the values assigned to it start (`let signal = repository.fetch(id)`),
    /// so a closure later passed on the name deals with the result of the calls there.
    private var assignedValues: [String: [Int]] = [:]
    /// The locals the body binds to a closure that does something (`let completion: (Bool) ->
    /// Void = { ok in … }`): passed as an argument, the caller deals with the result as with the
    /// closure written there.
    private var closureLocals: Set<SyntaxText> = []
    /// The braces around the body being read.
    private var bodyOpen = 0
    private var bodyClose = 0

    init(tokens: SourceTokens, filter: EventFilter) {
        self.tokens = tokens
        self.filter = filter
    }

    /// Reads the tokens strictly between the braces at `open` and `close`.
    mutating func read(open: Int, close: Int, into recorder: inout EventRecorder) {
        frames = [Frame(opener: .leftBrace)]
        strings = []
        loggingDepth = 0
        conditionDepth = 0
        actionDepth = 0
        opensLoggingFrame = false
        patternStart = -1
        patternEnd = -1
        skipsNextName = false
        forPatternDepth = nil
        inKeyPath = false
        signatureDepth = nil
        bindingListDepth = nil
        typeBodyDepth = nil
        accessorsDepth = nil
        assignedValues = [:]
        closureLocals = closureLocals(from: open + 1, to: close)
        bodyOpen = open
        bodyClose = close
        var index = open + 1
        while index < close {
            index = step(index, end: close, into: &recorder)
        }
    }

    // MARK: Tokens

    /// Handles the token at `index`; returns the next index to read.
    private mutating func step(_ index: Int, end: Int, into recorder: inout EventRecorder) -> Int {
        let token = tokens[index]
        if inKeyPath, !Self.continuesKeyPath(token.kind),
            !(token.kind == .keyword && tokens.kind(index - 1) == .period && tokens.text(index) == "self")
        {
            inKeyPath = false
        }
        if let depth = signatureDepth, depth == frames.count, token.kind == .equal || endsSignature(at: index) {
            // `var total: Int = sum { … }`, or a declaration without a body: a closure is a
            // closure again, and no accessors or members follow.
            signatureDepth = nil
            accessorsDepth = nil
            typeBodyDepth = nil
            frames[frames.count - 1].expectsBlock = false
        }
        switch token.kind {
        case .identifier:
            readName(at: index, into: &recorder)
        case .keyword:
            return readKeyword(at: index, into: &recorder)
        case .leftParen, .leftSquare:
            open(token.kind)
        case .integerLiteral where tokens.kind(index - 1) == .period:
            // `pair.1`: a tuple's element.
            readMember(at: index, isIdentifier: false, into: &recorder)
        case .leftBrace:
            return openBrace(at: index, end: end, into: &recorder)
        case .rightParen, .rightSquare, .rightBrace:
            close(at: index)
        case .equal:
            noteAssignment(at: index)
        case .stringQuote, .multilineStringQuote, .singleQuote:
            if let last = strings.last, last.frameDepth == frames.count, last.quoteKind == token.kind {
                strings.removeLast()
                if last.isInterpolated, last.counts {
                    let start = Int(tokens[last.quote].start)
                    recorder.record(.interpolation, "interpolation", .own, at: start, nameAt: start)
                }
            } else {
                let quote = tokens.kind(index - 1) == .rawStringPoundDelimiter ? index - 1 : index
                strings.append(OpenString(quote: quote, quoteKind: token.kind, frameDepth: frames.count, counts: loggingDepth == 0))
            }
        case .backslash:
            if let last = strings.last, last.frameDepth == frames.count {
                strings[strings.count - 1].isInterpolated = true
            } else {
                inKeyPath = true
            }
        case .atSign:
            // An attribute does no work: skip its name and arguments. Parentheses after a space
            // are what the attribute marks (`@escaping (String?) -> Void`), unless a declaration
            // follows them.
            var next = index + 2
            if tokens.kind(next) == .leftParen, !tokens[next].isAtStartOfLine, let partner = tokens.partner(of: next),
                tokens[next].start == tokens[next - 1].start + tokens[next - 1].length || startsDeclaration(at: partner + 1)
            {
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

    /// `name = value`, `let name = value`, `if let name = value`: where `value` starts (past
    /// `try` and `await`), for a plain lowercase name without a type annotation.
    private mutating func noteAssignment(at equal: Int) {
        let name = equal - 1
        guard tokens.kind(name) == .identifier, tokens.kind(name - 1) != .period else { return }
        let text = tokens.text(name)
        guard !text.isTypeName, text.first != UInt8(ascii: "$") else { return }
        var value = equal + 1
        while let kind = tokens.kind(value), kind == .keyword || kind == .identifier,
            tokens.text(value) == "try" || tokens.text(value) == "await"
        {
            value += 1
            if tokens.kind(value) == .postfixQuestionMark || tokens.kind(value) == .exclamationMark { value += 1 }
        }
        guard tokens.kind(value) != nil else { return }
        assignedValues[String(syntaxText: text), default: []].append(Int(tokens[value].start))
    }

    /// Whether the token at `index` starts a new line that does not go on with a signature
    /// (`-> Photo`, `where T: Equatable`, or the body's `{` on a line of its own).
    private func endsSignature(at index: Int) -> Bool {
        let token = tokens[index]
        guard token.isAtStartOfLine else { return false }
        switch token.kind {
        case .leftBrace, .arrow, .comma, .colon, .period, .rightParen, .rightSquare: return false
        case .keyword: return tokens.text(index) != "where" && tokens.text(index) != "throws" && tokens.text(index) != "rethrows"
        case .identifier: return tokens.text(index) != "async"
        default: return true
        }
    }

    private static func continuesKeyPath(_ kind: RawTokenKind) -> Bool {
        switch kind {
        case .identifier, .period, .postfixQuestionMark, .exclamationMark, .backslash: true
        default: false
        }
    }

    private mutating func readKeyword(at index: Int, into recorder: inout EventRecorder) -> Int {
        let word = tokens.text(index)
        // A statement ends a binding list (`var a = 0, b = 0`).
        if tokens[index].isAtStartOfLine || tokens.kind(index - 1) == .semicolon { bindingListDepth = nil }
        // `for:`, `in:`, `default:` as an argument label; `in frame: CGRect` as a parameter's
        // external name.
        if tokens.kind(index - 1) == .leftParen || tokens.kind(index - 1) == .comma,
            tokens.kind(index + 1) == .colon || (tokens.kind(index + 1) == .identifier && tokens.kind(index + 2) == .colon)
        {
            return index + 1
        }
        // `.init(…)`, `.self`, `.switch(withIdentifier:)`: a member named by a keyword.
        if tokens.kind(index - 1) == .period, word != "Any" {
            readMember(at: index, isIdentifier: false, into: &recorder)
            return index + 1
        }
        switch word {
        case "let", "var":
            if tokens.kind(index + 1) == .leftParen, let partner = tokens.partner(of: index + 1) {
                patternStart = index + 1
                patternEnd = partner
            } else if let arguments = enumCasePatternArguments(after: index), let partner = tokens.partner(of: arguments) {
                // `case let .loaded(photos)`, `case let Result.failure(error)`: the names in the
                // parentheses are bound, not used; the case's type is named.
                patternStart = arguments
                patternEnd = partner
            } else {
                skipsNextName = tokens.kind(index + 1) == .identifier
                // `var a, b: Int`, `var a = 0, b = 0`: the names after a comma declare too.
                if skipsNextName { bindingListDepth = frames.count }
                // (In a condition, `if let photo: Photo = … {`, the `{` is the statement's anyway.)
                if skipsNextName, tokens.kind(index + 2) == .colon, !frames[frames.count - 1].expectsBlock {
                    // `var title: String { … }`: the `{` after the type holds accessors.
                    signatureDepth = frames.count
                    accessorsDepth = frames.count
                    frames[frames.count - 1].expectsBlock = true
                }
            }
        case "func", "class", "struct", "enum", "protocol", "extension":
            // A local declaration: its signature or inheritance clause ends at its body.
            skipsNextName = tokens.kind(index + 1) == .identifier
            signatureDepth = frames.count
            frames[frames.count - 1].expectsBlock = true
            typeBodyDepth = word == "func" ? nil : frames.count
        case "case" where frames[frames.count - 1].isTypeBody:
            // A local enum's cases declare, as a syntax tree's case lists do.
            return endOfDeclaration(after: index)
        case "typealias":
            // A local alias names types only, which the syntax tree does not read.
            return endOfDeclaration(after: index)
        case "associatedtype":
            skipsNextName = tokens.kind(index + 1) == .identifier
        case "if", "guard", "switch":
            frames[frames.count - 1].expectsBlock = true
            startCondition()
        case "catch":
            frames[frames.count - 1].expectsBlock = true
        case "while":
            // `repeat { } while x` has no block after its condition.
            let closesRepeat =
                tokens.kind(index - 1) == .rightBrace
                && tokens.partner(of: index - 1).map { tokens.kind($0 - 1) == .keyword && tokens.text($0 - 1) == "repeat" } == true
            if !closesRepeat {
                frames[frames.count - 1].expectsBlock = true
                startCondition()
            }
        case "for":
            frames[frames.count - 1].expectsBlock = true
            forPatternDepth = frames.count
        case "in":
            if forPatternDepth == frames.count { forPatternDepth = nil }
        case "Any":
            // `as Any`, `[Any]`: a type, which the syntax tree names like any other.
            if tokens.kind(index - 1) != .period, recorder.keeps(word) {
                let start = Int(tokens[index].start)
                recorder.record(.reference, filter.string(for: word), .own, at: start, nameAt: start)
            }
        default:
            break
        }
        return index + 1
    }

    /// Where the declaration on the line of `keyword` ends: the next line, `;` or `}`.
    private func endOfDeclaration(after keyword: Int) -> Int {
        var next = keyword + 1
        while next < bodyClose, !tokens[next].isAtStartOfLine, tokens[next].kind != .semicolon, tokens[next].kind != .rightBrace {
            if let partner = tokens.partner(of: next), partner > next { next = min(partner, bodyClose - 1) }
            next += 1
        }
        return next
    }

    /// The `(` of an enum case pattern right after `let`/`var` at `keyword`: `.loaded(`,
    /// `Result.failure(`, `Result<Photo, Error>.failure(`.
    private func enumCasePatternArguments(after keyword: Int) -> Int? {
        var index = keyword + 1
        if tokens.kind(index) == .identifier {
            index += 1
            if tokens.kind(index) == .binaryOperator || tokens.kind(index) == .prefixOperator, tokens.text(index) == "<" {
                guard let close = genericArgumentsEnd(openingAt: index) else { return nil }
                index = close + 1
            }
        }
        guard tokens.kind(index) == .period else { return nil }
        while tokens.kind(index) == .period, tokens.kind(index + 1) == .identifier || tokens.kind(index + 1) == .keyword {
            index += 2
        }
        return tokens.kind(index) == .leftParen && index > keyword + 2 ? index : nil
    }

    /// The `>` that closes the generic arguments opened at `open`, on the same line.
    private func genericArgumentsEnd(openingAt open: Int) -> Int? {
        var depth = 0
        var index = open
        while let kind = tokens.kind(index), index == open || !tokens[index].isAtStartOfLine {
            switch kind {
            case .binaryOperator, .prefixOperator, .postfixOperator:
                let text = tokens.text(index)
                if text.allSatisfy({ $0 == UInt8(ascii: "<") }) {
                    depth += text.count
                } else if Self.closesGenericArguments(text) {
                    depth -= text.count
                    if depth <= 0 { return depth == 0 ? index : nil }
                } else {
                    return nil
                }
            case .identifier, .keyword, .comma, .period, .leftSquare, .rightSquare, .colon, .postfixQuestionMark:
                break
            default:
                return nil
            }
            index += 1
        }
        return nil
    }

    /// Whether the dotted name ending at `end` (`UIKit.UIView`) stands where a type is written:
    /// after `is`, `as`, `as?`, `:` or `->`.
    private func isInTypePosition(chainEndingAt end: Int) -> Bool {
        var index = end
        while tokens.kind(index) == .identifier || tokens.kind(index) == .keyword, tokens.kind(index - 1) == .period { index -= 2 }
        guard let before = tokens.kind(index - 1) else { return false }
        switch before {
        case .colon, .arrow: return true
        case .keyword: return tokens.text(index - 1) == "is" || tokens.text(index - 1) == "as"
        case .postfixQuestionMark, .exclamationMark: return tokens.kind(index - 2) == .keyword && tokens.text(index - 2) == "as"
        default: return false
        }
    }

    /// The current frame reads a condition until its block opens.
    private mutating func startCondition() {
        guard !frames[frames.count - 1].isCondition else { return }
        frames[frames.count - 1].isCondition = true
        conditionDepth += 1
    }

    private mutating func endCondition(of frame: Frame) {
        if frame.isCondition { conditionDepth -= 1 }
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
        endCondition(of: frame)
        if frame.isAction { actionDepth -= 1 }
        if frame.isLogging {
            loggingDepth -= 1
            // A logging call's trailing closure logs too.
            if tokens.kind(index + 1) == .leftBrace { opensLoggingFrame = true }
        }
        if forPatternDepth.map({ $0 > frames.count }) == true { forPatternDepth = nil }
    }

    private mutating func openBrace(at index: Int, end: Int, into recorder: inout EventRecorder) -> Int {
        let isStatementBlock = opensStatementBlock(index)
        // A closure trailing a call in a condition leaves the statement waiting for its block.
        if isStatementBlock || !frames[frames.count - 1].expectsBlock {
            frames[frames.count - 1].expectsBlock = false
            endCondition(of: frames[frames.count - 1])
            frames[frames.count - 1].isCondition = false
            if signatureDepth == frames.count { signatureDepth = nil }
            if forPatternDepth == frames.count { forPatternDepth = nil }
        }
        let outerDepth = frames.count
        open(.leftBrace)
        if opensObservers(index) || (isStatementBlock && accessorsDepth == outerDepth) { frames[frames.count - 1].holdsAccessors = true }
        if isStatementBlock, typeBodyDepth == outerDepth { frames[frames.count - 1].isTypeBody = true }
        if isStatementBlock {
            if accessorsDepth == outerDepth { accessorsDepth = nil }
            if typeBodyDepth == outerDepth { typeBodyDepth = nil }
        }
        if !isStatementBlock, opensAction(at: index) {
            frames[frames.count - 1].isAction = true
            actionDepth += 1
        }
        guard !isStatementBlock, let signatureEnd = closureSignatureEnd(after: index, end: end) else { return index + 1 }
        // A closure's parameters declare names; only the types in them are evidence.
        var position = index + 1
        var depth = 0
        var angles = 0
        var pastArrow = false
        var captureListEnd = -1
        while position < signatureEnd {
            switch tokens[position].kind {
            case .leftSquare where depth == 0 && !pastArrow && position > captureListEnd:
                // `[weak self, photos]` captures names.
                captureListEnd = tokens.partner(of: position) ?? signatureEnd
                readCapturedValues(openingAt: position, closingAt: captureListEnd, into: &recorder)
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: if position != captureListEnd { depth -= 1 }
            case .identifier where position < captureListEnd:
                break
            case .arrow: if depth == 0 { pastArrow = true }
            case .binaryOperator, .prefixOperator, .postfixOperator:
                for byte in tokens.text(position) { angles += byte == UInt8(ascii: "<") ? 1 : -1 }
            case .identifier:
                let text = tokens.text(position)
                if isClosureParameterType(at: position, depth: depth, inAngles: angles > 0, pastArrow: pastArrow),
                    recorder.keeps(text)
                {
                    let start = Int(tokens[position].start)
                    recorder.record(.reference, filter.string(for: text), .own, at: start, nameAt: start)
                }
            default: break
            }
            position += 1
        }
        return signatureEnd + 1
    }

    /// Whether the `{` at `brace` opens the block a statement waits for (`if ready {`), not a
    /// closure. In a condition the parser takes a closure trailing a call only where the
    /// tokens after it show it is one (`if items.contains { $0.isEmpty } {`,
    /// `while queue.filter { $0.isReady }.count > 0 {`), and so does this reader.
    private func opensStatementBlock(_ brace: Int) -> Bool {
        if opensObservers(brace) { return true }
        guard frames[frames.count - 1].expectsBlock else { return false }
        guard signatureDepth != frames.count, Self.endsExpression(tokens, brace - 1),
            let first = tokens.kind(brace + 1), !tokens[brace + 1].isAtStartOfLine,
            !(first == .keyword && tokens.text(brace + 1) == "case"),
            let close = tokens.partner(of: brace), let after = tokens.kind(close + 1)
        else { return true }
        switch after {
        case .leftBrace, .comma:
            return false
        case .keyword:
            let word = tokens.text(close + 1)
            if word == "where" { return false }
            return !((word == "is" || word == "as") && !tokens[close + 1].isAtStartOfLine)
        case .leftSquare, .leftParen, .period, .postfixQuestionMark, .infixQuestionMark, .exclamationMark, .colon, .equal,
            .postfixOperator, .binaryOperator:
            return tokens[close + 1].isAtStartOfLine
        default:
            return true
        }
    }

    /// The names an accessor block's accessors take.
    private static let accessorNames: [SyntaxText] = ["get", "set", "didSet", "willSet", "_modify", "_read", "modify", "read"]

    /// Whether the `{` at `brace` holds a local variable's observers: the parser takes a brace
    /// followed by `didSet` or `willSet` for them, never for a closure.
    private func opensObservers(_ brace: Int) -> Bool {
        guard tokens.kind(brace + 1) == .identifier else { return false }
        let word = tokens.text(brace + 1)
        return word == "didSet" || word == "willSet"
    }

    /// Reads the values a capture list binds (`[image = self.copy(), weak delegate]`): they
    /// are evaluated where the closure is made. The names they bind declare.
    private mutating func readCapturedValues(openingAt open: Int, closingAt close: Int, into recorder: inout EventRecorder) {
        var index = open + 1
        while index < close {
            guard tokens.kind(index) == .equal else {
                index += 1
                continue
            }
            var end = index + 1
            while end < close, tokens.kind(end) != .comma {
                if let partner = tokens.partner(of: end), partner > end { end = min(partner, close - 1) }
                end += 1
            }
            var position = index + 1
            while position < end { position = step(position, end: end, into: &recorder) }
            index = end
        }
    }

    /// Whether the closure opened at `brace` runs when something happens (``ActionClosures``):
    /// passed under an action's label (`action: {`, `} onDismiss: {`), trailing a modifier that
    /// runs its closures (`.task {`, `.onChange(of: x) {`), or the first trailing closure of a
    /// button given no action argument (`Button("Save") {`).
    private func opensAction(at brace: Int) -> Bool {
        switch tokens.kind(brace - 1) {
        case .colon:
            guard let label = tokens.kind(brace - 2), label == .identifier || label == .keyword else { return false }
            return ActionClosures.isActionLabel(tokens.text(brace - 2))
        case .identifier:
            let callee = tokens.text(brace - 1)
            return ActionClosures.runsTrailingClosures(callee) || ActionClosures.makesButton(callee)
        case .rightParen:
            guard let open = tokens.partner(of: brace - 1), tokens.kind(open - 1) == .identifier,
                !tokens[open].isAtStartOfLine
            else { return false }
            let callee = tokens.text(open - 1)
            if ActionClosures.runsTrailingClosures(callee) { return true }
            return ActionClosures.makesButton(callee) && !passesActionArgument(between: open, and: brace - 1)
        default:
            return false
        }
    }

    /// Whether the arguments between the parentheses at `open` and `close` include one under
    /// an action's label (`Button(action: save)`).
    private func passesActionArgument(between open: Int, and close: Int) -> Bool {
        var index = open + 1
        while index < close {
            if let partner = tokens.partner(of: index), partner > index, partner < close {
                index = partner + 1
                continue
            }
            if tokens.kind(index + 1) == .colon, tokens.kind(index - 1) == .leftParen || tokens.kind(index - 1) == .comma,
                ActionClosures.isActionLabel(tokens.text(index))
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// Whether the identifier at `index` in a closure's signature names a type: after `:`,
    /// `.`, `->`, in generic arguments or a nested type; not a parameter's or capture's name
    /// (`{ photo in`, `{ (photo) in`, `{ [weak cell] (_ photo: Photo) in`).
    private func isClosureParameterType(at index: Int, depth: Int, inAngles: Bool, pastArrow: Bool) -> Bool {
        // A tuple type's label: `-> (title: String, labels: [String])`.
        if depth > 0, tokens.kind(index + 1) == .colon, tokens.kind(index - 1) == .leftParen || tokens.kind(index - 1) == .comma,
            pastArrow || depth > 1
        {
            return false
        }
        if pastArrow || inAngles || depth > 1 { return true }
        guard depth == 1, let previous = tokens.kind(index - 1) else { return false }
        switch previous {
        case .colon, .period, .arrow: return true
        case .leftParen, .comma, .wildcard, .keyword: return false
        case .identifier:
            // The internal name after an external one: `(at index: Int)`.
            return tokens.kind(index + 1) != .colon
        default: return true
        }
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
        if frames[frames.count - 1].holdsAccessors, Self.accessorNames.contains(text),
            tokens.kind(index + 1) == .leftBrace || tokens.kind(index + 1) == .leftParen
        {
            // An accessor's or observer's name, and the name it gives the value (`didSet(old)`), declare.
            frames[frames.count - 1].expectsBlock = true
            if tokens.kind(index + 1) == .leftParen, let partner = tokens.partner(of: index + 1) {
                patternStart = index + 1
                patternEnd = partner
            }
            return
        }
        // `try await (a, b)`, `unsafe pointer.pointee = 0`: the parser's keywords, not names in use.
        if text == "await" || (text == "unsafe" && isExpressionModifier(at: index)) { return }
        if index > patternStart, index <= patternEnd { return }
        if forPatternDepth != nil, !text.isTypeName { return }
        if isLabel(at: index) || isDeclaredParameter(at: index) || isModifier(at: index) { return }
        if let depth = bindingListDepth, depth == frames.count {
            if tokens[index].isAtStartOfLine || tokens.kind(index - 1) == .semicolon {
                bindingListDepth = nil
            } else if tokens.kind(index - 1) == .comma, let next = tokens.kind(index + 1), next == .colon || next == .comma || next == .equal {
                return
            }
        }
        let start = Int(tokens[index].start)
        // `UIBarButtonItem.init(title:…)` constructs the type as `UIBarButtonItem(title:…)` does.
        if !inKeyPath, text.isTypeName, tokens.kind(index + 1) == .period, tokens.kind(index + 2) == .keyword,
            tokens.text(index + 2) == "init", isCallee(index + 2), recorder.keepsCall(text)
        {
            let arguments = arguments(ofCallAt: index + 2)
            recorder.record(
                .call, filter.string(for: text), labels: arguments.labels, .own, at: start, nameAt: start,
                awaitsResult: awaitsResult(ofCallAt: index + 2, startingAt: index, hasClosureArgument: arguments.hasClosure))
        }
        if !inKeyPath, isCallee(index) {
            if filter.opensLoggingFrame(text) || feedsALogger(callAt: index) { opensLoggingFrame = true }
            // A callee's name is part of its call's event.
            if recorder.keepsCall(text) {
                let arguments = arguments(ofCallAt: index)
                recorder.record(
                    .call, filter.string(for: text), labels: arguments.labels, .own, at: start, nameAt: start,
                    awaitsResult: awaitsResult(ofCallAt: index, startingAt: index, hasClosureArgument: arguments.hasClosure))
            }
            return
        }
        if recorder.keeps(text) { recorder.record(.reference, filter.string(for: text), .own, at: start, nameAt: start) }
    }

    private mutating func readMember(at index: Int, isIdentifier: Bool, into recorder: inout EventRecorder) {
        let text = tokens.text(index)
        // `as? Photo.Type` is a metatype, not a member (in an expression, it is one).
        if text == "Type" || text == "Protocol", isInTypePosition(chainEndingAt: index - 2) { return }
        if inKeyPath {
            // `\Photo.title`: a component names a member without accessing it.
            if isIdentifier, recorder.keeps(text) {
                let start = Int(tokens[index].start)
                recorder.record(.reference, filter.string(for: text), .own, at: start, nameAt: start)
            }
            return
        }
        let isCallee = isCallee(index)
        if isCallee, filter.opensLoggingFrame(text) || feedsALogger(callAt: index) { opensLoggingFrame = true }
        let isWanted = recorder.keeps(text)
        let isAssigned = !isCallee && isAssignment(at: index + 1)
        guard
            isWanted || (isCallee && recorder.keepsUnwantedCalls)
                || ((isAssigned || conditionDepth > 0) && recorder.keepsNamedReceivers)
        else {
            return
        }
        // `let style: UITableView.Style = …`: a nested type in an annotation, not a member
        // (asked only of names that would be kept: it walks back along the chain).
        if !isCallee, isWrittenInType(chainEndingAt: index) { return }
        let (receiver, member, start) = receiver(ofPeriodAt: index - 1)
        // `if case Status.done = state` matches a pattern; nothing is assigned.
        let isWrite = isAssigned && !isPattern(startingAt: start)
        // In a condition, `case .done = status` matches a pattern: it is read, not written.
        let isTested = conditionDepth > 0 && !isWrite && recorder.keepsUnwantedWrite(on: receiver)
        let keepsUnwanted =
            isCallee ? recorder.keepsUnwantedCall(on: receiver) : (isWrite || isTested) && recorder.keepsUnwantedWrite(on: receiver)
        guard isWanted || keepsUnwanted else { return }
        let arguments = isCallee ? arguments(ofCallAt: index) : nil
        let awaits = arguments.map { awaitsResult(ofCallAt: index, startingAt: start, hasClosureArgument: $0.hasClosure) } ?? false
        recorder.record(
            isCallee ? .call : .access, filter.string(for: text), labels: arguments?.labels, receiver, through: member,
            at: Int(tokens[start].start), nameAt: Int(tokens[index].start), awaitsResult: awaits, isWrite: isWrite,
            isTested: isTested, isInAction: isTested && actionDepth > 0)
        if awaits, case .property(let local) = receiver, member == nil {
            // Values assigned before this expression (`let feed = api.feed()`), not the one it
            // computes itself (`lines = lines.map { … }.sorted()`).
            for offset in assignedValues[local] ?? [] where offset < Int(tokens[start].start) {
                recorder.markCallsAwaited(startingAt: offset)
            }
        }
    }

    /// Whether the `unsafe` at `index` marks the expression after it, as the parser reads the
    /// word: something that starts an expression follows on its line (`(`, `[` and `.` after a
    /// space; without one, `unsafe(x)` calls a function).
    private func isExpressionModifier(at index: Int) -> Bool {
        guard let next = tokens.kind(index + 1), !tokens[index + 1].isAtStartOfLine else { return false }
        switch next {
        case .identifier, .dollarIdentifier, .wildcard, .integerLiteral, .floatLiteral, .stringQuote, .multilineStringQuote,
            .singleQuote, .rawStringPoundDelimiter, .regexSlash, .regexPoundDelimiter, .prefixAmpersand, .prefixOperator, .atSign,
            .backslash, .pound:
            return true
        case .keyword:
            return Self.keywordsStartingExpressions.contains(tokens.text(index + 1))
        case .period, .leftParen, .leftSquare:
            return tokens[index + 1].start > tokens[index].start + tokens[index].length
        default:
            return false
        }
    }

    /// Keywords that start an expression after `unsafe` (the parser's list).
    private static let keywordsStartingExpressions: [SyntaxText] = [
        "Any", "Self", "self", "super", "init", "true", "false", "nil", "repeat", "try", "if", "switch",
    ]

    /// Whether the token at `index` assigns to what precedes it (`=`, `+=`; see ``AssignmentOperator``).
    private func isAssignment(at index: Int) -> Bool {
        switch tokens.kind(index) {
        case .equal: true
        case .binaryOperator: AssignmentOperator.assigns(tokens.text(index))
        default: false
        }
    }

    /// Whether the dotted name ending at `end` is written in a type, which the syntax tree
    /// holds as a type rather than member accesses: a declaration's annotation
    /// (`let observer: Session.Observer`, `var ranges: Set<Range<String.Index>>`,
    /// `let _: Models.List`), a cast or check (`as? Source.Item`,
    /// `as? (Double, Preference.SeekOption)`, `is Foo.Bar`), generic arguments
    /// (`Set<String.Index>()`), a local function's parameters and result, typed throws. It looks
    /// no further back than the line, or the brackets around it. (A later binding of a list,
    /// `var a = 1, b: Foo.Bar = 2`, is taken for an expression: rare, and telling it from
    /// `case a, b:` needs the statement.)
    private func isWrittenInType(chainEndingAt end: Int) -> Bool {
        var index = end
        while index > bodyOpen {
            let token = tokens[index]
            switch token.kind {
            case .identifier, .period, .postfixQuestionMark, .exclamationMark, .wildcard, .leftParen, .leftSquare:
                break
            case .arrow:
                // A result type: `func sorted() -> [Realm.SortDescriptor]`, `(Int) -> Foo.Bar`.
                return true
            case .keyword:
                let word = tokens.text(index)
                // A local function's parameters: `func reload(data: State.Data)`.
                if word == "as" || word == "is" || word == "func" { return true }
                // `do throws(TextFind.Error) {`.
                if word == "throws", tokens.kind(index + 1) == .leftParen { return true }
                guard word == "Any" || word == "Self" || word == "some" || word == "any" else { return false }
            case .binaryOperator, .prefixOperator, .postfixOperator:
                let text = tokens.text(index)
                if text == "<", tokens.kind(index - 1) == .identifier,
                    tokens[index].start == tokens[index - 1].start + tokens[index - 1].length
                {
                    if let close = genericArgumentsEnd(openingAt: index), close > end { return true }
                    // Nested arguments (`Range<String.Index>>`) close with their outer ones.
                } else {
                    guard text == "&" else { return false }
                }
            case .colon:
                // `let name: …`, `var name: …`; else a label or a dictionary type's key, inside
                // the brackets that hold it.
                if tokens.kind(index - 2) == .keyword, tokens.kind(index - 1) == .identifier || tokens.kind(index - 1) == .wildcard {
                    return tokens.text(index - 2) == "let" || tokens.text(index - 2) == "var"
                }
                guard let opener = enclosingOpener(before: index) else { return false }
                index = opener
            case .comma:
                // Another element of a tuple type or generic arguments: from the bracket.
                guard let opener = enclosingOpener(before: index) else { return false }
                index = opener
            default:
                return false
            }
            if tokens[index].isAtStartOfLine { return false }
            index -= 1
        }
        return false
    }

    /// The `(`, `[` or `<` that holds the token at `index`, within a few hundred tokens (a
    /// signature's parameters may take several lines).
    private func enclosingOpener(before index: Int) -> Int? {
        var position = index - 1
        var budget = 256
        // Generic arguments closed before `index` (`(Set<Int>, Foo.Bar)`).
        var closedAngles = 0
        var crossedLine = false
        while position > bodyOpen {
            switch tokens[position].kind {
            case .leftParen, .leftSquare:
                return position
            case .rightParen, .rightSquare:
                guard let open = tokens.partner(of: position), open < position else { return nil }
                position = open
            case .binaryOperator, .prefixOperator, .postfixOperator:
                // Generic arguments stay on one line: a `<` on an earlier line compares.
                let text = tokens.text(position)
                if text.first == UInt8(ascii: ">") {
                    closedAngles += text.reduce(0) { $0 + ($1 == UInt8(ascii: ">") ? 1 : 0) }
                } else if text == "<", !crossedLine {
                    if closedAngles == 0 { return position }
                    closedAngles -= 1
                }
            case .leftBrace, .rightBrace, .semicolon, .equal:
                return nil
            default:
                break
            }
            budget -= 1
            if budget == 0 { return nil }
            if tokens[position].isAtStartOfLine { crossedLine = true }
            position -= 1
        }
        return nil
    }

    /// Whether the expression starting at token `start` is a `case` pattern (`case .done =`).
    private func isPattern(startingAt start: Int) -> Bool {
        guard tokens.kind(start - 1) == .keyword else { return false }
        let word = tokens.text(start - 1)
        return word == "case" || word == "let" || word == "var"
    }

    /// Whether the argument starting at `first` is the caller itself and nothing more: `self`
    /// or one of ``MemberEvent/selfAliases``.
    private func handsSelfOver(at first: Int, argumentsClosingAt close: Int) -> Bool {
        guard first + 1 == close || tokens.kind(first + 1) == .comma else { return false }
        let text = tokens.text(first)
        return tokens.kind(first) == .keyword ? text == "self" : tokens.kind(first) == .identifier && MemberEvent.isSelfAlias(text)
    }

    /// What the call whose callee's name is at `index` passes in its parentheses: the
    /// argument labels as a Swift signature spells them (`_:animated:`), and whether an
    /// argument is a closure literal (`completion: { … }`) or the caller itself under a label
    /// naming who hears the result (`delegate: self`).
    private func arguments(ofCallAt index: Int) -> (labels: String, hasClosure: Bool) {
        var labels = ""
        var hasClosure = false
        guard tokens.kind(index + 1) == .leftParen, let close = tokens.partner(of: index + 1) else { return (labels, hasClosure) }
        var position = index + 2
        var argumentStart = true
        while position < close {
            if argumentStart {
                let isLabelled = tokens.kind(position + 1) == .colon
                    && (tokens[position].kind == .identifier || tokens[position].kind == .keyword)
                labels += isLabelled ? String(syntaxText: tokens.text(position)) + ":" : "_:"
                let first = isLabelled ? position + 2 : position
                if tokens.kind(first) == .leftBrace, let end = tokens.partner(of: first),
                    end + 1 == close || tokens.kind(end + 1) == .comma, closureDoesSomething(openingAt: first)
                {
                    hasClosure = true
                } else if !closureLocals.isEmpty, tokens.kind(first) == .identifier,
                    first + 1 == close || tokens.kind(first + 1) == .comma, closureLocals.contains(tokens.text(first))
                {
                    // `api.login(name, completion: completion)`: the closure bound above is passed.
                    hasClosure = true
                } else if isLabelled, handsSelfOver(at: first, argumentsClosingAt: close),
                    MemberEvent.namesResultReceiver(String(syntaxText: tokens.text(position)))
                {
                    // `api.fetchUser(name, delegate: self)`: the caller hears the result itself.
                    hasClosure = true
                }
                argumentStart = false
            }
            switch tokens[position].kind {
            case .leftParen, .leftSquare, .leftBrace: position = (tokens.partner(of: position) ?? close) + 1
            case .comma:
                argumentStart = true
                position += 1
            case .binaryOperator, .prefixOperator:
                // Generic arguments (`X<A, B>()`) hold commas that separate no arguments; a `<`
                // that closes nowhere before the call's `)` is a comparison (`a <b, c`).
                if tokens.text(position) == "<", tokens.kind(position - 1) == .identifier,
                    tokens[position].start == tokens[position - 1].start + tokens[position - 1].length,
                    let end = genericArgumentsEnd(openingAt: position), end < close
                {
                    position = end + 1
                } else {
                    position += 1
                }
            default: position += 1
            }
        }
        return (labels, hasClosure)
    }

    /// Whether the caller waits for the result of the call whose callee's name is at `index`
    /// and whose expression starts at `start` (see ``MemberEvent/awaitsResult``): a closure
    /// argument (`hasClosureArgument`), `await` right before the expression, a trailing
    /// closure, or a closure passed to a later call of the same chain.
    private func awaitsResult(ofCallAt index: Int, startingAt start: Int, hasClosureArgument: Bool) -> Bool {
        if hasClosureArgument { return true }
        if start > 0, tokens.text(start - 1) == "await", !beginsStatement(start - 1) { return true }
        guard tokens.kind(index + 1) == .leftParen, let close = tokens.partner(of: index + 1) else {
            // `items.forEach { … }`: called through its trailing closure.
            guard tokens.kind(index + 1) == .leftBrace else { return false }
            return trailingClosuresDoSomething(openingAt: index + 1)
        }
        if tokens.kind(close + 1) == .leftBrace, !opensStatementBlock(close + 1) {
            return trailingClosuresDoSomething(openingAt: close + 1)
        }
        return !isInCompilationCondition(start) && (chainPassesClosure(after: close) || handsOnClosureValue(startingAt: start, endingAt: close))
    }

    /// Whether the call starting at `start` and ending at `end` is the value of a trailing
    /// closure passed to an earlier call of a chain whose later call passes a closure
    /// (`firstly { try api.signIn() }.done { … }`, `.then { _ in api.key() }`): what it returns
    /// goes down the chain. The value is the closure's one statement, or what its last
    /// statement returns, under any `try`; the closure is the call's only one (a `label: {`
    /// closure builds a view's parts: `Button { … } label: { Text("OK") }`).
    private func handsOnClosureValue(startingAt start: Int, endingAt end: Int) -> Bool {
        guard tokens.kind(end + 1) == .rightBrace, let open = tokens.partner(of: end + 1), !opensStatementBlock(open),
            !isAdditionalTrailingClosure(open), !isLabelledClosure(openingAt: end + 4)
        else {
            return false
        }
        var before = start - 1
        if before > open, tokens.kind(before) == .postfixQuestionMark || tokens.kind(before) == .exclamationMark,
            tokens.text(before - 1) == "try"
        {
            before -= 1
        }
        while before > open, tokens.text(before) == "try" { before -= 1 }
        guard before == open || tokens.text(before) == "in" || tokens.text(before) == "return" else { return false }
        return chainPassesClosure(after: end + 1)
    }

    /// Whether the token at `index` (an `await`) begins a statement of its own, whose value
    /// nothing takes (`await service.start()`; not `try await …`, `x =⏎ await …`): after a
    /// `{` or `;`, or first on its line after a token that ends an expression.
    private func beginsStatement(_ index: Int) -> Bool {
        guard let previous = tokens.kind(index - 1) else { return true }
        switch previous {
        case .leftBrace, .semicolon: return true
        default: break
        }
        guard tokens[index].isAtStartOfLine else { return false }
        switch previous {
        case .equal, .binaryOperator, .prefixOperator, .leftParen, .leftSquare, .comma, .period, .infixQuestionMark, .arrow:
            return false
        case .keyword:
            return !Self.keywordsBeforeAValue.contains { tokens.text(index - 1) == $0 }
        default:
            return true
        }
    }

    /// Keywords a value follows: an `await` after one of them is part of an expression.
    private static let keywordsBeforeAValue: [SyntaxText] = [
        "return", "throw", "try", "if", "guard", "while", "switch", "case", "where", "is", "as", "for",
    ]

    /// Whether the token at `index` is in a `#if` or `#elseif` condition (`os(iOS)`), which
    /// nothing after it on the next lines continues.
    private func isInCompilationCondition(_ index: Int) -> Bool {
        var first = index
        while first > 0, !tokens[first].isAtStartOfLine { first -= 1 }
        let kind = tokens.kind(first)
        return kind == .poundIf || kind == .poundElseif
    }

    /// Whether one of the trailing closures starting with the `{` at `open` (`{ … } label: { … }`)
    /// does something, or a later call of the chain after them passes a closure.
    private func trailingClosuresDoSomething(openingAt open: Int) -> Bool {
        var open = open
        while true {
            if closureDoesSomething(openingAt: open) { return true }
            guard let close = tokens.partner(of: open) else { return false }
            guard tokens.kind(close + 2) == .colon, tokens.kind(close + 3) == .leftBrace,
                let label = tokens.kind(close + 1), label == .identifier || label == .keyword || label == .wildcard
            else { return chainPassesClosure(after: close) }
            open = close + 3
        }
    }

    /// The names `let` or `var` binds to a closure that does something in tokens
    /// `first..<end` (``closureLocals``), with or without a type written: `let done = { … }`,
    /// `let done: (Bool) -> Void = { ok in … }`.
    private func closureLocals(from first: Int, to end: Int) -> Set<SyntaxText> {
        var names: Set<SyntaxText> = []
        var index = first
        while index + 3 < end {
            defer { index += 1 }
            // Not a condition's binding (`if let`, `guard let`, `case let`), which binds no closure.
            guard tokens[index].kind == .keyword, tokens.text(index) == "let" || tokens.text(index) == "var",
                tokens.kind(index + 1) == .identifier,
                index == first || !(tokens.kind(index - 1) == .comma || tokens.kind(index - 1) == .keyword)
            else { continue }
            var position = index + 2
            if tokens.kind(position) == .colon {
                // The type: up to the `=`, over its brackets, a few tokens at most.
                position += 1
                while position < end, position < index + 32, tokens.kind(position) != .equal {
                    switch tokens[position].kind {
                    case .leftParen, .leftSquare: position = (tokens.partner(of: position) ?? end) + 1
                    case .leftBrace, .semicolon: position = end
                    default: position += 1
                    }
                }
            }
            // The closure is the whole value: not called (`{ … }()`) nor followed by more.
            guard position + 1 < end, tokens.kind(position) == .equal, tokens.kind(position + 1) == .leftBrace,
                let closing = tokens.partner(of: position + 1),
                closing + 1 >= end || tokens.kind(closing + 1) == .semicolon || tokens.kind(closing + 1) == .rightBrace
                    || tokens.kind(closing + 1) == .comma
                    || (tokens[closing + 1].isAtStartOfLine && tokens.kind(closing + 1) != .period),
                closureDoesSomething(openingAt: position + 1)
            else { continue }
            names.insert(tokens.text(index + 1))
        }
        return names
    }

    /// Whether the closure whose `{` is at `open` has a statement: `.observeCompleted {}` and
    /// `{ _ in }` fire and forget. Its signature ends at an `in` before any statement.
    private func closureDoesSomething(openingAt open: Int) -> Bool {
        guard let close = tokens.partner(of: open) else { return true }
        var position = open + 1
        while position < close {
            switch tokens[position].kind {
            case .keyword:
                let word = tokens.text(position)
                if word == "in" { return position + 1 < close }
                if Self.statementKeywords.contains(word) { return true }
                position += 1
            case .leftParen, .leftSquare:
                position = (tokens.partner(of: position) ?? close) + 1
            case .leftBrace, .semicolon:
                return true
            default:
                position += 1
            }
        }
        return close > open + 1
    }

    /// Keywords that start a statement, so a closure's signature has ended before them.
    private static let statementKeywords: [SyntaxText] = [
        "for", "if", "guard", "return", "let", "var", "switch", "do", "try", "await", "while", "repeat", "defer", "throw",
    ]

    /// Whether the chain going on after the token at `end` (a call's `)`) passes a closure
    /// to a later call: `repository.fetch(id).observeValues { … }`, `.sink(receiveValue: { … })`,
    /// `.done { … }` deal with what the call returns.
    private func chainPassesClosure(after end: Int) -> Bool {
        var position = end + 1
        while let kind = tokens.kind(position) {
            switch kind {
            case .postfixQuestionMark, .exclamationMark:
                position += 1
            case .leftSquare where !tokens[position].isAtStartOfLine:
                guard let close = tokens.partner(of: position) else { return false }
                position = close + 1
            case .poundIf:
                // `#if os(iOS)` between modifiers: its clauses chain on their own, and the chain
                // goes on after the `#endif`.
                guard continuesChain(position), let endif = closingEndif(of: position) else { return false }
                position = endif + 1
            case .period:
                let name = position + 1
                guard let nameKind = tokens.kind(name), nameKind == .identifier || nameKind == .keyword || nameKind == .integerLiteral
                else { return false }
                switch tokens.kind(name + 1) {
                case .leftParen where !tokens[name + 1].isAtStartOfLine:
                    if arguments(ofCallAt: name).hasClosure { return true }
                    guard let close = tokens.partner(of: name + 1) else { return false }
                    if tokens.kind(close + 1) == .leftBrace, !opensStatementBlock(close + 1) {
                        return trailingClosuresDoSomething(openingAt: close + 1)
                    }
                    position = close + 1
                case .leftBrace:
                    guard !opensStatementBlock(name + 1) else { return false }
                    return trailingClosuresDoSomething(openingAt: name + 1)
                default:
                    position = name + 1
                }
            default:
                return false
            }
        }
        return false
    }

    /// Whether the call whose name is at `index` hands its result straight to a logging call
    /// (`Failure.load(reason: "No feed: \(error)").log()`): its interpolations are log text.
    private func feedsALogger(callAt index: Int) -> Bool {
        guard tokens.kind(index + 1) == .leftParen, let close = tokens.partner(of: index + 1), tokens.kind(close + 1) == .period,
            tokens.kind(close + 2) == .identifier, tokens.kind(close + 3) == .leftParen
        else { return false }
        return filter.opensLoggingFrame(tokens.text(close + 2))
    }

    /// Whether the name at `index` is called: `(` on the same line, or a trailing closure
    /// (on any line, as the parser reads it) where no statement is waiting for its block.
    private func isCallee(_ index: Int) -> Bool {
        guard let next = tokens.kind(index + 1) else { return false }
        if next == .leftParen { return !tokens[index + 1].isAtStartOfLine && !isCompoundName(argumentsAt: index + 1) }
        return next == .leftBrace && !opensStatementBlock(index + 1)
    }

    /// Whether a declaration (or another attribute) starts at `index`.
    private func startsDeclaration(at index: Int) -> Bool {
        switch tokens.kind(index) {
        case .atSign: return true
        case .keyword: return Self.declarationKeywords.contains(tokens.text(index))
        case .identifier: return isModifier(at: index)
        default: return false
        }
    }

    /// A contextual declaration modifier (`override func`, `weak var`), which names nothing.
    private func isModifier(at index: Int) -> Bool {
        // The argument of one: `unsafe` in `nonisolated(unsafe) let`.
        if tokens.kind(index - 1) == .leftParen, tokens.kind(index + 1) == .rightParen, index >= 2,
            Self.modifiers.contains(tokens.text(index - 2))
        {
            return isModifier(at: index - 2)
        }
        guard Self.modifiers.contains(tokens.text(index)) else { return false }
        var next = index + 1
        // `nonisolated(unsafe) let`, `unowned(safe) var`: a modifier with an argument.
        if tokens.kind(next) == .leftParen, tokens.kind(next + 1) == .identifier, tokens.kind(next + 2) == .rightParen {
            next += 3
        }
        switch tokens.kind(next) {
        case .keyword: return Self.declarationKeywords.contains(tokens.text(next))
        case .identifier: return Self.modifiers.contains(tokens.text(next))
        default: return false
        }
    }

    private static let modifiers: [SyntaxText] = [
        "override", "open", "final", "lazy", "weak", "unowned", "dynamic", "mutating", "nonmutating", "nonisolated",
        "convenience", "required", "optional", "indirect", "package", "distributed",
    ]

    private static let declarationKeywords: [SyntaxText] = [
        "func", "var", "let", "class", "struct", "enum", "init", "deinit", "static", "subscript", "typealias", "private",
        "fileprivate", "internal", "public", "extension", "protocol",
    ]

    /// Whether the parentheses at `open` hold only argument labels (`(_:for:)`): they complete
    /// a function's name, as `#selector(refresh(_:))` writes it, rather than call it.
    private func isCompoundName(argumentsAt open: Int) -> Bool {
        guard let close = tokens.partner(of: open), close > open + 1 else { return false }
        var index = open + 1
        while index < close {
            guard let kind = tokens.kind(index), kind == .identifier || kind == .wildcard || kind == .keyword,
                tokens.kind(index + 1) == .colon
            else { return false }
            index += 2
        }
        return true
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

    /// A parameter's names in a local function's signature or a function type:
    /// `(_ photo: Photo)`, `(at index: Int)`. Two names before a colon never occur in an
    /// expression.
    private func isDeclaredParameter(at index: Int) -> Bool {
        guard frames[frames.count - 1].opener == .leftParen else { return false }
        let startsArgument = { (position: Int) in
            let kind = self.tokens.kind(position)
            return kind == .leftParen || kind == .comma
        }
        if tokens.kind(index + 1) == .colon {
            // The internal name after an external one or `_`.
            let external = tokens.kind(index - 1)
            return (external == .identifier || external == .wildcard || external == .keyword) && startsArgument(index - 2)
        }
        // The external name before an internal one.
        return tokens.kind(index + 1) == .identifier && tokens.kind(index + 2) == .colon && startsArgument(index - 1)
    }

    // MARK: Receivers

    /// Who receives the member access whose period is at `period`, and the property of it the
    /// access goes through, as ``SyntaxEventReader/receiverPath(of:)`` decides them; and where
    /// the accessed expression starts.
    private func receiver(ofPeriodAt period: Int) -> (MemberEvent.Receiver, member: String?, start: Int) {
        let (receiver, start, subscripted, member) = root(ofPeriodAt: period)
        // A subscript's (or a postfix operator's) result is an expression, wherever its operand
        // comes from.
        return subscripted ? (.expression, nil, start) : (receiver, member, start)
    }

    /// Walks back from the period at `period` to the start of the accessed expression.
    private func root(ofPeriodAt period: Int) -> (MemberEvent.Receiver, start: Int, subscripted: Bool, member: String?) {
        var subscripted = false
        // The names passed (see ``PassedNames``); whether a call was passed.
        var names = PassedNames()
        var anyCall = false
        func found(_ receiver: MemberEvent.Receiver, _ start: Int) -> (MemberEvent.Receiver, start: Int, subscripted: Bool, member: String?) {
            var member: String?
            if !anyCall {
                switch receiver {
                case .type:
                    // `UserPrefs.shared.uploadComment`: the type's shared instance is the type.
                    let throughShared = names.count >= 2 && names.last.map(filter.isSingletonAccessor) == true
                    member = names.path(droppingRoot: throughShared ? 1 : 0, filter.string(for:))
                case .property: member = names.path(droppingRoot: 0, filter.string(for:))
                case .own, .expression: break
                }
            }
            return (receiver, start, subscripted, member)
        }
        /// `self.x.y`: the property `x`, through `y` (`self.x.y.z`: through `y.z`).
        func foundOwn(_ start: Int) -> (MemberEvent.Receiver, start: Int, subscripted: Bool, member: String?) {
            guard let nearestName = names.last, let first = nearestName.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z")
            else { return (.own, start, subscripted, nil) }
            let member = anyCall ? nil : names.path(droppingRoot: 1, filter.string(for:))
            return (.property(filter.string(for: nearestName)), start, subscripted, member)
        }
        switch base(ofPeriodAt: period) {
        case .none: return (.own, period, false, nil)
        case .chainClause: return (.expression, period, false, nil)
        case .compiledClauses(let start): return (.expression, start, false, nil)
        case .expression: break
        }
        var index = period - 1
        var passedCall = false
        while index >= 0 {
            let kind = tokens[index].kind
            switch kind {
            case .postfixQuestionMark, .exclamationMark:
                index -= 1
            case .rightBrace where tokens.partner(of: index).map(isAdditionalTrailingClosure) == true:
                // `.sink { … } receiveValue: { … }`: back to the first trailing closure.
                index = (tokens.partner(of: index) ?? 0) - 3
            case .rightParen, .rightBrace:
                guard let open = tokens.partner(of: index) else { return found(.expression, index) }
                // An argument list starts on its callee's line; a trailing closure may not.
                guard kind == .rightBrace || !tokens[open].isAtStartOfLine, Self.endsExpression(tokens, open - 1) else {
                    return found(.expression, open)
                }
                // `type(of: self).fetch()` calls the caller's own type, as `Self.fetch()` does.
                if kind == .rightParen, index == open + 4, tokens.kind(open - 1) == .identifier, tokens.text(open - 1) == "type",
                    tokens.kind(open - 2) != .period, tokens.text(open + 1) == "of", tokens.kind(open + 2) == .colon,
                    tokens.kind(open + 3) == .keyword, tokens.text(open + 3) == "self"
                {
                    return foundOwn(open - 1)
                }
                passedCall = true
                // A call without arguments hands out what it returns as a getter does (see
                // ``SyntaxEventReader/receiverPath(of:)``).
                if kind == .rightBrace || open != index - 1 { anyCall = true }
                index = open - 1
            case .integerLiteral where tokens.kind(index - 1) == .period && Self.endsExpression(tokens, index - 2):
                // `pair.1.socket`: a tuple element.
                names.pass(tokens.text(index))
                passedCall = false
                index -= 2
            case .identifier, .keyword, .dollarIdentifier:
                if tokens.kind(index - 1) == .period {
                    switch base(ofPeriodAt: index - 1) {
                    case .none: return (.own, index - 1, subscripted, nil)
                    case .chainClause: return found(.expression, index - 1)
                    case .compiledClauses(let start): return found(.expression, start)
                    case .expression: break
                    }
                    names.pass(tokens.text(index))
                    passedCall = false
                    index -= 2
                    continue
                }
                let text = tokens.text(index)
                // `#stringify(…).count`: a macro's expansion, not a name.
                if tokens.kind(index - 1) == .pound { return found(.expression, index - 1) }
                if kind == .keyword {
                    guard text == "self" || text == "Self" || text == "super" else { return found(.expression, index) }
                    return foundOwn(index)
                }
                if !passedCall, MemberEvent.isSelfAlias(text) { return foundOwn(index) }
                let name = filter.string(for: text)
                if name.startsWithUppercase { return found(.type(name), index) }
                return found(passedCall ? .expression : .property(name), index)
            case .rightSquare:
                guard let open = tokens.partner(of: index) else { return found(.expression, index) }
                guard !tokens[open].isAtStartOfLine, Self.endsExpression(tokens, open - 1) else { return found(.expression, open) }
                subscripted = true
                index = open - 1
            case .regexSlash, .regexPoundDelimiter:
                // `/\d+/.ignoresCase()`: a regex literal, from its first delimiter.
                var open = kind == .regexPoundDelimiter ? index - 2 : index - 1
                if tokens.kind(open) == .regexLiteralPattern { open -= 1 }
                if tokens.kind(open - 1) == .regexPoundDelimiter { open -= 1 }
                return found(.expression, max(open, 0))
            case .stringQuote, .multilineStringQuote, .rawStringPoundDelimiter:
                // `"photos".count`: a literal, from its first quote (or `#`).
                let close = kind == .rawStringPoundDelimiter ? index - 1 : index
                guard let open = tokens.partner(of: close) else { return found(.expression, index) }
                return found(.expression, tokens.kind(open - 1) == .rawStringPoundDelimiter ? open - 1 : open)
            case .binaryOperator, .postfixOperator:
                // A specialized type (`Table<Photo>("t")`) is an expression the syntax tree
                // does not resolve to a type: it starts at the type's name.
                if Self.closesGenericArguments(tokens.text(index)), let name = genericTypeName(closingAt: index) {
                    return found(.expression, name)
                }
                // `photos > [first].count`: the operand after a binary operator.
                guard kind == .postfixOperator else { return found(.expression, index + 1) }
                // `count++.description`: an operator's result, whatever it is applied to.
                subscripted = true
                index -= 1
            default:
                return found(.expression, index)
            }
        }
        return found(.expression, 0)
    }

    /// What a member access is made on, by what precedes its period.
    private enum Base {
        /// Nothing: an implicit member (`.red`).
        case none
        /// The chain a `#if` continues (`Text("a")⏎#if os(iOS)⏎.padding()`): the first member
        /// of a clause has no base as the parser reads it, but is a modifier all the same.
        case chainClause
        /// The expression that ends right before the period.
        case expression
        /// A chain continued by a `#if` (`Text("a")⏎#if os(iOS)⏎.padding()⏎#endif⏎.bold()`):
        /// `.bold()` is made on the whole of it, which starts at token `start`.
        case compiledClauses(start: Int)
    }

    /// What the member access whose period is at `period` is made on. A modifier first in a
    /// clause of a `#if` that continues a chain is made on that chain; one after the `#endif`
    /// is made on the chain and its clauses together.
    private func base(ofPeriodAt period: Int) -> Base {
        if tokens[period].isAtStartOfLine, let directive = directive(onLineBefore: period) {
            let isEndif = tokens.kind(directive) == .poundEndif
            let opening = tokens.kind(directive) == .poundIf ? directive : openingIf(of: directive)
            guard let opening, continuesChain(opening) else { return .none }
            return isEndif ? .compiledClauses(start: root(ofPeriodAt: firstOfChainedIfs(opening)).start) : .chainClause
        }
        return Self.endsExpression(tokens, period - 1) ? .expression : .none
    }

    /// The `#if`, `#elseif`, `#else` or `#endif` that begins the line before the token at
    /// `index`, which begins a line.
    private func directive(onLineBefore index: Int) -> Int? {
        var first = index - 1
        guard first >= bodyOpen else { return nil }
        while first > bodyOpen, !tokens[first].isAtStartOfLine { first -= 1 }
        switch tokens[first].kind {
        case .poundIf, .poundElseif, .poundElse, .poundEndif: return first
        default: return nil
        }
    }

    /// Whether the `#if` at `poundIf` continues the expression before it: one ends there and
    /// the first clause (past nested `#if` lines) starts with a member (`.padding()`).
    private func continuesChain(_ poundIf: Int) -> Bool {
        var poundIf = poundIf
        // After another such `#if`'s `#endif`, the chain goes on.
        while tokens.kind(poundIf - 1) == .poundEndif {
            guard let previous = openingIf(of: poundIf - 1), clausesStartWithMember(previous) else { return false }
            poundIf = previous
        }
        return Self.endsExpression(tokens, poundIf - 1) && clausesStartWithMember(poundIf)
    }

    /// The first chain of a `#if` that goes on before it: the `#if` after which an expression
    /// ends, past the `#if`s that directly follow one another (`#if A … #endif⏎#if B`).
    private func firstOfChainedIfs(_ poundIf: Int) -> Int {
        var poundIf = poundIf
        while tokens.kind(poundIf - 1) == .poundEndif, let previous = openingIf(of: poundIf - 1) { poundIf = previous }
        return poundIf
    }

    /// Whether the first clause of the `#if` at `poundIf` (past nested `#if` lines) starts
    /// with a member (`.padding()`).
    private func clausesStartWithMember(_ poundIf: Int) -> Bool {
        var index = poundIf
        repeat {
            index += 1
            while index < bodyClose, !tokens[index].isAtStartOfLine { index += 1 }
        } while index < bodyClose && tokens[index].kind == .poundIf
        return index < bodyClose && tokens[index].kind == .period
    }

    /// The `#if` that the `#elseif`, `#else` or `#endif` at `directive` belongs to, within the body.
    private func openingIf(of directive: Int) -> Int? { matchingDirective(of: directive, step: -1) }

    /// The `#endif` that closes the `#if` at `poundIf`, within the body.
    private func closingEndif(of poundIf: Int) -> Int? { matchingDirective(of: poundIf, step: 1) }

    /// The `#if` or `#endif` that pairs with the one at `index`, walking by `step` (1 or -1)
    /// past nested pairs.
    private func matchingDirective(of index: Int, step: Int) -> Int? {
        let (sought, nesting): (RawTokenKind, RawTokenKind) = step > 0 ? (.poundEndif, .poundIf) : (.poundIf, .poundEndif)
        var depth = 0
        var position = index + step
        while position > bodyOpen, position < bodyClose {
            switch tokens[position].kind {
            case nesting:
                depth += 1
            case sought:
                if depth == 0 { return position }
                depth -= 1
            default:
                break
            }
            position += step
        }
        return nil
    }

    /// Whether the `{` at `open` opens a labelled trailing closure after another one:
    /// `} receiveValue: {`.
    private func isAdditionalTrailingClosure(_ open: Int) -> Bool {
        guard tokens.kind(open - 3) == .rightBrace else { return false }
        return isLabelledClosure(openingAt: open)
    }

    /// Whether the token at `open` is a `{` right after a label and its colon (`label: {`).
    private func isLabelledClosure(openingAt open: Int) -> Bool {
        guard tokens.kind(open) == .leftBrace, tokens.kind(open - 1) == .colon, !tokens[open].isAtStartOfLine else { return false }
        let label = tokens.kind(open - 2)
        return label == .identifier || label == .keyword
    }

    /// The name specialized by the generic arguments whose last `>` is at `close`.
    private func genericTypeName(closingAt close: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 {
            let token = tokens[index]
            switch token.kind {
            case .binaryOperator, .prefixOperator, .postfixOperator:
                let text = tokens.text(index)
                if text.allSatisfy({ $0 == UInt8(ascii: ">") }) {
                    depth += text.count
                } else if text.allSatisfy({ $0 == UInt8(ascii: "<") }) {
                    depth -= text.count
                    if depth <= 0 { return tokens.kind(index - 1) == .identifier ? index - 1 : nil }
                } else {
                    return nil
                }
            case .leftBrace, .rightBrace, .semicolon, .equal:
                return nil
            default:
                break
            }
            if token.isAtStartOfLine { return nil }
            index -= 1
        }
        return nil
    }

    private static func closesGenericArguments(_ text: SyntaxText) -> Bool {
        !text.isEmpty && text.allSatisfy { $0 == UInt8(ascii: ">") }
    }

    /// Whether the token at `index` can end an expression, so a `.` after it accesses a member
    /// rather than naming an implicit one (`.red`).
    private static func endsExpression(_ tokens: SourceTokens, _ index: Int) -> Bool {
        guard let kind = tokens.kind(index) else { return false }
        switch kind {
        case .postfixQuestionMark, .exclamationMark:
            // `as? [String: Any]`, `try? [photo]`: the mark belongs to the keyword.
            guard tokens.kind(index - 1) == .keyword else { return true }
            let word = tokens.text(index - 1)
            return word != "as" && word != "try"
        case .identifier:
            // `await` is a keyword to the parser wherever an expression follows it.
            return tokens.text(index) != "await"
        case .dollarIdentifier, .rightParen, .rightSquare, .rightBrace, .integerLiteral, .floatLiteral,
            .stringQuote, .multilineStringQuote, .rawStringPoundDelimiter, .postfixOperator, .regexSlash, .regexPoundDelimiter:
            return true
        case .keyword:
            // A member named by a keyword (`NotificationCenter.default`) ends an expression too.
            if tokens.kind(index - 1) == .period { return true }
            let word = tokens.text(index)
            return word == "self" || word == "Self" || word == "super" || word == "true" || word == "false"
                || word == "nil" || word == "init"
        case .binaryOperator:
            // The end of generic arguments: `Set<Photo>.self`, `Table<Row<Photo>>("t")`.
            return Self.closesGenericArguments(tokens.text(index))
        default:
            return false
        }
    }
}
