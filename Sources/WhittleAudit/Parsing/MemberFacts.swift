/// What one member of a type declares and uses, reduced from its syntax.
struct MemberFacts: Sendable, Equatable {
    enum Kind: String, Sendable {
        case method
        case initializer
        case deinitializer
        case storedProperty
        case computedProperty
        case `subscript`
    }

    /// The signature-like name: `tableView(_:cellForRowAt:)`, `init(coder:)`, `titleLabel`.
    var name: String
    var kind: Kind
    /// Attribute names without `@`: `IBAction`, `objc`, `IBOutlet`.
    var attributes: [String]
    /// Modifier keywords: `override`, `private`, `static`.
    var modifiers: [String]
    var startLine: Int
    var endLine: Int
    /// Parameter types as written, for cohesion.
    var parameterTypes: [String]
    /// For stored properties: the declared or constructed type as written (`[Photo]`, `NSCache<…>`).
    var declaredType: String?
    /// What the member's code does, each distinct event once at its first occurrence, in
    /// source order; ``EvidenceRules`` gives them their meaning.
    var events: [MemberEvent]
    /// The types of the locals and parameters the member's conditions read (the receivers of
    /// its ``MemberEvent/isTested`` events), where the code shows them: name → a type as written
    /// (`let order: Order`, `let order = Order(…)`, `func show(_ order: Order)`,
    /// `RawMessage *msg = …`), or `[property]` for an element of the collection held by a
    /// property of that name (`for message in messages`, `let order = orders[i]`,
    /// `guard let first = items.first`). ``DelegationRules`` reads them: deciding on a model
    /// held by a local is deciding on the model.
    var localTypes: [String: String] = [:]

    var lineCount: Int { endLine - startLine + 1 }
    var isOverride: Bool { modifiers.contains("override") }
    var isPrivate: Bool { modifiers.contains("private") || modifiers.contains("fileprivate") }
    var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    /// Methods in the NOM sense: methods, initialisers, computed properties and subscripts.
    var isMethodLike: Bool { kind != .storedProperty }
    /// The base name before any parameter list.
    var baseName: String {
        // An Objective-C selector, `-validateEmail:` or `+sharedInstance`: its first piece.
        // (A Swift operator `-(_:_:)` has no letter after its sign.)
        if let sign = name.utf8.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+"),
            let letter = name.utf8.dropFirst().first,
            (letter | 0x20) >= UInt8(ascii: "a") && (letter | 0x20) <= UInt8(ascii: "z") || letter == UInt8(ascii: "_")
        {
            let body = name.dropFirst()
            return String(body.prefix { $0 != ":" })
        }
        return name.prefix(beforeByte: UInt8(ascii: "("))
    }
}
