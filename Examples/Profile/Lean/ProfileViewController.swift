#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// The lean profile screen: it renders the states its logic controller reports, lets the
/// binding copy the presenter's values into its view, and plugs in the child its plugin
/// factory picks for the state (a spinner while loading, a message on failure).
final class ProfileViewController: TypedViewController<ProfileView>, StateRendering {
    private let logic: ProfileLogicController
    private let makePlugin: @MainActor (ViewState<UserProfile>) -> UIViewController?
    private let display = ProfileDisplay()
    private lazy var binding = ProfileBindings.binding(display: display, view: contentView)
    private var plugin: UIViewController?

    init(
        logic: ProfileLogicController, makePlugin: @escaping @MainActor (ViewState<UserProfile>) -> UIViewController?
    ) {
        self.logic = logic
        self.makePlugin = makePlugin
        super.init(contentView: ProfileView())
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        binding.startUpdating()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        logic.start { [weak self] state in
            self?.render(state)
        }
    }

    func render(_ state: ViewState<UserProfile>) {
        plugin?.remove()
        plugin = makePlugin(state)
        if let plugin { add(plugin) }
        if let user = state.value { display.show(user) }
    }
}
#endif
