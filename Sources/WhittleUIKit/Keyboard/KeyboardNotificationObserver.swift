#if canImport(UIKit)
import UIKit

/// Turns UIKit's keyboard notifications into bottom insets on a scroll view.
///
/// Begin observing when the screen appears and end when it disappears; the previous insets
/// come back when the keyboard hides or observing ends. The overlap is the keyboard's frame,
/// converted into the scroll view, intersected with the scroll view's bounds.
@MainActor
public final class KeyboardNotificationObserver {
    private weak var scrollView: UIScrollView?
    private let center: NotificationCenter
    private var tokens: [NSObjectProtocol] = []
    private var restoredBottomInset: CGFloat?

    /// Creates an observer that adjusts `scrollView`, which it holds weakly.
    ///
    /// - Parameters:
    ///   - scrollView: The view to keep clear of the keyboard.
    ///   - center: The notification center to observe; the default center by default.
    public init(scrollView: UIScrollView, center: NotificationCenter = .default) {
        self.scrollView = scrollView
        self.center = center
    }

    /// Starts following the keyboard. Calling it twice does nothing.
    public func beginObserving() {
        guard tokens.isEmpty else { return }
        let show = center.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
        ) { [weak self] note in
            let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { self?.keyboardWillChange(to: frame) }
        }
        let hide = center.addObserver(
            forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.restore() }
        }
        tokens = [show, hide]
    }

    /// Stops following the keyboard and restores the insets it changed.
    public func endObserving() {
        for token in tokens { center.removeObserver(token) }
        tokens = []
        restore()
    }

    private func keyboardWillChange(to screenFrame: CGRect?) {
        guard let scrollView, let screenFrame else { return }
        let keyboard = scrollView.convert(screenFrame, from: nil)
        let overlap = max(0, scrollView.bounds.intersection(keyboard).height - scrollView.safeAreaInsets.bottom)
        if restoredBottomInset == nil { restoredBottomInset = scrollView.contentInset.bottom }
        scrollView.contentInset.bottom = overlap
        scrollView.verticalScrollIndicatorInsets.bottom = overlap
    }

    private func restore() {
        guard let scrollView, let bottom = restoredBottomInset else { return }
        scrollView.contentInset.bottom = bottom
        scrollView.verticalScrollIndicatorInsets.bottom = bottom
        restoredBottomInset = nil
    }
}
#endif
