/// The one description of each rule, used by `whittle explain`, SARIF rule metadata and the
/// reports. Responsibility rules are described from ``Responsibility/definition``; thresholds
/// are named as they are spelled in `.whittle.yml`.
extension RuleID {
    /// A short name: "Massive view controller", "networking in a view controller".
    public var title: String {
        if let responsibility { return "\(responsibility.id) in a view controller" }
        switch self {
        case .massiveViewController: return "Massive view controller"
        case .tooManyResponsibilities: return "Too many responsibilities"
        case .ibActionInViewController: return "IBAction in a view controller"
        case .extraDelegateConformance: return "Extra delegate conformance"
        case .workOutsideLifecycle: return "Work outside the lifecycle"
        case .markSections: return "MARK sections"
        case .nonPrivateInterface: return "Non-private interface"
        case .grewSinceBaseline: return "Grew since the baseline"
        default: return rawValue
        }
    }

    /// What the rule finds, in a sentence.
    public var summary: String {
        if let responsibility { return "The view controller \(responsibility.definition)." }
        switch self {
        case .massiveViewController:
            return "A view controller is large and scattered at once, declaration and extensions together: more lines than "
                + "`max_lines` (default 400) with more misplaced responsibilities than `max_responsibilities` (default 3); "
                + "or more than half those lines with more than twice those responsibilities; or it is massive by the "
                + "published rule of Habchi et al. (cohesion under 0.2, more than 29 methods, more than 375 lines)."
        case .tooManyResponsibilities:
            return "A view controller that is not massive carries more misplaced responsibilities than "
                + "`max_responsibilities` (default 3)."
        case .ibActionInViewController:
            return "A view controller declares an `@IBAction` method."
        case .extraDelegateConformance:
            return "A view controller adopts a `*Delegate`, `*DataSource` or `*DelegateFlowLayout` protocol other than "
                + "one observing the model: `NSFetchedResultsControllerDelegate`, or a delegate protocol declared in the "
                + "audited code whose name does not mention a view, cell, field, bar or picker (a logic controller's delegate)."
        case .workOutsideLifecycle:
            return "An entry point of a view controller other than viewDidLoad/awakeFromNib/loadView, viewDidAppear and "
                + "viewDidDisappear (an override, an `@objc` or `@IBAction` method, or a framework callback) does misplaced "
                + "work itself. Model-observation callbacks are allowed."
        case .markSections:
            return "A view controller has more `// MARK:` sections than `max_mark_sections` (default 2), counted over "
                + "its declaration and extensions."
        case .nonPrivateInterface:
            return "A view controller exposes members that are neither `private`/`fileprivate`, overrides, initialisers, "
                + "entry points the runtime calls (`@IBAction`, `@objc`, `@IBInspectable`), deliberate `public`/`open` API, "
                + "nor protocol requirements (in a declaration or extension that adopts protocols, framework callbacks and "
                + "methods shaped like `name(_:…)` are exempt). Reported once per controller, listing the members."
        case .grewSinceBaseline:
            return "A view controller has grown past its baseline: more lines than recorded plus the slack "
                + "(5 %, at least 10 lines), or a misplaced responsibility it did not carry before."
        default:
            return "A finding of rule \(rawValue)."
        }
    }

    /// Why the rule matters and what to do about a finding.
    public var rationale: String {
        if let responsibility {
            let takers = responsibility.roles.map(\.typeName).joined(separator: " or ")
            return "This work does not belong in a view controller: \(takers) takes it over, and the controller keeps "
                + "only rendering, lifecycle, composition and model observation."
        }
        switch self {
        case .massiveViewController:
            return "A controller past about 400 lines (Habchi et al. use 375) that also does several jobs that belong "
                + "elsewhere is hard to read, test and change: every one of those jobs is another reason for it to "
                + "change. Size alone can be one long job, and a few jobs in a small class are cheap to move, so only "
                + "both together are an error. The prescriptions say what to extract."
        case .tooManyResponsibilities:
            return "A view controller should have one job: rendering its state. Each misplaced responsibility is another "
                + "reason for it to change; past three, the class is on its way to becoming massive, while it is still "
                + "small enough to split in an afternoon."
        case .ibActionInViewController:
            return "Turning a control event into a model update is an intention's job. Connect the control to an "
                + "intention object (or an Interaction) instead of the controller."
        case .extraDelegateConformance:
            return "Table data sources, text-field delegates and the like are jobs for separate objects (data sources, "
                + "intentions). The controller only listens to its model."
        case .workOutsideLifecycle:
            return "A controller does work only when its view loads or appears and in response to an observed model "
                + "change. Work triggered by other callbacks belongs to the object that handles those callbacks."
        case .markSections:
            return "`// MARK:` sections signpost a class doing several jobs. Each section is usually an object waiting "
                + "to be extracted."
        case .nonPrivateInterface:
            return "Other objects reaching into a controller couple to it. Configure it through its initialiser and "
                + "observe the model instead."
        case .grewSinceBaseline:
            return "A baseline accepts today's state and fails only when things get worse. Extract the new work, or "
                + "record a new baseline with `--write-baseline` if the growth is intended."
        default:
            return "Run `whittle explain \(rawValue)` for details."
        }
    }

    /// The responsibility a `<responsibility>-in-view-controller` rule reports, or `nil`.
    public var responsibility: Responsibility? {
        Responsibility.allCases.first { $0.rule == self }
    }
}
