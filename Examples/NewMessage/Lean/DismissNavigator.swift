#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle

/// Closes the message form: the one route of the form, over UIKit's dismissal.
@MainActor
final class DismissNavigator: Navigator {
    /// The presented form; set once it exists.
    weak var presented: UIViewController?

    func navigate(to route: MessageRoute) {
        switch route {
        case .close: dismiss(animated: true, completion: nil)
        }
    }

    /// The form has nothing pushed: going back closes it.
    func goBack(animated: Bool, completion: (@MainActor () -> Void)?) {
        dismiss(animated: animated, completion: completion)
    }

    func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        guard let presented else {
            completion?()
            return
        }
        presented.dismiss(animated: animated) { MainActor.assumeIsolated { completion?() } }
    }
}
#endif
