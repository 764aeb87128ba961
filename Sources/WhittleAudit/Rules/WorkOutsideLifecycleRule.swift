extension RuleID {
    /// Work only in lifecycle methods and model-change callbacks.
    public static let workOutsideLifecycle: RuleID = "work-outside-lifecycle"
}

extension AuditRule {
    /// `work-outside-lifecycle`: seed 003's fourth rule.
    static let workOutsideLifecycle = AuditRule(
        .workOutsideLifecycle,
        title: "Work outside the lifecycle",
        summary: "An entry point of a view controller other than viewDidLoad/awakeFromNib/loadView, viewDidAppear and "
            + "viewDidDisappear (an override, an `@objc` or `@IBAction` method, or a framework callback) does misplaced "
            + "work itself. Model-observation callbacks are allowed.",
        rationale: "A controller does work only when its view loads or appears and in response to an observed model "
            + "change. Work triggered by other callbacks belongs to the object that handles those callbacks.",
        defaultSeverity: .note,
        triggeringExamples: [
            AuditExample(
                #"""
                final class ProfileViewController: UIViewController {
                    ↓override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        URLSession.shared.dataTask(with: url).resume()
                    }
                }
                """#)
        ],
        nonTriggeringExamples: [
            AuditExample(
                #"""
                final class ProfileViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        URLSession.shared.dataTask(with: url).resume()
                    }
                }
                """#)
        ],
        check: { context in
            var entries: [(result: Classifier.MemberResult, work: [Responsibility])] = []
            for result in context.classification.members {
                let member = result.member
                guard member.kind == .method, !context.catalog.names.lifecycleMembers.contains(member.name) else { continue }
                if result.evidence[.modelObservation] != nil { continue }
                let isEntryPoint =
                    member.isOverride || member.attributes.contains("objc") || member.attributes.contains("IBAction")
                    || context.catalog.signals.signatures[member.name] != nil
                guard isEntryPoint else { continue }
                let work = result.evidence.keys.filter { !$0.isKept }.sorted()
                if !work.isEmpty { entries.append((result, work)) }
            }
            guard let first = entries.first else { return [] }
            // One finding per controller: each responsibility already has its own finding, so
            // repeating it once per callback only added noise.
            let listed = entries.prefix(4).map { "\($0.result.member.name) (\($0.work.map(\.id).joined(separator: ", ")))" }
                .joined(separator: ", ") + (entries.count > 4 ? " and \(entries.count - 4) more" : "")
            let subject = entries.count == 1 ? "\(listed) does" : "\(entries.count) callbacks do"
            let detail = entries.count == 1 ? "" : ": \(listed)"
            return [
                RuleHit(
                    message: "\(subject) misplaced work outside the lifecycle\(detail); hand each callback to the object that owns that work and render the model change it causes.",
                    member: first.result.member.name, file: first.result.file, line: first.result.member.startLine)
            ]
        })
}
