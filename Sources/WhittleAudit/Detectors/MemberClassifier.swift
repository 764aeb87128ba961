/// What one member's own code shows: the signals its tokens (read by ``EvidenceRules``),
/// signature, attributes and kind match in the ``SignalTable``, each with its evidence, before
/// any comment silences anything. ``TypeSummaries`` reads the project's types through it, and
/// the controller ``Classifier`` adds to it what a member does through those types.
struct MemberClassifier: Sendable {
    let catalog: AuditCatalog
    private var table: SignalTable { catalog.signals }

    /// The modules each file imports, by path, for library signals (``Signal/modules``);
    /// none for a file that imports nothing.
    let imports: [String: Set<String>]
    /// The modules any Swift file of the project imports. A library's extension members
    /// (`imageView.kf`, `imageView.af`) are visible in every file of a module one of whose
    /// files imports the library, so a member signal is read against these too.
    let swiftImports: Set<String>

    init(catalog: AuditCatalog, imports: [String: Set<String>], swiftImports: Set<String> = []) {
        self.catalog = catalog
        self.imports = imports
        self.swiftImports = swiftImports
    }

    /// Whether a name is a search's (`searchField`, `searchTerm`, `query`): the text typed there
    /// picks what to show, it is not refused or accepted.
    private static func namesASearch(_ name: String) -> Bool {
        name.containsIgnoringASCIICase("search") || name.containsIgnoringASCIICase("query")
    }

    /// What one member does, with no comment silencing anything.
    ///
    /// In a helper the project adds to a framework type (`extension UITableView { func
    /// updateHeights() { beginUpdates(); endUpdates() } }`), `self` is that framework object,
    /// not a controller: `frameworkSelf` reads its own calls as calls on another object, which
    /// is how its caller would have written them inline (`tableView.beginUpdates()`). For the
    /// responsibilities in `signalsOnly`, only signals marked ``Signal/countsThroughHelpers``
    /// count, and only in a member that hands back what they make: the text it fills, the cell
    /// it dequeues, is its caller's.
    func classify(
        _ member: MemberFacts, file: String, frameworkSelf: Bool = false,
        signalsOnly: [Responsibility: Signal.HelperResult] = [:]
    ) -> [Responsibility: [Evidence]] {
        var found = signals(in: member, file: file, frameworkSelf: frameworkSelf)
        if !signalsOnly.isEmpty {
            found.removeAll {
                guard signalsOnly[$0.entry.responsibility] != nil else { return false }
                guard let result = $0.entry.signal.countsThroughHelpers else { return true }
                return !Self.returns(result, member)
            }
        }
        return Self.resolve(found, of: member)
    }

    /// Whether `member` is declared to return `result`: text (`String`, `String?`, attributed
    /// text), or any value.
    static func returns(_ result: Signal.HelperResult, _ member: MemberFacts) -> Bool {
        guard member.kind != .storedProperty, let declared = member.declaredType else { return false }
        switch result {
        case .text: return textTypes.contains(declared.trimmingTrailingOptionality)
        case .value: return declared != "Void" && declared != "()"
        }
    }

    /// Flags and integers: what a member remembers (a tab's index, a state), not a value loaded.
    private static let flagOrIndexTypes: Set<String> = [
        "Bool", "BOOL", "Int", "UInt", "NSInteger", "NSUInteger", "Int32", "UInt32", "Int64", "UInt64",
    ]

    private static let textTypes: Set<String> = [
        "String", "NSString", "Substring", "AttributedString", "NSAttributedString", "NSMutableAttributedString",
        "LocalizedStringKey",
    ]

    /// A call of `name` on `line`: how a call of the unit's own code is told from a framework
    /// method's of the same name.
    private static func ownCodeCall(_ name: String, line: Int) -> String { name + "@" + String(line) }

    /// Every signal `member` shows, before one responsibility's evidence rules out another's.
    ///
    /// `receiverTypes` are the declared types of the unit's properties (simple names): a call
    /// on a property declared with a framework type whose name is a signal of a service's work
    /// (`context.save()` where `let context: NSManagedObjectContext`, `manager.stopUpdatingLocation()`
    /// where `let manager: CLLocationManager`) does that type's work, as the type's name would say
    /// if it were written in the member. `reachedType` gives the same for a receiver the
    /// project's code hands out (a project type's shared member or factory, a local bound to
    /// one: ``DelegationRules/frameworkType(of:in:propertyTypes:)``). `typedTextProperties` are
    /// a SwiftUI view's properties bound to a text input (``TypeFacts/textInputBindings``).
    /// `navigationPaths` are a SwiftUI view's properties declared as a navigation stack's path
    /// (``Signal/Receivers/navigationPaths``). `closureProperties` are the unit's properties
    /// holding a closure: calling one runs the code of whoever set it; `ownMethods` are the
    /// full names of the methods the unit adds, whose calls run its own code; `heldTypes` the
    /// types (simple names) of its stored properties: making a controller of one is keeping
    /// it, not navigating. `declaresMember` says
    /// whether the project's type (a simple name) declares a member of a base name: a call of
    /// that name on it runs the project's code (`SessionRegistry.shared.track(session:)`,
    /// `Nav.present(.settings)`), which the summaries follow, not the framework's or a
    /// library's call the name spells; `isProjectEnum` whether the project declares the type
    /// as an enum, whose calls right on its name build its cases.
    /// `containerJobs` are the responsibilities the unit's superclass makes its job
    /// (``ResponsibilityDetector/ownJobOf``): their signals marked
    /// ``Signal/containersOwnWork`` do not count. In a member that `buildsItself`
    /// (``Classifier/buildsItself(_:unit:)``) the signals of building a controller do not count.
    func signals(
        in member: MemberFacts, file: String, frameworkSelf: Bool = false, inSwiftUI: Bool = false,
        receiverTypes: [String: String] = [:], typedTextProperties: Set<String> = [], navigationPaths: Set<String> = [],
        closureProperties: Set<String> = [], ownMethods: Set<String> = [], heldTypes: Set<String> = [], containerJobs: Set<Responsibility> = [], buildsItself: Bool = false, reachedType: ((MemberEvent, MemberFacts) -> String?)? = nil,
        declaresMember: ((String, String) -> Bool)? = nil, isProjectEnum: ((String) -> Bool)? = nil
    ) -> [Signal.Found] {
        var found: [Signal.Found] = []
        let isObjectiveC = ObjCFileParser.isObjectiveC(file)
        let imported = imports[file]
        // A placeholder shown while a field is empty picks what the view shows: that text is
        // not checked there.
        let typedTextProperties = typedTextProperties.isEmpty || !inSwiftUI
            ? typedTextProperties : typedTextProperties.subtracting(shownOnlyChecks(in: member))
        let tokens = catalog.evidenceRules.tokens(
            of: member, typedTextPaths: typedTextProperties.filter { $0.utf8.contains(UInt8(ascii: ".")) && !Self.namesASearch($0) })
        var shown: Set<Signal.TokenName>?
        func add(_ entry: SignalTable.Entry, token: String, line: Int) {
            let signal = entry.signal
            if signal.language == .objectiveC, !isObjectiveC { return }
            if signal.exceptsParameters(member.parameterTypes, memberName: member.name) { return }
            if inSwiftUI ? signal.isOutsideSwiftUIOnly : signal.isSwiftUIOnly { return }
            if !signal.modules.isEmpty, imported?.isDisjoint(with: signal.modules) ?? true {
                guard case .member = signal.kind, !isObjectiveC, !swiftImports.isDisjoint(with: signal.modules) else { return }
            }
            if !signal.onlyWith.isEmpty || !signal.unlessWith.isEmpty {
                // A label's text is what the controller shows, never what the user typed, so a
                // condition on input (`passwordLabel.text = …` beside `isEnabled`) does not read it.
                let names = shown ?? Signal.shownNames(of: tokens.lazy.filter { !$0.isOnALabel })
                shown = names
                if !signal.onlyWith.isEmpty,
                    !signal.onlyWith.contains(where: {
                        Signal.shows($0, in: names)
                            && (!signal.onlyWithReads
                                || Self.reads($0, in: member, byLine: Self.sets(signal.kind, in: member) ? line : Int.max))
                    })
                {
                    return
                }
                if signal.unlessWith.contains(where: { Signal.shows($0, in: names) || Signal.names($0, member: member.name) }) {
                    return
                }
            }
            found.append(
                (entry, Evidence(member: member.name, file: file, line: line, token: token, reason: entry.signal.reason)))
        }
        for entry in table.signatures[member.name] ?? [] { add(entry, token: member.name, line: member.startLine) }
        for attribute in member.attributes {
            for entry in table.attributes[attribute] ?? [] { add(entry, token: "@" + attribute, line: member.startLine) }
        }
        for entry in table.memberKinds[member.kind] ?? [] { add(entry, token: member.name, line: member.startLine) }
        if member.kind == .method {
            let baseName = member.baseName
            for (prefix, entry) in table.namePrefixes
            where baseName.hasPrefix(prefix) && !entry.signal.exceptEndings.contains(where: baseName.hasSuffix)
            {
                add(entry, token: member.name, line: member.startLine)
            }
            // Once per responsibility the name already shows (`tableView(_:didSelectRowAt:)` is
            // a signature and holds `didSelect`).
            for (fragment, entry) in table.nameFragments where member.name.containsIgnoringASCIICase(fragment)
                && !found.contains(where: { $0.entry.responsibility == entry.responsibility && $0.evidence.token == member.name })
            {
                add(entry, token: member.name, line: member.startLine)
            }
            for (word, entry) in table.nameWords
            where baseName.containsIgnoringASCIICase(word) && NameWords.namesAction(baseName, word: word) {
                add(entry, token: member.name, line: member.startLine)
            }
        }
        if member.kind == .storedProperty {
            // Objective-C's dictionaries and map tables are as often untyped (`NSMutableDictionary
            // *thumbnailCache`): their name says what they keep.
            let type = member.declaredType ?? ""
            let keepsByKey = type.hasPrefix("[") || type.hasPrefix("Dictionary") || type.hasPrefix("NSCache")
                || type.hasPrefix("NSMutableDictionary") || type.hasPrefix("NSDictionary") || type.hasPrefix("NSMapTable")
            if keepsByKey {
                for (fragment, entry) in table.storedDictionaries where member.name.containsIgnoringASCIICase(fragment) {
                    add(entry, token: member.name + ": " + type, line: member.startLine)
                }
            } else if !member.attributes.contains("IBOutlet"), !member.modifiers.contains("weak"), !type.contains("->"),
                !Self.flagOrIndexTypes.contains(type.trimmingTrailingOptionality), !Self.namesView(type)
            {
                // Any other value kept under a name that says it was computed or loaded before
                // (`private var cachedCellSize = CGSize.zero`, `cachedEpisodes: [Episode]?`).
                // Not an outlet, a closure, a weak reference or a view, which keep nothing
                // computed, nor a flag or an index remembered to restore (`sidebarStateCache:
                // Bool?`, `NSUInteger cachedActiveCellTag`).
                for (word, entry) in table.nameWords where NameWords.namesKeptValue(member.baseName, word: word) {
                    add(entry, token: member.name, line: member.startLine)
                }
            }
        }
        if member.kind == .storedProperty, !table.storedDictionaryValues.isEmpty, let type = member.declaredType,
            let value = Self.dictionaryValueType(of: type)
        {
            for entry in table.storedDictionaryValues[value] ?? [] { add(entry, token: member.name + ": " + type, line: member.startLine) }
        }
        // An outlet's cell is the storyboard's static row or an AppKit control's cell
        // (`NSButtonCell`), made once by the nib, not one kept instead of dequeuing; a closure
        // returning one (`content: (Element) -> TagCell`) makes a cell, it keeps none.
        if member.kind == .storedProperty, !table.storedValueSuffixes.isEmpty, !member.modifiers.contains("weak"),
            !member.attributes.contains("IBOutlet"), let declared = member.declaredType, !declared.contains("->")
        {
            let type = declared.trimmingTrailingOptionality
            for (suffix, entry) in table.storedValueSuffixes where type.hasSuffix(suffix) {
                add(entry, token: member.name + ": " + declared, line: member.startLine)
            }
        }
        // Calls of the project's code, not the framework call their name spells: a closure
        // property's, called without argument labels (`present(next, animated: true)` beside a
        // `present` closure is UIKit's); one of `ownMethods` by its labels; and a case of the
        // project's enum built right on its name (`Item.track(settings)`; not a call through
        // one of its static members, `Formatter.date.string(from:)`).
        let ownCodeCalls = closureProperties.isEmpty && ownMethods.isEmpty && isProjectEnum == nil ? [] : Set(
            member.events.lazy.filter {
                guard $0.kind == .call else { return false }
                switch $0.receiver {
                case .own:
                    return closureProperties.contains($0.name) && ($0.labels ?? "").split(separator: ":").allSatisfy { $0 == "_" }
                        || $0.labeledName.map(ownMethods.contains) == true
                case .type(let type):
                    return $0.receiverMember == nil && isProjectEnum?(type) == true
                case .property, .expression:
                    return false
                }
            }.map { Self.ownCodeCall($0.name, line: Int($0.namePosition.line)) })
        for token in tokens {
            if token.kind == .call || token.kind == .labeledCall, !ownCodeCalls.isEmpty,
                ownCodeCalls.contains(Self.ownCodeCall(String(token.name.prefix { $0 != "(" }), line: token.line))
            {
                continue
            }
            var receiver: EvidenceToken.Receiver = frameworkSelf && token.receiver == .own ? .expression : token.receiver
            // A local holding an input's text (`let name = nameField.text ?? ""`) is that text, as
            // is a SwiftUI view's property bound to a text field; a search's is not.
            if !typedTextProperties.isEmpty || !member.localTypes.isEmpty, case .property(let name) = receiver {
                if typedTextProperties.contains(name) {
                    if !Self.namesASearch(name), !Self.takesParameter(named: name, member) {
                        receiver = .property(Signal.typedText(of: name))
                    }
                } else if let bound = member.localTypes[name], case .typedText(let input) = MemberFacts.LocalBinding(bound),
                    Signal.isTextInput(input) || Self.isDeclaredTextInput(.property(input), in: member, receiverTypes: receiverTypes),
                    !Self.namesASearch(input), !Self.namesASearch(name)
                {
                    receiver = .property(Signal.typedText(of: input))
                }
            }
            for entry in table.entries(for: token)
            where entry.signal.accepts(receiver, names: catalog.names)
                || (entry.signal.receivers == .own && Self.isLocalController(receiver, in: member))
                || (entry.signal.receivers.takesTextInputs && Self.isDeclaredTextInput(receiver, in: member, receiverTypes: receiverTypes))
                || (entry.signal.receivers == .controls && isDeclaredControl(receiver, in: member, receiverTypes: receiverTypes))
                || (entry.signal.receivers == .navigationPaths && Self.isProperty(receiver, in: navigationPaths, of: member))
            {
                let signal = entry.signal
                if signal.receivers == .nonAlerts, Self.isDeclaredAlert(receiver, in: member, receiverTypes: receiverTypes) {
                    continue
                }
                // A property the unit declares itself (`var selectedIndex: Int` in a picker) is
                // its own, not the framework member of that name the signal means.
                if signal.receivers == .own, token.kind == .member, receiver == .own, receiverTypes[token.name] != nil {
                    continue
                }
                // A call on the project's type of a member it declares is that type's code
                // (`Preference.string(for: .sortKey)` reads a setting, whatever a formatter's
                // `string(for:)` does), and so is one on a local of that type (a parent
                // controller's own `present(composer:)`); a dismissal of a property of that type
                // too (a progress HUD's `dismiss(animated:)`), where rendering into the unit's own
                // view (`footerView.apply(state)`) is still the unit's. The app's own alert run
                // (`OEAlert.deleteGames().runModal()`) still shows an alert.
                if signal.receivers == .own || signal.receivers == .any || signal.receivers == .nonAlerts,
                    entry.responsibility != .alerts, token.kind == .call || token.kind == .labeledCall,
                    let type = Self.typeName(of: receiver, in: member)
                        ?? (signal.receivers == .nonAlerts ? Self.propertyType(of: receiver, in: member, receiverTypes) : nil),
                    let declaresMember, declaresMember(type, String(token.name.prefix { $0 != "(" && $0 != ":" }))
                {
                    continue
                }
                if signal.onlyWhenAssigned, case .member(let name) = signal.kind, !Self.assigns(name, in: member) {
                    continue
                }
                if let ownWork = signal.containersOwnWork, containerJobs.contains(entry.responsibility),
                    ownWork == .building || receiver == .own
                {
                    continue
                }
                if buildsItself, signal.containersOwnWork == .building { continue }
                // A stored property that constructs a controller, or holds a task, only holds it.
                if member.kind == .storedProperty {
                    if case .constructsTypeWithSuffix = signal.kind { continue }
                    if !signal.countsInStoredProperties { continue }
                }
                // So does a member making a controller of a type a property of the unit keeps
                // (`_preview = [[PreviewViewController alloc] init]` in `-init`): what the unit
                // then does with it (a push, a presentation, its view embedded) says the rest.
                if entry.responsibility == .navigation, case .constructsTypeWithSuffix = signal.kind,
                    heldTypes.contains(token.name)
                {
                    continue
                }
                add(entry, token: token.display(objectiveC: isObjectiveC), line: token.line)
            }
        }
        if !receiverTypes.isEmpty || reachedType != nil {
            let events = member.events
            for index in events.indices where events[index].kind == .call {
                let event = events[index]
                let type: String
                if event.receiverMember == nil, case .property(let property) = event.receiver, let declared = receiverTypes[property] {
                    type = declared
                } else if let reached = reachedType?(event, member) {
                    type = reached
                } else {
                    continue
                }
                let typeToken = EvidenceToken(kind: .type, name: type, receiver: .own, line: 0)
                // The evidence names the member the receiver goes through, as delegation's does:
                // `[HelperTools.defaultsDB setBool…]`.
                var receiver = event.receiver
                if let through = event.receiverMember {
                    switch receiver {
                    case .type(let name), .property(let name): receiver = .property(name + "." + through)
                    case .own, .expression: break
                    }
                }
                let call = EvidenceToken(kind: .call, name: event.name, receiver: receiver, line: Int(event.position.line))
                for entry in table.entries(for: typeToken) where catalog.serviceWork.contains(entry.responsibility) {
                    add(entry, token: call.display(objectiveC: isObjectiveC), line: call.line)
                }
            }
        }
        return found
    }

    /// Whether `type` names a view or a controller by its ending (`UILabel`, `PlayerView?`,
    /// `NSButton *`): a property holding one keeps a part of the screen, not a value.
    private static func namesView(_ type: String) -> Bool {
        var name = Substring(type.trimmingTrailingOptionality)
        while let last = name.last, last == " " || last == "*" { name = name.dropLast() }
        name = Substring(String(name).simpleTypeName)
        return ["View", "Label", "Button", "Field", "Control", "Controller", "Cell", "Bar", "BarButtonItem", "ToolbarItem", "MenuItem"]
            .contains(where: name.hasSuffix)
    }

    /// Whether `member` reads `kind` by `line`: where it is a member, some access of it is not
    /// assigned to; a member or a call first read on that line or before it. A control set
    /// before the input is read (`sendButton.isEnabled = false` while the typed message is sent)
    /// is locked while work runs, not enabled from the input.
    private static func reads(_ kind: Signal.Kind, in member: MemberFacts, byLine line: Int) -> Bool {
        switch kind {
        case .member(let name):
            return member.events.contains { $0.kind == .access && $0.name == name && !$0.isWrite && Int($0.position.line) <= line }
        case .call(let name):
            return member.events.contains { $0.kind == .call && $0.name == name && Int($0.position.line) <= line }
        default:
            return true
        }
    }

    /// Whether `kind` sets a value in `member`: a member it assigns (`sendButton.isEnabled =
    /// false`) or a setter called (`[button setEnabled:NO]`), not a key path bound
    /// (`RAC(self, loginButton.enabled) = …`) or a value read.
    private static func sets(_ kind: Signal.Kind, in member: MemberFacts) -> Bool {
        switch kind {
        case .member(let name): assigns(name, in: member)
        case .call(let name): name.hasPrefix("set")
        default: false
        }
    }

    /// Whether `member` assigns a member named `name` somewhere (a token stands for the first
    /// use of its name, read or written).
    private static func assigns(_ name: String, in member: MemberFacts) -> Bool {
        member.events.contains { $0.kind == .access && $0.isWrite && $0.name == name }
    }

    /// Whether `receiver` is a property declared as a text input, whatever its name: `@IBOutlet
    /// var userName: UITextField!`, `LogistrationTextField *tf_EmailID`. Fields are named for
    /// what they hold as often as for what they are. Not a local of `member` that shadows it
    /// (`Server *server` where `UITextField *_server` is the field).
    private static func isDeclaredTextInput(
        _ receiver: EvidenceToken.Receiver, in member: MemberFacts, receiverTypes: [String: String]
    ) -> Bool {
        propertyType(of: receiver, in: member, receiverTypes).map(Signal.isTextInputType) ?? false
    }

    /// Whether `receiver` is a property declared as a control, whatever its name: `NSButton
    /// *_hideIcon`, `@IBOutlet var remember: UISwitch!`, by the endings control names have.
    private func isDeclaredControl(
        _ receiver: EvidenceToken.Receiver, in member: MemberFacts, receiverTypes: [String: String]
    ) -> Bool {
        guard let type = Self.propertyType(of: receiver, in: member, receiverTypes) else { return false }
        return catalog.names.isControlName(String(Self.trimmed(Substring(type.trimmingTrailingOptionality), dropping: " *")))
    }

    /// Whether `receiver` is a local of `member` built or declared as an alert (`let alert =
    /// UIAlertController(…)`), or a property of the unit declared as one (`var skipAlert:
    /// UIAlertController?`) that no local shadows.
    private static func isDeclaredAlert(
        _ receiver: EvidenceToken.Receiver, in member: MemberFacts, receiverTypes: [String: String]
    ) -> Bool {
        guard case .property(let name) = receiver else { return false }
        if member.localTypes[name] != nil { return typeName(of: receiver, in: member).map(Signal.isAlertType) ?? false }
        return receiverTypes[name].map(Signal.isAlertType) ?? false
    }

    /// The typed text whose every emptiness or length check in `member` picks what a view
    /// shows: an `if` condition in a member that builds views, outside an action
    /// (`if text.isEmpty { Text(placeholder) }`, a clear button shown while there is text).
    /// A gate is a check too, but elsewhere: `.disabled(name.isEmpty)`, a `guard` in a
    /// button's action.
    private func shownOnlyChecks(in member: MemberFacts) -> Set<String> {
        guard SwiftUIUnits.buildsViews(member, names: catalog.names) else { return [] }
        var shown: Set<String> = []
        var checked: Set<String> = []
        for event in member.events where event.kind == .access && (event.name == "isEmpty" || event.name == "count") {
            guard let path = event.receiverPropertyPath else { continue }
            if event.isTested, !event.isInAction { shown.insert(path) } else { checked.insert(path) }
        }
        return shown.subtracting(checked)
    }

    /// Whether `receiver` is a local of `member` holding one of UIKit's or AppKit's view
    /// controllers: declared as one (`UIViewController *top = window.rootViewController`), or
    /// read from the window's hierarchy (`var top = view.window?.rootViewController`).
    /// Presenting from the topmost controller the member found is the unit navigating, as
    /// presenting from itself is. So is a shared instance of UIKit or AppKit read into a local
    /// (`let workspace = NSWorkspace.shared; workspace.open(url)`), as the type's own call is.
    private static func isLocalController(_ receiver: EvidenceToken.Receiver, in member: MemberFacts) -> Bool {
        guard case .property(let name) = receiver, let bound = member.localTypes[name] else { return false }
        switch MemberFacts.LocalBinding(bound) {
        case .type:
            // UIKit's or AppKit's: a project's controller may declare a method of that name.
            guard let type = typeName(of: receiver, in: member), type.hasPrefix("UI") || type.hasPrefix("NS") else { return false }
            return type.hasSuffix("ViewController") || type.hasSuffix("NavigationController") || type.hasSuffix("TabBarController")
        case .property(let path):
            // UIKit's and AppKit's own controllers, not one of the unit's properties: calling a
            // collaborator held in a property is its job, read into a local or not.
            guard let dot = path.lastIndex(of: ".") else { return false }
            return Self.hierarchyControllers.contains(String(path[path.index(after: dot)...]))
        case .member(let owner, let name):
            return Self.hierarchyControllers.contains(name) || owner.hasPrefix("UI") || owner.hasPrefix("NS")
        case .element, .typedText, .result:
            return false
        }
    }

    /// The properties through which UIKit and AppKit reach another controller of the window's
    /// hierarchy (`window.rootViewController`, `top.presentedViewController`).
    private static let hierarchyControllers: Set<String> = [
        "rootViewController", "presentedViewController", "presentingViewController", "topViewController",
        "visibleViewController", "selectedViewController", "parent", "parentViewController", "contentViewController",
    ]

    /// The type a call's receiver names: a type itself, or the type a local is built or
    /// declared as (without optionality or an Objective-C pointer).
    private static func typeName(of receiver: EvidenceToken.Receiver, in member: MemberFacts) -> String? {
        switch receiver {
        case .type(let type): return type
        case .property(let name):
            guard let bound = member.localTypes[name], case .type(let type) = MemberFacts.LocalBinding(bound) else { return nil }
            return String(trimmed(Substring(type.trimmingTrailingOptionality), dropping: " *"))
        case .own, .expression: return nil
        }
    }

    /// The declared type of the unit's property `receiver` names, unless a local of `member`
    /// shadows it.
    private static func propertyType(
        of receiver: EvidenceToken.Receiver, in member: MemberFacts, _ receiverTypes: [String: String]
    ) -> String? {
        guard case .property(let name) = receiver, member.localTypes[name] == nil else { return nil }
        return receiverTypes[name]
    }

    /// Whether one of `member`'s argument labels is `name`: `init(name:)` and
    /// `update(name:)` read the value passed in, which shadows the property of that name.
    private static func takesParameter(named name: String, _ member: MemberFacts) -> Bool {
        TypeSummaries.labels(ofDeclared: member.name).contains { $0 == name }
    }

    /// Whether `receiver` is one of `properties`, not a local of `member` that shadows it.
    private static func isProperty(_ receiver: EvidenceToken.Receiver, in properties: Set<String>, of member: MemberFacts) -> Bool {
        guard case .property(let name) = receiver else { return false }
        return properties.contains(name) && member.localTypes[name] == nil
    }

    /// The value type of a dictionary type as declared, without optionality: `CGFloat` for
    /// `[IndexPath: CGFloat]`, `Dictionary<URL, UIImage?>` and `NSMutableDictionary<NSURL *,
    /// UIImage *> *`; `nil` for any other type.
    static func dictionaryValueType(of declared: String) -> String? {
        // Most declared types are no dictionary: told from their first character.
        guard let first = declared.utf8.first(where: { $0 != UInt8(ascii: " ") }),
            first == UInt8(ascii: "[") || first == UInt8(ascii: "D") || first == UInt8(ascii: "N")
        else { return nil }
        let type = trimmed(Substring(declared), dropping: " *?!")
        let arguments: Substring
        if type.hasPrefix("["), type.hasSuffix("]") {
            arguments = type.dropFirst().dropLast()
        } else if let open = type.firstIndex(of: "<"), type.hasSuffix(">"),
            ["Dictionary", "NSDictionary", "NSMutableDictionary"].contains(trimmed(type[..<open], dropping: " "))
        {
            arguments = type[type.index(after: open)..<type.index(before: type.endIndex)]
        } else {
            return nil
        }
        // The separator at depth zero: `:` in Swift's sugar, `,` in a generic argument list.
        var depth = 0
        for index in arguments.indices {
            switch arguments[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0, "," where depth == 0:
                let value = trimmed(arguments[arguments.index(after: index)...], dropping: " *?!")
                return value.isEmpty ? nil : String(value)
            default: break
            }
        }
        return nil
    }

    /// `text` without leading spaces and without trailing `characters`.
    private static func trimmed(_ text: Substring, dropping characters: String) -> Substring {
        var text = text.drop { $0 == " " }
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return text
    }

    /// The evidence per responsibility, once each signal's `unless` has been applied: presenting
    /// an alert is alerts, not navigation, when the same member shows both; and no formatting
    /// in a member named for the address, key or query it builds (``AddressNames/buildsAddress(_:)``).
    /// `ruling` is what may rule a signal out, when not every signal found may: an alert the
    /// member has a helper show is no presentation of its own (``Classifier``).
    static func resolve(
        _ found: [Signal.Found], of member: MemberFacts, ruling: Set<Responsibility>? = nil
    ) -> [Responsibility: [Evidence]] {
        let shown = found.contains { !$0.entry.signal.unless.isEmpty } ? ruling ?? Set(found.map(\.entry.responsibility)) : []
        var result: [Responsibility: [Evidence]] = [:]
        for (entry, evidence) in found where !entry.signal.unless.contains(where: shown.contains) {
            result[entry.responsibility, default: []].append(evidence)
        }
        // A member named for the address, key or query it returns builds a value the code
        // uses: its formats are no display text.
        if result[.formatting] != nil, AddressNames.buildsAddress(member) || writesDebugText(member) { result[.formatting] = nil }
        return result
    }

    /// Whether `member` writes the text a debugger or a log prints for the object: Swift's
    /// `debugDescription`, Objective-C's `-description` and `-debugDescription` overrides of
    /// `NSObject`. Swift's `description` is left out: a `CustomStringConvertible` value's is
    /// as often the text a view shows.
    static func writesDebugText(_ member: MemberFacts) -> Bool {
        member.name == "-description" || member.name == "-debugDescription" || member.name == "debugDescription"
    }
}
