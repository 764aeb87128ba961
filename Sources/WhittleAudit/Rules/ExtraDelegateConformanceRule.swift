extension AuditRule {
    /// Protocols whose callbacks are model observation, which a controller may adopt.
    static let modelObservationProtocols: Set<String> = ["NSFetchedResultsControllerDelegate"]

    /// `extra-delegate-conformance`: seed 003's third rule.
    static let extraDelegateConformance = AuditRule(
        description: RuleDescription(
            id: .extraDelegateConformance, name: "Extra delegate conformance",
            summary: RuleID.extraDelegateConformance.summary,
            rationale: RuleID.extraDelegateConformance.rationale,
            triggeringExamples: extraDelegateTriggeringExamples, nonTriggeringExamples: extraDelegateNonTriggeringExamples),
        check: { context in
            context.controller.conformances.compactMap { file, line, name in
                guard name.hasSuffix("Delegate") || name.hasSuffix("DataSource") || name.hasSuffix("DelegateFlowLayout")
                else { return nil }
                if modelObservationProtocols.contains(name) { return nil }
                let viewish = ["View", "Cell", "Field", "Bar", "Picker", "Button", "Gesture", "Scroll"]
                if context.projectProtocols.contains(name), !viewish.contains(where: name.contains) { return nil }
                return RuleHit(
                    message: "\(context.controller.name) adopts \(name): move it to its own object (a data source, intention or interaction) and keep only model observation in the controller.",
                    member: nil, file: file, line: line)
            }
        })
}
