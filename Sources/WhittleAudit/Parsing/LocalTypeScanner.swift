@_spi(RawSyntax) import SwiftSyntax

/// Finds the type a Swift member's code shows for its locals (``MemberFacts/localTypes``), from
/// the file's tokens, so both front-end paths read the same bindings from the same code.
///
/// Only what is written or obvious counts:
/// - an annotation: `let order: Order`, `if let order: Order = …` → `Order` (`let api: any API` → `API`);
/// - a construction: `let order = Order(…)` → `Order`;
/// - a cast the value ends with: `guard let file = item as? File` → `File`, and the same with a
///   forced cast (`tableView.dequeueReusableCell(…)` forced to `FileCell` → `FileCell`): the
///   code names the class it knows the value to be, often a project type behind a protocol or
///   a superclass;
/// - an element of a property's collection: `for message in messages`,
///   `for (index, message) in self.messages.enumerated()`, `let order = orders[i]`,
///   `guard let first = items.first`, `let match = items.first(where: …)` → `[messages]`,
///   `[orders]`, `[items]` (the element type of that property, which the controller declares);
/// - a property's value: `guard let connection = self.connection`, `let api = client` →
///   `connection`, `client` (the property's declared type); or a path of up to three
///   properties: `let api = controllers.api`, `guard let downloader =
///   controllers.userControllers?.fileDownloader` → `controllers.api`,
///   `controllers.userControllers.fileDownloader` (where the declared types lead);
/// - a type's member: `let api = APIClient.shared` → `APIClient.shared` (that member's
///   declared type, else the type), or a path of up to three properties from it: `let api =
///   App.shared.gatewayService` → `App.shared.gatewayService` (where the declared types lead);
/// - a property's typed text: `let name = nameField.text ?? ""` → `nameField.text` (the input
///   it was read from, for the checks made on it);
/// - what a method of a property or a type returns: `let lot = context.checkQR(code)`,
///   `let user = try await UserStore.current(in: db)` → `context.checkQR()`, `UserStore.current()`
///   (the method's declared return type, where the project declares the method).
///
/// Anything else (a call's result, an expression) leaves the local untyped.
/// ``MemberFacts/LocalBinding`` reads these spellings back.
enum LocalTypeScanner {
    /// The bindings of `names` in the tokens that start at byte offsets `start..<endOffset`;
    /// the first binding of a name wins.
    static func bindings(in tokens: SourceTokens, fromOffset start: Int, toOffset endOffset: Int, of names: Set<String>) -> [String: String] {
        let low = firstToken(atOrAfter: start, in: tokens)
        var end = low
        while end < tokens.count, Int(tokens[end].start) < endOffset { end += 1 }
        return bindings(in: tokens, from: low, to: end, of: names)
    }

    /// The properties passed as bindings to a text input in the tokens at byte offsets
    /// `start..<endOffset`: `title` for `TextField("Title", text: $title)`, `SecureField(…,
    /// text: $password)` or `TextEditor(text: $notes)`, or for the app's own field passed its
    /// text (`ChatField("Message", text: $prompt)`, `HATextField(placeholder: …, text: $url)`);
    /// a model's field through one or two properties as a path (`viewModel.chore.title` for
    /// `$viewModel.chore.title`, as ``MemberEvent/receiverMember`` keeps paths).
    static func textInputBindings(in tokens: SourceTokens, fromOffset start: Int, toOffset endOffset: Int) -> [String] {
        var found: [String] = []
        var index = firstToken(atOrAfter: start, in: tokens)
        while index + 1 < tokens.count, Int(tokens[index].start) < endOffset {
            defer { index += 1 }
            guard tokens.kind(index) == .identifier, tokens.kind(index + 1) == .leftParen else { continue }
            let callee = tokens.text(index)
            let isSwiftUIInput = callee == "TextField" || callee == "SecureField" || callee == "TextEditor"
            // Another view's initializer (a capitalised callee; `.searchable(text:)` is a
            // modifier) takes typed text only under the label `text:`.
            guard isSwiftUIInput || callee.first.map({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) == true,
                let close = tokens.partner(of: index + 1)
            else { continue }
            for argument in (index + 2)..<close {
                let text = tokens.text(argument)
                guard text.count > 1, text.first == UInt8(ascii: "$") else { continue }
                if !isSwiftUIInput {
                    guard argument >= index + 4, tokens.kind(argument - 1) == .colon, tokens.text(argument - 2) == "text",
                        tokens.kind(argument - 3) == .comma || argument - 3 == index + 1
                    else { continue }
                }
                var name = String(String(syntaxText: text).dropFirst())
                guard name.first?.isLetter == true else { continue }
                var step = argument + 1
                var steps = 0
                while steps <= 2, tokens.kind(step) == .period, tokens.kind(step + 1) == .identifier {
                    name += "." + String(syntaxText: tokens.text(step + 1))
                    step += 2
                    steps += 1
                }
                // The whole argument: `$store.options[index]` binds an element, not `options`.
                let endsArgument = tokens.kind(step) == .comma || tokens.kind(step) == .rightParen
                if steps <= 2, endsArgument, !found.contains(name) { found.append(name) }
            }
        }
        return found
    }

    /// The index of the first token at or after byte offset `start`.
    private static func firstToken(atOrAfter start: Int, in tokens: SourceTokens) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if Int(tokens[mid].start) < start { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The bindings of `names` in tokens `first..<end`; the first binding of a name wins.
    static func bindings(in tokens: SourceTokens, from first: Int, to end: Int, of names: Set<String>) -> [String: String] {
        var found: [String: String] = [:]
        var index = max(first, 0)
        let end = min(end, tokens.count)
        while index < end {
            if tokens.kind(index) == .keyword {
                let word = tokens.text(index)
                let binding: (name: String, type: String)?
                if word == "let" || word == "var" {
                    binding = declaration(afterKeywordAt: index, in: tokens, end: end, of: names)
                } else if word == "for" {
                    binding = loop(at: index, in: tokens, end: end, of: names)
                } else {
                    binding = nil
                }
                if let binding, found[binding.name] == nil { found[binding.name] = binding.type }
            }
            index += 1
        }
        return found
    }

    /// `let name: Type`, `let name = Type(…)`, `let name = property[…]`, `let name = property.first`.
    private static func declaration(
        afterKeywordAt keyword: Int, in tokens: SourceTokens, end: Int, of names: Set<String>
    ) -> (name: String, type: String)? {
        let nameIndex = keyword + 1
        guard nameIndex + 2 < end, tokens.kind(nameIndex) == .identifier else { return nil }
        let name = String(syntaxText: tokens.text(nameIndex))
        guard names.contains(name) else { return nil }
        switch tokens.kind(nameIndex + 1) {
        case .colon:
            return typeName(at: nameIndex + 2, in: tokens, end: end).map { (name, $0) }
        case .equal:
            var value = nameIndex + 2
            while value < end, tokens.kind(value) == .keyword || tokens.kind(value) == .identifier,
                tokens.text(value) == "try" || tokens.text(value) == "await"
            {
                value += 1
                if tokens.kind(value) == .postfixQuestionMark || tokens.kind(value) == .exclamationMark { value += 1 }
            }
            guard value < end else { return nil }
            // A cast the value ends with names the type, whatever the value before it.
            if let type = castType(from: value, in: tokens, end: end) { return (name, type) }
            if tokens.kind(value) == .identifier, tokens.text(value).isTypeName {
                let type = String(syntaxText: tokens.text(value))
                // `APIClient.shared`: the type's member; `App.shared.gatewayService`, a path of
                // up to three properties from it.
                var path = type
                var next = value + 1
                while path.utf8.count(where: { $0 == UInt8(ascii: ".") }) < 3, tokens.kind(next) == .period,
                    tokens.kind(next + 1) == .identifier, !tokens.text(next + 1).isTypeName
                {
                    path += "." + String(syntaxText: tokens.text(next + 1))
                    next += 2
                }
                if next > value + 1, endsExpression(at: next, in: tokens, end: end) { return (name, path) }
                // `UserStore.current(in: db)`: what the type's method returns.
                if let method = methodResult(after: value + 1, in: tokens, end: end) { return (name, type + "." + method + "()") }
                // `Order(…)`: built here, so of that type.
                guard tokens.kind(value + 1) == .leftParen, !tokens[value + 1].isAtStartOfLine,
                    let close = tokens.partner(of: value + 1), endsExpression(at: close + 1, in: tokens, end: end)
                else { return nil }
                return (name, type)
            }
            guard let (property, next) = property(at: value, in: tokens, end: end) else { return nil }
            if endsExpression(at: next, in: tokens, end: end) { return (name, property) }
            if let method = methodResult(after: next, in: tokens, end: end) { return (name, property + "." + method + "()") }
            if let text = typedText(after: next, in: tokens, end: end) { return (name, property + "." + text) }
            if let after = element(after: next, in: tokens, end: end) {
                return endsExpression(at: after, in: tokens, end: end) ? (name, "[" + property + "]") : nil
            }
            return propertyPath(from: property, after: next, in: tokens, end: end).map { (name, $0) }
        default:
            return nil
        }
    }

    /// The type a value starting at `value` is cast to as its last step, conditionally or
    /// forced: `item as? File`, `segue.destination as? DetailViewController` → `File`,
    /// `DetailViewController`; `tableView.dequeueReusableCell(…)` forced to `FileCell` →
    /// `FileCell`. `nil` when the value goes on after the cast (`as? File ?? fallback`), casts
    /// to a collection or generic type, or has no cast at its top level.
    private static func castType(from value: Int, in tokens: SourceTokens, end: Int) -> String? {
        var index = value
        while index < end, let kind = tokens.kind(index) {
            if index > value, endsExpression(at: index, in: tokens, end: end) { return nil }
            switch kind {
            case .leftParen, .leftSquare:
                guard let close = tokens.partner(of: index) else { return nil }
                index = close + 1
                continue
            case .keyword where tokens.text(index) == "as":
                let mark = tokens.kind(index + 1)
                guard mark == .postfixQuestionMark || mark == .exclamationMark else { return nil }
                var position = index + 2
                var last: Int?
                while position < end, tokens.kind(position) == .identifier {
                    last = position
                    guard tokens.kind(position + 1) == .period else { break }
                    position += 2
                }
                guard let last, tokens.text(last).isTypeName, endsExpression(at: last + 1, in: tokens, end: end) else { return nil }
                return String(syntaxText: tokens.text(last))
            case .leftBrace:
                return nil
            default:
                index += 1
            }
        }
        return nil
    }

    /// `for name in property {`, `for (index, name) in property.enumerated() {` (or `where`).
    private static func loop(at keyword: Int, in tokens: SourceTokens, end: Int, of names: Set<String>) -> (name: String, type: String)? {
        var nameIndex = keyword + 1
        var sequence = keyword + 3
        var enumerated = false
        if tokens.kind(keyword + 1) == .leftParen, let close = tokens.partner(of: keyword + 1), close == keyword + 5,
            tokens.kind(keyword + 3) == .comma
        {
            nameIndex = keyword + 4
            sequence = close + 2
            enumerated = true
        }
        guard sequence < end, tokens.kind(nameIndex) == .identifier, tokens.kind(sequence - 1) == .keyword,
            tokens.text(sequence - 1) == "in"
        else { return nil }
        let name = String(syntaxText: tokens.text(nameIndex))
        guard names.contains(name), let (property, start) = property(at: sequence, in: tokens, end: end) else { return nil }
        var next = start
        if enumerated {
            guard tokens.kind(next) == .period, tokens.kind(next + 1) == .identifier, tokens.text(next + 1) == "enumerated",
                tokens.kind(next + 2) == .leftParen, tokens.kind(next + 3) == .rightParen
            else { return nil }
            next += 4
        }
        guard next < end else { return nil }
        guard tokens.kind(next) == .leftBrace || (tokens.kind(next) == .keyword && tokens.text(next) == "where") else { return nil }
        return (name, "[" + property + "]")
    }

    /// A property named at `index` (`items`, `self.items`), and the index after its name.
    private static func property(at index: Int, in tokens: SourceTokens, end: Int) -> (String, Int)? {
        var nameIndex = index
        if tokens.kind(index) == .keyword, tokens.text(index) == "self", tokens.kind(index + 1) == .period {
            nameIndex = index + 2
        }
        guard nameIndex < end, tokens.kind(nameIndex) == .identifier, !tokens.text(nameIndex).isTypeName else { return nil }
        return (String(syntaxText: tokens.text(nameIndex)), nameIndex + 1)
    }

    /// The path `property` goes on with from `index` as the whole value, up to two more
    /// properties (`controllers.userControllers?.fileDownloader` → `controllers.userControllers.fileDownloader`),
    /// optional chaining and unwrapping left out; `nil` when the value calls, subscripts or
    /// goes on further, or reads typed text or a collection's element.
    private static func propertyPath(from property: String, after index: Int, in tokens: SourceTokens, end: Int) -> String? {
        var path = property
        var next = index
        for _ in 0..<2 {
            if tokens.kind(next) == .postfixQuestionMark || tokens.kind(next) == .exclamationMark { next += 1 }
            guard next + 1 < end, tokens.kind(next) == .period, !tokens[next].isAtStartOfLine,
                tokens.kind(next + 1) == .identifier, !tokens.text(next + 1).isTypeName
            else { return nil }
            let member = String(syntaxText: tokens.text(next + 1))
            // Typed text and a collection's element are no properties' values.
            guard member != "text", member != "stringValue", !elementMembers.contains(member) else { return nil }
            path += "." + member
            next += 2
            if tokens.kind(next) == .postfixQuestionMark || tokens.kind(next) == .exclamationMark { next += 1 }
            if endsExpression(at: next, in: tokens, end: end) { return path }
        }
        return nil
    }

    /// The method called at `index` as the whole value (`.checkQR(code)`, `.current(in: db)`):
    /// its name; `nil` for any other value, a call taking a trailing closure, or a call that
    /// goes on (`.fetch().first`).
    private static func methodResult(after index: Int, in tokens: SourceTokens, end: Int) -> String? {
        guard index + 2 < end, tokens.kind(index) == .period, !tokens[index].isAtStartOfLine, tokens.kind(index + 1) == .identifier,
            !tokens.text(index + 1).isTypeName, tokens.kind(index + 2) == .leftParen, !tokens[index + 2].isAtStartOfLine,
            let close = tokens.partner(of: index + 2)
        else { return nil }
        var next = close + 1
        if tokens.kind(next) == .postfixQuestionMark || tokens.kind(next) == .exclamationMark { next += 1 }
        guard endsExpression(at: next, in: tokens, end: end), tokens.kind(next) != .leftBrace || tokens[next].isAtStartOfLine
        else { return nil }
        let method = String(syntaxText: tokens.text(index + 1))
        return elementMembers.contains(method) ? nil : method
    }

    /// The text property read at `index` as the whole value, `.text` or `.stringValue`, maybe
    /// with an empty default (`nameField.text ?? ""`): what the user typed into that input.
    private static func typedText(after index: Int, in tokens: SourceTokens, end: Int) -> String? {
        guard index + 1 < end, tokens.kind(index) == .period, tokens.kind(index + 1) == .identifier else { return nil }
        let member = tokens.text(index + 1)
        guard member == "text" || member == "stringValue" else { return nil }
        var next = index + 2
        if next + 2 < end, tokens.kind(next) == .binaryOperator, tokens.text(next) == "??",
            tokens.kind(next + 1) == .stringQuote, tokens.kind(next + 2) == .stringQuote
        {
            next += 3
        }
        guard endsExpression(at: next, in: tokens, end: end) else { return nil }
        return String(syntaxText: member)
    }

    /// The index after an element read at `index`: `[i]`, `.first`, `.last(where: …)`,
    /// `.randomElement()`; `nil` when none is.
    private static func element(after index: Int, in tokens: SourceTokens, end: Int) -> Int? {
        guard index < end else { return nil }
        if tokens.kind(index) == .leftSquare, !tokens[index].isAtStartOfLine, let close = tokens.partner(of: index) {
            return close + 1
        }
        guard tokens.kind(index) == .period, tokens.kind(index + 1) == .identifier,
            elementMembers.contains(String(syntaxText: tokens.text(index + 1)))
        else { return nil }
        let next = index + 2
        if tokens.kind(next) == .leftParen || tokens.kind(next) == .leftBrace, !tokens[next].isAtStartOfLine,
            let close = tokens.partner(of: next)
        {
            return close + 1
        }
        return next
    }

    /// Members of a collection that give one of its elements.
    private static let elementMembers: Set<String> = ["first", "last", "randomElement", "popLast", "removeFirst", "removeLast"]

    /// Whether the expression before `index` ends there: the statement, the condition clause,
    /// or the body's `{` follows.
    private static func endsExpression(at index: Int, in tokens: SourceTokens, end: Int) -> Bool {
        guard index < end, let kind = tokens.kind(index) else { return true }
        // A chain goes on on the next line (`items.first\n    .map { … }`).
        if tokens[index].isAtStartOfLine { return kind != .period }
        switch kind {
        case .comma, .leftBrace, .semicolon, .rightBrace, .rightParen: return true
        case .keyword: return tokens.text(index) == "else"
        default: return false
        }
    }

    /// The type written at `index`: `Order`, `Order?`, `Store.Order` → `Order`; `nil` for a
    /// collection, a function or a tuple type.
    private static func typeName(at index: Int, in tokens: SourceTokens, end: Int) -> String? {
        var last: Int?
        var position = index
        // `any APIProtocol`, `some Store`: the constraint, in which the calls run.
        if position + 1 < end, tokens.text(position) == "any" || tokens.text(position) == "some",
            tokens.kind(position + 1) == .identifier
        {
            position += 1
        }
        while position < end, tokens.kind(position) == .identifier {
            last = position
            guard tokens.kind(position + 1) == .period else { break }
            position += 2
        }
        guard let last, tokens.text(last).isTypeName else { return nil }
        return String(syntaxText: tokens.text(last))
    }

    /// The names the events call members on or test (`api` in `api.fetch { … }`, `order` in
    /// `if order.isPaid`): the locals whose types are worth keeping (and properties, which no
    /// binding names).
    static func typedNames(in events: [MemberEvent]) -> Set<String> {
        // Most members call a few receivers many times: the last name inserted repeats most.
        var names: Set<String> = []
        var last: String?
        // By index, reading each event's fields in place: a `for event in` loop copies every event.
        for index in events.indices where events[index].isTested || events[index].kind == .call {
            if case .property(let name) = events[index].receiver, name != last {
                names.insert(name)
                last = name
            }
        }
        return names
    }
}
