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

    /// Names are token indices until an event needs them as strings: most chains and
    /// receivers are never recorded.
    private enum Root: Equatable {
        case own
        case property(Int)
        case type(Int)
        case expression
    }

    /// A run `root.a.b` of dot syntax, to name each member's receiver.
    private struct Chain {
        var root: Root
        var start: Int
        var firstToken: Int
        /// The tokens of the first three members after the root: a member's receiver is the
        /// root reached through up to two of them, as in Swift (``MemberEvent/receiverMember``).
        var firstMember: Int?
        var secondMember: Int?
        var thirdMember: Int?
        var members = 0
        /// For a chain on a send's result (`[API sharedInstance].client`, `[self window].contentView`):
        /// the send's `[`, and the unary class message that hands the root out, a name passed
        /// before the members as `shared` is in Swift's `API.shared.client`.
        var sendOpen: Int?
        var leadingSelector: Int?

        /// The `position`th member after the root, among the first three.
        func member(_ position: Int) -> Int? {
            switch position {
            case 0: firstMember
            case 1: secondMember
            case 2: thirdMember
            default: nil
            }
        }

        mutating func pass(_ member: Int) {
            switch members {
            case 0: firstMember = member
            case 1: secondMember = member
            case 2: thirdMember = member
            default: break
            }
            members += 1
        }
    }

    private struct Send {
        var open: Int
        var firstPiece: Int?
        /// Tokens of the selector pieces.
        var pieces: [Int] = []
        var receiver: Root = .expression
        /// `?` seen directly inside the send and not yet matched by its `:`.
        var pendingConditionals = 0
        /// The unary class message the receiver is (`sharedInstance` in `[[API sharedInstance]
        /// login:…]`), like `API.shared` in Swift: the receiver is then the class.
        var receiverMember: Int?
        /// The properties the receiver is reached through, from its root outward
        /// (``MemberEvent/receiverMember``): `client` in `[self.account.client fetch…]`.
        var receiverPath: String?
        /// A block that does something is passed (`completion:^(BOOL ok) { … }`), or the caller
        /// itself to hear the answer (`withCallBackTarget:self`): the caller deals with the result.
        var passesBlock = false
        /// Passed under a selector piece naming an address or a key (`forKey:[NSString
        /// stringWithFormat:…]`): a format it makes is no display text.
        var buildsAddress = false
        /// Passed as a dictionary's value under a string key, or to `dictionaryWithObjectsAndKeys:`
        /// (`@{@"uid": [NSString stringWithFormat:@"%d", uid]}`): a bare value it formats is a
        /// parameter (``fillsBareValue(_:)``).
        var passesParameter = false
    }

    private enum Frame {
        case send(Send)
        /// A C function call's parentheses: the name, commas directly inside, and whether a
        /// block that does something is passed (the caller deals with the result, as with a send).
        case call(name: Int, commas: Int, passesBlock: Bool)
        /// The parentheses of an `if`, `while` or `switch` condition.
        case condition
        /// Any other bracket, by its closing byte.
        case other(UInt8)

        var closer: UInt8 {
            switch self {
            case .send: UInt8(ascii: "]")
            case .call, .condition: UInt8(ascii: ")")
            case .other(let closer): closer
            }
        }
    }

    private var frames: [Frame] = []
    /// Open frames that are logging calls: format strings inside them are log text.
    private var framingDepth = 0
    private var framing: [Bool] = []
    /// The statement being assigned a value: its frame depth and the name assigned to, whose
    /// words may say the value is an address, a key or a query (`NSString *url =
    /// [NSString stringWithFormat:…]`), no display text. Read only when a format is met.
    private var assignment: (depth: Int, name: Int)?

    /// Whether a format written here is no display text: inside a logging or address frame, or
    /// in the value of an assignment to an address's name.
    private var formatsNoDisplayText: Bool {
        if framingDepth > 0 { return true }
        guard let assignment, frames.count >= assignment.depth else { return false }
        return AddressNames.namesAddress(source.text(assignment.name))
    }

    /// Whether the format the selector piece at `piece` takes is a literal that reads as an
    /// address, a path or a name (`@"api/user/%@/project"`, `@"%@_selected"`:
    /// ``AddressNames/isMachineText(_:)``).
    private func fillsMachineText(_ piece: Int) -> Bool {
        source.isPunctuation(piece + 1, ":") && source.kind(piece + 2) == .atString && isMachineText(piece + 2)
    }

    /// Whether the format at `index`, a format selector's argument, is constant text filled
    /// with constants only (`[NSString stringWithFormat:@"%@?", NSLocalizedString(@"Delete",
    /// nil)]`, `kAppName`, a macro's string `AppStrings(@"Title")`), or, where `mayBeEmpty`, with
    /// nothing (`[NSString stringWithFormat:NSLocalizedString(@"No results", nil)]`): fixed
    /// words put together, as ``ConstantText`` finds in Swift.
    private func fillsOnlyConstants(format index: Int, mayBeEmpty: Bool = false) -> Bool {
        guard var index = end(ofConstantAt: index) else { return false }
        var arguments = 0
        while source.isPunctuation(index, ","), let end = self.end(ofConstantAt: index + 1) {
            index = end
            arguments += 1
        }
        return (arguments > 0 || mayBeEmpty) && (source.isPunctuation(index, "]") || source.isPunctuation(index, ")"))
    }

    /// The index just past the constant text starting at token `index`, or `nil` when none
    /// does: a literal, a constant or a macro by its conventional name (`kLoadingMessage`,
    /// `EmptyListTitle`), or a localized literal or a macro's string (`NSLocalizedString(@"No Data",
    /// nil)`, `AppStrings(@"Title")`).
    private func end(ofConstantAt index: Int) -> Int? {
        if source.kind(index) == .atString { return index + 1 }
        guard source.isIdentifier(index) else { return nil }
        if source.isPunctuation(index + 1, "(") {
            guard source.is(index, "NSLocalizedString") || source.isUppercase(index), source.kind(index + 2) == .atString else {
                return nil
            }
            return source.closing(index + 1) + 1
        }
        guard !source.isPunctuation(index + 1, "."), !source.isPunctuation(index + 1, "["),
            source.isUppercase(index) || ConstantText.isConstantName(source.text(index))
        else { return nil }
        return index + 1
    }

    /// Whether the `@"…"` literal at `index` reads as an address, a path or a name
    /// (``AddressNames/isMachineText(_:)``). Not a localized string's key
    /// (`NSLocalizedString(@"EVERY_%ld_DAYS", …)`): it names the display text.
    private func isMachineText(_ index: Int) -> Bool {
        if source.isPunctuation(index - 1, "("), source.isIdentifier(index - 2),
            source.syntaxText(index - 2).starts(with: "NSLocalizedString".utf8)
        {
            return false
        }
        return contents(ofLiteral: index).map { AddressNames.isMachineText(Array($0)) } ?? false
    }

    /// The characters between the quotes of the `@"…"` literal at `index`, as written.
    private func contents(ofLiteral index: Int) -> SyntaxText.SubSequence? {
        let literal = source.syntaxText(index)
        guard let open = literal.firstIndex(of: UInt8(ascii: "\"")), let close = literal.lastIndex(of: UInt8(ascii: "\"")), open < close
        else { return nil }
        return literal[literal.index(after: open)..<close]
    }

    /// Whether the message opened at `open` is a request header's value: sent under
    /// `setValue:`/`addValue:` before `forHTTPHeaderField:`, or under a header's name in a
    /// dictionary (`@"Authorization": [NSString stringWithFormat:@"Bearer %@", token]`).
    private func passesHeaderValue(open: Int, after label: Int) -> Bool {
        if source.kind(label) == .atString {
            return contents(ofLiteral: label).map(AddressNames.namesHTTPHeader) ?? false
        }
        guard source.is(label, "setValue") || source.is(label, "addValue") else { return false }
        return source.is(source.closing(open) + 1, "forHTTPHeaderField")
    }

    /// Whether a message opened just after `previous` is a dictionary's value: under an `@"…"`
    /// key in a literal (`@{@"page": …}`), or an object of `dictionaryWithObjectsAndKeys:`.
    private func isParameterValue(after previous: Int) -> Bool {
        if source.isPunctuation(previous, ":") {
            if source.is(previous - 1, "dictionaryWithObjectsAndKeys") { return true }
            return source.kind(previous - 1) == .atString
                && (source.kind(previous - 2) == .literalOpen || source.isPunctuation(previous - 2, ","))
        }
        guard source.isPunctuation(previous, ","), case .send(let enclosing) = frames.last, let piece = enclosing.firstPiece else {
            return false
        }
        return source.is(piece, "dictionaryWithObjectsAndKeys")
    }

    /// Whether the format the selector piece at `piece` takes is a bare value's literal
    /// (`@"%d"`, `@"%@,%@"`).
    private func fillsBareValue(_ piece: Int) -> Bool {
        source.isPunctuation(piece + 1, ":") && isBareValue(piece + 2)
    }

    /// Whether the token at `index` is an `@"…"` literal of a bare value (``AddressNames/isBareValue(_:)``).
    private func isBareValue(_ index: Int) -> Bool {
        guard source.kind(index) == .atString, let text = contents(ofLiteral: index) else { return false }
        return AddressNames.isBareValue(text)
    }

    /// Whether the literal at `index` is a bare value formatted inside a message passed as a
    /// parameter (``Send/passesParameter``).
    private func formatsBareParameter(_ index: Int) -> Bool {
        guard case .send(let send) = frames.last, send.passesParameter else { return false }
        return isBareValue(index)
    }

    /// Whether the selector piece at `piece` takes an `@"…"` separator that joins values into
    /// display text (``AddressNames/isDisplaySeparator(_:)``): `componentsJoinedByString:@", "`.
    private func joinsForDisplay(_ piece: Int) -> Bool {
        guard source.isPunctuation(piece + 1, ":"), source.kind(piece + 2) == .atString, source.isPunctuation(piece + 3, "]")
        else { return false }
        return contents(ofLiteral: piece + 2).map(AddressNames.isDisplaySeparator) ?? false
    }

    /// Open ``Frame/condition`` frames.
    private var conditionDepth = 0
    /// The `)` ending the last `if`, `while`, `for` or `switch` parentheses: a `[` right after
    /// it sends the message the statement guards (`if (done) [self close];`), not a subscript.
    private var statementClose = -1
    private var chain: Chain?

    /// The last send closed, and the class its result has when that is sure: a unary class
    /// message (`[NSUserDefaults standardUserDefaults]`, `[NSMutableDictionary dictionary]`)
    /// returns an instance of its class by Cocoa's naming convention.
    /// The send that closed last: its brackets, the class it returns and through which selector
    /// (`[Library sharedLibrary]`), or the getter of `self` it sends (`[self plugInManager]`).
    /// `isOwnClass`: the send is `[self class]`, whose messages are the class's own methods.
    /// `getterStep`: a unary message to a property (`[self.resources sharedDefaults]`), a getter
    /// as `self.resources.sharedDefaults` is: that property, and the path to the message's result.
    private var lastSend:
        (
            close: Int, open: Int, resultClass: Int?, selector: Int?, ownGetter: Int?, isOwnClass: Bool,
            getterStep: (root: Int, path: String)?
        )?

    /// The classes of the locals the body declares (`RawMessage *msg = …`,
    /// `for (Task *task in tasks)`, `^(Pass *pass, …)`) or cast a receiver to (`[(Order *)entry
    /// pay]`), the first of a name: see
    /// ``MemberFacts/localTypes``.
    private(set) var localTypes: [String: String] = [:]

    init(source: ObjCSource) {
        self.source = source
    }

    /// Messages whose string argument is an address or a query, not display text: a format
    /// inside them builds a URL, a path or a predicate (`[NSURL URLWithString:[NSString
    /// stringWithFormat:@"%@/users/%@", base, id]]`, `[NSPredicate predicateWithFormat:@"name == %@", name]`),
    /// or the script a web view runs (`[webView stringByEvaluatingJavaScriptFromString:…]`), or
    /// a Realm query's predicate (`[Taxon objectsWhere:@"taxonId == %ld", taxonId]`).
    private static let addressSelectors = ObjCWordSet(
        [
            "URLWithString", "fileURLWithPath", "predicateWithFormat", "stringByEvaluatingJavaScriptFromString", "evaluateJavaScript",
            "objectsWhere", "objectsInRealm",
        ])

    /// Messages that build a string from a format.
    private static let formatSelectors = ObjCWordSet(["stringWithFormat", "initWithFormat", "stringByAppendingFormat"])

    /// Words that are never a receiver, a reference or a function.
    private static let keywords = ObjCWordSet([
        "self", "super", "return", "if", "else", "for", "while", "do", "switch", "case", "default", "break", "continue",
        "nil", "Nil", "NULL", "YES", "NO", "true", "false", "id", "void", "int", "char", "short", "long", "float",
        "double", "unsigned", "signed", "const", "static", "in", "typeof", "__typeof__", "__typeof", "sizeof", "__weak",
        "__strong", "__block", "__unsafe_unretained", "instancetype", "goto", "struct", "enum", "union", "extern",
        "inline", "volatile", "auto", "register", "typedef", "new", "delete", "try", "catch", "throw", "nullable",
        "nonnull", "_Nullable", "_Nonnull", "__kindof", "BOOL", "NSInteger", "NSUInteger", "CGFloat", "__attribute__",
    ])

    /// Words after which a `[` starts a message send, not a subscript.
    private static let statementWords = ObjCWordSet(["return", "else", "do", "in", "case", "sizeof", "typeof", "throw", "yield"])

    private func isKeyword(_ index: Int) -> Bool {
        Self.keywords.contains(source, index)
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

    /// The locals the body binds to `self` under a name of its own (`__weak MyViewController
    /// *c = self;`, `__weak typeof(self) _self = self;`): what they receive, the unit does, as
    /// for ``MemberEvent/selfAliases``.
    private var selfLocals: Set<String> = []
    /// The locals the body binds to a block that does something (`IRCCloudAPIResultHandler
    /// handler = ^(id result) { … };`, `void (^done)(BOOL) = ^(BOOL ok) { … };`): passed as an
    /// argument, the caller deals with the result as with the block written there.
    private var blockLocals: Set<String> = []

    /// Records the events of tokens `first...last`.
    mutating func read(from first: Int, through last: Int, into recorder: inout EventRecorder) {
        guard first <= last, first >= 0 else { return }
        let end = min(last, source.count - 1)
        selfLocals = Self.selfLocals(in: source, from: first, through: end)
        blockLocals = blockLocals(from: first, through: end)
        var index = first
        while index <= end {
            let token = source.tokens[index]
            switch token.kind {
            case .identifier:
                identifier(index, first: first, into: &recorder)
            case .atString:
                // A format with its values after it (`stringWithFormat:@"%@ items", count`,
                // `NSLocalizedString(@"%u members", nil)`), as Swift's interpolation holds
                // them; a pattern kept for later (`[operators addObject:@"LIKE '%@%'"]`) fills nothing.
                if !formatsNoDisplayText, hasFormatSpecifier(token), source.isPunctuation(index + 1, ","), !isMachineText(index),
                    !formatsBareParameter(index),
                    !(source.isPunctuation(index - 1, ":") && Self.formatSelectors.contains(source, index - 2)
                        && fillsOnlyConstants(format: index))
                {
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
        if case .condition = frame { conditionDepth += 1 }
        frames.append(frame)
        framing.append(isFraming)
        if isFraming { framingDepth += 1 }
    }

    private mutating func pop() -> Frame? {
        guard let frame = frames.popLast() else { return nil }
        if framing.popLast() == true { framingDepth -= 1 }
        if case .condition = frame { conditionDepth -= 1 }
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
                && !(source.isIdentifier(previous) && Self.statementWords.contains(source, previous))
                && !isCast(endingAt: previous) && previous != statementClose
            // A message passed under a selector piece naming an address or a key builds one
            // (`forKey:[NSString stringWithFormat:…]`): its formats are no display text.
            let buildsAddress =
                !isSubscript && previous - 1 >= first && source.isPunctuation(previous, ":")
                && (source.isIdentifier(previous - 1) && AddressNames.namesAddress(source.text(previous - 1))
                    || passesHeaderValue(open: index, after: previous - 1))
            let passesParameter = !isSubscript && previous - 1 >= first && isParameterValue(after: previous)
            push(
                isSubscript
                    ? .other(UInt8(ascii: "]"))
                    : .send(Send(open: index, buildsAddress: buildsAddress, passesParameter: passesParameter)),
                framing: buildsAddress)
            chain = nil
        case UInt8(ascii: "("):
            let previous = index - 1
            if previous >= first, source.isIdentifier(previous), !isKeyword(previous), !source.isPunctuation(index + 1, "^"),
                !source.isPunctuation(previous - 1, "."), !source.is(previous - 1, "->")
            {
                push(.call(name: previous, commas: 0, passesBlock: false), framing: isLogging(previous, recorder.filter))
            } else if previous >= first, source.is(previous, "if") || source.is(previous, "while") || source.is(previous, "switch") {
                statementClose = source.closing(index)
                push(.condition, framing: false)
            } else {
                if previous >= first, source.is(previous, "for") { statementClose = source.closing(index) }
                push(.other(UInt8(ascii: ")")), framing: false)
            }
            chain = nil
        case UInt8(ascii: "{"):
            push(.other(UInt8(ascii: "}")), framing: false)
            chain = nil
        case UInt8(ascii: "]"):
            let frame = close(byte)
            chain = Chain(root: .expression, start: Int(token.start), firstToken: index)
            if case .send(let send)? = frame {
                finish(send, close: index, into: &recorder)
                chain = resultChain(of: send, close: index)
            }
        case UInt8(ascii: ")"):
            let frame = close(byte)
            if case .call(let name, let commas, let passesBlock)? = frame {
                let text = source.syntaxText(name)
                // A C function is no member of the class, but may be one of the project's free
                // functions (``TypeSummaries/freeFunction(named:labels:calledFrom:)``): kept
                // where the member's own calls are, unless spelled as the frameworks' and macros
                // are (`CGRectMake`, `dispatch_async`, `MAX`), which are kept only when wanted.
                if recorder.keepsCall(text, on: Self.isFrameworkFunction(text) ? .expression : .own) {
                    let offset = Int(source.tokens[name].start)
                    let labels = String(repeating: "_:", count: source.isPunctuation(index - 1, "(") ? 0 : commas + 1)
                    recorder.record(
                        .call, recorder.filter.string(for: text), labels: labels, .own, at: offset, nameAt: offset,
                        awaitsResult: passesBlock)
                }
            }
            chain = Chain(root: .expression, start: Int(token.start), firstToken: index)
        case UInt8(ascii: "}"):
            _ = close(byte)
            assignment = nil
            chain = nil
        case UInt8(ascii: ";"):
            if let assignment, frames.count <= assignment.depth { self.assignment = nil }
            chain = nil
        case UInt8(ascii: "="):
            // `name = …`, not `==`, `<=` or `!=`.
            if source.isIdentifier(index - 1), !source.isPunctuation(index + 1, "=") {
                assignment = (frames.count, index - 1)
            }
            chain = nil
        case UInt8(ascii: ","):
            if case .call(let name, let commas, let passesBlock)? = frames.last {
                frames[frames.count - 1] = .call(name: name, commas: commas + 1, passesBlock: passesBlock)
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
        case UInt8(ascii: "^"):
            if case .send(var send)? = frames.last, send.firstPiece != nil, blockDoesSomething(caretAt: index) {
                send.passesBlock = true
                frames[frames.count - 1] = .send(send)
            } else if case .call(let name, let commas, false)? = frames.last, blockDoesSomething(caretAt: index) {
                frames[frames.count - 1] = .call(name: name, commas: commas, passesBlock: true)
            }
            chain = nil
        default:
            chain = nil
        }
    }

    /// Whether the selector piece at `index` is passed the caller itself to hear the result
    /// (``MemberEvent/namesResultReceiver(_:)``): `[[RedditAPI shared] submitPost:p
    /// withCallBackTarget:self]`, `[api fetchUser:u delegate:self]`.
    private func handsSelfForResult(pieceAt index: Int) -> Bool {
        let value = index + 2
        guard source.isPunctuation(index + 1, ":"), source.is(value, "self") || source.isSelfAlias(value) else { return false }
        guard source.isPunctuation(value + 1, "]") || (source.isIdentifier(value + 1) && source.isPunctuation(value + 2, ":"))
        else { return false }
        return MemberEvent.namesResultReceiver(source.text(index))
    }

    /// Whether the block literal whose `^` is at `caret` has a statement: `^{}` and
    /// `^(BOOL ok) {}` fire and forget.
    private func blockDoesSomething(caretAt caret: Int) -> Bool {
        var index = caret + 1
        var scanned = 0
        while index < source.count, scanned < 64, !source.opens(index, "{") {
            if source.opens(index, "(") { index = source.closing(index) }
            index += 1
            scanned += 1
        }
        guard index < source.count, source.opens(index, "{") else { return false }
        return source.closing(index) > index + 1
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
    /// a call whose name the filter frames or that is spelled as a logger's (`ILOG`,
    /// ``LoggingNames``), or any name with `Log` in it, or an assertion.
    private func isLogging(_ index: Int, _ filter: EventFilter) -> Bool {
        if filter.opensLoggingFrame(source.syntaxText(index)) { return true }
        let token = source.tokens[index]
        let start = Int(token.start)
        let end = Int(token.end)
        var offset = start
        while offset + 2 < end {
            if source.bytes[offset] == UInt8(ascii: "L"), source.bytes[offset + 1] == UInt8(ascii: "o"),
                source.bytes[offset + 2] == UInt8(ascii: "g")
            {
                return true
            }
            offset += 1
        }
        let name = source.text(index)
        // A macro named by its level alone (`Debug(@"download failed: %@", error)`, `Warning(…)`):
        // a C function is never called so, and no type can be.
        if Self.levelMacros.contains(name) { return true }
        return name.hasPrefix("NSAssert") || name.hasPrefix("NSCAssert") || name.hasPrefix("NSParameterAssert")
    }

    /// The names of logging macros named by their level alone.
    private static let levelMacros: Set<String> = ["Debug", "Info", "Warning", "Warn", "Error", "Verbose", "Trace", "Fatal", "Critical"]

    /// The prefixes of Apple's C functions, which no project function of an app shares.
    private static let frameworkFunctionPrefixes: [SyntaxText] = [
        "NS", "CG", "CF", "UI", "CA", "CT", "AV", "Sec", "dispatch_", "objc_", "os_", "CC_", "sel_", "class_", "object_",
    ]

    /// Whether a C call's name is spelled as the frameworks' functions are, or as a macro (no
    /// lowercase letter: `MAX`, `NSAssert`'s kin), so it is none of the project's functions
    /// (``ObjCDeclarationScanner`` reads no function named in capitals).
    static func isFrameworkFunction(_ name: SyntaxText) -> Bool {
        if !name.contains(where: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) { return true }
        return frameworkFunctionPrefixes.contains { name.hasPrefix($0) }
    }

    private mutating func identifier(_ index: Int, first: Int, into recorder: inout EventRecorder) {
        let previous = index - 1
        let afterDot = previous >= first && (source.isPunctuation(previous, ".") || source.is(previous, "->"))
        if afterDot {
            access(index, into: &recorder)
            return
        }
        if !blockLocals.isEmpty, case .send(var send)? = frames.last, send.firstPiece != nil,
            source.isPunctuation(previous, ":"), blockLocals.contains(source.text(index))
        {
            // `[client addServer:… handler:handler]`: the block bound above is passed.
            send.passesBlock = true
            frames[frames.count - 1] = .send(send)
        }
        if case .send(var send)? = frames.last {
            // `[(RemoteFile *)item star…]`: the cast's `)` ends no receiver.
            let endsLeadingCast =
                source.isPunctuation(previous, ")") && source.isPunctuation(send.open + 1, "(")
                && source.closing(send.open + 1) == previous && isCast(endingAt: previous)
            if send.firstPiece == nil, previous > send.open, endsOperand(previous), !endsLeadingCast {
                send.firstPiece = index
                send.pieces = [index]
                if handsSelfForResult(pieceAt: index) { send.passesBlock = true }
                (send.receiver, send.receiverPath) = receiver(startingAfter: send.open, filter: recorder.filter)
                noteCast(ofReceiverOf: send)
                if send.receiver == .expression, let lastSend, lastSend.open == send.open + 1, lastSend.close == index - 1 {
                    if let type = lastSend.resultClass, let selector = lastSend.selector {
                        send.receiver = .type(type)
                        send.receiverMember = selector
                        send.receiverPath = source.text(selector)
                    } else if let getter = lastSend.ownGetter {
                        send.receiver = .property(getter)
                    } else if let step = lastSend.getterStep {
                        send.receiver = .property(step.root)
                        send.receiverPath = step.path
                    } else if lastSend.isOwnClass, !source.is(index, "alloc"), !source.is(index, "new") {
                        // `[[self class] fetchAtPath:…]` calls a class method of the caller's
                        // own class, as `[self fetchAtPath:…]` does in a class method; `[[[self
                        // class] alloc] init]` makes a new object.
                        send.receiver = .own
                    }
                } else if case .property(let name) = send.receiver, send.receiverPath == nil, source.is(name, "class"),
                    !source.is(index, "alloc"), !source.is(index, "new")
                {
                    // `[self.class fetchAtPath:…]`: dot syntax for `[self class]`.
                    send.receiver = .own
                }
                frames[frames.count - 1] = .send(send)
                if recorder.filter.opensLoggingFrame(source.syntaxText(index))
                    || Self.addressSelectors.contains(source, index)
                {
                    framing[framing.count - 1] = true
                    framingDepth += 1
                }
                chain = nil
                return
            }
            if send.firstPiece != nil, send.pendingConditionals == 0, source.isPunctuation(index + 1, ":") {
                send.pieces.append(index)
                if handsSelfForResult(pieceAt: index) { send.passesBlock = true }
                frames[frames.count - 1] = .send(send)
                chain = nil
                return
            }
        }
        noteLocalDeclaration(index)
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

    /// The names bound by `name = self;` in tokens `first...last`, not a property set to it
    /// (`self.delegate = self;`, `obj->owner = self;`).
    private static func selfLocals(in source: ObjCSource, from first: Int, through last: Int) -> Set<String> {
        var names: Set<String> = []
        var index = max(first + 2, 1)
        while index < last {
            if source.is(index, "self"), source.isPunctuation(index + 1, ";"), source.isPunctuation(index - 1, "="),
                source.isIdentifier(index - 2), index < 3 || !(source.isPunctuation(index - 3, ".") || source.text(index - 3) == "->")
            {
                names.insert(source.text(index - 2))
            }
            index += 1
        }
        return names
    }

    /// The names bound to a block that does something in tokens `first...last`
    /// (``blockLocals``): `name = ^…` or, with the block's type spelled out, `(^name)(…) = ^…`.
    private func blockLocals(from first: Int, through last: Int) -> Set<String> {
        var names: Set<String> = []
        var index = max(first + 2, 1)
        while index < last {
            defer { index += 1 }
            // By bytes: every token of every body is asked.
            guard source.is(index, "^"), source.is(index - 1, "="), blockDoesSomething(caretAt: index) else { continue }
            if source.isIdentifier(index - 2), index < 3 || !(source.isPunctuation(index - 3, ".") || source.text(index - 3) == "->") {
                names.insert(source.text(index - 2))
                continue
            }
            // `void (^done)(BOOL) = ^…`: the name is the one after the declarator's caret.
            var back = index - 2
            while back > max(first, index - 32) {
                if source.isPunctuation(back, "^"), source.isPunctuation(back - 1, "("), source.isIdentifier(back + 1),
                    source.isPunctuation(back + 2, ")")
                {
                    names.insert(source.text(back + 1))
                    break
                }
                back -= 1
            }
        }
        return names
    }

    private mutating func startChain(at index: Int) {
        let root: Root
        if source.is(index, "self") || source.is(index, "super") || source.isSelfAlias(index)
            || (!selfLocals.isEmpty && source.isIdentifier(index) && selfLocals.contains(source.text(index)))
        {
            root = .own
        } else if source.isUppercase(index) {
            root = .type(index)
        } else if isKeyword(index) {
            root = .expression
        } else {
            root = .property(index)
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
        let text = source.syntaxText(index)
        // A read in a condition is kept on a named receiver whatever its name: the receiver's
        // type may be a model whose state the method decides on.
        let isWanted = recorder.keeps(text)
        let mayBeTested = conditionDepth > 0 && recorder.keepsNamedReceivers
        // A length that bounds a range or picks a look checks no text (`lengthChecksNothing`).
        if source.is(index, "length"), lengthChecksNothing(after: current) {
            current.pass(index)
            chain = current
            return
        }
        // `self.settings.darkMode = YES` sends the setter: an assignment, kept on a named
        // receiver whatever its name, as the Swift readers keep `settings.darkMode = true`.
        let isWrite = isAssigned(after: index)
        if isWanted || mayBeTested || (isWrite && recorder.keepsNamedReceivers) {
            let (root, path) = receiver(of: current, passing: current.members, filter: recorder.filter)
            let receiver = receiver(root)
            let isTested = mayBeTested && recorder.keepsUnwantedWrite(on: receiver)
            if isTested || isWanted || (isWrite && recorder.keepsUnwantedWrite(on: receiver)) {
                recorder.record(
                    .access, recorder.filter.string(for: text), receiver, through: path, at: current.start,
                    nameAt: Int(source.tokens[index].start), isWrite: isWrite, isTested: isTested)
            }
        }
        current.pass(index)
        chain = current
    }

    /// Whether a `length` read here measures no text the user must fill: a range's own length
    /// (`self.textView.selectedRange.length`, after `chain`'s last member), a text's length as a
    /// range's bound (`NSMakeRange(0, textView.string.length)`, to select or scroll to the end),
    /// or emptiness that only shows or hides a view (`_clearButton.hidden =
    /// _field.stringValue.length == 0;`, `[placeholder setHidden:text.length > 0]`), as
    /// ``FallbackValues`` reads Swift's `isEmpty`.
    private func lengthChecksNothing(after chain: Chain?) -> Bool {
        if let chain {
            let last = chain.members > 0 ? chain.member(chain.members - 1) : chain.firstToken
            if let last, source.isIdentifier(last), source.text(last).hasSuffix("Range") || source.is(last, "range") { return true }
        }
        switch frames.last {
        case .call(let name, _, _)?:
            if source.is(name, "NSMakeRange") { return true }
        case .send(let send)?:
            if let piece = send.firstPiece, Self.appearanceSetters.contains(source, piece) { return true }
        default:
            break
        }
        guard let assignment, frames.count >= assignment.depth else { return false }
        return FallbackValues.appearanceProperties.contains(source.text(assignment.name))
    }

    /// Setters of a view's look: `[view setHidden:…]`, `[view setAlphaValue:…]`.
    private static let appearanceSetters = ObjCWordSet(["setHidden", "setAlpha", "setAlphaValue"])

    /// Whether the token after `index` assigns to it: `=` alone, or a compound assignment
    /// (`+=`, `|=`), not a comparison (`==`, `<=`, `!=`).
    private func isAssigned(after index: Int) -> Bool {
        let next = index + 1
        if source.isPunctuation(next, "=") { return !source.isPunctuation(next + 1, "=") }
        guard source.isPunctuation(next + 1, "="), !source.isPunctuation(next + 2, "="),
            source.tokens.indices.contains(next + 1), source.tokens[next].end == source.tokens[next + 1].start
        else { return false }
        return ["+", "-", "*", "/", "|", "&", "%", "^"].contains { source.isPunctuation(next, $0) }
    }

    /// The event's receiver for a root, its names made strings now.
    private func receiver(_ root: Root) -> MemberEvent.Receiver {
        switch root {
        case .own: .own
        case .property(let token): .property(nameString(token))
        case .type(let token): .type(source.text(token))
        case .expression: .expression
        }
    }

    /// The receiver of the send opened at `open`, from the chain that ends before its first
    /// piece: `self`/`super` own, `Type` a type, `name`/`_name`/`self.name` a property, anything
    /// else an expression; with the properties it goes through (`[self.account.client fetch…]`,
    /// `[[API sharedInstance].client fetch…]`). A leading cast `(UIView *)` is looked through.
    private func receiver(startingAfter open: Int, filter: EventFilter) -> (Root, path: String?) {
        guard let chain, chain.firstToken > open else { return (.expression, nil) }
        var rootIndex = open + 1
        if source.isPunctuation(rootIndex, "(") { rootIndex = source.closing(rootIndex) + 1 }
        // A send's result without members is the send's own receiver (see `identifier`).
        let startsHere = chain.firstToken == rootIndex || (chain.sendOpen == rootIndex && chain.members > 0)
        guard startsHere else { return (.expression, nil) }
        return receiver(of: chain, passing: chain.members, filter: filter)
    }

    /// The root of a member named after the first `count` members of `chain`, and the
    /// properties between them from the root outward, joined by a period: one or two, as the
    /// Swift readers keep them (`self.a.b.c`: `a` through `b`; `item.account.client.name`:
    /// `item` through `account.client`; a type's shared instance is the type, `[API
    /// sharedInstance].client.session`: `API` through `client`); none for a longer path.
    private func receiver(of chain: Chain, passing count: Int, filter: EventFilter) -> (Root, path: String?) {
        var root = chain.root
        var first = 0
        switch chain.root {
        case .own:
            guard count > 0, let property = chain.firstMember else { return (.own, nil) }
            root = .property(property)
            first = 1
        case .expression:
            return (.expression, nil)
        case .property, .type:
            break
        }
        // The names passed, from the root outward: a leading selector, then the members.
        var names: [Int] = []
        if let selector = chain.leadingSelector { names.append(selector) }
        var position = first
        while position < min(count, 3), let member = chain.member(position) {
            names.append(member)
            position += 1
        }
        let passed = names.count + max(0, count - position)
        var dropped = 0
        if case .type = root, passed >= 2, let nearest = names.first,
            filter.isSingletonAccessor(source.syntaxText(nearest))
        {
            dropped = 1
        }
        guard (1...2).contains(passed - dropped), passed <= names.count else { return (root, nil) }
        let path = names[dropped...].map { nameString($0) }.joined(separator: ".")
        return (root, path)
    }

    /// The chain that starts on the result of `send`, closed at `close`: the class a unary
    /// class message hands out (`[API sharedInstance].client`), or the property a getter of
    /// `self` reads (`[self window].contentView`); any other result is an expression.
    private func resultChain(of send: Send, close: Int) -> Chain? {
        guard let lastSend, lastSend.close == close, var chain else { return self.chain }
        if let type = lastSend.resultClass, let selector = lastSend.selector {
            chain.root = .type(type)
            chain.leadingSelector = selector
        } else if let getter = lastSend.ownGetter {
            chain.root = .property(getter)
        } else {
            return chain
        }
        chain.sendOpen = send.open
        chain.start = Int(source.tokens[send.open].start)
        return chain
    }

    /// `[(SeafFile *)self.item setStarred:…]`, `[(Order *)entry pay]`: the class the code casts
    /// a named receiver to, which it knows the value is (a project class behind a protocol or a
    /// superclass), as `let file = item as? File` does in Swift. Only a cast of the whole
    /// receiver: a property, `self.name`, or a local.
    private mutating func noteCast(ofReceiverOf send: Send) {
        guard case .property(let token) = send.receiver, let chain else { return }
        let open = send.open
        guard source.isPunctuation(open + 1, "("), source.isIdentifier(open + 2), source.isUppercase(open + 2),
            source.isPunctuation(open + 3, "*"), source.isPunctuation(open + 4, ")"),
            chain.members == (chain.root == .own ? 1 : 0)
        else { return }
        let name = nameString(token)
        if localTypes[name] == nil { localTypes[name] = source.text(open + 2) }
    }

    /// `NSUserDefaults *defaults`, `NSMutableDictionary<NSString *, id> *titles`: a local's class.
    private mutating func noteLocalDeclaration(_ index: Int) {
        guard source.isPunctuation(index - 1, "*") else { return }
        var typeIndex = index - 2
        if source.isPunctuation(typeIndex, ">") {
            var depth = 0
            var back = typeIndex
            while back >= 0, typeIndex - back < 32 {
                if source.isPunctuation(back, ">") { depth += 1 }
                if source.isPunctuation(back, "<") {
                    depth -= 1
                    if depth == 0 { break }
                }
                back -= 1
            }
            typeIndex = back - 1
        }
        guard source.isUppercase(typeIndex) else { return }
        let name = source.text(index)
        let type = source.text(typeIndex)
        if localTypes[name] == nil { localTypes[name] = type }
    }

    private mutating func finish(_ send: Send, close: Int, into recorder: inout EventRecorder) {
        let isUnary = send.pieces.count == 1 && !source.isPunctuation(send.pieces[0] + 1, ":")
        var resultClass: Int?
        // `[Library sharedLibrary]` is a `Library`, and so is the library's shared instance
        // (`[[Library sharedLibrary] books]` is read through `books`, as `Library.shared.books`).
        if case .type(let token) = send.receiver, isUnary,
            send.receiverMember.map({ recorder.filter.isSingletonAccessor(source.syntaxText($0)) }) ?? (send.receiverPath == nil)
        {
            resultClass = token
        }
        let selector = send.firstPiece.flatMap { source.is($0, "alloc") || source.is($0, "new") ? nil : $0 }
        // `[self window]` sends the getter `self.window` does: `[[self window] close]` messages
        // the window, as `[self.window close]` does (and `window.close()` in Swift). Not
        // `[self class]`, the class object.
        var ownGetter: Int?
        var isOwnClass = false
        if send.receiver == .own, isUnary, send.receiverMember == nil, let piece = send.firstPiece {
            if source.is(piece, "class") {
                isOwnClass = true
            } else if !source.is(piece, "self"), !source.is(piece, "superclass") {
                ownGetter = piece
            }
        }
        // `[[self.resources sharedDefaults] setBool:…]` messages what the getter hands out, as
        // dot syntax and Swift's `resources.sharedDefaults().set(…)` do; a path of up to two steps.
        var getterStep: (root: Int, path: String)?
        if case .property(let root) = send.receiver, isUnary, let selector, !source.is(selector, "class"),
            send.receiverPath?.utf8.contains(UInt8(ascii: ".")) != true
        {
            getterStep = (root, send.receiverPath.map { $0 + "." + nameString(selector) } ?? nameString(selector))
        }
        lastSend = (close, send.open, resultClass, resultClass != nil ? selector : nil, ownGetter, isOwnClass, getterStep)
        guard let piece = send.firstPiece else { return }
        let text = source.syntaxText(piece)
        let offset = Int(source.tokens[send.open].start)
        let nameOffset = Int(source.tokens[piece].start)
        let receiver = receiver(send.receiver)
        // A format that builds log text, an address or a key is no display text.
        let isHiddenFormat =
            Self.formatSelectors.contains(source, piece)
            && (formatsNoDisplayText || send.buildsAddress || fillsMachineText(piece) || (send.passesParameter && fillsBareValue(piece))
                || (source.isPunctuation(piece + 1, ":")
                    && fillsOnlyConstants(format: piece + 2, mayBeEmpty: isStringClass(send.receiver))))
        // So is a join for the code's use (a path, a query).
        let isHiddenJoin = source.is(piece, "componentsJoinedByString") && !joinsForDisplay(piece)
        // A toolbar's space takes no tap (``BarSpacers``).
        let isSpace = source.is(piece, "initWithBarButtonSystemItem") && source.isPunctuation(piece + 1, ":")
            && source.isIdentifier(piece + 2) && BarSpacers.spaceItems.contains(source.text(piece + 2))
        // A length that bounds a range or picks a look checks no text (`lengthChecksNothing`).
        let isUnweighedLength = isUnary && source.is(piece, "length") && lengthChecksNothing(after: nil)
        if !isHiddenFormat, !isHiddenJoin, !isSpace, !isUnweighedLength, recorder.keepsCall(text, on: receiver) {
            let labels = isUnary ? "" : ObjCNames.labels(send.pieces.map { source.isIdentifier($0) ? source.text($0) : "" })
            recorder.record(
                .call, recorder.filter.string(for: text), labels: labels, receiver,
                through: send.receiverPath, at: offset, nameAt: nameOffset,
                awaitsResult: send.passesBlock, isTested: conditionDepth > 0 && recorder.keepsUnwantedWrite(on: receiver))
        }
        // `[label setTextColor:c]` is the setter `label.textColor = c` sends: the property is
        // written, as dot syntax and Swift write it.
        if send.pieces.count == 1, !isUnary, text.starts(with: "set".utf8), case let selector = String(syntaxText: text),
            SettingSummaries.isSetter(selector, arguments: nil), var property = SettingSummaries.propertyName(ofSetter: selector)
        {
            property.withUTF8 { bytes in
                let name = SyntaxText(baseAddress: bytes.baseAddress, count: bytes.count)
                if recorder.keeps(name) || recorder.keepsUnwantedWrite(on: receiver) {
                    recorder.record(
                        .access, recorder.filter.string(for: name), receiver, through: send.receiverPath, at: offset,
                        nameAt: nameOffset, isWrite: true)
                }
            }
        }
        // `[[Type alloc] init…]` and `[Type new]` build a `Type`, as `Type(…)` does in Swift, and
        // are kept where Swift's are: a summary follows the project's type into its initializers.
        if case .type(let typeToken) = send.receiver, isUnary, source.is(piece, "alloc") || source.is(piece, "new") {
            let typeText = source.syntaxText(typeToken)
            if recorder.keepsCall(typeText, on: .own),
                !(ConstantText.attributedTextTypes.contains(String(syntaxText: typeText)) && initializesWithConstantText(after: close))
            {
                let typeOffset = Int(source.tokens[typeToken].start)
                recorder.record(.call, recorder.filter.string(for: typeText), labels: "", .own, at: typeOffset, nameAt: typeOffset)
            }
        }
    }

    /// Whether the `alloc` closing at `close` is initialized with constant text: a literal, a
    /// constant or a macro, or a localized literal (`[[NSAttributedString alloc] initWithString:NSLocalizedString(@"No Data",
    /// nil) attributes:…]`): a fixed label styled, as ``ConstantText`` finds in Swift.
    private func initializesWithConstantText(after close: Int) -> Bool {
        // Empty text: a placeholder returned where there is none to show.
        if source.is(close + 1, "init"), source.isPunctuation(close + 2, "]") { return true }
        guard source.is(close + 1, "initWithString"), source.isPunctuation(close + 2, ":"), let end = self.end(ofConstantAt: close + 3)
        else { return false }
        return source.isPunctuation(end, "]") || source.isIdentifier(end)
    }

    /// Whether `receiver` is the string class itself (`[NSString stringWithFormat:…]`): a
    /// format with nothing to fill is its text as it stands. Another receiver's format is a
    /// pattern it fills from itself (a date category's `[date stringWithFormat:@"yyyy-MM-dd"]`).
    private func isStringClass(_ receiver: Root) -> Bool {
        guard case .type(let token) = receiver else { return false }
        return source.is(token, "NSString") || source.is(token, "NSMutableString")
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
