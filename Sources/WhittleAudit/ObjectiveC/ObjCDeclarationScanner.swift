/// Finds an Objective-C file's classes, class extensions, categories and protocols, and the
/// members the auditor counts, from ``ObjCTokenizer``'s tokens.
///
/// How the parts become ``TypeFacts`` — chosen so that ``ProjectIndex`` merges them exactly as
/// it merges a Swift class and its extensions, with no rule of its own for Objective-C:
/// - `@interface X : Super <P, Q>` is the class part (`.class`, inherited `[Super, P, Q]`),
///   wherever it is written (usually the `.h`). Its `@property`s are stored properties; its
///   method declarations are only promises and are not members.
/// - `@interface X ()` (class extension) and `@interface X (Name)` (category) are `.extension`
///   parts with their protocols and properties, like a Swift `extension X: P`.
/// - `@implementation X` and `@implementation X (Name)` are `.extension` parts too: the class
///   is declared once, by its `@interface`, so a `.h` and its `.m` make one controller, and
///   a Swift `extension X` joins the same way. Only `@implementation X : Super` (legal, rare,
///   no `@interface` anywhere) is a class part.
/// - `@protocol P` is a `.protocol` part; its requirements are not read.
///
/// Members: `-` and `+` methods with bodies, named by their selector with its sign
/// (`-tableView:cellForRowAtIndexPath:`, `+sharedInstance`); `-init…` are initialisers and
/// `-dealloc` the deinitialiser; `+` methods carry the `static` modifier; an `IBAction`
/// return type is the `IBAction` attribute. Properties and instance variables are stored
/// properties, with `IBOutlet` as an attribute. `@synthesize` is skipped. C functions with
/// bodies, at file level or inside an `@implementation` (`static void MJAutoLaunchSet(BOOL
/// opensAtLogin) { … }`), are the file's free functions: one ``TypeFacts/Kind/functions`` part,
/// each named Swift-style with one `_:` per parameter (`MJAutoLaunchSet(_:)`), `static` kept.
///
/// Broken input costs what it breaks and no more: a missing `@end` ends a part at the next
/// `@interface`/`@implementation`, a body that never closes ends there too, a method header
/// without a body is skipped, and every loop moves forward, so scanning always ends.
struct ObjCDeclarationScanner {
    let source: ObjCSource
    let scan: SourceScan
    let filter: EventFilter
    private(set) var types: [TypeFacts] = []
    /// Where broken input was read as far as it is sure, in source order: what the file's
    /// diagnostic says so nobody mistakes a partial reading for the whole file.
    private(set) var recoveries: [String] = []
    /// The `IBAction` methods the container being scanned declares without a body.
    private var declaredActions: [String] = []
    /// The file's C functions with bodies and its globals (``fileVariable(from:through:)``), in source order.
    private var functions: [MemberFacts] = []

    /// A method header must reach its `{` or `;` within this many tokens (attributes and
    /// macros such as `NS_REQUIRES_SUPER` sit between); past it, the `-` was not a method.
    private static let maximumHeaderTokens = 400

    init(source: ObjCSource, scan: SourceScan, filter: EventFilter) {
        self.source = source
        self.scan = scan
        self.filter = filter
    }

    /// Scans the whole file.
    mutating func scanFile() {
        var index = 0
        // Where the file-level statement `index` is in began.
        var statement = 0
        while index < source.count {
            if source.is(index, "@interface") {
                index = scanContainer(at: index, isImplementation: false)
                statement = index
            } else if source.is(index, "@implementation") {
                index = scanContainer(at: index, isImplementation: true)
                statement = index
            } else if source.is(index, "@protocol") {
                index = scanProtocol(at: index)
                statement = index
            } else if source.opens(index, "{") {
                // A C function or a struct at file level.
                if let function = cFunction(bodyAt: index) { functions.append(function) }
                index = source.closing(index) + 1
                statement = index
            } else if source.isPunctuation(index, ";") {
                if let variable = fileVariable(from: statement, through: index - 1) { functions.append(variable) }
                index += 1
                statement = index
            } else {
                index += 1
            }
        }
        if let first = functions.first, let last = functions.last {
            types.append(
                TypeFacts(
                    kind: .functions, name: TypeFacts.functionsName, inheritedTypes: [], startLine: first.startLine,
                    endLine: last.endLine, nestedLines: 0, members: functions))
        }
    }

    /// `#pragma mark` titles by line.
    func marks() -> [MarkComment] {
        source.tokens.indices.compactMap { index in
            guard source.tokens[index].kind == .mark else { return nil }
            return MarkComment(line: line(index), text: ObjCTokenizer.markTitle(source.bytes, source.tokens[index]))
        }
    }

    // MARK: Lines

    private func line(_ index: Int) -> Int {
        scan.line(ofOffset: Int(source.tokens[index].start))
    }

    private func endLine(_ index: Int) -> Int {
        scan.line(ofOffset: max(0, Int(source.tokens[index].end) - 1))
    }

    // MARK: Containers

    /// `@interface`/`@implementation` … `@end`; returns the index after it.
    private mutating func scanContainer(at start: Int, isImplementation: Bool) -> Int {
        var index = start + 1
        guard source.isIdentifier(index) else { return index }
        let name = source.text(index)
        index += 1
        // Lightweight generics on the class name: `@interface Box<ObjectType> : NSObject`.
        if source.isPunctuation(index, "<") { index = skipAngles(from: index) }
        var inherited: [String] = []
        var isPart = false
        if source.isPunctuation(index, ":"), source.isIdentifier(index + 1) {
            inherited.append(source.text(index + 1))
            index += 2
        } else if source.isPunctuation(index, "(") {
            isPart = true
            let close = source.closing(index)
            index = close + 1
        }
        if source.isPunctuation(index, "<") {
            let close = skipAngles(from: index)
            for protocolIndex in (index + 1)..<max(index + 1, close - 1) where source.isIdentifier(protocolIndex) {
                inherited.append(source.text(protocolIndex))
            }
            index = close
        }
        let kind: TypeFacts.Kind
        if isPart || (isImplementation && inherited.isEmpty) {
            kind = .extension
        } else {
            kind = .class
        }
        var facts = TypeFacts(
            kind: kind, name: name, inheritedTypes: inherited, startLine: line(start), endLine: line(start),
            nestedLines: 0, members: [])
        if source.opens(index, "{") {
            let close = source.closing(index)
            facts.members += instanceVariables(from: index + 1, to: close)
            index = close + 1
        }
        var last = max(start, index - 1)
        var ended = false
        declaredActions = []
        while index < source.count {
            if source.is(index, "@end") {
                last = index
                index += 1
                ended = true
                break
            }
            // A missing `@end`: the next container starts here.
            if source.isEndOfDeclarations(index) || source.is(index, "@protocol") { break }
            last = index
            if source.is(index, "@property") {
                let (member, next) = property(at: index)
                if let member { facts.members.append(member) }
                index = next
            } else if source.isPunctuation(index, "-") || source.isPunctuation(index, "+") {
                let (member, next) = method(at: index, of: name, readsBody: isImplementation)
                if let member { facts.members.append(member) }
                last = max(last, next - 1)
                index = next
            } else if source.opens(index, "{") {
                // A C function written inside the `@implementation` is the file's, not the class's.
                if isImplementation, let function = cFunction(bodyAt: index) { functions.append(function) }
                let close = source.closing(index)
                last = close
                index = close + 1
            } else {
                index += 1
            }
        }
        facts.endLine = endLine(min(last, source.count - 1))
        facts.declaredActions = declaredActions
        // `#if`/`#else` branches that each open the same class's header (both read as code)
        // are one header written twice, not a missing `@end`.
        let repeatsItself = source.is(index, isImplementation ? "@implementation" : "@interface") && source.isIdentifier(index + 1) && source.text(index + 1) == name
        if !ended && !repeatsItself {
            let keyword = isImplementation ? "@implementation" : "@interface"
            recoveries.append("line \(facts.startLine): `\(keyword) \(name)` has no `@end`; read up to line \(facts.endLine)")
        }
        types.append(facts)
        return index
    }

    /// `@protocol P <Q>` … `@end` (a forward declaration `@protocol P;` is skipped).
    private mutating func scanProtocol(at start: Int) -> Int {
        let nameIndex = start + 1
        guard source.isIdentifier(nameIndex), !source.isPunctuation(nameIndex + 1, ";"),
            !source.isPunctuation(nameIndex + 1, ",")
        else { return start + 1 }
        var index = nameIndex + 1
        while index < source.count, !source.is(index, "@end"), !source.isEndOfDeclarations(index) { index += 1 }
        let last = min(index, source.count - 1)
        types.append(
            TypeFacts(
                kind: .protocol, name: source.text(nameIndex), inheritedTypes: [], startLine: line(start),
                endLine: endLine(last), nestedLines: 0, members: []))
        return source.is(index, "@end") ? index + 1 : index
    }

    /// Past the `>` matching the `<` at `open` (nested generics included).
    private func skipAngles(from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < source.count {
            if source.isPunctuation(index, "<") { depth += 1 }
            if source.isPunctuation(index, ">") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            if source.isPunctuation(index, "{") || source.isPunctuation(index, ";") || source.tokens[index].kind == .atKeyword {
                return index
            }
            index += 1
        }
        return index
    }

    // MARK: Members

    /// Words that qualify a declaration but are never its name or its type.
    private static let qualifiers: Set<String> = [
        "IBOutlet", "IBOutletCollection", "__weak", "__strong", "__unsafe_unretained", "__block", "nullable",
        "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "const", "static", "extern", "volatile",
        "__kindof", "_Null_unspecified",
    ]

    /// Whether an identifier is an annotation macro written after a name
    /// (`NS_AVAILABLE_IOS(8_0)`, `API_AVAILABLE(ios(13))`, `__attribute__((…))`).
    private func isTrailingMacro(_ index: Int) -> Bool {
        guard source.isUppercase(index) || source.text(index).hasPrefix("__") else { return false }
        let text = source.text(index)
        return text.hasPrefix("NS_") || text.hasPrefix("API_") || text.hasPrefix("UI_") || text.hasPrefix("__")
            || text.hasPrefix("DEPRECATED") || text.hasPrefix("AVAILABLE")
    }

    /// One stored property from the tokens of a declaration (`first...last`, no `;`).
    private func storedProperty(from first: Int, through last: Int, declarationStart: Int, modifiers: [String]) -> MemberFacts? {
        guard first <= last else { return nil }
        var attributes: [String] = []
        var modifiers = modifiers
        var nameIndex: Int?
        var index = first
        while index <= last {
            if source.isIdentifier(index) {
                let text = source.text(index)
                if text == "IBOutlet" || text == "IBOutletCollection" { attributes.append(text) }
                if text == "__weak", !modifiers.contains("weak") { modifiers.append("weak") }
                if Self.qualifiers.contains(text) {
                } else if isTrailingMacro(index), nameIndex != nil {
                    break
                } else {
                    nameIndex = index
                }
            } else if source.isPunctuation(index, "<") {
                // Generic arguments: `NSArray<__kindof UIView *>` names no member.
                index = skipAngles(from: index)
                continue
            } else if source.isPunctuation(index, "("), source.isPunctuation(index + 1, "^") {
                // `void (^handler)(BOOL)`: the block's name follows the caret.
                if source.isIdentifier(index + 2) { nameIndex = index + 2 }
                break
            } else if source.opens(index, "(") {
                // `IBOutletCollection(UIButton)`, a macro's arguments: neither name nor type.
                index = source.closing(index, limit: last + 1) + 1
                continue
            }
            index += 1
        }
        guard let nameIndex else { return nil }
        var typeStart = first
        while typeStart < nameIndex, source.isIdentifier(typeStart), Self.qualifiers.contains(source.text(typeStart)) {
            typeStart += 1
            if source.opens(typeStart, "(") { typeStart = source.closing(typeStart, limit: nameIndex) + 1 }
        }
        var declaredType = source.text(from: typeStart, through: nameIndex - 1)
        while declaredType.hasSuffix("*") || declaredType.hasSuffix(" ") { declaredType.removeLast() }
        declaredType = Self.protocolHeld(by: declaredType) ?? declaredType
        var recorder = EventRecorder(scan: scan, filter: filter, keepsEveryName: false)
        var reader = ObjCBodyReader(source: source)
        reader.read(from: first, through: nameIndex - 1, into: &recorder)
        return MemberFacts(
            name: source.text(nameIndex), kind: .storedProperty, attributes: attributes, modifiers: modifiers,
            startLine: line(declarationStart), endLine: endLine(last + 1 < source.count ? last + 1 : last), parameterTypes: [],
            declaredType: declaredType.isEmpty ? nil : declaredType, events: recorder.orderedEvents())
    }

    /// The protocol an object held by its protocol is declared with: `FeedFetching` for
    /// `id<FeedFetching>` or `NSObject<FeedFetching, NSCopying>`, as a call on it runs in the
    /// classes that adopt it. `nil` for any other type.
    static func protocolHeld(by type: String) -> String? {
        let type = type.filter { $0 != " " }
        guard type.hasPrefix("id<") || type.hasPrefix("NSObject<"), type.hasSuffix(">"),
            let open = type.firstIndex(of: "<")
        else { return nil }
        let first = String(type[type.index(after: open)...].prefix { $0 != "," && $0 != ">" })
        return first.first?.isUppercase == true && first.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? first : nil
    }

    /// `NSMutableDictionary` for `NSMutableDictionary<NSString *, id>`.
    static func className(_ type: String) -> String {
        String(type.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// `@property (attributes) Type *name;`
    private mutating func property(at start: Int) -> (MemberFacts?, Int) {
        var index = start + 1
        var modifiers: [String] = []
        if source.isPunctuation(index, "(") {
            let close = source.closing(index)
            if (index..<close).contains(where: { source.is($0, "class") }) { modifiers.append("static") }
            // A weak reference points at what something else keeps, as Swift's `weak` does.
            if (index..<close).contains(where: { source.is($0, "weak") }) { modifiers.append("weak") }
            index = close + 1
        }
        let first = index
        while index < source.count, !source.isPunctuation(index, ";"), source.tokens[index].kind != .atKeyword,
            !source.isPunctuation(index, "}")
        {
            if source.opens(index, "(") { index = source.closing(index) }
            index += 1
        }
        let member = storedProperty(from: first, through: index - 1, declarationStart: start, modifiers: modifiers)
        return (member, source.isPunctuation(index, ";") ? index + 1 : max(index, start + 1))
    }

    /// The declarations of an ivar block `{ … }` (between `first` and the `}` at `close`).
    private mutating func instanceVariables(from first: Int, to close: Int) -> [MemberFacts] {
        var members: [MemberFacts] = []
        var declarationStart = first
        var index = first
        while index < close {
            if source.tokens[index].kind == .atKeyword {
                // `@private`, `@public`, `@protected`, `@package`.
                index += 1
                declarationStart = index
                continue
            }
            if source.opens(index, "{") || source.opens(index, "(") || source.opens(index, "[") {
                index = min(source.closing(index, limit: close), close - 1) + 1
                continue
            }
            if source.isPunctuation(index, ";") {
                if let member = storedProperty(from: declarationStart, through: index - 1, declarationStart: declarationStart, modifiers: []) {
                    members.append(member)
                }
                declarationStart = index + 1
            }
            index += 1
        }
        return members
    }

    /// `- (type)piece:(type)name piece2:(type)name2 { … }` of the class `className`; returns the
    /// member (methods with bodies only, and only when `readsBody`) and the index after it.
    private mutating func method(at start: Int, of className: String, readsBody: Bool) -> (MemberFacts?, Int) {
        let isClass = source.isPunctuation(start, "+")
        var index = start + 1
        var attributes: [String] = []
        var resultClass: String?
        if source.isPunctuation(index, "(") {
            let close = source.closing(index)
            if (index..<close).contains(where: { source.is($0, "IBAction") }) { attributes.append("IBAction") }
            // `(APIClient *)`: an object of a class, which a caller may message in turn.
            if close > index + 2, source.isPunctuation(close - 1, "*"), source.isUppercase(index + 1) {
                resultClass = source.text(index + 1)
            } else if close == index + 2, source.is(index + 1, "instancetype") {
                // `(instancetype)`: an object of the class that declares the method.
                resultClass = className
            }
            index = close + 1
        }
        guard source.isIdentifier(index) else { return (nil, start + 1) }
        var pieces: [String] = []
        var parameterTypes: [String] = []
        var parameterClasses: [(name: String, type: String)] = []
        var hasArguments = false
        while index < source.count {
            let isPiece = source.isIdentifier(index) && source.isPunctuation(index + 1, ":")
            guard isPiece || source.isPunctuation(index, ":") else { break }
            hasArguments = true
            pieces.append(isPiece ? source.text(index) : "")
            index += isPiece ? 2 : 1
            if source.isPunctuation(index, "(") {
                let close = source.closing(index)
                let type = source.text(from: index + 1, through: close - 1)
                parameterTypes.append(type)
                index = close + 1
                // `(Order *)order`: the parameter's class, for ``MemberFacts/localTypes``.
                if source.isIdentifier(index), !source.isPunctuation(index + 1, ":") {
                    let className = Self.className(type)
                    if className.first?.isUppercase == true { parameterClasses.append((source.text(index), className)) }
                }
            }
            // The parameter's name, and any attribute after it.
            while source.isIdentifier(index), !source.isPunctuation(index + 1, ":") { index += 1 }
        }
        if !hasArguments {
            pieces.append(source.text(index))
            index += 1
        }
        var scanned = 0
        while index < source.count, scanned < Self.maximumHeaderTokens {
            if source.isPunctuation(index, ";") || source.isPunctuation(index, "{") || source.isEndOfDeclarations(index)
                || source.tokens[index].kind == .atKeyword
            {
                break
            }
            if source.opens(index, "(") { index = source.closing(index) }
            index += 1
            scanned += 1
        }
        // An implementation may keep the declaration's `;` before the body: `- (void)login;{ … }`.
        if readsBody, source.isPunctuation(index, ";"), source.opens(index + 1, "{") { index += 1 }
        let name = (isClass ? "+" : "-") + (hasArguments ? pieces.map { $0 + ":" }.joined() : pieces.joined())
        guard source.isPunctuation(index, "{") else {
            // A header's `- (IBAction)send:(id)sender;` makes its `- (void)send:(id)sender { … }` an action.
            if !readsBody, source.isPunctuation(index, ";"), attributes.contains("IBAction") { declaredActions.append(name) }
            return (nil, source.isPunctuation(index, ";") ? index + 1 : max(index, start + 1))
        }
        let close = source.closing(index)
        let next = close + 1
        guard readsBody else { return (nil, next) }
        if !source.isPunctuation(close, "}") {
            recoveries.append("line \(line(start)): the body of `\(name)` does not close; read up to line \(endLine(close))")
        }
        let first = pieces.first ?? ""
        let kind: MemberFacts.Kind
        if !isClass, first == "init" || (first.hasPrefix("init") && first.dropFirst(4).first?.isUppercase == true) {
            kind = .initializer
        } else if !isClass, name == "-dealloc" {
            kind = .deinitializer
        } else {
            kind = .method
        }
        // Which class is a controller is known only once every file is read (`@implementation`
        // parts name no superclass), so every method keeps what a controller's or a
        // collaborator's summary needs: calls on named receivers and on `self`.
        var recorder = EventRecorder(
            scan: scan, filter: filter, keepsEveryName: filter.keepsEveryName(inMember: ObjCNames.swiftStyle(name)),
            keepsNamedReceivers: true, keepsOwnCalls: true)
        var reader = ObjCBodyReader(source: source)
        reader.read(from: index + 1, through: close - 1, into: &recorder)
        let events = recorder.orderedEvents()
        var member = MemberFacts(
            name: name, kind: kind, attributes: attributes, modifiers: isClass ? ["static"] : [], startLine: line(start),
            endLine: endLine(close), parameterTypes: parameterTypes, declaredType: resultClass,
            events: events)
        Self.addLocalTypes(to: &member, parameters: parameterClasses, locals: reader.localTypes)
        return (member, next)
    }

    // MARK: File-level variables

    /// A global declared at file level as a pointer to a class (`first...last`, no `;`):
    /// `extern TBUserDefaults *gTbDefaults;`, `AppSettings *gSettings = nil;`. A call through it
    /// runs in that class, from any file that declares it, as Swift's `let defaults = …` at
    /// file level does. Not a `static` one, which is its file's own, nor a prototype.
    private func fileVariable(from first: Int, through last: Int) -> MemberFacts? {
        var index = first
        while index <= last, source.kind(index) == .preprocessor || source.kind(index) == .mark { index += 1 }
        if source.is(index, "extern") { index += 1 }
        while source.is(index, "const") || source.is(index, "__strong") { index += 1 }
        let type = index
        guard type + 2 <= last, source.isUppercase(type), source.isPunctuation(type + 1, "*") else { return nil }
        var name = type + 2
        if source.is(name, "const") { name += 1 }
        guard name <= last, source.isIdentifier(name), name == last || source.isPunctuation(name + 1, "=") else { return nil }
        return MemberFacts(
            name: source.text(name), kind: .storedProperty, attributes: [], modifiers: [], startLine: line(type),
            endLine: endLine(last), parameterTypes: [], declaredType: source.text(type), events: [])
    }

    // MARK: C functions

    /// Words that open a block after parentheses but name no function.
    private static let notFunctionNames: Set<String> = [
        "if", "while", "for", "switch", "sizeof", "return", "__attribute__", "defined", "catch", "typeof", "__typeof__",
    ]

    /// The C function whose body opens at `brace` (`BOOL isAddressString(NSString *string) {`),
    /// or `nil` when the block is something else: a struct, an enum (`typedef NS_ENUM(NSInteger,
    /// Kind) {`: a macro, all capitals), an initializer.
    private func cFunction(bodyAt brace: Int) -> MemberFacts? {
        guard brace >= 3, source.isPunctuation(brace - 1, ")") else { return nil }
        var open = brace - 1
        var depth = 0
        while open >= 0 {
            if source.isPunctuation(open, ")") { depth += 1 }
            if source.isPunctuation(open, "(") {
                depth -= 1
                if depth == 0 { break }
            }
            open -= 1
        }
        let nameIndex = open - 1
        guard open > 1, source.isIdentifier(nameIndex) else { return nil }
        let name = source.text(nameIndex)
        guard !Self.notFunctionNames.contains(name), name.utf8.contains(where: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
        else { return nil }
        // A result type before the name: a word or a pointer's `*`; no `typedef` or `enum`.
        var start = nameIndex
        // (Not the class an `@implementation` names just before.)
        while start > 0, nameIndex - start < 8, source.isIdentifier(start - 1) || source.isPunctuation(start - 1, "*"),
            source.kind(start - 2) != .atKeyword
        {
            start -= 1
        }
        guard start < nameIndex else { return nil }
        var modifiers: [String] = []
        for index in start..<nameIndex where source.isIdentifier(index) {
            let word = source.text(index)
            if word == "typedef" || word == "enum" || word == "struct" || word == "union" { return nil }
            if word == "static" { modifiers.append("static") }
        }
        // Parameters, split at the commas directly inside: `(void)` and `()` take none.
        var parameters: [(first: Int, last: Int)] = []
        var first = open + 1
        var inner = 0
        for index in (open + 1)..<(brace - 1) {
            if source.isPunctuation(index, "(") || source.isPunctuation(index, "[") { inner += 1 }
            if source.isPunctuation(index, ")") || source.isPunctuation(index, "]") { inner -= 1 }
            if inner == 0, source.isPunctuation(index, ",") {
                parameters.append((first, index - 1))
                first = index + 1
            }
        }
        if first <= brace - 2 { parameters.append((first, brace - 2)) }
        if parameters.count == 1, parameters[0].first == parameters[0].last, source.is(parameters[0].first, "void") {
            parameters = []
        }
        var parameterTypes: [String] = []
        var parameterClasses: [(name: String, type: String)] = []
        for parameter in parameters {
            let named = parameter.last > parameter.first && source.isIdentifier(parameter.last)
            let typeLast = named ? parameter.last - 1 : parameter.last
            parameterTypes.append(source.text(from: parameter.first, through: typeLast))
            // `(NSString *string)`: the parameter's class, for ``MemberFacts/localTypes``.
            if named, source.isPunctuation(typeLast, "*"), let word = (parameter.first..<typeLast).first(where: source.isUppercase) {
                parameterClasses.append((source.text(parameter.last), Self.className(source.text(word))))
            }
        }
        let close = source.closing(brace)
        // What a caller does through the function is read as a collaborator's member is: calls
        // on named receivers and its own, no writes.
        var recorder = EventRecorder(scan: scan, filter: filter, keepsEveryName: false, keepsOwnCalls: true, keepsNamedCalls: true)
        var reader = ObjCBodyReader(source: source)
        reader.read(from: brace + 1, through: close - 1, into: &recorder)
        let events = recorder.orderedEvents()
        var member = MemberFacts(
            name: name + "(" + String(repeating: "_:", count: parameters.count) + ")", kind: .method, attributes: [],
            modifiers: modifiers, startLine: line(start), endLine: endLine(close), parameterTypes: parameterTypes,
            declaredType: nil, events: events)
        Self.addLocalTypes(to: &member, parameters: parameterClasses, locals: reader.localTypes)
        return member
    }

    /// Gives `member` the classes of the parameters and locals it calls or tests
    /// (``MemberFacts/localTypes``), where their declarations name one.
    private static func addLocalTypes(
        to member: inout MemberFacts, parameters: [(name: String, type: String)], locals: [String: String]
    ) {
        let typed = LocalTypeScanner.typedNames(in: member.events)
        guard !typed.isEmpty else { return }
        for (name, type) in parameters where typed.contains(name) && member.localTypes[name] == nil {
            member.localTypes[name] = type
        }
        for (name, type) in locals where typed.contains(name) && member.localTypes[name] == nil {
            member.localTypes[name] = type
        }
    }
}
