#if canImport(UIKit)
import UIKit
import Whittle

/// The ``Confirmation`` port over `UIAlertController`: asks the user "Are you sure?" for an
/// interaction that needs a confirmation before it does its work.
///
/// It only shows and hides the alert; the contract — one answer per question, `false` for a
/// cancelled task (the alert is dismissed) or when no alert can be presented — comes from
/// ``Whittle/ConfirmationPresenting`` and is tested on Linux with `ConfirmationContract`.
@MainActor
public final class AlertConfirmation: Confirmation, ConfirmationPresenting {
    private weak var presenter: UIViewController?

    /// Creates a confirmation that presents its alerts from `presenter`, held weakly.
    public init(presenter: UIViewController) {
        self.presenter = presenter
    }

    /// Presents `request` as an alert (an action sheet when it prefers one) with a cancel and
    /// a confirm button.
    ///
    /// - Returns: What dismisses the alert unanswered, or `nil` when it cannot be presented:
    ///   the presenter is gone, not in a window, or already presenting something (UIKit
    ///   would refuse with only a console warning).
    public func present(
        _ request: ConfirmationRequest, answer: @escaping @MainActor (Bool) -> Void
    ) -> (@MainActor () -> Void)? {
        guard let presenter, presenter.viewIfLoaded?.window != nil,
              presenter.presentedViewController == nil, !presenter.isBeingDismissed
        else { return nil }
        let alert = UIAlertController(
            title: request.title, message: request.message, preferredStyle: request.prefersActionSheet ? .actionSheet : .alert)
        #if !os(tvOS)
        // On iPad an action sheet is a popover and needs an anchor, or UIKit raises. tvOS has
        // no popovers: its action sheets are full screen.
        if let popover = alert.popoverPresentationController, let anchor = presenter.viewIfLoaded {
            popover.sourceView = anchor
            popover.sourceRect = CGRect(x: anchor.bounds.midX, y: anchor.bounds.midY, width: 0, height: 0)
            popover.permittedArrowDirections = []
        }
        #endif
        // UIKit calls action handlers on the main thread.
        alert.addAction(UIAlertAction(title: request.cancelLabel, style: .cancel) { _ in
            MainActor.assumeIsolated { answer(false) }
        })
        alert.addAction(UIAlertAction(title: request.confirmLabel, style: request.isDestructive ? .destructive : .default) { _ in
            MainActor.assumeIsolated { answer(true) }
        })
        presenter.present(alert, animated: true)
        return { [weak alert] in alert?.dismiss(animated: true) }
    }

    /// Shows an alert with a confirm and a cancel button.
    ///
    /// - Parameters:
    ///   - title: The alert's title, or `nil`.
    ///   - message: The question.
    ///   - confirmTitle: The confirm button's title, such as "Follow".
    ///   - cancelTitle: The cancel button's title; "Cancel" in the app's language by default.
    ///   - isDestructive: Whether the confirm button is styled as destructive.
    /// - Returns: `true` when the user confirmed; `false` when they cancelled, the task was
    ///   cancelled, or no alert could be presented.
    public func confirm(
        title: String?, message: String, confirmTitle: String,
        cancelTitle: String = ConfirmationRequest.localizedCancelLabel,
        isDestructive: Bool = false
    ) async -> Bool {
        await confirm(ConfirmationRequest(
            title: title, message: message, confirmLabel: confirmTitle, cancelLabel: cancelTitle,
            isDestructive: isDestructive))
    }
}
#endif
