#if canImport(UIKit)
import UIKit

extension UIViewController {
    /// Calls `completion` when the transition under way ends, or at once when none is.
    ///
    /// UIKit's pop has no completion handler; the transition coordinator of the transition
    /// it starts reports the end instead.
    func whenTransitionEnds(_ completion: @escaping @MainActor () -> Void) {
        guard let coordinator = transitionCoordinator else {
            completion()
            return
        }
        coordinator.animate(alongsideTransition: nil) { _ in
            // UIKit runs transition completions on the main thread.
            MainActor.assumeIsolated { completion() }
        }
    }

    /// Dismisses what this controller presented, or this controller when it was presented,
    /// and calls `completion` when done — at once when nothing is presented.
    func dismissPresentation(animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard presentedViewController != nil || presentingViewController != nil else {
            completion()
            return
        }
        dismiss(animated: animated) {
            MainActor.assumeIsolated { completion() }
        }
    }
}
#endif
