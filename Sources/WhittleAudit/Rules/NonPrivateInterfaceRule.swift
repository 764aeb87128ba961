extension AuditRule {
    /// `non-private-interface`: seed 003's second rule, adapted to Swift.
    static let nonPrivateInterface = AuditRule(
        description: RuleDescription(
            id: .nonPrivateInterface, name: "Non-private interface",
            summary: "A view controller exposes members that are neither `private`/`fileprivate`, overrides, initialisers, nor protocol requirements of an adopted conformance (members of an extension that declares conformances are exempt).",
            rationale: "Seed 003, rule 2: an Objective-C controller's header stays blank. In Swift the interface is every non-private member; other objects reaching into a controller couple to it. Configure it through its initialiser and observe the model instead.",
            triggeringExamples: nonPrivateInterfaceTriggeringExamples,
            nonTriggeringExamples: nonPrivateInterfaceNonTriggeringExamples),
        check: { context in
            var hits: [RuleHit] = []
            for part in context.controller.parts {
                let inheritedCount = part.facts.kind == .class ? 1 : 0
                // Members of an extension or class that adopts protocols may be requirements.
                guard part.facts.inheritedTypes.count <= inheritedCount else { continue }
                for member in part.facts.members
                where !member.isPrivate && !member.isOverride && member.kind != .initializer
                    && member.kind != .deinitializer && !member.attributes.contains("IBAction")
                {
                    hits.append(
                        RuleHit(
                            message: "\(member.name) is part of \(context.controller.name)'s interface: make it private and pass what it needs through the initialiser or the model.",
                            member: member.name, file: part.file, line: member.startLine))
                }
            }
            return hits
        })
}
