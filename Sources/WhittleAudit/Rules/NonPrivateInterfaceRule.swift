extension AuditRule {
    /// `non-private-interface`: seed 003's second rule, adapted to Swift.
    static let nonPrivateInterface = AuditRule(
        description: RuleDescription(
            id: .nonPrivateInterface, name: "Non-private interface",
            summary: "A view controller exposes members that are neither `private`/`fileprivate`, overrides, initialisers, nor protocol requirements (in a declaration or extension that adopts protocols, framework callbacks and methods shaped like `name(_:…)` are exempt).",
            rationale: "Seed 003, rule 2: an Objective-C controller's header stays blank. In Swift the interface is every non-private member; other objects reaching into a controller couple to it. Configure it through its initialiser and observe the model instead.",
            triggeringExamples: nonPrivateInterfaceTriggeringExamples,
            nonTriggeringExamples: nonPrivateInterfaceNonTriggeringExamples),
        check: { context in
            var hits: [RuleHit] = []
            for part in context.controller.parts {
                let adoptsProtocols = part.facts.inheritedTypes.count > (part.facts.kind == .class ? 1 : 0)
                for member in part.facts.members
                where !member.isPrivate && !member.isOverride && member.kind != .initializer
                    && member.kind != .deinitializer && !member.attributes.contains("IBAction")
                    && !(adoptsProtocols && isLikelyRequirement(member, signals: context.catalog.signals))
                {
                    hits.append(
                        RuleHit(
                            message: "\(member.name) is part of \(context.controller.name)'s interface: make it private and pass what it needs through the initialiser or the model.",
                            member: member.name, file: part.file, line: member.startLine))
                }
            }
            return hits
        })

    /// A member of a declaration that adopts protocols and looks like a requirement: a known
    /// framework callback, or a method shaped like a delegate callback (`tableView(_:…)`).
    private static func isLikelyRequirement(_ member: MemberFacts, signals: SignalTable) -> Bool {
        if signals.signatures[member.name] != nil { return true }
        return member.kind == .method && member.name.contains("(_:")
    }
}
