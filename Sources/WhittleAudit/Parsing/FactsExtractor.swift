import SwiftSyntax

/// Reduces a syntax tree to ``TypeFacts`` in one pass.
///
/// Bodies are read only where a view controller can hide: classes with a superclass that is
/// not a known non-controller base, and extensions. Everything else is skipped.
final class FactsExtractor: SyntaxVisitor {
    private let scan: SourceScan
    private let table: SignalTable
    private(set) var types: [TypeFacts] = []

    private struct OpenType {
        var facts: TypeFacts
        var readsBodies: Bool
        var id: SyntaxIdentifier
    }

    private struct OpenMember {
        var facts: MemberFacts
        var id: SyntaxIdentifier
        var seen: Set<TokenKey> = []
        var names: Set<String> = []
        /// Only list callbacks keep the names they use (to infer the item type of a data
        /// source): keeping them for every member would cost memory and time for nothing.
        var keepsNames: Bool
    }

    private struct TokenKey: Hashable {
        var kind: EvidenceToken.Kind
        var name: String
        var receiver: EvidenceToken.Receiver
    }

    private var openTypes: [OpenType] = []
    private var member: OpenMember?
    private var loggingDepth = 0

    init(scan: SourceScan, table: SignalTable) {
        self.scan = scan
        self.table = table
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Lines

    private func startLine(_ node: some SyntaxProtocol) -> Int {
        scan.line(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    private func endLine(_ node: some SyntaxProtocol) -> Int {
        scan.line(ofOffset: max(0, node.endPositionBeforeTrailingTrivia.utf8Offset - 1))
    }

    // MARK: Types

    private func openType(
        _ kind: TypeFacts.Kind, name: String, inheritance: InheritanceClauseSyntax?, node: some SyntaxProtocol
    ) -> SyntaxVisitorContinueKind {
        // Local types inside a member body belong to that member's work.
        guard member == nil else { return .visitChildren }
        let inherited = inheritance?.inheritedTypes.map { Self.withoutGenerics($0.type.trimmedDescription) } ?? []
        let qualified = kind == .extension || openTypes.isEmpty ? name : openTypes[openTypes.count - 1].facts.name + "." + name
        let readsBodies: Bool
        switch kind {
        case .extension: readsBodies = true
        case .class: readsBodies = inherited.first.map { !ControllerBases.knownNonControllers.contains($0) } ?? false
        default: readsBodies = false
        }
        let facts = TypeFacts(
            kind: kind, name: qualified, inheritedTypes: inherited, startLine: startLine(node), endLine: endLine(node),
            nestedLines: 0, members: [])
        openTypes.append(OpenType(facts: facts, readsBodies: readsBodies, id: node.id))
        return .visitChildren
    }

    private func closeType(_ node: some SyntaxProtocol) {
        guard let last = openTypes.last, last.id == node.id else { return }
        openTypes.removeLast()
        if !openTypes.isEmpty {
            openTypes[openTypes.count - 1].facts.nestedLines += last.facts.endLine - last.facts.startLine + 1
        }
        types.append(last.facts)
    }

    static func withoutGenerics(_ name: String) -> String {
        if let angle = name.firstIndex(of: "<") { String(name[..<angle]) } else { name }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.class, name: node.name.text, inheritance: node.inheritanceClause, node: node)
    }
    override func visitPost(_ node: ClassDeclSyntax) { closeType(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.struct, name: node.name.text, inheritance: node.inheritanceClause, node: node)
    }
    override func visitPost(_ node: StructDeclSyntax) { closeType(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.enum, name: node.name.text, inheritance: node.inheritanceClause, node: node)
    }
    override func visitPost(_ node: EnumDeclSyntax) { closeType(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.actor, name: node.name.text, inheritance: node.inheritanceClause, node: node)
    }
    override func visitPost(_ node: ActorDeclSyntax) { closeType(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        // Protocols hold requirements only, never work.
        guard member == nil else { return .skipChildren }
        _ = openType(.protocol, name: node.name.text, inheritance: node.inheritanceClause, node: node)
        return .skipChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { closeType(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(
            .extension, name: Self.withoutGenerics(node.extendedType.trimmedDescription),
            inheritance: node.inheritanceClause, node: node)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { closeType(node) }

    // MARK: Members

    /// Starts a member when `node` sits directly in a type's member block.
    private func openMember(
        _ node: some DeclSyntaxProtocol, name: String, kind: MemberFacts.Kind, attributes: AttributeListSyntax,
        modifiers: DeclModifierListSyntax, parameters: FunctionParameterListSyntax?, declaredType: String? = nil
    ) -> SyntaxVisitorContinueKind {
        guard member == nil else { return .visitChildren }
        guard let host = openTypes.last, node.parent?.is(MemberBlockItemSyntax.self) == true else {
            return .skipChildren
        }
        guard host.readsBodies else { return .skipChildren }
        let facts = MemberFacts(
            name: name, kind: kind,
            attributes: attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription },
            modifiers: modifiers.map(\.name.text), startLine: startLine(node), endLine: endLine(node),
            parameterTypes: parameters?.map { $0.type.trimmedDescription } ?? [], declaredType: declaredType,
            tokens: [], referencedNames: [])
        let listPrefixes = ["tableView(", "collectionView(", "numberOf", "outlineView(", "pickerView("]
        member = OpenMember(facts: facts, id: node.id, keepsNames: listPrefixes.contains(where: name.hasPrefix))
        return .visitChildren
    }

    private func closeMember(_ node: some SyntaxProtocol) {
        guard var open = member, open.id == node.id else { return }
        member = nil
        open.facts.referencedNames = open.names.sorted()
        openTypes[openTypes.count - 1].facts.members.append(open.facts)
    }

    private static func signature(_ base: String, _ parameters: FunctionParameterListSyntax) -> String {
        var text = base + "("
        for parameter in parameters { text += parameter.firstName.text + ":" }
        return text + ")"
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        return openMember(
            node, name: Self.signature(node.name.text, parameters), kind: .method, attributes: node.attributes,
            modifiers: node.modifiers, parameters: parameters)
    }
    override func visitPost(_ node: FunctionDeclSyntax) { closeMember(node) }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        return openMember(
            node, name: Self.signature("init", parameters), kind: .initializer, attributes: node.attributes,
            modifiers: node.modifiers, parameters: parameters)
    }
    override func visitPost(_ node: InitializerDeclSyntax) { closeMember(node) }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        openMember(
            node, name: "deinit", kind: .deinitializer, attributes: node.attributes, modifiers: node.modifiers,
            parameters: nil)
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) { closeMember(node) }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.parameterClause.parameters
        return openMember(
            node, name: Self.signature("subscript", parameters), kind: .subscript, attributes: node.attributes,
            modifiers: node.modifiers, parameters: parameters)
    }
    override func visitPost(_ node: SubscriptDeclSyntax) { closeMember(node) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard member == nil else { return .visitChildren }
        let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        let isComputed = node.bindings.contains { binding in
            switch binding.accessorBlock?.accessors {
            case .getter: true
            case .accessors(let list): list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
            case nil: false
            }
        }
        let first = node.bindings.first
        var declaredType = first?.typeAnnotation.map { $0.type.trimmedDescription }
        if declaredType == nil, let value = first?.initializer?.value {
            if let call = value.as(FunctionCallExprSyntax.self) {
                declaredType = call.calledExpression.trimmedDescription
            } else if value.is(DictionaryExprSyntax.self) {
                declaredType = "[:]"
            }
        }
        return openMember(
            node, name: names.joined(separator: ", "), kind: isComputed ? .computedProperty : .storedProperty,
            attributes: node.attributes, modifiers: node.modifiers, parameters: nil, declaredType: declaredType)
    }
    override func visitPost(_ node: VariableDeclSyntax) { closeMember(node) }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        // Top-level statements (scripts, `main.swift`) are not part of any type.
        guard openTypes.isEmpty, member == nil else { return .visitChildren }
        return node.item.is(DeclSyntax.self) ? .visitChildren : .skipChildren
    }

    // MARK: Evidence

    private func record(_ kind: EvidenceToken.Kind, _ name: String, _ receiver: EvidenceToken.Receiver, _ node: some SyntaxProtocol) {
        guard member != nil else { return }
        let key = TokenKey(kind: kind, name: name, receiver: receiver)
        guard member?.seen.insert(key).inserted == true else { return }
        member?.facts.tokens.append(EvidenceToken(kind: kind, name: name, receiver: receiver, line: startLine(node)))
    }

    private func isCallee(_ node: some ExprSyntaxProtocol) -> Bool {
        node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard member != nil else { return .skipChildren }
        let token = node.baseName
        guard case .identifier = token.tokenKind else { return .skipChildren }
        let name = token.text
        let isType = name.first?.isUppercase == true
        if table.knows(.call, name) || (isType && table.isControllerName(name)), isCallee(node) {
            record(.call, name, .own, node)
        }
        if isType {
            if table.knows(.type, name) { record(.type, name, .own, node) }
        } else {
            if table.knows(.identifier, name) { record(.identifier, name, .own, node) }
            if member?.keepsNames == true { member?.names.insert(name) }
        }
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard member != nil else { return .skipChildren }
        let name = node.declName.baseName.text
        let knowsCall = table.knows(.call, name)
        // Most names are in no signal: skip the parent lookup and receiver walk for them.
        guard knowsCall || table.knows(.member, name) else { return .visitChildren }
        let kind: EvidenceToken.Kind = isCallee(node) ? .call : .member
        if kind == .member || knowsCall { record(kind, name, Self.receiver(of: node.base), node) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        guard member != nil else { return .skipChildren }
        let name = node.name.text
        if table.knows(.type, name) { record(.type, name, .own, node) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard member != nil else { return .visitChildren }
        let base: String
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            base = reference.baseName.text
        } else if let access = node.calledExpression.as(MemberAccessExprSyntax.self) {
            base = access.declName.baseName.text
        } else {
            return .visitChildren
        }
        if SignalTable.loggingCalls.contains(base) { loggingDepth += 1 }
        if table.isLabelSensitive(base) {
            var labeled = base + "("
            for argument in node.arguments { labeled += (argument.label?.text ?? "_") + ":" }
            labeled += ")"
            if table.knows(.labeledCall, labeled) { record(.labeledCall, labeled, .own, node) }
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        guard member != nil else { return }
        let base =
            node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let base, SignalTable.loggingCalls.contains(base) { loggingDepth -= 1 }
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard member != nil, loggingDepth == 0 else { return .visitChildren }
        if node.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) {
            record(.interpolation, "interpolation", .own, node)
        }
        return .visitChildren
    }

    /// Who receives a member access: walks `a.b?.c()!.d` down to its root.
    static func receiver(of base: ExprSyntax?) -> EvidenceToken.Receiver {
        guard var expression = base else { return .own }
        var nearestName: String?
        var passedCall = false
        while true {
            if let access = expression.as(MemberAccessExprSyntax.self) {
                guard let next = access.base else { return .own }
                nearestName = access.declName.baseName.text
                passedCall = false
                expression = next
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
                expression = unwrap.expression
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                passedCall = true
                expression = call.calledExpression
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                switch reference.baseName.tokenKind {
                case .keyword(.self), .keyword(.Self), .keyword(.super):
                    if let nearestName, nearestName.first?.isLowercase == true { return .property(nearestName) }
                    return .own
                default:
                    let name = reference.baseName.text
                    if name.first?.isUppercase == true { return .type(name) }
                    return passedCall ? .expression : .property(name)
                }
            } else {
                return .expression
            }
        }
    }
}
