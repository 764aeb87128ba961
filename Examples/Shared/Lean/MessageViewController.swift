#if canImport(UIKit)
import UIKit
import WhittleUIKit

/// A child view controller that shows a message, such as why loading failed.
final class MessageViewController: TypedViewController<MessageView> {
    init(message: String) {
        super.init(contentView: MessageView(message: message))
    }

    required init?(coder: NSCoder) {
        nil
    }
}
#endif
