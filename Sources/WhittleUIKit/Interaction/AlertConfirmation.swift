#if canImport(UIKit)
import UIKit
import Whittle

/// The ``Confirmation`` port over `UIAlertController`: asks the user "Are you sure?" for an
/// interaction that needs a confirmation before it does its work.
///
/// The interaction owns the question and the choice; this adapter only shows it. The alert
/// stays until the user answers, even if the asking task is cancelled meanwhile.
@MainActor
public final class AlertConfirmation: Confirmation {
    private weak var presenter: UIViewController?

    /// Creates a confirmation that presents its alerts from `presenter`, held weakly.
    public init(presenter: UIViewController) {
        self.presenter = presenter
    }

    /// Shows `request` as an alert with a confirm and a cancel button.
    ///
    /// - Returns: `true` when the user confirmed; `false` when they cancelled or nothing
    ///   could present the alert.
    public func confirm(_ request: ConfirmationRequest) async -> Bool {
        await confirm(
            title: request.title, message: request.message, confirmTitle: request.confirmLabel,
            cancelTitle: request.cancelLabel, isDestructive: request.isDestructive)
    }

    /// Shows an alert with a confirm and a cancel button.
    ///
    /// - Parameters:
    ///   - title: The alert's title, or `nil`.
    ///   - message: The question.
    ///   - confirmTitle: The confirm button's title, such as "Follow".
    ///   - cancelTitle: The cancel button's title.
    ///   - isDestructive: Whether the confirm button is styled as destructive.
    /// - Returns: `true` when the user confirmed; `false` when they cancelled or nothing
    ///   could present the alert.
    public func confirm(
        title: String?, message: String, confirmTitle: String, cancelTitle: String = "Cancel",
        isDestructive: Bool = false
    ) async -> Bool {
        guard let presenter, presenter.viewIfLoaded?.window != nil, !Task.isCancelled else { return false }
        return await withCheckedContinuation { continuation in
            let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: cancelTitle, style: .cancel) { _ in
                continuation.resume(returning: false)
            })
            alert.addAction(UIAlertAction(title: confirmTitle, style: isDestructive ? .destructive : .default) { _ in
                continuation.resume(returning: true)
            })
            presenter.present(alert, animated: true)
        }
    }
}
#endif
