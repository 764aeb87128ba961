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
    var name: String {
        get { storage.fields.name }
        _modify { yield &uniqueStorage().fields.name }
    }
    var kind: Kind {
        get { storage.fields.kind }
        _modify { yield &uniqueStorage().fields.kind }
    }
    /// Attribute names without `@`: `IBAction`, `objc`, `IBOutlet`.
    var attributes: [String] {
        get { storage.fields.attributes }
        _modify { yield &uniqueStorage().fields.attributes }
    }
    /// Modifier keywords: `override`, `private`, `static`.
    var modifiers: [String] {
        get { storage.fields.modifiers }
        _modify { yield &uniqueStorage().fields.modifiers }
    }
    var startLine: Int {
        get { storage.fields.startLine }
        _modify { yield &uniqueStorage().fields.startLine }
    }
    var endLine: Int {
        get { storage.fields.endLine }
        _modify { yield &uniqueStorage().fields.endLine }
    }
    /// Parameter types as written, for cohesion.
    var parameterTypes: [String] {
        get { storage.fields.parameterTypes }
        _modify { yield &uniqueStorage().fields.parameterTypes }
    }
    /// For stored properties: the declared or constructed type as written (`[Photo]`, `NSCache<…>`);
    /// for computed properties the declared one; for a Swift method the type it returns, and
    /// for an Objective-C method without arguments the class of the object it returns
    /// (`DSJSONRPC` for `+ (DSJSONRPC *)getJsonRPC`, the declaring class for `+
    /// (instancetype)sharedStore`). `some` and `any` are dropped (`View`
    /// for `some View`). A property reading an environment value the project declares
    /// (`@Environment(\.store) var store`) holds its key path, `\.store`, and one initialised
    /// from a type's properties (`var service = App.shared.gatewayService`) holds that path
    /// after ``valuePathMarker``, until the index resolves them (``ProjectIndex/resolvingDeclaredPaths(in:)``).
    var declaredType: String? {
        get { storage.fields.declaredType }
        _modify { yield &uniqueStorage().fields.declaredType }
    }

    /// What starts a ``declaredType`` that is a path of properties from a type, not a type.
    static let valuePathMarker = "="

    /// What the member's code does, each distinct event once at its first occurrence, in
    /// source order; ``EvidenceRules`` gives them their meaning.
    var events: [MemberEvent] {
        get { storage.fields.events }
        _modify { yield &uniqueStorage().fields.events }
    }
    /// What the locals and parameters the member calls or tests (the receivers of its calls and
    /// ``MemberEvent/isTested`` events) hold, where the code shows it: name → a binding that
    /// ``LocalBinding`` reads (`let order: Order`, `let order = Order(…)`, `func show(_ order:
    /// Order)`, `RawMessage *msg = …` → `Order`, `RawMessage`; `for message in messages` →
    /// `[messages]`; `guard let connection = connection` → `connection`; `guard let downloader =
    /// controllers.userControllers?.fileDownloader` → `controllers.userControllers.fileDownloader`; `let api =
    /// APIClient.shared` → `APIClient.shared`). ``DelegationRules`` and the type summaries read
    /// them: calling an API client held by a local is calling the API client, and deciding on
    /// a model held by a local is deciding on the model.
    var localTypes: [String: String] {
        get { storage.fields.localTypes }
        _modify { yield &uniqueStorage().fields.localTypes }
    }

    init(
        name: String, kind: Kind, attributes: [String], modifiers: [String], startLine: Int, endLine: Int,
        parameterTypes: [String], declaredType: String?, events: [MemberEvent], localTypes: [String: String] = [:]
    ) {
        storage = Storage(
            Fields(
                name: name, kind: kind, attributes: attributes, modifiers: modifiers, startLine: startLine, endLine: endLine,
                parameterTypes: parameterTypes, declaredType: declaredType, events: events, localTypes: localTypes))
    }

    /// The facts, shared by every copy until one of them changes: members are copied into
    /// every stage's lists (a controller's parts, its members, each result), and a copy of the
    /// fields themselves retained each of them.
    private var storage: Storage

    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        return storage
    }

    private struct Fields: Equatable {
        var name: String
        var kind: Kind
        var attributes: [String]
        var modifiers: [String]
        var startLine: Int
        var endLine: Int
        var parameterTypes: [String]
        var declaredType: String?
        var events: [MemberEvent]
        var localTypes: [String: String]
    }

    // Written only through `uniqueStorage()`, when no other value shares it, and a value's
    // own accesses are checked when compiled: the runtime's checks on every read were more
    // than the copies they saved.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    static func == (lhs: MemberFacts, rhs: MemberFacts) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    var lineCount: Int { endLine - startLine + 1 }
    var isOverride: Bool { modifiers.contains("override") }
    var isPrivate: Bool { modifiers.contains("private") || modifiers.contains("fileprivate") }
    var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    /// Whether the member is an Objective-C method, named by its selector with its sign
    /// (`-reload`, `+sharedInstance`).
    var isObjectiveCMethod: Bool { Self.isObjectiveCMethod(name) }
    /// Methods in the NOM sense: methods, initialisers, computed properties and subscripts.
    var isMethodLike: Bool { kind != .storedProperty }
    /// The base name before any parameter list.
    var baseName: String { Self.baseName(of: name) }

    /// The base name of a member named `name` (``name``'s spelling): `tableView` for
    /// `tableView(_:cellForRowAt:)` and `-tableView:cellForRowAtIndexPath:`.
    static func baseName(of name: String) -> String {
        // An Objective-C selector, `-validateEmail:` or `+sharedInstance`: its first piece.
        if isObjectiveCMethod(name) {
            return String(name.dropFirst().prefix { $0 != ":" })
        }
        return name.prefix(beforeByte: UInt8(ascii: "("))
    }

    /// Whether a member named `name` is an Objective-C method, named by its selector with its
    /// sign (`-reload`, `+sharedInstance`).
    static func isObjectiveCMethod(_ name: String) -> Bool {
        // A Swift operator, `-(_:_:)`, has no letter after its sign.
        guard let sign = name.utf8.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+"),
            let letter = name.utf8.dropFirst().first
        else { return false }
        return (letter | 0x20) >= UInt8(ascii: "a") && (letter | 0x20) <= UInt8(ascii: "z") || letter == UInt8(ascii: "_")
    }
}

extension MemberFacts {
    /// What a local holds, as ``MemberFacts/localTypes`` spells it.
    enum LocalBinding: Equatable {
        /// A type written or built: `Order`.
        case type(String)
        /// The value of the property of that name, `connection`, or of a path of up to three
        /// properties from it, joined by periods: `controllers.userControllers.fileDownloader`.
        case property(String)
        /// An element of the collection the property of that name holds: `[messages]`.
        case element(String)
        /// A member of a type, usually its shared instance: `APIClient.shared`; or the last
        /// property of a path from a type, of the path before it: `App.shared`, `gatewayService`
        /// for `App.shared.gatewayService`.
        case member(of: String, String)
        /// The text typed into the input property of that name: `nameField` for `nameField.text`.
        case typedText(of: String)
        /// What a method of a property, or of a type, returns: `context`, `checkQR` for
        /// `context.checkQR()`; `UserStore`, `current` for `UserStore.current()`.
        case result(of: String, method: String)

        init(_ spelling: String) {
            if spelling.utf8.first == UInt8(ascii: "["), spelling.utf8.last == UInt8(ascii: "]") {
                self = .element(String(spelling.dropFirst().dropLast()))
            } else if spelling.hasSuffix("()"), !spelling.utf8.contains(UInt8(ascii: " ")),
                let dot = spelling.utf8.lastIndex(of: UInt8(ascii: "."))
            {
                let method = spelling[spelling.utf8.index(after: dot)...].dropLast(2)
                self = .result(of: String(spelling[..<dot]), method: String(method))
            } else if !spelling.startsWithASCIICapital {
                if let dot = spelling.utf8.lastIndex(of: UInt8(ascii: ".")) {
                    // A path ends in a property; typed text in `text` or `stringValue`.
                    let last = spelling.utf8[spelling.utf8.index(after: dot)...]
                    if last.elementsEqual("text".utf8) || last.elementsEqual("stringValue".utf8) {
                        self = .typedText(of: String(spelling[..<dot]))
                    } else {
                        self = .property(spelling)
                    }
                } else {
                    self = .property(spelling)
                }
            } else {
                // Read on every call a local receives: the bytes, not the characters.
                var text = spelling
                let dot = text.withUTF8 { $0.lastIndex(of: UInt8(ascii: ".")) }
                if let dot {
                    let utf8 = spelling.utf8
                    let split = utf8.index(utf8.startIndex, offsetBy: dot)
                    self = .member(of: String(spelling[..<split]), String(spelling[utf8.index(after: split)...]))
                } else {
                    self = .type(spelling)
                }
            }
        }
    }
}
