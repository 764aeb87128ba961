#if canImport(UIKit) && !os(tvOS)
import UIKit
import WhittleUIKit

/// The header child: a binding renders the tag's header values (or its failure) as the
/// logic publishes them.
final class TagHeaderViewController: TypedViewController<TagHeaderView> {
    private let logic: TagPageLogic
    private lazy var binding = TagHeaderBindings.binding(logic: logic, view: contentView)

    init(logic: TagPageLogic) {
        self.logic = logic
        super.init(contentView: TagHeaderView())
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        binding.startUpdating()
    }
}
#endif
