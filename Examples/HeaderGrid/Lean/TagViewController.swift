#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// The lean tag screen (seed 000's standard composition): a header child above a grid
/// child, added and laid out by a ``ChildContainer``; it loads when it appears.
final class TagViewController: TypedViewController<LayoutReportingView> {
    private let logic: TagPageLogic
    private lazy var port = ViewControllerContainmentPort(parent: self)
    private lazy var childContainer = ChildContainer(port: port, layout: .headerGrid(), makeChild: makeChild)
    private let makeChild: @MainActor (HeaderGridLayout.Region) -> UIViewController

    init(logic: TagPageLogic, makeChild: @escaping @MainActor (HeaderGridLayout.Region) -> UIViewController) {
        self.logic = logic
        self.makeChild = makeChild
        super.init(contentView: LayoutReportingView())
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = logic.title
        childContainer.show([.header, .grid])
        contentView.onLayout = { [weak self] in
            self?.childContainer.layoutChildren()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        logic.load()
    }
}
#endif
