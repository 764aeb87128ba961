#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// The lean profile screen: it renders the states its logic controller reports. A
/// ``StateChildContainer`` plugs in the child for each state (a spinner while loading, a
/// message with "Try again" on failure, the profile's content), and the shown profile goes to
/// the ``ProfileDisplay`` the content's binding reads.
final class ProfileViewController: TypedViewController<LayoutReportingView>, StateRendering {
    private let logic: ProfileLogicController
    private let display: ProfileDisplay
    private let makeChild: @MainActor (ContentSlot) -> UIViewController
    private lazy var port = ViewControllerContainmentPort(parent: self)
    private lazy var children = ProfileChildren.container(port: port, makeChild: makeChild)

    init(
        logic: ProfileLogicController, display: ProfileDisplay,
        makeChild: @escaping @MainActor (ContentSlot) -> UIViewController
    ) {
        self.logic = logic
        self.display = display
        self.makeChild = makeChild
        super.init(contentView: LayoutReportingView())
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        contentView.onLayout = { [weak self] in
            self?.children.container.layoutChildren()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        logic.start { [weak self] state in
            self?.render(state)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        logic.stop()
    }

    func render(_ state: ViewState<UserProfile>) {
        if let user = state.value { display.show(user) }
        title = display.presenter.name
        children.render(state)
    }
}
#endif
