extension AuditRule {
    /// `work-outside-lifecycle`: seed 003's fourth rule.
    static let workOutsideLifecycle = AuditRule(
        description: RuleDescription(
            id: .workOutsideLifecycle, name: "Work outside the lifecycle",
            summary: "An entry point of a view controller other than viewDidLoad/awakeFromNib/loadView, viewDidAppear and viewDidDisappear (an override, an `@objc` or `@IBAction` method, or a framework callback) does misplaced work itself. Model-observation callbacks are allowed.",
            rationale: "Seed 003, rule 4: a controller does work only when its view loads or appears and in response to an observed model change. Work triggered by other callbacks belongs to the object that handles those callbacks.",
            triggeringExamples: workOutsideLifecycleTriggeringExamples,
            nonTriggeringExamples: workOutsideLifecycleNonTriggeringExamples),
        check: { context in
            context.classification.members.compactMap { result in
                let member = result.member
                guard member.kind == .method, !context.catalog.names.lifecycleMembers.contains(member.name) else { return nil }
                if result.evidence[.modelObservation] != nil { return nil }
                let isEntryPoint =
                    member.isOverride || member.attributes.contains("objc") || member.attributes.contains("IBAction")
                    || context.catalog.signals.signatures[member.name] != nil
                guard isEntryPoint else { return nil }
                let work = result.evidence.keys.filter { !$0.isKept }.sorted()
                guard !work.isEmpty else { return nil }
                return RuleHit(
                    message: "\(member.name) does \(work.map(\.id).joined(separator: ", ")) outside the lifecycle: hand the callback to the object that owns that work and render the model change it causes.",
                    member: member.name, file: result.file, line: member.startLine)
            }
        })
}
