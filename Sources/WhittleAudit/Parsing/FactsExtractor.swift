@_spi(RawSyntax) import SwiftSyntax

/// Reduces a syntax tree to ``TypeFacts`` in one pass.
///
/// The visitor reads declarations only: types, their member blocks and each member's
/// signature, whose events ``SyntaxEventReader`` reads from the raw tree in place. When the
/// tree is a ``SkeletonSource``'s, a blanked body is read from its tokens by
/// ``TokenEventReader``, and every blanked body must be claimed here as a real body (see
/// `claimedBodies`). Every type's bodies are read (protocols have none); where a view
/// controller can hide (classes with a superclass the ``EventFilter`` does not rule out, and
/// extensions), calls and accesses on named receivers are kept as well.
final class FactsExtractor: SyntaxVisitor {
    private let scan: SourceScan
    private let filter: EventFilter
    private let skeleton: SkeletonSource?
    /// Maps the tree's offsets to the file's (the identity for a full parse).
    private let offsets: SkeletonOffsets
    /// The types, extensions and protocols, each when it closes.
    private var declaredTypes: [TypeFacts] = []
    /// The file's top-level functions and typed variables, in source order.
    private var freeFunctions: [MemberFacts] = []
    /// Every type part of the file: its declarations and extensions, then its free functions
    /// as one ``TypeFacts/Kind/functions`` part when it has any.
    var types: [TypeFacts] {
        guard let first = freeFunctions.first, let last = freeFunctions.last else { return declaredTypes }
        let functions = TypeFacts(
            kind: .functions, name: TypeFacts.functionsName, inheritedTypes: [], startLine: first.startLine,
            endLine: last.endLine, nestedLines: 0, members: freeFunctions)
        return declaredTypes + [functions]
    }
    /// Blanked bodies found as bodies in the tree; the skeleton is trustworthy only when this
    /// equals the number it blanked.
    private(set) var claimedBodies = 0

    private struct OpenType {
        var facts: TypeFacts
        var readsBodies: Bool
        /// A view controller can hide here: calls on named receivers are kept too.
        var mayBeController: Bool
        /// A SwiftUI view or a view model can hide here: calls on named receivers are kept
        /// too, and (unlike a controller) calls on itself, which summaries follow.
        var mayBeSwiftUIUnit: Bool
        var id: SyntaxIdentifier
    }

    private var openTypes: [OpenType] = []

    /// The bytes the tree was parsed from (the skeleton's, when there is one); valid for the
    /// walk only.
    private let source: UnsafeBufferPointer<UInt8>

    init(
        source: UnsafeBufferPointer<UInt8>, scan: SourceScan, filter: EventFilter, skeleton: SkeletonSource? = nil,
        offsets: SkeletonOffsets = .identity
    ) {
        self.source = source
        self.scan = scan
        self.filter = filter
        self.skeleton = skeleton
        self.offsets = offsets
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Lines

    private func startLine(_ node: some SyntaxProtocol) -> Int {
        scan.line(ofOffset: offsets.original(node.positionAfterSkippingLeadingTrivia.utf8Offset))
    }

    private func endLine(_ node: some SyntaxProtocol) -> Int {
        scan.line(ofOffset: offsets.original(max(0, node.endPositionBeforeTrailingTrivia.utf8Offset - 1)))
    }

    /// The node's source text without its outer trivia, as `trimmedDescription` gives it, but
    /// read from the file's bytes: `trimmedDescription` builds a trimmed copy of the tree first,
    /// which cost a quarter of the parse when done for every parameter type.
    private func text(_ node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start >= 0, start <= end, end <= source.count else { return node.trimmedDescription }
        return String(decoding: UnsafeBufferPointer(rebasing: source[start..<end]), as: UTF8.self)
    }

    /// An annotation's type as the rules compare it: an existential or opaque type is its
    /// constraint (`any APIProtocol`, `(any APIProtocol)?` → `APIProtocol`, `APIProtocol?`), as
    /// a call on it runs in the types that adopt it.
    private func annotatedType(_ type: TypeSyntax) -> String {
        if let existential = type.as(SomeOrAnyTypeSyntax.self) { return annotatedType(existential.constraint) }
        let wrapped: TypeSyntax?
        let mark: String
        if let optional = type.as(OptionalTypeSyntax.self) {
            (wrapped, mark) = (optional.wrappedType, "?")
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            (wrapped, mark) = (unwrapped.wrappedType, "!")
        } else {
            (wrapped, mark) = (nil, "")
        }
        if let tuple = wrapped?.as(TupleTypeSyntax.self), tuple.elements.count == 1, let element = tuple.elements.first,
            element.firstName == nil, let existential = element.type.as(SomeOrAnyTypeSyntax.self)
        {
            return annotatedType(existential.constraint) + mark
        }
        return text(type)
    }

    // MARK: Types

    private func openType(
        _ kind: TypeFacts.Kind, name: String, inheritance: InheritanceClauseSyntax?, attributes: AttributeListSyntax? = nil,
        node: some SyntaxProtocol
    ) -> SyntaxVisitorContinueKind {
        let inherited = inheritance?.inheritedTypes.map { text($0.type).withoutGenericArguments } ?? []
        var attributeNames: [String] = []
        // Not `attributes ?? []`: that builds an empty syntax collection in a new arena.
        for attribute in attributes.map(Array.init) ?? [] {
            if let attribute = attribute.as(AttributeSyntax.self) { attributeNames.append(text(attribute.attributeName)) }
        }
        let qualified = kind == .extension || openTypes.isEmpty ? name : openTypes[openTypes.count - 1].facts.name + "." + name
        // Every type's bodies are read: what a controller does through a project type is
        // known from that type's own members (``TypeSummaries``).
        let mayBeController: Bool
        switch kind {
        case .extension: mayBeController = true
        case .class: mayBeController = inherited.first.map { !filter.typesWithoutControllers.contains($0) } ?? false
        default: mayBeController = false
        }
        let facts = TypeFacts(
            kind: kind, name: qualified, inheritedTypes: inherited, startLine: startLine(node), endLine: endLine(node),
            nestedLines: 0, members: [], attributes: attributeNames)
        let mayBeSwiftUIUnit = (kind == .struct || kind == .class)
            && (inherited.contains(where: filter.swiftUIUnitMarkers.contains) || attributeNames.contains(where: filter.swiftUIUnitMarkers.contains))
        openTypes.append(
            OpenType(
                facts: facts, readsBodies: kind != .protocol, mayBeController: mayBeController, mayBeSwiftUIUnit: mayBeSwiftUIUnit,
                id: node.id))
        return .visitChildren
    }

    private func closeType(_ node: some SyntaxProtocol) {
        guard var last = openTypes.last, last.id == node.id else { return }
        openTypes.removeLast()
        if last.mayBeSwiftUIUnit {
            let start = offsets.original(node.positionAfterSkippingLeadingTrivia.utf8Offset)
            let end = offsets.original(max(0, node.endPositionBeforeTrailingTrivia.utf8Offset - 1)) + 1
            last.facts.textInputBindings = LocalTypeScanner.textInputBindings(in: fileTokens, fromOffset: start, toOffset: end)
        }
        if !openTypes.isEmpty {
            openTypes[openTypes.count - 1].facts.nestedLines += last.facts.endLine - last.facts.startLine + 1
        }
        declaredTypes.append(last.facts)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.class, name: node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes, node: node)
    }
    override func visitPost(_ node: ClassDeclSyntax) { closeType(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.struct, name: node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes, node: node)
    }
    override func visitPost(_ node: StructDeclSyntax) { closeType(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.enum, name: node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes, node: node)
    }
    override func visitPost(_ node: EnumDeclSyntax) { closeType(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(.actor, name: node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes, node: node)
    }
    override func visitPost(_ node: ActorDeclSyntax) { closeType(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        // Protocols hold requirements only, never work.
        _ = openType(.protocol, name: node.name.text, inheritance: node.inheritanceClause, node: node)
        return .skipChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { closeType(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(
            .extension, name: text(node.extendedType).withoutGenericArguments,
            inheritance: node.inheritanceClause, node: node)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { closeType(node) }

    // MARK: Members

    /// Records a member that sits directly in a type's member block, or a function at the top
    /// level of the file (a free function), with the evidence of its whole declaration
    /// (signature and body); nothing below it is visited again.
    private func openMember(
        _ node: some DeclSyntaxProtocol, name: String, kind: MemberFacts.Kind, attributes: AttributeListSyntax,
        modifiers: DeclModifierListSyntax, parameters: FunctionParameterListSyntax?, declaredType: String? = nil,
        bodies: [Int] = []
    ) -> SyntaxVisitorContinueKind {
        // A free function is summarised as a type's member is: what a caller does through it.
        let isFreeFunction = openTypes.isEmpty && kind == .method && node.parent?.is(CodeBlockItemSyntax.self) == true
        guard isFreeFunction
            || (!openTypes.isEmpty && openTypes[openTypes.count - 1].readsBodies
                && node.parent?.is(MemberBlockItemSyntax.self) == true)
        else { return .skipChildren }
        let keepsNamedReceivers = !isFreeFunction
            && (openTypes[openTypes.count - 1].mayBeController || openTypes[openTypes.count - 1].mayBeSwiftUIUnit)
        var attributeNames: [String] = []
        for attribute in attributes {
            if let attribute = attribute.as(AttributeSyntax.self) { attributeNames.append(text(attribute.attributeName)) }
        }
        var modifierNames: [String] = []
        for modifier in modifiers { modifierNames.append(modifier.name.text) }
        var parameterTypes: [String] = []
        // Not `parameters ?? []`: that builds an empty syntax collection in a new arena.
        for parameter in parameters.map(Array.init) ?? [] { parameterTypes.append(text(parameter.type)) }
        var memberRecorder = EventRecorder(
            scan: scan, filter: filter, keepsEveryName: filter.keepsEveryName(inMember: name),
            keepsNamedReceivers: keepsNamedReceivers, keepsOwnCalls: true, keepsNamedCalls: true)
        memberRecorder.addressTokens = fileTokens
        var syntaxReader = SyntaxEventReader(offsets: offsets, recorder: memberRecorder)
        syntaxReader.read(Syntax(node).raw, at: node.position.utf8Offset)
        var recorder = syntaxReader.recorder
        if let skeleton, !bodies.isEmpty {
            var reader = TokenEventReader(tokens: skeleton.tokens, filter: filter)
            for index in bodies {
                let body = skeleton.bodies[index]
                reader.read(open: body.open, close: body.close, into: &recorder)
            }
        }
        let events = recorder.orderedEvents()
        var facts = MemberFacts(
            name: name, kind: kind, attributes: attributeNames, modifiers: modifierNames,
            startLine: startLine(node), endLine: endLine(node), parameterTypes: parameterTypes,
            declaredType: declaredType, events: events)
        facts.localTypes = localTypes(of: node, parameters: parameters, events: events)
        if isFreeFunction {
            freeFunctions.append(facts)
        } else {
            openTypes[openTypes.count - 1].facts.members.append(facts)
        }
        return .skipChildren
    }

    /// The types of the locals and parameters the member calls or tests
    /// (``MemberFacts/localTypes``): parameters from the signature, locals from the file's
    /// tokens over the whole member, the same tokens on either path.
    private func localTypes(
        of node: some DeclSyntaxProtocol, parameters: FunctionParameterListSyntax?, events: [MemberEvent]
    ) -> [String: String] {
        let typed = LocalTypeScanner.typedNames(in: events)
        guard !typed.isEmpty else { return [:] }
        var found: [String: String] = [:]
        for parameter in parameters.map(Array.init) ?? [] {
            let name = (parameter.secondName ?? parameter.firstName).text
            guard typed.contains(name) else { continue }
            let type = annotatedType(parameter.type).withoutGenericArguments.trimmingTrailingOptionality.simpleTypeName
            if type.startsWithASCIICapital { found[name] = type }
        }
        let start = offsets.original(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        let end = offsets.original(max(0, node.endPositionBeforeTrailingTrivia.utf8Offset - 1)) + 1
        for (name, type) in LocalTypeScanner.bindings(in: fileTokens, fromOffset: start, toOffset: end, of: typed)
        where found[name] == nil {
            found[name] = type
        }
        return found
    }

    /// The file's tokens: the skeleton's, or made for a full parse when a member needs them.
    private lazy var fileTokens: SourceTokens = skeleton?.tokens ?? SourceTokens(source)

    // MARK: Blanked bodies

    /// The blanked body whose `{` this is, counted as claimed.
    private func claim(_ brace: TokenSyntax?) -> Int? {
        guard let skeleton, let brace,
            let index = skeleton.body(atBrace: offsets.original(brace.positionAfterSkippingLeadingTrivia.utf8Offset))
        else { return nil }
        claimedBodies += 1
        return index
    }

    private func claim(_ block: AccessorBlockSyntax?) -> [Int] {
        guard skeleton != nil, let block else { return [] }
        switch block.accessors {
        case .getter: return claim(block.leftBrace).map { [$0] } ?? []
        case .accessors(let list): return list.compactMap { claim($0.body?.leftBrace) }
        }
    }

    private static func signature(_ base: String, _ parameters: FunctionParameterListSyntax) -> String {
        var text = base + "("
        for parameter in parameters { text += parameter.firstName.text + ":" }
        return text + ")"
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        let bodies = claim(node.body?.leftBrace).map { [$0] } ?? []
        return openMember(
            node, name: Self.signature(node.name.text, parameters), kind: .method, attributes: node.attributes,
            modifiers: node.modifiers, parameters: parameters,
            declaredType: node.signature.returnClause.map { annotatedType($0.type) }, bodies: bodies)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        let bodies = claim(node.body?.leftBrace).map { [$0] } ?? []
        return openMember(
            node, name: Self.signature("init", parameters), kind: .initializer, attributes: node.attributes,
            modifiers: node.modifiers, parameters: parameters, bodies: bodies)
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        openMember(
            node, name: "deinit", kind: .deinitializer, attributes: node.attributes, modifiers: node.modifiers,
            parameters: nil, bodies: claim(node.body?.leftBrace).map { [$0] } ?? [])
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.parameterClause.parameters
        return openMember(
            node, name: Self.signature("subscript", parameters), kind: .subscript, attributes: node.attributes,
            modifiers: node.modifiers, parameters: parameters, bodies: claim(node.accessorBlock))
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        let isComputed = node.bindings.contains { binding in
            switch binding.accessorBlock?.accessors {
            case .getter: true
            case .accessors(let list): list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
            case nil: false
            }
        }
        let first = node.bindings.first
        var declaredType = first?.typeAnnotation.map { annotatedType($0.type) }
        if declaredType == nil, let value = first?.initializer?.value {
            if let call = Self.unwrapped(value).as(FunctionCallExprSyntax.self) {
                // `Loader()`, `Cache<Key, Value>()`, `[String: CGSize]()`: an initializer names
                // its type; a function (`makeNameCell()`) names none.
                let callee = text(call.calledExpression)
                if callee.hasPrefix("[") || callee.withoutGenericArguments.simpleTypeName.startsWithASCIICapital {
                    declaredType = callee
                } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
                    let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true
                {
                    // `API.current()`, `Store.makeDefault()`: a type's factory makes one of it.
                    declaredType = base.baseName.text
                }
            } else if value.is(DictionaryExprSyntax.self) {
                declaredType = "[:]"
            } else if let access = value.as(MemberAccessExprSyntax.self),
                let base = access.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true,
                access.declName.baseName.tokenKind != .keyword(.self)
            {
                // `Service.shared`: a singleton is of its type (`Cell.self` is the type itself, not one).
                declaredType = base.baseName.text
            } else if let path = Self.typeRootedPath(value) {
                // `App.shared.gatewayService`: the type the last property is declared with,
                // which the index looks up (``ProjectIndex/resolvingDeclaredPaths(in:)``).
                declaredType = MemberFacts.valuePathMarker + path
            }
        }
        if declaredType == nil { declaredType = Self.environmentType(in: node.attributes) }
        // A variable at the file's top level (`let defaults = UserDefaults.standard`, `var
        // defaultRealm: Realm!`) is a global the project's code may call through: kept, with
        // its type only, among the file's free functions.
        if openTypes.isEmpty, node.parent?.is(CodeBlockItemSyntax.self) == true {
            if let declaredType, !names.isEmpty {
                var modifierNames: [String] = []
                for modifier in node.modifiers { modifierNames.append(modifier.name.text) }
                freeFunctions.append(
                    MemberFacts(
                        name: names.joined(separator: ", "), kind: isComputed ? .computedProperty : .storedProperty,
                        attributes: [], modifiers: modifierNames, startLine: startLine(node), endLine: endLine(node),
                        parameterTypes: [], declaredType: declaredType, events: []))
            }
            return .skipChildren
        }
        let bodies = node.bindings.flatMap { claim($0.accessorBlock) }
        return openMember(
            node, name: names.joined(separator: ", "), kind: isComputed ? .computedProperty : .storedProperty,
            attributes: node.attributes, modifiers: node.modifiers, parameters: nil, declaredType: declaredType,
            bodies: bodies)
    }

    /// The properties `value` reads from a type, two or more plain names after a capitalised
    /// one (`App.shared.gatewayService`, `Current.api.client`), as written; `nil` for anything
    /// else: a call, a subscript or an optional step along the way, or a single step
    /// (`Service.shared`), which names its type already.
    private static func typeRootedPath(_ value: ExprSyntax) -> String? {
        var names: [String] = []
        var expression = value
        while let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            guard access.declName.argumentNames == nil, case .identifier(let name) = access.declName.baseName.tokenKind else {
                return nil
            }
            names.append(name)
            expression = base
        }
        guard names.count >= 2, let root = expression.as(DeclReferenceExprSyntax.self), root.argumentNames == nil,
            case .identifier(let type) = root.baseName.tokenKind, type.first?.isUppercase == true,
            names.allSatisfy({ $0.first?.isLowercase == true })
        else { return nil }
        return ([type] + names.reversed()).joined(separator: ".")
    }

    /// `value` without the `try`, `await` or `!` around it: `try Store.open()` is a call.
    private static func unwrapped(_ value: ExprSyntax) -> ExprSyntax {
        if let tried = value.as(TryExprSyntax.self) { return unwrapped(tried.expression) }
        if let awaited = value.as(AwaitExprSyntax.self) { return unwrapped(awaited.expression) }
        if let forced = value.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        return value
    }

    /// The types of the environment values that are stores: a view's calls on the context it
    /// reads (`@Environment(\.modelContext) private var context`) are calls on that type.
    private static let environmentValueTypes = ["modelContext": "ModelContext", "managedObjectContext": "NSManagedObjectContext"]

    /// The type `@Environment(Client.self)` reads from SwiftUI's environment, the store
    /// `@Environment(\.modelContext)` reads (``environmentValueTypes``), or the key path of
    /// another value (`\.store`), whose type only the project's `EnvironmentValues` says.
    private static func environmentType(in attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "Environment",
                case .argumentList(let arguments) = attribute.arguments, let argument = arguments.first?.expression
            else { continue }
            if let keyPath = argument.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
                let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
            {
                let name = property.declName.baseName.text
                return environmentValueTypes[name] ?? "\\." + name
            }
            guard let access = argument.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self",
                let base = access.base?.as(DeclReferenceExprSyntax.self)
            else { continue }
            return base.baseName.text
        }
        return nil
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        // Top-level statements (scripts, `main.swift`) are not part of any type.
        guard openTypes.isEmpty else { return .visitChildren }
        return node.item.is(DeclSyntax.self) ? .visitChildren : .skipChildren
    }
}
