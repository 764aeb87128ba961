extension RuleID {
    /// No `*Delegate`/`*DataSource` conformance beyond model observation.
    public static let extraDelegateConformance: RuleID = "extra-delegate-conformance"
}

extension AuditRule {
    /// Protocols whose callbacks are model observation, which a controller may adopt.
    static let modelObservationProtocols: Set<String> = ["NSFetchedResultsControllerDelegate"]

    /// `extra-delegate-conformance`: seed 003's third rule.
    static let extraDelegateConformance = AuditRule(
        .extraDelegateConformance,
        title: "Extra delegate conformance",
        summary: "A view controller adopts a `*Delegate`, `*DataSource` or `*DelegateFlowLayout` protocol other than "
            + "one observing the model: `NSFetchedResultsControllerDelegate`, or a delegate protocol declared in the "
            + "audited code whose name does not mention a view, cell, field, bar or picker (a logic controller's delegate).",
        rationale: "Table data sources, text-field delegates and the like are jobs for separate objects (data sources, "
            + "intentions). The controller only listens to its model.",
        defaultSeverity: .note,
        triggeringExamples: [
            AuditExample(
                #"""
                ↓final class SignUpViewController: UIViewController, UITextFieldDelegate {
                    private func submit() { logic.submit() }
                }
                """#)
        ],
        nonTriggeringExamples: [
            AuditExample(
                #"""
                protocol ProfileLogicControllerDelegate: AnyObject {
                    func logicDidChange(_ state: ProfileState)
                }

                final class ProfileViewController: UIViewController, ProfileLogicControllerDelegate {
                    func logicDidChange(_ state: ProfileState) { render(state) }
                }
                """#)
        ],
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
