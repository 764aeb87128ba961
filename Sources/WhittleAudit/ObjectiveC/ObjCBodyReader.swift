@_spi(RawSyntax) import SwiftSyntax

/// Reads an Objective-C method body (or a declaration's type) from tokens and records its
/// ``MemberEvent``s through an ``EventRecorder``, which keeps only the names the catalog's
/// ``EventFilter`` wants. How Objective-C maps onto the event vocabulary is documented on
/// ``MemberEvent``.
///
/// One pass, left to right, with a stack of open brackets: a message send `[receiver sel:arg
/// sel2:arg]` is known by its `[` (no operand before it, so not a subscript), its first
/// selector piece is the first name after a complete receiver, and the later pieces are names
/// followed by `:` directly inside it (a `?` there makes the next `:` the conditional's, not a
/// piece). The call is recorded when its `]` closes, so sends nest to any depth for the cost of
/// one stack entry each. Unbalanced brackets close what they can and never stop the pass.
struct ObjCBodyReader {
    let source: ObjCSource

    private enum Root: Equatable {
        case own
        case property(String)
        case type(String)
        case expression
    }

    /// A run `root.a.b` of dot syntax, to name each member's receiver.
    private struct Chain {
        var root: Root
        var start: Int
        var firstToken: Int
        var firstMember: String?
    }

    private struct Send {
        var open: Int
        var firstPiece: Int?
        var pieces: [String] = []
        var receiver: MemberEvent.Receiver = .expression
        /// `?` seen directly inside the send and not yet matched by its `:`.
        var pendingConditionals = 0
    }

    private enum Frame {
        case send(Send)
        /// A C function call's parentheses: the name, and commas directly inside.
        case call(name: Int, commas: Int)
        /// Any other bracket, by its closing byte.
        case other(UInt8)

        var closer: UInt8 {
            switch self {
            case .send: UInt8(ascii: "]")
            case .call: UInt8(ascii: ")")
            case .other(let closer): closer
            }
        }
    }

    private var frames: [Frame] = []
    /// Open frames that are logging calls: format strings inside them are log text.
    private var framingDepth = 0
    private var framing: [Bool] = []
    private var chain: Chain?

    init(source: ObjCSource) {
        self.source = source
    }

    /// Words that are never a receiver, a reference or a function.
    private static let keywords: Set<String> = [
        "self", "super", "return", "if", "else", "for", "while", "do", "switch", "case", "default", "break", "continue",
        "nil", "Nil", "NULL", "YES", "NO", "true", "false", "id", "void", "int", "char", "short", "long", "float",
        "double", "unsigned", "signed", "const", "static", "in", "typeof", "__typeof__", "__typeof", "sizeof", "__weak",
        "__strong", "__block", "__unsafe_unretained", "instancetype", "goto", "struct", "enum", "union", "extern",
        "inline", "volatile", "auto", "register", "typedef", "new", "delete", "try", "catch", "throw", "nullable",
        "nonnull", "_Nullable", "_Nonnull", "__kindof", "BOOL", "NSInteger", "NSUInteger", "CGFloat", "__attribute__",
    ]

    /// Words after which a `[` starts a message send, not a subscript.
    private static let statementWords: Set<String> = ["return", "else", "do", "in", "case", "sizeof", "typeof", "throw", "yield"]

    private func isKeyword(_ index: Int) -> Bool {
        Self.keywords.contains(source.text(index))
    }

    /// Whether the token ends an operand, so a name after it inside `[` is a selector.
    private func endsOperand(_ index: Int) -> Bool {
        guard let kind = source.kind(index) else { return false }
        switch kind {
        case .identifier: return true
        case .atString, .string, .character, .number, .atKeyword: return true
        case .punctuation: return source.isPunctuation(index, "]") || source.isPunctuation(index, ")")
        default: return false
        }
    }

    /// Records the events of tokens `first...last`.
    mutating func read(from first: Int, through last: Int, into recorder: inout EventRecorder) {
        guard first <= last, first >= 0 else { return }
        let end = min(last, source.count - 1)
        var index = first
        while index <= end {
            let token = source.tokens[index]
            switch token.kind {
            case .identifier:
                identifier(index, first: first, into: &recorder)
            case .atString:
                if framingDepth == 0, hasFormatSpecifier(token) {
                    let offset = Int(token.start)
                    recorder.record(.interpolation, "interpolation", .own, at: offset, nameAt: offset)
                }
                chain = nil
            case .atKeyword:
                if source.is(index, "@selector") || source.is(index, "@encode") || source.is(index, "@protocol"),
                    source.isPunctuation(index + 1, "(")
                {
                    // A selector names a method, it does not call it.
                    index = source.closing(index + 1, limit: end + 1) + 1
                    chain = nil
                    continue
                }
                chain = nil
            case .literalOpen:
                let closer = source.bytes[Int(token.start) + 1]
                push(.other(closer == UInt8(ascii: "[") ? UInt8(ascii: "]") : closer == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: ")")), framing: false)
                chain = nil
            case .punctuation:
                punctuation(index, first: first, into: &recorder)
            default:
                break
            }
            index += 1
        }
    }

    private mutating func push(_ frame: Frame, framing isFraming: Bool) {
        frames.append(frame)
        framing.append(isFraming)
        if isFraming { framingDepth += 1 }
    }

    private mutating func pop() -> Frame? {
        guard let frame = frames.popLast() else { return nil }
        if framing.popLast() == true { framingDepth -= 1 }
        return frame
    }

    /// Pops to the nearest frame closed by `closer` among the last few; a stray closer is ignored.
    private mutating func close(_ closer: UInt8) -> Frame? {
        guard let position = frames.indices.reversed().prefix(8).first(where: { frames[$0].closer == closer }) else { return nil }
        while frames.count > position + 1 { _ = pop() }
        return pop()
    }

    private mutating func punctuation(_ index: Int, first: Int, into recorder: inout EventRecorder) {
        let token = source.tokens[index]
        guard token.length == 1 else { return }
        let byte = source.bytes[Int(token.start)]
        switch byte {
        case UInt8(ascii: "["):
            let previous = index - 1
            let isSubscript =
                previous >= first && endsOperand(previous)
                && !(source.isIdentifier(previous) && Self.statementWords.contains(source.text(previous)))
                && !isCast(endingAt: previous)
            push(isSubscript ? .other(UInt8(ascii: "]")) : .send(Send(open: index)), framing: false)
            chain = nil
        case UInt8(ascii: "("):
            let previous = index - 1
            if previous >= first, source.isIdentifier(previous), !isKeyword(previous), !source.isPunctuation(index + 1, "^"),
                !source.isPunctuation(previous - 1, "."), !source.is(previous - 1, "->")
            {
                push(.call(name: previous, commas: 0), framing: isLogging(previous, recorder.filter))
            } else {
                push(.other(UInt8(ascii: ")")), framing: false)
            }
            chain = nil
        case UInt8(ascii: "{"):
            push(.other(UInt8(ascii: "}")), framing: false)
            chain = nil
        case UInt8(ascii: "]"):
            let frame = close(byte)
            if case .send(let send)? = frame { finish(send, into: &recorder) }
            chain = Chain(root: .expression, start: Int(token.start), firstToken: index)
        case UInt8(ascii: ")"):
            let frame = close(byte)
            if case .call(let name, let commas)? = frame {
                let text = source.syntaxText(name)
                if recorder.keepsCall(text) {
                    let offset = Int(source.tokens[name].start)
                    let labels = String(repeating: "_:", count: source.isPunctuation(index - 1, "(") ? 0 : commas + 1)
                    recorder.record(.call, recorder.filter.string(for: text), labels: labels, .own, at: offset, nameAt: offset)
                }
            }
            chain = Chain(root: .expression, start: Int(token.start), firstToken: index)
        case UInt8(ascii: "}"):
            _ = close(byte)
            chain = nil
        case UInt8(ascii: ","):
            if case .call(let name, let commas)? = frames.last {
                frames[frames.count - 1] = .call(name: name, commas: commas + 1)
            }
        case UInt8(ascii: "?"):
            if case .send(var send)? = frames.last {
                send.pendingConditionals += 1
                frames[frames.count - 1] = .send(send)
            }
        case UInt8(ascii: ":"):
            if case .send(var send)? = frames.last, send.pendingConditionals > 0 {
                send.pendingConditionals -= 1
                frames[frames.count - 1] = .send(send)
            }
        case UInt8(ascii: "."):
            return
        default:
            chain = nil
        }
    }

    /// Whether the `)` at `index` ends a cast, `(UITableViewCell *)` or `(id)`, so a `[` after
    /// it sends a message rather than subscripting.
    private func isCast(endingAt index: Int) -> Bool {
        guard source.isPunctuation(index, ")") else { return false }
        if source.isPunctuation(index - 1, "*") { return true }
        return source.isIdentifier(index - 1) && source.isPunctuation(index - 2, "(")
            && (source.isUppercase(index - 1) || source.is(index - 1, "id"))
            && !source.isIdentifier(index - 3)
    }

    /// Logging is macros in Objective-C, named by each app (`NSLog`, `DDLogError`, `APLog`):
    /// a call whose name the filter frames, or any name with `Log` in it, or an assertion.
    private func isLogging(_ index: Int, _ filter: EventFilter) -> Bool {
        if filter.flags(of: source.syntaxText(index)).contains(.framing) { return true }
        let name = source.text(index)
        return name.contains("Log") || name.hasPrefix("NSAssert") || name.hasPrefix("NSCAssert") || name.hasPrefix("NSParameterAssert")
    }

    private mutating func identifier(_ index: Int, first: Int, into recorder: inout EventRecorder) {
        let previous = index - 1
        let afterDot = previous >= first && (source.isPunctuation(previous, ".") || source.is(previous, "->"))
        if afterDot {
            access(index, into: &recorder)
            return
        }
        if case .send(var send)? = frames.last {
            if send.firstPiece == nil, previous > send.open, endsOperand(previous) {
                send.firstPiece = index
                send.pieces = [source.text(index)]
                send.receiver = receiver(startingAfter: send.open)
                frames[frames.count - 1] = .send(send)
                if recorder.filter.flags(of: source.syntaxText(index)).contains(.framing) {
                    framing[framing.count - 1] = true
                    framingDepth += 1
                }
                chain = nil
                return
            }
            if send.firstPiece != nil, send.pendingConditionals == 0, source.isPunctuation(index + 1, ":") {
                send.pieces.append(source.text(index))
                frames[frames.count - 1] = .send(send)
                chain = nil
                return
            }
        }
        startChain(at: index)
        // A C function's name is recorded as a call when its parentheses close.
        if source.isPunctuation(index + 1, "("), !isKeyword(index) { return }
        guard !isKeyword(index) else { return }
        reference(index, into: &recorder)
    }

    /// The name an identifier stands for: an instance variable `_name` stands for its property.
    private func nameText(_ index: Int) -> (text: SyntaxText, offset: Int) {
        let token = source.tokens[index]
        var start = Int(token.start)
        if token.length > 1, source.bytes[start] == UInt8(ascii: "_"),
            source.bytes[start + 1] >= UInt8(ascii: "a"), source.bytes[start + 1] <= UInt8(ascii: "z")
        {
            start += 1
        }
        return (SyntaxText(baseAddress: source.bytes.baseAddress.map { $0 + start }, count: Int(token.end) - start), start)
    }

    private func nameString(_ index: Int) -> String {
        String(syntaxText: nameText(index).text)
    }

    private mutating func startChain(at index: Int) {
        let root: Root
        if source.is(index, "self") || source.is(index, "super") {
            root = .own
        } else if source.isUppercase(index) {
            root = .type(source.text(index))
        } else if isKeyword(index) {
            root = .expression
        } else {
            root = .property(nameString(index))
        }
        chain = Chain(root: root, start: Int(source.tokens[index].start), firstToken: index)
    }

    private func reference(_ index: Int, into recorder: inout EventRecorder) {
        let (text, offset) = nameText(index)
        guard recorder.keeps(text) else { return }
        recorder.record(.reference, recorder.filter.string(for: text), .own, at: offset, nameAt: offset)
    }

    private mutating func access(_ index: Int, into recorder: inout EventRecorder) {
        guard var current = chain else { return }
        let receiver: MemberEvent.Receiver
        switch current.root {
        case .own: receiver = current.firstMember.map { .property($0) } ?? .own
        case .property(let name): receiver = .property(name)
        case .type(let name): receiver = .type(name)
        case .expression: receiver = .expression
        }
        let text = source.syntaxText(index)
        if recorder.keeps(text) {
            recorder.record(
                .access, recorder.filter.string(for: text), receiver, at: current.start, nameAt: Int(source.tokens[index].start))
        }
        if current.firstMember == nil { current.firstMember = source.text(index) }
        chain = current
    }

    /// The receiver of the send opened at `open`, from the chain that ends before its first
    /// piece: `self`/`super` own, `Type` a type, `name`/`_name`/`self.name` a property, anything
    /// else an expression. A leading cast `(UIView *)` is looked through.
    private func receiver(startingAfter open: Int) -> MemberEvent.Receiver {
        guard let chain, chain.firstToken > open else { return .expression }
        var rootIndex = open + 1
        if source.isPunctuation(rootIndex, "(") { rootIndex = source.closing(rootIndex) + 1 }
        guard chain.firstToken == rootIndex else { return .expression }
        switch chain.root {
        case .own: return chain.firstMember.map { .property($0) } ?? .own
        case .property(let name): return .property(name)
        case .type(let name): return .type(name)
        case .expression: return .expression
        }
    }

    private func finish(_ send: Send, into recorder: inout EventRecorder) {
        guard let piece = send.firstPiece else { return }
        let text = source.syntaxText(piece)
        let offset = Int(source.tokens[send.open].start)
        let nameOffset = Int(source.tokens[piece].start)
        if recorder.keepsCall(text) {
            let hasArguments = source.isPunctuation(piece + 1, ":")
            recorder.record(
                .call, recorder.filter.string(for: text), labels: hasArguments ? ObjCNames.labels(send.pieces) : "",
                send.receiver, at: offset, nameAt: nameOffset)
        }
        // `[[Type alloc] init…]` and `[Type new]` build a `Type`, as `Type(…)` does in Swift.
        if case .type(let typeName) = send.receiver, send.pieces == ["alloc"] || send.pieces == ["new"] {
            let typeToken = send.open + 1
            let typeText = source.syntaxText(typeToken)
            if source.text(typeToken) == typeName, recorder.keepsCall(typeText) {
                let typeOffset = Int(source.tokens[typeToken].start)
                recorder.record(.call, recorder.filter.string(for: typeText), labels: "", .own, at: typeOffset, nameAt: typeOffset)
            }
        }
    }

    /// Whether an `@"…"` literal holds a format specifier (`%@`, `%d`, `%.1f`, `%lu`), not `%%`.
    private func hasFormatSpecifier(_ token: ObjCToken) -> Bool {
        var index = Int(token.start) + 2
        let end = Int(token.end)
        while index < end - 1 {
            if source.bytes[index] == UInt8(ascii: "%") {
                var next = index + 1
                if source.bytes[next] == UInt8(ascii: "%") {
                    index += 2
                    continue
                }
                while next < end, "0123456789.-+ #lhqzjtL*".utf8.contains(source.bytes[next]) { next += 1 }
                if next < end, "@dDiuUxXoOfFeEgGcCsSpaA".utf8.contains(source.bytes[next]) { return true }
            }
            index += 1
        }
        return false
    }
}
