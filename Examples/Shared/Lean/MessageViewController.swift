#if canImport(UIKit) && !os(tvOS)
import UIKit
import WhittleUIKit

/// A child view controller that shows a message, such as why loading failed, with an
/// optional button to try again.
final class MessageViewController: TypedViewController<MessageView> {
    init(message: String, actionTitle: String? = nil, action: (@MainActor () -> Void)? = nil) {
        super.init(contentView: MessageView(message: message, actionTitle: actionTitle, action: action))
    }

    required init?(coder: NSCoder) {
        nil
    }
}
#endif
