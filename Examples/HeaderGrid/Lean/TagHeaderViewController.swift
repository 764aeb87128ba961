#if canImport(UIKit)
import Observation
import UIKit
import WhittleUIKit

/// The header child: it renders the tag's header values as the logic publishes them.
final class TagHeaderViewController: TypedViewController<TagHeaderView> {
    private let logic: TagPageLogic

    init(logic: TagPageLogic) {
        self.logic = logic
        super.init(contentView: TagHeaderView())
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        observeHeader()
    }

    private func observeHeader() {
        withObservationTracking {
            contentView.show(title: logic.header?.title ?? "", counts: logic.header?.countsText ?? "")
        } onChange: { [weak self] in
            Task { @MainActor in self?.observeHeader() }
        }
    }
}
#endif
