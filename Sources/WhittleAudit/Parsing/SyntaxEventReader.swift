@_spi(RawSyntax) import SwiftSyntax

/// The Swift front end's tree reader: reduces one member's syntax to ``MemberEvent``s.
///
/// In a skeleton (see ``SkeletonSource``) that is the declaration: attributes, signature,
/// property initializers, observers after `=`; the blanked bodies are read from tokens by
/// ``TokenEventReader``, which must emit the same events for the same code. In a full parse
/// (the fallback, and the reference the check mode compares against) it is the whole member.
/// The raw tree is the parser's own arena, read in place, so the walk allocates nothing for the
/// many names the ``EventFilter`` does not keep. `@_spi(RawSyntax)` ties this file to
/// swift-syntax's layout, which is why Package.swift pins swift-syntax to an exact version.
struct SyntaxEventReader {
    private let filter: EventFilter
    private let offsets: SkeletonOffsets
    private(set) var recorder: EventRecorder
    private var loggingDepth = 0
    /// A call whose result a logging call is made on (``loggedCall(under:)``): its arguments are log text.
    private var loggedCall: RawSyntax.ID?
    /// Where the expressions under an enclosing `await`, or a chain ending in a call that passes
    /// a closure, start: a call starting there is awaited (`await api.fetch()`, `f` in
    /// `await x.f().g()` and in `x.f().g { … }`, as the token reader sees it).
    private var awaitedStarts: [Int] = []
    /// Where the chains ending in a call that passes a closure start: an earlier call of such a
    /// chain hands what its trailing closure returns on down the chain (``handedOnValue``).
    private var handingOnStarts: [Int] = []
    /// The call that is the value of a trailing closure passed to an earlier call of a chain
    /// whose later call passes a closure (`firstly { try api.signIn() }.done { … }`, `.then {
    /// _ in api.key() }`): what it returns goes down the chain, so it is awaited.
    private var handedOnValue: RawSyntax.ID?
    /// The locals bound to a closure that does something (`let completion: (Bool) -> Void = {
    /// ok in … }`): passed as an argument, the caller deals with the result as with the closure
    /// written there.
    private var closureLocals: Set<SyntaxText> = []
    /// An `await` that is a statement of its own (`await service.start()`): the caller waits
    /// for the call to finish and takes nothing from it, no value and no error.
    private var statementAwait: RawSyntax.ID?
    /// The kind of the last token walked: a statement right after `{` or `;` begins one.
    private var previousToken: RawTokenKind?
    /// Conditions being walked: an `if`, `guard` or `while` condition list, a `switch` subject.
    private var conditionDepth = 0
    /// Closures being walked that run when something happens (``ActionClosures``).
    private var actionDepth = 0
    /// Local name → where the values assigned to it start, as ``TokenEventReader`` keeps them.
    private var assignedValues: [String: [Int]] = [:]
    /// The first member of each clause of a `#if` that continues a chain (`Text("a")⏎#if
    /// os(iOS)⏎.padding()`): it has no base in the tree, but it is a modifier made on that chain.
    private var chainClauseRoots: Set<RawSyntax.ID> = []

    init(offsets: SkeletonOffsets = .identity, recorder: EventRecorder) {
        self.offsets = offsets
        self.recorder = recorder
        self.filter = recorder.filter
    }

    /// Walks `node`, whose first byte (leading trivia included) is at `offset` in the tree's source.
    mutating func read(_ node: RawSyntax, at offset: Int) {
        walk(node, kind: node.kind, at: offset)
    }

    private mutating func walk(
        _ node: RawSyntax, kind: SyntaxKind, at offset: Int, isCallee: Bool = false, isAssigned: Bool = false
    ) {
        switch kind {
        case .declReferenceExpr:
            // A callee's name is part of its call's event.
            if !isCallee, let reference = RawDeclReferenceExprSyntax(node) { visitReference(reference, at: offset) }
            return
        case .memberAccessExpr:
            if let access = RawMemberAccessExprSyntax(node) {
                visitMemberAccess(access, at: offset, isCallee: isCallee, isAssigned: isAssigned)
                return
            }
        case .identifierType:
            if let type = RawIdentifierTypeSyntax(node), recorder.keeps(type.name.tokenText) {
                let start = original(offset + Self.leadingTriviaLength(of: node))
                recorder.record(.reference, filter.string(for: type.name.tokenText), .own, at: start, nameAt: start)
            }
        case .functionCallExpr:
            if let call = RawFunctionCallExprSyntax(node) {
                visitCall(call, at: offset)
                return
            }
        case .tryExpr where isAssigned, .unsafeExpr where isAssigned:
            // `unsafe pointer.pointee = value`: the operand under the keyword is written.
            walkChildren(of: node, at: offset, writesOperand: true)
            return
        case .codeBlockItem:
            // As the token reader tells it: first on its line, or right after `{` or `;` (not
            // after a closure's `in`, where it is the closure's value).
            if let item = RawCodeBlockItemSyntax(node)?.item, item.kind == .awaitExpr,
                previousToken == .leftBrace || previousToken == .semicolon
                    || (RawAwaitExprSyntax(item)?.awaitKeyword.tokenView.leadingTrivia(Self.breaksLine) ?? false)
            {
                statementAwait = item.id
            }
        case .awaitExpr:
            if node.id == statementAwait {
                statementAwait = nil
            } else if let awaited = RawAwaitExprSyntax(node), let start = childStart(of: awaited.expression.raw, in: node, at: offset) {
                awaitedStarts.append(start)
                walkChildren(of: node, at: offset)
                awaitedStarts.removeLast()
                return
            }
        case .stringLiteralExpr:
            if loggingDepth == 0, let literal = RawStringLiteralExprSyntax(node), Self.isInterpolated(literal) {
                let start = original(offset + Self.leadingTriviaLength(of: node))
                recorder.record(.interpolation, "interpolation", .own, at: start, nameAt: start)
            }
        case .patternBinding, .optionalBindingCondition:
            if kind == .patternBinding { noteClosureLocal(node) }
            noteBinding(node, at: offset)
        case .conditionElementList:
            conditionDepth += 1
            walkChildren(of: node, at: offset)
            conditionDepth -= 1
            return
        case .labeledExpr, .multipleTrailingClosureElement:
            if Self.passesAction(node) {
                actionDepth += 1
                walkChildren(of: node, at: offset)
                actionDepth -= 1
                return
            }
        case .switchExpr:
            if let subject = RawSwitchExprSyntax(node)?.subject.raw.id {
                walkChildren(of: node, at: offset, condition: subject)
                return
            }
        case .ifConfigClause:
            // Its elements are statements, declarations or cases otherwise, which start with no member.
            if let chain = RawIfConfigClauseSyntax(node)?.elements, let root = Self.firstMember(of: chain) {
                chainClauseRoots.insert(root)
            }
        case .protocolDecl, .enumCaseDecl, .typeAliasDecl, .importDecl, .attributeList, .attribute:
            // Requirements, case lists, aliases and attributes (`@unknown default:` too) do no work.
            return
        default:
            break
        }
        walkChildren(of: node, at: offset)
    }

    /// Walks the children of `node`; `callee` is the one that is called (a call's
    /// `calledExpression`), `skipped` one that is not walked, `condition` one read as a
    /// condition (a `switch` subject). When `logsAfterCallee`, what follows the callee (a
    /// logging call's arguments and trailing closures) is log text; the callee itself, and what
    /// it is called on, is not. When `writesOperand`, the member accessed under a `try` or
    /// `unsafe` is written.
    private mutating func walkChildren(
        of node: RawSyntax, at offset: Int, callee: RawSyntax.ID? = nil, skipped: RawSyntax.ID? = nil,
        condition: RawSyntax.ID? = nil, action: RawSyntax.ID? = nil, logsAfterCallee: Bool = false, writesOperand: Bool = false
    ) {
        guard let layout = node.layoutView else { return }
        var childOffset = offset
        var logs = false
        // In an unfolded operator sequence, the operand right before an assignment is written.
        let children = layout.children
        let isSequence = node.kind == .exprList
        for (index, child) in children.enumerated() {
            guard let child else { continue }
            // A bare token holds no event: only the node around it (a reference, a type)
            // gives it a meaning, so tokens are stepped over without a call.
            let kind = child.kind
            if kind == .token { previousToken = child.tokenView?.rawKind }
            let isCallee = callee != nil && child.id == callee
            if kind != .token, child.id != skipped {
                let isAssigned = (kind == .memberAccessExpr || kind == .tryExpr || kind == .unsafeExpr)
                    && (writesOperand || (isSequence && index + 1 < children.count && Self.assigns(children[index + 1])))
                if isSequence, kind == .declReferenceExpr, index + 2 < children.count, children[index + 1]?.kind == .assignmentExpr,
                    let name = RawDeclReferenceExprSyntax(child)?.baseName, name.tokenKind == .identifier,
                    let value = children[index + 2]
                {
                    noteValue(of: name.tokenText, value, at: childOffset + child.byteLength + (children[index + 1]?.byteLength ?? 0))
                }
                let isCondition = child.id == condition
                let isAction = child.id == action
                if isCondition { conditionDepth += 1 }
                if isAction { actionDepth += 1 }
                walk(child, kind: kind, at: childOffset, isCallee: isCallee, isAssigned: isAssigned)
                if isCondition { conditionDepth -= 1 }
                if isAction { actionDepth -= 1 }
            }
            if isCallee, logsAfterCallee {
                loggingDepth += 1
                logs = true
            }
            childOffset += child.byteLength
        }
        if logs { loggingDepth -= 1 }
    }

    // MARK: Node kinds

    private mutating func visitReference(_ reference: RawDeclReferenceExprSyntax, at offset: Int) {
        let token = reference.baseName
        guard token.tokenKind == .identifier, recorder.keeps(token.tokenText) else { return }
        let start = original(offset + token.leadingTriviaByteLength)
        recorder.record(.reference, filter.string(for: token.tokenText), .own, at: start, nameAt: start)
    }

    private mutating func visitMemberAccess(
        _ access: RawMemberAccessExprSyntax, at offset: Int, isCallee: Bool, isAssigned: Bool
    ) {
        let name = access.declName.baseName
        // A called member's event is its call's; most names are kept by no one, unless
        // written on a named receiver.
        if !isCallee {
            let isWanted = recorder.keeps(name.tokenText)
            let inCondition = conditionDepth > 0 && !isAssigned
            if isWanted || ((isAssigned || inCondition) && recorder.keepsNamedReceivers) {
                let (receiver, member) = receiverPath(of: access)
                let keepsUnwanted = recorder.keepsUnwantedWrite(on: receiver)
                if isWanted || keepsUnwanted {
                    recorder.record(
                        .access, filter.string(for: name.tokenText), receiver, through: member,
                        at: original(offset + Self.leadingTriviaLength(of: access.raw)),
                        nameAt: nameOffset(of: access, at: offset), isWrite: isAssigned, isTested: inCondition && keepsUnwanted,
                        isInAction: inCondition && keepsUnwanted && actionDepth > 0)
                }
            }
        }
        // The member's name is part of this event: walk only what it is accessed on.
        walkChildren(of: access.raw, at: offset, skipped: access.declName.raw.id)
    }

    private mutating func visitCall(_ call: RawFunctionCallExprSyntax, at offset: Int) {
        let callee = call.calledExpression.raw
        let start = original(offset + Self.leadingTriviaLength(of: call.raw))
        let calleeName = RawDeclReferenceExprSyntax(callee)?.baseName.tokenText ?? RawMemberAccessExprSyntax(callee)?.declName.baseName.tokenText
        let runsTrailingClosure = calleeName.map {
            ActionClosures.runsTrailingClosures($0)
                || (ActionClosures.makesButton($0) && !call.arguments.layoutView.children.contains { $0.map(Self.isActionLabelled) ?? false })
        } ?? false
        let passesClosure = Self.passesClosure(call, closureLocals: closureLocals)
        let awaitsResult = awaitedStarts.last == start || passesClosure || call.raw.id == handedOnValue
        var framing = false
        if let reference = RawDeclReferenceExprSyntax(callee), reference.baseName.tokenKind == .identifier {
            let text = reference.baseName.tokenText
            framing = filter.opensLoggingFrame(text)
            if recorder.keepsCall(text) {
                recorder.record(
                    .call, filter.string(for: text), labels: Self.labels(of: call), .own, at: start, nameAt: start,
                    awaitsResult: awaitsResult)
            }
        } else if let access = RawMemberAccessExprSyntax(callee) {
            let text = access.declName.baseName.tokenText
            framing = filter.opensLoggingFrame(text)
            // `UIBarButtonItem.init(title:…)` constructs the type as `UIBarButtonItem(title:…)` does.
            if text == "init", let baseExpression = access.base, let base = RawDeclReferenceExprSyntax(baseExpression),
                base.baseName.tokenKind == .identifier, base.baseName.tokenText.isTypeName, recorder.keepsCall(base.baseName.tokenText)
            {
                recorder.record(
                    .call, filter.string(for: base.baseName.tokenText), labels: Self.labels(of: call), .own, at: start, nameAt: start,
                    awaitsResult: awaitsResult)
            }
            if let (receiver, member) = keptReceiver(ofCalled: access, named: text) {
                recorder.record(
                    .call, filter.string(for: text), labels: Self.labels(of: call), receiver, through: member, at: start,
                    nameAt: nameOffset(of: access, at: offset), awaitsResult: awaitsResult,
                    isTested: conditionDepth > 0 && recorder.keepsUnwantedWrite(on: receiver),
                    isInAction: conditionDepth > 0 && actionDepth > 0 && recorder.keepsUnwantedWrite(on: receiver))
                if awaitsResult, case .property(let local) = receiver, member == nil {
                    // Values assigned before this call (see ``TokenEventReader``).
                    for offset in assignedValues[local] ?? [] where offset < start { recorder.markCallsAwaited(startingAt: offset) }
                }
            }
        }
        if loggedCall == call.raw.id { framing = true }
        if framing, let logged = Self.loggedCall(under: call) { loggedCall = logged }
        // A closure passed further down a chain deals with what the calls before it return
        // (`repository.fetch(id).observeValues { … }`, `.sink { … }`, `.done { … }`): those
        // calls start where this one does. A value handed on hands nothing on itself.
        let handsOnResult = passesClosure && awaitedStarts.last != start && callee.kind == .memberAccessExpr
        if handsOnResult {
            awaitedStarts.append(start)
            handingOnStarts.append(start)
        }
        let outerValue = handedOnValue
        if !handsOnResult, handingOnStarts.last == start, call.additionalTrailingClosures.elements.isEmpty,
            let closure = call.trailingClosure, let value = Self.valueCall(of: closure)
        {
            handedOnValue = value
        }
        // A logging call's arguments, trailing closures included, are log text.
        walkChildren(
            of: call.raw, at: offset, callee: callee.id, action: runsTrailingClosure ? call.trailingClosure?.raw.id : nil,
            logsAfterCallee: framing)
        handedOnValue = outerValue
        if handsOnResult {
            awaitedStarts.removeLast()
            handingOnStarts.removeLast()
        }
    }

    /// The call that is `closure`'s value, under any `try`: its one statement, or the
    /// expression its last statement returns.
    private static func valueCall(of closure: RawClosureExprSyntax) -> RawSyntax.ID? {
        let items = closure.statements.elements
        guard let item = items.last?.item else { return nil }
        var value: RawExprSyntax
        if let returned = RawReturnStmtSyntax(item)?.expression {
            value = returned
        } else if items.count == 1, let expression = RawExprSyntax(item) {
            value = expression
        } else {
            return nil
        }
        while let tried = RawTryExprSyntax(value) { value = tried.expression }
        return RawFunctionCallExprSyntax(value)?.raw.id
    }

    /// The call a logging call is made on, as the token reader finds it (`Failure.load(reason:
    /// "No feed: \(error)").log()`): both called with parentheses, the inner one on a name and
    /// without a trailing closure.
    private static func loggedCall(under call: RawFunctionCallExprSyntax) -> RawSyntax.ID? {
        guard call.leftParen != nil, let access = RawMemberAccessExprSyntax(call.calledExpression),
            access.declName.baseName.tokenKind == .identifier, let base = access.base, let inner = RawFunctionCallExprSyntax(base),
            inner.leftParen != nil, inner.trailingClosure == nil,
            (RawDeclReferenceExprSyntax(inner.calledExpression)?.baseName
                ?? RawMemberAccessExprSyntax(inner.calledExpression)?.declName.baseName)?.tokenKind == .identifier
        else { return nil }
        return inner.raw.id
    }

    /// Whether the call passes a closure that does something with what it is given: a
    /// trailing one, or an argument that is a closure literal (`completion: { … }`). An empty
    /// closure (`.observeCompleted {}`, `{ _ in }`) fires and forgets.
    private static func passesClosure(_ call: RawFunctionCallExprSyntax, closureLocals: Set<SyntaxText>) -> Bool {
        if let trailing = call.trailingClosure, doesSomething(trailing) { return true }
        if call.additionalTrailingClosures.elements.contains(where: { doesSomething($0.closure) }) { return true }
        return call.arguments.layoutView.children.contains { argument in
            guard let argument = argument.flatMap(RawLabeledExprSyntax.init) else { return false }
            if let closure = RawClosureExprSyntax(argument.expression) { return doesSomething(closure) }
            // `api.login(name, completion: completion)`: the closure bound above is passed.
            if !closureLocals.isEmpty, let reference = RawDeclReferenceExprSyntax(argument.expression),
                reference.argumentNames == nil, closureLocals.contains(reference.baseName.tokenText)
            {
                return true
            }
            return handsSelfOver(argument)
        }
    }

    /// Whether `call` is `type(of: self)`: the caller's own type.
    private static func isOwnDynamicType(_ call: RawFunctionCallExprSyntax) -> Bool {
        guard let callee = RawDeclReferenceExprSyntax(call.calledExpression), callee.baseName.tokenText == "type",
            call.trailingClosure == nil, call.arguments.elements.count == 1,
            let argument = call.arguments.elements.first, argument.label?.tokenText == "of",
            let value = RawDeclReferenceExprSyntax(argument.expression)
        else { return false }
        return value.baseName.tokenKind == .keyword && value.baseName.tokenText == "self"
    }

    /// Whether `argument` passes the caller itself under a label naming who hears the result
    /// (``MemberEvent/namesResultReceiver(_:)``): `api.fetchUser(name, delegate: self)`.
    private static func handsSelfOver(_ argument: RawLabeledExprSyntax) -> Bool {
        guard let label = argument.label, let reference = RawDeclReferenceExprSyntax(argument.expression) else { return false }
        let name = reference.baseName
        let isSelf = name.tokenKind == .keyword ? name.tokenText == "self" : MemberEvent.isSelfAlias(name.tokenText)
        return isSelf && MemberEvent.namesResultReceiver(String(syntaxText: label.tokenText))
    }

    /// Whether `node`, an argument or a labelled trailing closure, passes a closure literal
    /// under an action's label (``ActionClosures``): `action: { … }`, `} onDismiss: { … }`.
    private static func passesAction(_ node: RawSyntax) -> Bool {
        if let argument = RawLabeledExprSyntax(node) {
            return RawClosureExprSyntax(argument.expression) != nil && isActionLabelled(node)
        }
        if let closure = RawMultipleTrailingClosureElementSyntax(node) {
            return ActionClosures.isActionLabel(closure.label.tokenText)
        }
        return false
    }

    /// Whether `node`, an argument, is labelled as an action (`action: save`).
    private static func isActionLabelled(_ node: RawSyntax) -> Bool {
        guard let label = RawLabeledExprSyntax(node)?.label else { return false }
        return ActionClosures.isActionLabel(label.tokenText)
    }

    private static func breaksLine(_ trivia: SyntaxText) -> Bool {
        trivia.contains(UInt8(ascii: "\n")) || trivia.contains(UInt8(ascii: "\r"))
    }

    private static func doesSomething(_ closure: RawClosureExprSyntax) -> Bool {
        !closure.statements.elements.isEmpty
    }

    /// A call's argument labels as a Swift signature spells them: `_:animated:`.
    private static func labels(of call: RawFunctionCallExprSyntax) -> String {
        var labels = ""
        for argument in call.arguments.layoutView.children {
            let label = argument.flatMap(RawLabeledExprSyntax.init)?.label
            labels += (label.map { String(syntaxText: $0.tokenText) } ?? "_") + ":"
        }
        return labels
    }

    private static func isInterpolated(_ literal: RawStringLiteralExprSyntax) -> Bool {
        literal.segments.layoutView.children.contains { $0?.kind == .expressionSegment }
    }

    // MARK: Positions

    /// The file's offset for the tree's `offset`.
    private func original(_ offset: Int) -> Int {
        offsets.original(offset)
    }

    /// Notes a local bound to a closure that does something (``closureLocals``): `let done =
    /// { … }`, `let done: (Bool) -> Void = { ok in … }`.
    private mutating func noteClosureLocal(_ node: RawSyntax) {
        guard let binding = RawPatternBindingSyntax(node),
            let name = RawIdentifierPatternSyntax(binding.pattern)?.identifier.tokenText,
            let value = binding.initializer?.value, let closure = RawClosureExprSyntax(value), Self.doesSomething(closure)
        else { return }
        closureLocals.insert(name)
    }

    /// `let name = value`, `if let name = value` without a type annotation: notes where
    /// `value` starts.
    private mutating func noteBinding(_ node: RawSyntax, at offset: Int) {
        guard let layout = node.layoutView else { return }
        var name: SyntaxText?
        var childOffset = offset
        for child in layout.children {
            guard let child else { continue }
            switch child.kind {
            case .identifierPattern:
                name = RawIdentifierPatternSyntax(child)?.identifier.tokenText
            case .typeAnnotation:
                return
            case .initializerClause:
                guard let name, let clause = child.layoutView else { return }
                var valueOffset = childOffset
                for part in clause.children {
                    guard let part else { continue }
                    if part.kind != .token, part.kind != .unexpectedNodes {
                        noteValue(of: name, part, at: valueOffset)
                        return
                    }
                    valueOffset += part.byteLength
                }
                return
            default:
                break
            }
            childOffset += child.byteLength
        }
    }

    /// Notes where `value` (at `offset`), assigned to the local `name`, starts: past `try` and
    /// `await`, as the calls in it start. Names as ``TokenEventReader`` takes them: lowercase.
    private mutating func noteValue(of name: SyntaxText, _ value: RawSyntax, at offset: Int) {
        guard !name.isTypeName, name.first != UInt8(ascii: "$") else { return }
        var value = value
        var offset = offset
        // `try? decoder.decode(…) as? T` is an operator sequence whose first operand holds the `try`.
        while value.kind == .tryExpr || value.kind == .awaitExpr || value.kind == .sequenceExpr || value.kind == .exprList,
            let layout = value.layoutView
        {
            var inner: RawSyntax?
            var innerOffset = offset
            for part in layout.children {
                guard let part else { continue }
                if part.kind != .token, part.kind != .unexpectedNodes {
                    inner = part
                    break
                }
                innerOffset += part.byteLength
            }
            guard let inner else { return }
            value = inner
            offset = innerOffset
        }
        assignedValues[String(syntaxText: name), default: []].append(original(offset + Self.leadingTriviaLength(of: value)))
    }

    /// Where `child` of `node` (at `offset`) starts in the file, past its trivia.
    private func childStart(of child: RawSyntax, in node: RawSyntax, at offset: Int) -> Int? {
        guard let layout = node.layoutView else { return nil }
        var childOffset = offset
        for candidate in layout.children {
            guard let candidate else { continue }
            if candidate.id == child.id { return original(childOffset + Self.leadingTriviaLength(of: candidate)) }
            childOffset += candidate.byteLength
        }
        return nil
    }

    /// Where the member's name of `access` (at `offset`) is written in the file.
    private func nameOffset(of access: RawMemberAccessExprSyntax, at offset: Int) -> Int {
        childStart(of: access.declName.raw, in: access.raw, at: offset) ?? original(offset)
    }

    /// Bytes of trivia before the node's first present token, so a line is the code's, not
    /// its comment's.
    private static func leadingTriviaLength(of node: RawSyntax) -> Int {
        var current = node
        while true {
            if let token = current.tokenView { return token.leadingTriviaByteLength }
            guard let first = current.layoutView?.children.first(where: { ($0?.byteLength ?? 0) > 0 }), let first else {
                return 0
            }
            current = first
        }
    }

    /// Whether `node`, an element of an unfolded sequence, is an assigning operator.
    private static func assigns(_ node: RawSyntax?) -> Bool {
        guard let node else { return false }
        switch node.kind {
        case .assignmentExpr: return true
        case .binaryOperatorExpr:
            return RawBinaryOperatorExprSyntax(node).map { AssignmentOperator.assigns($0.operator.tokenText) } ?? false
        default: return false
        }
    }

    // MARK: Receivers

    /// The receiver of the called `access` when the call's event is kept: a wanted name, or
    /// any name on a named receiver where the recorder keeps those.
    private func keptReceiver(
        ofCalled access: RawMemberAccessExprSyntax, named text: SyntaxText
    ) -> (MemberEvent.Receiver, member: String?)? {
        let isWanted = recorder.keeps(text)
        guard isWanted || recorder.keepsUnwantedCalls else { return nil }
        let path = receiverPath(of: access)
        guard isWanted || recorder.keepsUnwantedCall(on: path.receiver) else { return nil }
        return (path.receiver, path.member)
    }

    /// Who receives `access`: what its base is, except that the first member of a `#if` clause
    /// that continues a chain is made on that chain.
    private func receiverPath(of access: RawMemberAccessExprSyntax) -> (receiver: MemberEvent.Receiver, member: String?) {
        if access.base == nil, chainClauseRoots.contains(access.raw.id) { return (.expression, nil) }
        return receiverPath(of: access.base)
    }

    /// The member access a chain in a `#if` clause starts with (`.sheet` in `.sheet(…).task
    /// { … }`), which has no base.
    private static func firstMember(of chain: RawSyntax) -> RawSyntax.ID? {
        var expression = chain
        while true {
            switch expression.kind {
            case .memberAccessExpr:
                guard let access = RawMemberAccessExprSyntax(expression) else { return nil }
                guard let base = access.base else { return expression.id }
                expression = base.raw
            case .functionCallExpr:
                guard let call = RawFunctionCallExprSyntax(expression) else { return nil }
                expression = call.calledExpression.raw
            case .subscriptCallExpr:
                guard let call = RawSubscriptCallExprSyntax(expression) else { return nil }
                expression = call.calledExpression.raw
            case .optionalChainingExpr:
                guard let optional = RawOptionalChainingExprSyntax(expression) else { return nil }
                expression = optional.expression.raw
            case .forceUnwrapExpr:
                guard let unwrap = RawForceUnwrapExprSyntax(expression) else { return nil }
                expression = unwrap.expression.raw
            default:
                return nil
            }
        }
    }

    /// Who receives a member access, walking `a.b?.c()!.d` down to its root, and the properties
    /// of it the access goes through (``MemberEvent/receiverMember``): `viewModel.store`
    /// gives `viewModel` and `store`, `controllers.userControllers?.fileDownloader` gives
    /// `controllers` and `userControllers.fileDownloader`.
    func receiverPath(of base: RawExprSyntax?) -> (receiver: MemberEvent.Receiver, member: String?) {
        guard var expression = base?.raw else { return (.own, nil) }
        // The names passed (no array: this runs for most accesses): the first, next to the
        // accessed name; the last, next to the root; how many; whether a call was passed.
        var names = PassedNames()
        var passedCall = false
        var anyCall = false
        while true {
            switch expression.kind {
            case .memberAccessExpr:
                guard let access = RawMemberAccessExprSyntax(expression), let next = access.base else {
                    return chainClauseRoots.contains(expression.id) ? (.expression, nil) : (.own, nil)
                }
                names.pass(access.declName.baseName.tokenText)
                passedCall = false
                expression = next.raw
            case .optionalChainingExpr:
                guard let optional = RawOptionalChainingExprSyntax(expression) else { return (.expression, nil) }
                expression = optional.expression.raw
            case .forceUnwrapExpr:
                guard let unwrap = RawForceUnwrapExprSyntax(expression) else { return (.expression, nil) }
                expression = unwrap.expression.raw
            case .functionCallExpr:
                guard let call = RawFunctionCallExprSyntax(expression) else { return (.expression, nil) }
                // `type(of: self).fetch()` calls the caller's own type, as `Self.fetch()` does.
                if Self.isOwnDynamicType(call) { return ownReceiver(names: names, anyCall: anyCall) }
                passedCall = true
                // A call without arguments (`resources.sharedDefaults()`) hands out what it
                // returns as a getter does: a step of the path, as Objective-C's `[x name]` is.
                if !call.arguments.elements.isEmpty || call.trailingClosure != nil || !call.additionalTrailingClosures.elements.isEmpty {
                    anyCall = true
                }
                expression = call.calledExpression.raw
            case .superExpr:
                return ownReceiver(names: names, anyCall: anyCall)
            case .declReferenceExpr:
                guard let reference = RawDeclReferenceExprSyntax(expression) else { return (.expression, nil) }
                let token = reference.baseName
                let text = token.tokenText
                if token.tokenKind == .keyword ? text == "self" || text == "Self" : !passedCall && MemberEvent.isSelfAlias(text) {
                    return ownReceiver(names: names, anyCall: anyCall)
                }
                let name = filter.string(for: text)
                if name.startsWithUppercase {
                    // `UserPrefs.shared.uploadComment`: the type's shared instance is the type.
                    let throughShared = names.count >= 2 && names.last.map(filter.isSingletonAccessor) == true
                    let member = anyCall ? nil : names.path(droppingRoot: throughShared ? 1 : 0, filter.string(for:))
                    return (.type(name), member)
                }
                let member = anyCall ? nil : names.path(droppingRoot: 0, filter.string(for:))
                return passedCall ? (.expression, nil) : (.property(name), member)
            default:
                return (.expression, nil)
            }
        }
    }

    /// `self.x` or `super.x`: the member's own type, or its property `x` when the chain goes
    /// on (and `y` in `self.x.y.z`, `y.z` in `self.x.y.z.f()`).
    private func ownReceiver(names: PassedNames, anyCall: Bool) -> (MemberEvent.Receiver, member: String?) {
        if let nearestName = names.last, let first = nearestName.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
            let member = anyCall ? nil : names.path(droppingRoot: 1, filter.string(for:))
            return (.property(filter.string(for: nearestName)), member)
        }
        return (.own, nil)
    }
}
