import Foundation

extension RuleID {
    /// The controller is large and scattered at once: too many lines and too many misplaced
    /// responsibilities (or the published rule of Habchi et al. flags it).
    public static let massiveViewController: RuleID = "massive-view-controller"

    /// A controller that is not massive carries more misplaced responsibilities than the limit.
    public static let tooManyResponsibilities: RuleID = "too-many-responsibilities"
}

extension AuditRule {
    /// `massive-view-controller`: large and scattered at once (see ``RuleContext/isMassive``).
    static let massiveViewController = AuditRule(
        .massiveViewController,
        title: "Massive view controller",
        summary: "A view controller is large and scattered at once, declaration and extensions together: more lines than "
            + "`max_lines` (default 400) with more misplaced responsibilities than `max_responsibilities` (default 3); "
            + "or more than half those lines with more than twice those responsibilities; or it is massive by the "
            + "published rule of Habchi et al. (cohesion under 0.2, more than 29 methods, more than 375 lines).",
        rationale: "A controller past about 400 lines (Habchi et al. use 375) that also does several jobs that belong "
            + "elsewhere is hard to read, test and change: every one of those jobs is another reason for it to "
            + "change. Size alone can be one long job, and a few jobs in a small class are cheap to move, so only "
            + "both together are an error. The prescriptions say what to extract.",
        defaultSeverity: .error,
        triggeringExamples: [
            // Large and scattered at once; the limits are lowered so the example fits on a page.
            AuditExample(scatteredProfile, thresholds: .init(maxResponsibilities: 3, maxLines: 12))
        ],
        nonTriggeringExamples: [
            AuditExample(
                #"""
                final class ProfileViewController: UIViewController {
                    private let logic: ProfileLogicController
                    private let navigator: ProfileNavigator

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        logic.load()
                    }

                    private func followersTapped() {
                        navigator.showFollowers(of: logic.user)
                    }
                }
                """#),
            // Scattered but small: too-many-responsibilities, not massive.
            AuditExample(scatteredProfile.replacingOccurrences(of: "↓", with: "")),
            // Long but doing one job: a table of settings rows (limits lowered as above).
            AuditExample(
                #"""
                final class SettingsViewController: UIViewController {
                    private let logic: SettingsLogicController

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        logic.load()
                    }

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        logic.refresh()
                    }

                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        logic.stop()
                    }
                }
                """#, thresholds: .init(maxResponsibilities: 3, maxLines: 12)),
        ],
        check: { context in
            let clauses = context.massiveClauses
            guard !clauses.isEmpty else { return [] }
            let thresholds = context.configuration.thresholds
            let misplaced = context.extraction.misplaced
            let lines = context.metrics.lines
            let declaration = context.controller.declaration
            if clauses.contains(.largeView) {
                let body = context.metrics.bodyLines ?? 0
                let size = lines >= thresholds.maxViewLines
                    ? "\(lines) lines (limit \(thresholds.maxViewLines))" : "a body of \(body) lines (limit \(thresholds.maxViewBodyLines))"
                let names = misplaced.map(\.id).joined(separator: ", ")
                return [
                    RuleHit(
                        message: "\(context.controller.name) is massive: \(size), \(misplaced.count) misplaced responsibilities "
                            + "(limit \(thresholds.maxResponsibilities): \(names)). Move the work the prescriptions list into a "
                            + "model or its collaborators, and extract subviews from the body.",
                        member: nil, file: declaration.file, line: declaration.facts.startLine)
                ]
            }
            // Named by the clause that holds: both limits crossed, else twice the
            // responsibilities in over half the lines, else (Habchi's rule alone) as measured.
            let scatterLimit = !clauses.contains(.largeAndScattered) && clauses.contains(.veryScattered)
                ? "more than twice the limit of \(thresholds.maxResponsibilities)" : "limit \(thresholds.maxResponsibilities)"
            var reasons = [
                lines > thresholds.maxLines
                    ? "\(lines) lines (limit \(thresholds.maxLines))" : "\(lines) lines, over half the limit of \(thresholds.maxLines)"
            ]
            if !misplaced.isEmpty {
                let names = misplaced.map(\.id).joined(separator: ", ")
                reasons.append("\(misplaced.count) misplaced responsibilities (\(scatterLimit): \(names))")
            }
            if clauses.contains(.habchi) {
                reasons.append("massive by Habchi et al.'s rule (\(context.metrics.methods) methods, cohesion \(context.metrics.cohesion))")
            }
            return [
                RuleHit(
                    message: "\(context.controller.name) is massive: \(reasons.joined(separator: ", ")). Extract what the prescriptions list.",
                    member: nil, file: declaration.file, line: declaration.facts.startLine)
            ]
        })

    /// `too-many-responsibilities`: scattered work in a controller that is not (yet) massive.
    static let tooManyResponsibilities = AuditRule(
        .tooManyResponsibilities,
        title: "Too many responsibilities",
        summary: "A view controller that is not massive carries more misplaced responsibilities than "
            + "`max_responsibilities` (default 3).",
        rationale: "A view controller should have one job: rendering its state. Each misplaced responsibility is another "
            + "reason for it to change; past three, the class is on its way to becoming massive, while it is still "
            + "small enough to split in an afternoon.",
        defaultSeverity: .warning,
        triggeringExamples: [
            AuditExample(scatteredProfile)
        ],
        nonTriggeringExamples: [
            // Three misplaced responsibilities (networking, persistence, navigation): at the limit.
            AuditExample(
                #"""
                final class ProfileViewController: UIViewController {
                    private func load() {
                        URLSession.shared.dataTask(with: url) { data, _, _ in
                            UserDefaults.standard.set(data, forKey: "profile")
                        }.resume()
                    }

                    private func showFollowers() {
                        navigationController?.pushViewController(FollowersViewController(), animated: true)
                    }
                }
                """#),
            // Large and scattered: massive-view-controller says it instead.
            AuditExample(scatteredProfile.replacingOccurrences(of: "↓", with: ""), thresholds: .init(maxResponsibilities: 3, maxLines: 12)),
        ],
        check: { context in
            let limit = context.configuration.thresholds.maxResponsibilities
            let misplaced = context.extraction.misplaced
            guard context.hasTooManyMisplaced, !context.isMassive else { return [] }
            let names = misplaced.map(\.id).joined(separator: ", ")
            let declaration = context.controller.declaration
            return [
                RuleHit(
                    message: "\(context.controller.name) does \(misplaced.count) jobs that belong elsewhere (limit \(limit): \(names)) "
                        + "in \(context.metrics.lines) lines. Extract them before it grows.",
                    member: nil, file: declaration.file, line: declaration.facts.startLine)
            ]
        })

    /// Four misplaced responsibilities (networking, persistence, navigation, alerts).
    private static let scatteredProfile = #"""
        ↓final class ProfileViewController: UIViewController {
            private func load() {
                URLSession.shared.dataTask(with: url) { data, _, _ in
                    UserDefaults.standard.set(data, forKey: "profile")
                }.resume()
            }

            private func showFollowers() {
                navigationController?.pushViewController(FollowersViewController(), animated: true)
            }

            private func confirm() {
                let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
                present(alert, animated: true)
            }
        }
        """#
}
