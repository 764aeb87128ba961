#if canImport(UIKit)
import UIKit
import WhittleUIKit

/// The lean profile screen: it renders the states its logic controller reports and plugs in
/// the child its plugin factory picks for the state (a spinner while loading, a message on
/// failure); everything else belongs to its collaborators.
final class ProfileViewController: TypedViewController<ProfileView> {
    private let logic: ProfileLogicController
    private let makePlugin: @MainActor (ProfileState) -> UIViewController?
    private let display = ProfileDisplay()
    private lazy var binding = ProfileBindings.binding(display: display, view: contentView)
    private var plugin: UIViewController?

    init(logic: ProfileLogicController, makePlugin: @escaping @MainActor (ProfileState) -> UIViewController?) {
        self.logic = logic
        self.makePlugin = makePlugin
        super.init(contentView: ProfileView())
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        logic.onStateChange = { [weak self] state in
            self?.render(state)
        }
        binding.startUpdating()
        render(logic.state)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Task { await logic.load() }
    }

    private func render(_ state: ProfileState) {
        plugin?.remove()
        plugin = makePlugin(state)
        if let plugin { add(plugin) }
        if case .presenting(let user) = state { display.show(user) }
    }
}
#endif
