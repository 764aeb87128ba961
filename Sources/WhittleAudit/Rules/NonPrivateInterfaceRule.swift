extension RuleID {
    /// The non-private interface stays empty (overrides and initialisers aside).
    public static let nonPrivateInterface: RuleID = "non-private-interface"
}

extension AuditRule {
    /// `non-private-interface`: seed 003's second rule, adapted to Swift.
    static let nonPrivateInterface = AuditRule(
        .nonPrivateInterface,
        title: "Non-private interface",
        summary: "A view controller exposes members that are neither `private`/`fileprivate`, overrides, initialisers, "
            + "entry points the runtime calls (`@IBAction`, `@objc`, `@IBInspectable`), deliberate `public`/`open` API, "
            + "nor protocol requirements (in a declaration or extension that adopts protocols, framework callbacks and "
            + "methods shaped like `name(_:…)` are exempt). Reported once per controller, listing the members.",
        rationale: "Other objects reaching into a controller couple to it. Configure it through its initialiser and "
            + "observe the model instead.",
        defaultSeverity: .note,
        triggeringExamples: [
            AuditExample(
                #"""
                final class ProfileViewController: UIViewController {
                    ↓var user: User?
                }
                """#)
        ],
        nonTriggeringExamples: [
            AuditExample(
                #"""
                final class ProfileViewController: UIViewController {
                    private let logic: ProfileLogicController

                    init(logic: ProfileLogicController) {
                        self.logic = logic
                        super.init(nibName: nil, bundle: nil)
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        logic.load()
                    }
                }
                """#)
        ],
        check: { context in
            var exposed: [(file: String, member: MemberFacts)] = []
            for part in context.controller.parts {
                let adoptsProtocols = part.facts.inheritedTypes.count > (part.facts.kind == .class ? 1 : 0)
                for member in part.facts.members
                where isInterface(member) && !(adoptsProtocols && isLikelyRequirement(member, signals: context.catalog.signals)) {
                    exposed.append((part.file, member))
                }
            }
            guard let first = exposed.first else { return [] }
            // One finding per controller: the interface is one property of the class, and a
            // finding per member drowned every other warning on real code.
            let names = exposed.prefix(5).map(\.member.name).joined(separator: ", ")
                + (exposed.count > 5 ? " and \(exposed.count - 5) more" : "")
            let subject = exposed.count == 1 ? "\(names) is" : "\(exposed.count) members are"
            let list = exposed.count == 1 ? "" : " (\(names))"
            return [
                RuleHit(
                    message: "\(subject) part of \(context.controller.name)'s interface\(list): make them private and pass what they need through the initialiser or the model.",
                    member: first.member.name, file: first.file, line: first.member.startLine)
            ]
        })

    /// A member other objects can reach that the controller chose to expose: not private, not
    /// an override, initialiser or deinitialiser, not an entry point the runtime calls
    /// (`@IBAction`, `@objc`), and not deliberate API of a framework target (`public`, `open`).
    private static func isInterface(_ member: MemberFacts) -> Bool {
        guard !member.isPrivate, !member.isOverride, member.kind != .initializer, member.kind != .deinitializer else {
            return false
        }
        if member.attributes.contains(where: { $0 == "IBAction" || $0 == "objc" || $0 == "IBInspectable" }) { return false }
        return !member.modifiers.contains("public") && !member.modifiers.contains("open")
    }

    /// A member of a declaration that adopts protocols and looks like a requirement: a known
    /// framework callback, or a method shaped like a delegate callback (`tableView(_:…)`).
    private static func isLikelyRequirement(_ member: MemberFacts, signals: SignalTable) -> Bool {
        if signals.signatures[member.name] != nil { return true }
        return member.kind == .method && member.name.contains("(_:")
    }
}
