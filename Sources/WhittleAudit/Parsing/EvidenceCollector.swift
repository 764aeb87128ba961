@_spi(RawSyntax) import SwiftSyntax

/// Collects the evidence of one member — calls, member accesses, types, identifiers and
/// display interpolations the signal table knows — by walking the member's raw syntax.
///
/// In a skeleton (see ``SkeletonSource``) that is the declaration: attributes, signature,
/// property initializers, observers after `=`; the blanked bodies are read from tokens by
/// ``BodyEvidenceReader``, which gives code the meaning this walk gives it. In a full parse
/// (the fallback, and the reference in tests) it is the whole member. The raw tree is the
/// parser's own arena, read in place, so the walk allocates nothing for the many tokens no
/// signal names. `@_spi(RawSyntax)` ties this file to swift-syntax's layout, which is why
/// Package.swift pins swift-syntax to an exact version.
struct EvidenceCollector {
    private let table: SignalTable
    private let offsets: SkeletonOffsets
    private(set) var recorder: EvidenceRecorder
    private var loggingDepth = 0

    init(offsets: SkeletonOffsets = .identity, recorder: EvidenceRecorder) {
        self.offsets = offsets
        self.recorder = recorder
        self.table = recorder.table
    }

    /// Walks `node`, whose first byte (leading trivia included) is at `offset` in the file.
    mutating func collect(_ node: RawSyntax, at offset: Int) {
        walk(node, kind: node.kind, at: offset, isCallee: false)
    }

    private mutating func walk(_ node: RawSyntax, kind: SyntaxKind, at offset: Int, isCallee: Bool) {
        switch kind {
        case .declReferenceExpr:
            if let reference = RawDeclReferenceExprSyntax(node) { visitReference(reference, at: offset, isCallee: isCallee) }
            return
        case .memberAccessExpr:
            if let access = RawMemberAccessExprSyntax(node) { visitMemberAccess(access, at: offset, isCallee: isCallee) }
        case .identifierType:
            if let type = RawIdentifierTypeSyntax(node), table.names.roles(of: type.name.tokenText).contains(.type) {
                record(.type, type.name.tokenText, .own, at: offset, in: node)
            }
        case .functionCallExpr:
            if let call = RawFunctionCallExprSyntax(node) {
                visitCall(call, at: offset)
                return
            }
        case .stringLiteralExpr:
            if loggingDepth == 0, let literal = RawStringLiteralExprSyntax(node), Self.isInterpolated(literal) {
                record(.interpolation, "interpolation", .own, at: offset, in: node)
            }
        case .protocolDecl, .enumCaseDecl, .typeAliasDecl, .importDecl, .attributeList:
            // Requirements, case lists, aliases and attributes do no work.
            return
        default:
            break
        }
        walkChildren(of: node, at: offset)
    }

    /// Walks the children of `node`; `callee` is the one that is called (a call's
    /// `calledExpression`), which decides whether a name counts as a call.
    private mutating func walkChildren(of node: RawSyntax, at offset: Int, callee: RawSyntax.ID? = nil) {
        guard let layout = node.layoutView else { return }
        var childOffset = offset
        for child in layout.children {
            guard let child else { continue }
            // A bare token holds no evidence: only the node around it (a reference, a type)
            // gives it a meaning, so tokens are stepped over without a call.
            let kind = child.kind
            if kind != .token { walk(child, kind: kind, at: childOffset, isCallee: callee != nil && child.id == callee) }
            childOffset += child.byteLength
        }
    }

    // MARK: Node kinds

    private mutating func visitReference(_ reference: RawDeclReferenceExprSyntax, at offset: Int, isCallee: Bool) {
        let token = reference.baseName
        guard token.tokenKind == .identifier else { return }
        let text = token.tokenText
        let roles = table.names.roles(of: text)
        let isType = text.isTypeName
        if isCallee,
            roles.contains(.call) || (isType && table.names.constructsControllerBySuffix(text))
        {
            record(.call, text, .own, at: offset, in: reference.raw)
        }
        if isType {
            if roles.contains(.type) { record(.type, text, .own, at: offset, in: reference.raw) }
        } else {
            if roles.contains(.identifier) { record(.identifier, text, .own, at: offset, in: reference.raw) }
            recorder.noteName(text)
        }
    }

    private mutating func visitMemberAccess(_ access: RawMemberAccessExprSyntax, at offset: Int, isCallee: Bool) {
        let text = access.declName.baseName.tokenText
        let roles = table.names.roles(of: text)
        // Most names are in no signal: skip the receiver walk for them.
        guard !roles.isDisjoint(with: [.call, .member]) else { return }
        if !isCallee || roles.contains(.call) {
            record(isCallee ? .call : .member, text, receiver(of: access.base), at: offset, in: access.raw)
        }
    }

    private mutating func visitCall(_ call: RawFunctionCallExprSyntax, at offset: Int) {
        let callee = call.calledExpression.raw
        let base: SyntaxText? =
            RawDeclReferenceExprSyntax(callee)?.baseName.tokenText
            ?? RawMemberAccessExprSyntax(callee)?.declName.baseName.tokenText
        let roles = base.map(table.names.roles(of:)) ?? []
        if let base, roles.contains(.labelSensitive) {
            var labeled = String(syntaxText: base) + "("
            for argument in call.arguments.layoutView.children {
                let label = argument.flatMap(RawLabeledExprSyntax.init)?.label
                labeled += (label.map { String(syntaxText: $0.tokenText) } ?? "_") + ":"
            }
            labeled += ")"
            if table.knows(.labeledCall, labeled) { record(.labeledCall, labeled, .own, at: offset, in: call.raw) }
        }
        let logs = roles.contains(.loggingCall)
        if logs { loggingDepth += 1 }
        walkChildren(of: call.raw, at: offset, callee: callee.id)
        if logs { loggingDepth -= 1 }
    }

    private static func isInterpolated(_ literal: RawStringLiteralExprSyntax) -> Bool {
        literal.segments.layoutView.children.contains { $0?.kind == .expressionSegment }
    }

    // MARK: Recording

    private mutating func record(
        _ kind: EvidenceToken.Kind, _ text: SyntaxText, _ receiver: EvidenceToken.Receiver, at offset: Int, in node: RawSyntax
    ) {
        recorder.record(kind, text, receiver, atOffset: offsets.original(offset + Self.leadingTriviaLength(of: node)))
    }

    private mutating func record(
        _ kind: EvidenceToken.Kind, _ name: String, _ receiver: EvidenceToken.Receiver, at offset: Int, in node: RawSyntax
    ) {
        recorder.record(kind, name, receiver, atOffset: offsets.original(offset + Self.leadingTriviaLength(of: node)))
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

    // MARK: Receivers

    /// Who receives a member access: walks `a.b?.c()!.d` down to its root.
    func receiver(of base: RawExprSyntax?) -> EvidenceToken.Receiver {
        guard var expression = base?.raw else { return .own }
        var nearestName: SyntaxText?
        var passedCall = false
        while true {
            switch expression.kind {
            case .memberAccessExpr:
                guard let access = RawMemberAccessExprSyntax(expression), let next = access.base else { return .own }
                nearestName = access.declName.baseName.tokenText
                passedCall = false
                expression = next.raw
            case .optionalChainingExpr:
                guard let optional = RawOptionalChainingExprSyntax(expression) else { return .expression }
                expression = optional.expression.raw
            case .forceUnwrapExpr:
                guard let unwrap = RawForceUnwrapExprSyntax(expression) else { return .expression }
                expression = unwrap.expression.raw
            case .functionCallExpr:
                guard let call = RawFunctionCallExprSyntax(expression) else { return .expression }
                passedCall = true
                expression = call.calledExpression.raw
            case .declReferenceExpr:
                guard let reference = RawDeclReferenceExprSyntax(expression) else { return .expression }
                let token = reference.baseName
                let text = token.tokenText
                if token.tokenKind == .keyword, text == "self" || text == "Self" || text == "super" {
                    if let nearestName, let first = nearestName.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
                        return .property(table.names.string(for: nearestName))
                    }
                    return .own
                }
                let name = table.names.string(for: text)
                if name.first?.isUppercase == true { return .type(name) }
                return passedCall ? .expression : .property(name)
            default:
                return .expression
            }
        }
    }
}
