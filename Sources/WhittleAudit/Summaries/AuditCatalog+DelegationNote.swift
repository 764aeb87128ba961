extension AuditCatalog {
    /// How the auditor sees `responsibility`'s work when a controller does it through other
    /// types, for `whittle explain`: the rules ``DelegationRules`` applies, in words; `nil`
    /// for a kept responsibility.
    public func delegationNote(for responsibility: Responsibility) -> String? {
        guard !responsibility.isKept else { return nil }
        var lines: [String] = []
        if delegable.contains(responsibility) {
            lines.append(
                "Through the app's own types: a call on a project type (named, a singleton, or a stored property "
                    + "declared with it) counts when that type's member does this work in its code, or in the members "
                    + "of its own type it calls, \(TypeSummaries.depth) levels deep. A property declared with a protocol "
                    + "reaches the project types adopting it, when at most \(ProjectIndex.maxConformers) do (the "
                    + "implementation and its test doubles); one declared with a composition (`typealias Environment = "
                    + "NetworkProvider & AnalyticsProvider`) the types adopting all of its protocols, and a property "
                    + "they declare alike (`environment.network.send(…)`) their declared type. The evidence names the call and, "
                    + "under `via`, where the type does it. "
                    + (awaitedCallsOnly.contains(responsibility)
                        ? "It counts only where the controller deals with the result: a closure that does something "
                            + "(an argument, a trailing closure, or one passed further down the chain: "
                            + "`repository.fetch(id).observeValues { … }`, `.sink { … }`), `await`, an Objective-C block, "
                            + "or the controller adopting the type's own delegate protocol. Such work is also followed "
                            + "into the project types that member builds (`RequestCall(…)`), inherits from (`super.init`) "
                            + "or calls through its properties, up to \(TypeWork.typeDepth) types away. "
                        : "")
                    + "It does not count when the type's name ends in "
                    + names.delegateRoles.joined(separator: ", ")
                    + " (or one of them and " + CatalogNames.roleQualifiers.joined(separator: ", ")
                    + ", its protocol's name)"
                    + ": the controller then only renders what that object decides"
                    + (responsibility == .alerts
                        ? ", unless the member, called on the type itself, is named for alerts and shows the alert alone "
                            + "(`ErrorPresenter.showErrorAlert(title:message:from:)` shows the texts the controller wrote)" : "")
                    + ". A call that goes through one "
                    + "property of a project type (`viewModel.api.fetch { … }`) lands in that property's declared type.")
        }
        if responsibility == .persistence {
            lines.append(
                "Through the app's own types: assigning a property of a project type (`store.isOnboarded = true`, "
                    + "`Settings.current.hasSeenTip = true`), or calling a setter method that persists "
                    + "(`[prefs setFullName:name]`, `Settings.setRegion(region)`), writes a setting when the property's accessors or "
                    + "observers persist (or call a member of their type that does), when it is computed on a type "
                    + "whose instances store data (in their own members, or through a stored property of a project "
                    + "type that does, \(SettingSummaries.depth) levels deep), or when a project property wrapper that "
                    + "stores data wraps it. The evidence names the assignment and, under `via`, where the data is "
                    + "stored. Reading a setting, a plain stored property and a type in a delegate role do not "
                    + "count; neither do other calls into a storing type, which are as often its own bookkeeping.")
        }
        if responsibility == .domainLogic {
            lines.append(
                "Through the app's own types: a view controller branching on a model's state decides a domain rule. "
                    + "That is a read or a call, in the condition of an `if`, `guard`, `while` or `switch` (Objective-C: "
                    + "`if (…)`, `while (…)`, `switch (…)`), on a stored property declared with a model the project "
                    + "declares (or one property of it, or a type's stored shared instance): `if app.installedApp == nil`, "
                    + "`switch importer.status`, `if ([self.currentSubscription isActive])`. A model is an enum, or a "
                    + "struct or class with stored properties of its own, on no framework class but `NSObject` and Core "
                    + "Data's or Realm's objects, adopting no framework protocol but coding and copying, holding no "
                    + "view or controller, and doing no requests, analytics or device services in its own code; it "
                    + "stores nothing unless it is a database's object; it is no error, no observable object "
                    + "(`@Observable`, `ObservableObject`: a screen's state, already decided), no screen state (named "
                    + "or adopting a protocol named `State`, `ViewState`, `ViewModelState` and the like: "
                    + "`struct LoginState: ViewModelState`) and no type named "
                    + names.delegateRoles.joined(separator: ", ")
                    + ". A type's constant (`Status.active`) is not state, and a branch in a member that configures a "
                    + "cell or answers a list shows the model rather than deciding. SwiftUI views branch on their "
                    + "model to show it: there it does not count.")
        }
        // Which helper a call reaches (``TypeSummaries/helper(named:labels:passesClosure:receiverType:)``).
        let reached = "if only one extended type declares that name or the call's receiver is declared as one that does"
        switch helperSignalsOnly[responsibility] {
        case .text:
            lines.append(
                "A helper the project adds to a framework type that fills a format and returns the text (`extension "
                    + "String { static func localized(stringID:parameter:) -> String }`) formats what its caller passes, "
                    + "as does a string table's function called on the table (`Localizable.connectingTo(name)`): calling "
                    + "it counts, \(reached), and the call's labels fit that declaration.")
        case .value:
            lines.append(
                "A helper the project adds to a framework type that does this and returns what it made (`extension "
                    + "UITableView { func dequeue<Cell: UITableViewCell>(_ type: Cell.Type, for indexPath: IndexPath) -> Cell }`) "
                    + "does it for its caller: calling it counts, \(reached), and the call's labels fit that declaration.")
        case nil where helperResponsibilities.contains(responsibility):
            lines.append(
                "A helper the project adds to a framework type (`extension UIView { func shake() }`) is its "
                    + "caller's code: calling it counts when it does this work, \(reached).")
        case nil:
            break
        }
        lines.append(
            "Name your own wrappers in .whittle.yml: `wrappers: { \(responsibility.id): [MyClient, \"*Service\"] }`; every call "
                + "on such a type then counts, whatever its code shows\(responsibility == .persistence ? ", and so does assigning one of its properties" : "").")
        return lines.joined(separator: "\n\n")
    }
}
