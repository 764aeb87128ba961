#if canImport(UIKit)
import UIKit
import Whittle

/// Closes the message form: the one route of the form, over UIKit's dismissal.
@MainActor
final class DismissNavigator: Navigator {
    /// The presented form; set once it exists.
    weak var presented: UIViewController?

    func navigate(to route: MessageRoute) {
        switch route {
        case .close: presented?.dismiss(animated: true)
        }
    }
}
#endif
