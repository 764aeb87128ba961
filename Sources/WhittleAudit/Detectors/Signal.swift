/// One piece of evidence a detector looks for, with the reason it means the responsibility.
struct Signal: Sendable {
    enum Kind: Sendable, Hashable {
        /// A type named in the member: `URLSession`, `UIAlertController`.
        case type(String)
        /// A call by base name: `pushViewController`, `dequeueReusableCell`.
        case call(String)
        /// A call with its argument labels: `String(format:)`.
        case labeledCall(String)
        /// A member access that is not a call: `keyboardFrameEndUserInfoKey`.
        case member(String)
        /// A lowercase identifier used without receiver: `navigationController`.
        case identifier(String)
        /// The member's own signature: `tableView(_:cellForRowAt:)`.
        case signature(String)
        /// The member's own name starts with this: `validate`.
        case namePrefix(String)
        /// The member's full name contains this, ignoring case: `keyboardwillshow` finds
        /// `keyboardHelper(_:keyboardWillShowWithState:)` and `handleKeyboardWillShow(_:)`.
        case nameContaining(String)
        /// The member's own name does this or acts on it (``NameWords/namesAction(_:word:)``):
        /// `cache` finds `cacheSplitPages(_:)`, `hasCachedSplit(_:)` and `clearShaderCache()`,
        /// not `openCachedFile(_:)`.
        case nameWord(String)
        /// An attribute on the member: `IBAction`.
        case attribute(String)
        /// A protocol the controller (or an extension of it) conforms to.
        case conformance(String)
        /// The member is an initialiser or deinitialiser.
        case memberKind(MemberFacts.Kind)
        /// A string interpolation outside logging calls.
        case interpolation
        /// A call with at least one argument on this type, whatever its name: SwiftGen's
        /// `L10n.giftBody(name, days)` fills a localized format, `L10n.title` does not.
        case callWithArguments(onType: String)
        /// A stored property whose name contains this and whose type is a dictionary or NSCache.
        case storedDictionary(nameContaining: String)
        /// A stored dictionary whose values are of this type, whatever its name: measured
        /// sizes or loaded images kept by key (`[IndexPath: CGFloat]`, `NSMutableDictionary<NSURL *,
        /// UIImage *> *`).
        case storedDictionaryOf(valueType: String)
        /// A stored property that keeps (not `weak`) a value whose declared type ends like this:
        /// a cell held to be returned again instead of dequeued.
        case storedValue(typeSuffix: String)
        /// Calling an initialiser of a type whose name ends like this (building the next controller).
        case constructsTypeWithSuffix(String)
        /// Calling a method whose base name is a verb ending like this (`clearPodcastCache`,
        /// `invalidateCache` for `Cache`), on another object than the controller.
        case callWithSuffix(String)
        /// Calling a method whose base name is this word, alone or before a capitalised one
        /// (`track`, `trackEvent`, `trackListNoteDeleted` for `track`).
        case callWithPrefix(String)
    }

    /// Whose call counts.
    enum Receivers: Sendable {
        /// Any receiver.
        case any
        /// Only the controller itself, a type or singleton, or one of the controller's own
        /// framework properties (`navigationController`, `tableView`…). A call on another
        /// property is a collaborator doing its job and does not count.
        case own
        /// Only through another object (`view.center`, `label.center`): a bare or leading-dot
        /// name (`.center` in `textAlignment: .center`) is an enum case, not that object's state,
        /// and so is a member read on a type (`VerticalAlignment.center`). A call on a type
        /// counts: a modifier on a view is recorded on the view's type (`VStack { … }.sheet(…)`).
        case others
        /// Only a control: a property named like one (`sendButton`, `emailField`, `doneItem`,
        /// `sender`, `$0`) or an expression. A flag on a settings object or a type
        /// (`rewards.isEnabled`, `Preferences.isEnabled`) is a value, not a control.
        case controls
        /// Only a cell or a header or footer view: a property named like one (`cell`,
        /// `headerView`, `policyCell`), a closure parameter or an expression
        /// (`tableView.cellForRow(at: path)?.textLabel`). A toast or banner view has its own
        /// `textLabel`, which is not a cell's.
        case cells
        /// Only a text input: a property named like one (`nameField`, `noteTextView`,
        /// `searchBar`, `sender`) or declared as one (`userName: UITextField`, read by
        /// ``MemberClassifier``). A string or a list of the controller's own (`results.isEmpty`,
        /// `$0.isEmpty`, `defaults[.codes].isEmpty`) is not what the user typed.
        case textInputs
        /// Only the app's validator or what was typed: a type (`Validator.isValidEmail(name)`)
        /// or a text input as ``textInputs`` takes it (`[self.emailField.text isValidEmailAddress]`),
        /// not a model or a row's value asked about itself (`session.isValid()`, `[info isValidEmail]`).
        case validators
        /// Only text the user typed (``MemberClassifier`` names it with ``Signal/typedText(of:)``):
        /// a local read from a text input (`let name = nameField.text ?? ""`) or a SwiftUI view's
        /// property bound to one (`TextField("Name", text: $name)`). Its length checked is input
        /// validated, where a text view's own `text.count` is a range to scroll to.
        case typedText
        /// Only a cache: a property or type named like one (`imageCache`, `SDImageCache`). An
        /// array emptied is a list reset, a cache emptied is invalidation.
        case caches
        /// Only a type or property named for the app's tracker (`SPTracker`, `eventTracker`,
        /// `tracker`): its `track…` calls record analytics.
        case trackers
        /// Only a type or property named for an animator (`slidingAnimator`,
        /// `BlockViewAnimator`): its `animate` runs the block it is given as an animation.
        case animators
        /// Only another object than the controller, and not one in a delegate role: calling
        /// the app's image manager does the work, asking a view model or presenter hands it over.
        case collaborators
        /// Any receiver but one in a delegate role or the unit's delegate: the unit itself, a
        /// property of the environment's, what a coordinator holds, but not `router.dismiss()`,
        /// `viewModel.dismiss()` or `coordinatorDelegate?.dismiss()`, which are the router's,
        /// the view model's and the delegate's job.
        case nonDelegates
        /// Any receiver but one named for a search (`searchTerm`, `query`), text typed to find
        /// something, which is never refused, or for text a program wrote (`line`, `output`,
        /// `response`): a command's output trimmed and skipped when blank is being parsed.
        case enteredText
        /// Only another object than the controller that may send an action: not one named as a
        /// model, an operation or a request (`model.target = .mysql` picks a value, an
        /// operation's target is its callback).
        case actionSenders
        /// Only a SwiftUI view's property declared as a navigation stack's path
        /// (``Signal/isNavigationPathType(_:)``), whatever its name: appending a route to it
        /// pushes a screen. Never a name alone: `items.append(item)` adds a row.
        case navigationPaths
        /// Any receiver but a local or property declared or built as an alert
        /// (``Signal/isAlertType(_:)``), whatever its name: dismissing or showing an alert the
        /// controller holds (`alert.dismiss(animated: true)`) is the alert's work, not a move to
        /// another screen.
        case nonAlerts

        /// Whether a property declared as a text input counts whatever its name
        /// (``MemberClassifier``): the receivers that take one named like it.
        var takesTextInputs: Bool { self == .textInputs || self == .validators }
    }

    var kind: Kind
    var reason: String
    var receivers: Receivers
    /// The evidence does not count when the same member shows one of these: presenting an
    /// alert is alerts, not navigation; observing keyboard notifications is keyboard work.
    var unless: [Responsibility]
    /// The only language whose members the signal is read in; `nil` for every language. An
    /// Objective-C spelling (`openURL`, `enabled`) may name something else in Swift code, so a
    /// detector's Objective-C signals are read in Objective-C files only.
    var language: SourceLanguage?

    /// The evidence counts only when the same member also shows one of these (a call, member,
    /// type or identifier): enabling a button is validation only when the member reads input.
    var onlyWith: [Kind] = []
    /// Whether a member of ``onlyWith`` counts only where the member reads it: a switch's
    /// `isOn` or a field's `text` assigned (`spamSwitch.isOn = state.isSpam`) is shown, not
    /// checked. Where the signal sets a value, only a read on its line or before it counts: a
    /// control disabled before the text is read (`sendButton.isEnabled = false` as the message
    /// is sent) is locked while work runs.
    var onlyWithReads = false
    /// Whether a ``Kind/member`` counts only in a member that assigns it: a tab bar's selection
    /// set switches tabs, read (`if tabBarController?.selectedIndex == 0`) it asks which tab shows.
    var onlyWhenAssigned = false
    /// Whether a ``Kind/member`` counts only where it is read outside a condition: an index
    /// path's row compared in one (`if indexPath.row == 0 { return 100 }`) picks a fixed row of a
    /// static table, where read elsewhere (`photos[indexPath.row]`) it finds a model object.
    var onlyUntested = false
    /// The evidence does not count when the same member also shows one of these: a
    /// `URLRequest` handed to a web view's `load` is a page to show, not a network request.
    var unlessWith: [Kind] = []
    /// Whether a stored property's declaration counts (`false`: holding a task to cancel it is
    /// not doing the work).
    var countsInStoredProperties = true
    /// Name endings of the members a `namePrefix` signal does not match: framework hooks and
    /// their helpers that share the prefix and mean something else (`validateMenuItem`,
    /// `validateListPinMenuItem` enable a menu item).
    var exceptEndings: [String] = []
    /// Type names whose parameters say the signal's member is a framework hook, or a hook's
    /// helper, where the signal means something else (`validateMenuItem(_ item: NSMenuItem)`,
    /// `validateToggleRead(_ item: NSValidatedUserInterfaceItem)`, `-validateItemForAction:(SEL)action`
    /// enable a command): any name in a parameter's type.
    var exceptParameterTypes: Set<String> = []
    /// Argument labels that say the same of a Swift member (`isValid(section:)` checks a
    /// position in a list, not input).
    var exceptLabels: Set<String> = []
    /// Whether the signal is read in SwiftUI views and view models only: a bare `dismiss()`
    /// is SwiftUI's environment action there, and a closure a coordinator handed in elsewhere.
    var isSwiftUIOnly = false
    /// Whether the signal is not read in SwiftUI views and view models: a constant `CGSize`
    /// there is styling, and a `…Row(…)` a subview the body composes.
    var isOutsideSwiftUIOnly = false
    /// The library modules the signal belongs to: it counts only in a file that imports one
    /// of them (`Connection` is SQLite.swift's only where `import SQLite` is written). Empty
    /// for signals whose names are the library's own everywhere.
    var modules: Set<String> = []
    /// Whether, in a subclass of a container whose job this responsibility is
    /// (``ResponsibilityDetector/ownJobOf``: a navigation or tab bar controller), the evidence
    /// is that job rather than the work: the container moving within itself
    /// (`pushViewController` or `selectedIndex` on itself) or building its children (a
    /// controller constructed or loaded from a storyboard, on any receiver).
    var containersOwnWork: ContainersOwnWork?
    /// What a helper that shows this signal hands back when it does the work for its caller,
    /// where the detector's other work in a helper does not
    /// (``ResponsibilityDetector/Delegation/helpers`` carries all of it); `nil` for a signal a
    /// helper keeps. A helper the project adds to a framework type filling a localized format
    /// (`String.localized(stringID: "n_selected", parameter: count)`), or a string table's
    /// function called on the table (`Localizable.connectingTo(name)`), formats what its caller
    /// passes when it returns the text, as `L10n.selected(count)` does; one dequeuing a cell
    /// (`tableView.dequeue(ThreadCell.self, for: indexPath)`) dequeues it for its caller when it
    /// returns it (``MemberClassifier/classify(_:file:frameworkSelf:signalsOnly:)``).
    var countsThroughHelpers: HelperResult?

    /// What a helper hands back to do a signal's work for its caller (``countsThroughHelpers``).
    enum HelperResult: Sendable {
        /// Text (`String`, attributed text): what it formatted.
        case text
        /// Any value: what it made (a dequeued cell).
        case value
    }

    /// When a signal is a container's own job (``Signal/containersOwnWork``).
    enum ContainersOwnWork: Sendable {
        /// Done to the container itself: its own receiver.
        case onItself
        /// Building a child, whatever receives the call.
        case building
    }

    init(_ kind: Kind, _ reason: String, receivers: Receivers = .any, unless: [Responsibility] = []) {
        self.kind = kind
        self.reason = reason
        self.receivers = receivers
        self.unless = unless
        language = nil
    }

    /// How ``MemberClassifier`` names a receiver that holds what the user typed into `input`:
    /// `nameField.text`.
    static func typedText(of input: String) -> String { input + ".text" }

    /// Whether a receiver is named by ``typedText(of:)``: no property's name has a dot.
    private static func isTypedText(_ name: String) -> Bool { name.utf8.contains(UInt8(ascii: ".")) }

    /// Whether a property is named like a text input (`nameField`, `noteTextView`, `searchBar`,
    /// `textInput`, `sender`).
    static func isTextInput(_ name: String) -> Bool {
        name == "sender" || ["field", "textview", "searchbar", "textinput"].contains(where: { name.hasSuffixIgnoringASCIICase($0) })
    }

    /// Whether a declared type, as a simple name without optionality, is an alert: UIKit's
    /// `UIAlertController`, AppKit's `NSAlert`, or an app's alert controller (`ThemedAlertController`).
    static func isAlertType(_ type: String) -> Bool {
        type == "NSAlert" || type.hasSuffix("AlertController")
    }

    /// Whether a type is a text input's: UIKit's and AppKit's text fields and text views, and
    /// the project's subclasses named for them (`LogistrationTextField`). Not a search bar's:
    /// its query's emptiness picks whether to filter, it requires nothing.
    static func isTextInputType(_ type: String) -> Bool {
        type.hasSuffix("TextField") || type.hasSuffix("TextView")
    }

    /// Whether a property declared as `type` holds a navigation stack's path: SwiftUI's
    /// `NavigationPath`, or an array of the app's route values (`[SendRoute]`), which
    /// `NavigationStack(path:)` takes as well.
    static func isNavigationPathType(_ type: String) -> Bool {
        let type = type.trimmingTrailingOptionality
        if type == "NavigationPath" { return true }
        guard type.hasPrefix("["), type.hasSuffix("]") else { return false }
        let element = type.dropFirst().dropLast()
        return element.hasSuffix("Route") && element.first?.isUppercase == true && element.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// Whether a token with this receiver counts, by the catalog's name lists.
    func accepts(_ receiver: EvidenceToken.Receiver, names: CatalogNames) -> Bool {
        switch receivers {
        case .any, .nonAlerts: return true
        case .own:
            switch receiver {
            case .own, .type, .expression: return true
            case .property(let name): return names.frameworkProperties.contains(name)
            }
        case .others:
            switch receiver {
            case .own: return false
            case .type: if case .member = kind { return false } else { return true }
            case .property, .expression: return true
            }
        case .controls:
            switch receiver {
            case .own, .type: return false
            case .expression: return true
            case .property(let name): return names.isControlName(name)
            }
        case .cells:
            switch receiver {
            case .own, .type: return false
            case .expression: return true
            case .property(let name):
                return name.hasPrefix("$") || name.containsIgnoringASCIICase("cell") || name.containsIgnoringASCIICase("header")
                    || name.containsIgnoringASCIICase("footer")
            }
        case .textInputs, .validators:
            switch receiver {
            case .type: return receivers == .validators
            case .own, .expression: return false
            case .property(let name): return Self.isTypedText(name) || Self.isTextInput(name)
            }
        case .typedText:
            guard case .property(let name) = receiver else { return false }
            return Self.isTypedText(name)
        case .caches:
            switch receiver {
            case .own, .expression: return false
            case .type(let name), .property(let name): return name.containsIgnoringASCIICase("cache")
            }
        case .trackers:
            switch receiver {
            case .own, .expression: return false
            case .type(let name), .property(let name): return name.hasSuffixIgnoringASCIICase("tracker")
            }
        case .animators:
            switch receiver {
            case .own, .expression: return false
            case .type(let name), .property(let name): return name.hasSuffixIgnoringASCIICase("animator")
            }
        case .enteredText:
            switch receiver {
            case .own, .expression: return true
            case .type(let name), .property(let name):
                return !name.containsIgnoringASCIICase("search") && !name.containsIgnoringASCIICase("query")
                    && !["line", "lines", "output", "stdout", "stderr", "response"].contains(where: name.hasSuffixIgnoringASCIICase)
            }
        case .navigationPaths:
            // Told by the property's declared type (``MemberClassifier``), never by a name.
            return false
        case .actionSenders:
            switch receiver {
            case .own: return false
            case .expression: return true
            case .type(let name), .property(let name):
                return !["model", "operation", "request", "task"].contains(where: name.hasSuffixIgnoringASCIICase)
            }
        case .collaborators, .nonDelegates:
            switch receiver {
            case .own: return receivers == .nonDelegates
            case .expression: return true
            case .type(let name), .property(let name):
                // The roles are type-name endings (`ViewModel`); a property is named for it in lower case.
                if names.delegateRoles.contains(where: { name.hasSuffixIgnoringASCIICase($0.lowercased()) }) { return false }
                // A delegate is asked to do what the unit hands over (`coordinatorDelegate?.dismiss()`).
                return receivers == .collaborators || !name.hasSuffixIgnoringASCIICase("delegate")
            }
        }
    }
}

extension Signal {
    /// This signal, counting only when the member also shows one of `kinds`.
    func only(with kinds: [Kind]) -> Signal {
        var signal = self
        signal.onlyWith = kinds
        return signal
    }

    /// This signal, counting only when the member also shows one of `kinds`, a member of them
    /// read rather than assigned (``onlyWithReads``).
    func only(reading kinds: [Kind]) -> Signal {
        var signal = only(with: kinds)
        signal.onlyWithReads = true
        return signal
    }

    /// This signal, counting only in a member that assigns its member (``onlyWhenAssigned``).
    func whenAssigned() -> Signal {
        var signal = self
        signal.onlyWhenAssigned = true
        return signal
    }

    /// This member signal, counting only where the member is read outside a condition
    /// (``onlyUntested``).
    func untested() -> Signal {
        var signal = self
        signal.onlyUntested = true
        return signal
    }

    /// This signal, not counting when the member also shows one of `kinds`.
    func unless(with kinds: [Kind]) -> Signal {
        var signal = self
        signal.unlessWith = kinds
        return signal
    }

    /// This signal, counting only in files that import one of `modules`.
    func imported(from modules: Set<String>) -> Signal {
        var signal = self
        signal.modules = modules
        return signal
    }

    /// This name signal, not matching members whose base names end with one of `endings`.
    func except(endings: [String]) -> Signal {
        var signal = self
        signal.exceptEndings = endings
        return signal
    }

    /// This signal, not counting in members that take a parameter whose type names one of
    /// `parameterTypes`, besides those it already excepts.
    func except(parameterTypes: Set<String>) -> Signal {
        var signal = self
        signal.exceptParameterTypes.formUnion(parameterTypes)
        return signal
    }

    /// This signal, not counting in Swift members that take an argument under one of `labels`.
    func except(labels: Set<String>) -> Signal {
        var signal = self
        signal.exceptLabels.formUnion(labels)
        return signal
    }

    /// Whether one of `parameterTypes` (as written: `SEL`, `id<NSValidatedUserInterfaceItem>`,
    /// `any NSValidatedUserInterfaceItem`) names a type of ``exceptParameterTypes``, or the
    /// Swift signature `memberName` (`isValid(section:)`) one of ``exceptLabels``.
    func exceptsParameters(_ parameterTypes: [String], memberName: String) -> Bool {
        if !exceptLabels.isEmpty, let open = memberName.firstIndex(of: "("),
            memberName[memberName.index(after: open)...].split(whereSeparator: { $0 == ":" || $0 == ")" })
                .contains(where: { exceptLabels.contains(String($0)) })
        {
            return true
        }
        guard !exceptParameterTypes.isEmpty else { return false }
        return parameterTypes.contains { written in
            written.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { exceptParameterTypes.contains(String($0)) }
        }
    }

    /// This signal, read in SwiftUI views and view models only.
    func inSwiftUIOnly() -> Signal {
        var signal = self
        signal.isSwiftUIOnly = true
        return signal
    }

    /// This signal, not read in SwiftUI views and view models.
    func outsideSwiftUIOnly() -> Signal {
        var signal = self
        signal.isOutsideSwiftUIOnly = true
        return signal
    }

    /// This signal, a container's own job where the container does it (``containersOwnWork``).
    func containersOwnWork(_ kind: ContainersOwnWork = .onItself) -> Signal {
        var signal = self
        signal.containersOwnWork = kind
        return signal
    }

    /// This signal, done for its caller by a helper on a framework type that shows it and
    /// hands back `result` (``countsThroughHelpers``).
    func throughHelpers(returning result: HelperResult = .text) -> Signal {
        var signal = self
        signal.countsThroughHelpers = result
        return signal
    }

    /// This signal, not counting in a stored property's declaration.
    func notInStoredProperties() -> Signal {
        var signal = self
        signal.countsInStoredProperties = false
        return signal
    }

    /// The token a co-signal kind stands for, or `nil` for kinds that are not tokens.
    var coSignals: [EvidenceToken.Kind: Set<String>] {
        var result: [EvidenceToken.Kind: Set<String>] = [:]
        for kind in onlyWith + unlessWith {
            switch kind {
            case .call(let name): result[.call, default: []].insert(name)
            // A member on a type (`UserDefaults.didChangeNotification`) is kept as its member's token.
            case .member(let name): result[.member, default: []].insert(String(name.split(separator: ".").last ?? name[...]))
            case .type(let name): result[.type, default: []].insert(name)
            case .identifier(let name): result[.identifier, default: []].insert(name)
            case .labeledCall(let name): result[.labeledCall, default: []].insert(name)
            default: break
            }
        }
        return result
    }

    /// Whether `kind` names one of `tokens` (by kind and name, any receiver; a member written
    /// on a type, `UserDefaults.didChangeNotification`, only on that type: ``shownNames(of:)``).
    static func shows(_ kind: Kind, in tokens: Set<TokenName>) -> Bool {
        switch kind {
        case .call(let name): tokens.contains(TokenName(kind: .call, name: name))
        case .member(let name): tokens.contains(TokenName(kind: .member, name: name))
        case .type(let name): tokens.contains(TokenName(kind: .type, name: name))
        case .identifier(let name): tokens.contains(TokenName(kind: .identifier, name: name))
        case .labeledCall(let name): tokens.contains(TokenName(kind: .labeledCall, name: name))
        default: false
        }
    }

    /// Whether `kind` is read from the member's own name rather than its tokens, and `name`
    /// shows it: a co-signal `.nameContaining("ForEmptyDataSet")` rules attributed text out in
    /// `-titleForEmptyDataSet:` and `title(forEmptyDataSet:)`.
    static func names(_ kind: Kind, member name: String) -> Bool {
        guard case .nameContaining(let fragment) = kind else { return false }
        return name.containsIgnoringASCIICase(fragment.lowercased())
    }

    /// A token's kind and name, without receiver or line.
    struct TokenName: Hashable {
        var kind: EvidenceToken.Kind
        var name: String
    }

    /// The names `tokens` show to a co-signal (``shows(_:in:)``): each token's kind and name,
    /// and a member reached on a type also as `Type.member`, so that observing the defaults'
    /// `UserDefaults.didChangeNotification` is told from posting the app's own
    /// `Settings.didChangeNotification`.
    static func shownNames(of tokens: some Sequence<EvidenceToken>) -> Set<TokenName> {
        var names: Set<TokenName> = []
        for token in tokens {
            names.insert(TokenName(kind: token.kind, name: token.name))
            if token.kind == .member, case .type(let type) = token.receiver {
                names.insert(TokenName(kind: .member, name: type + "." + token.name))
            }
        }
        return names
    }
}
