#if canImport(UIKit)
import UIKit

/// Asks the user "Are you sure?" with a `UIAlertController`, for an interaction that needs
/// a confirmation before it does its work.
///
/// The interaction owns the question and the choice; this adapter only shows it.
@MainActor
public final class AlertConfirmation {
    private weak var presenter: UIViewController?

    /// Creates a confirmation that presents its alerts from `presenter`, held weakly.
    public init(presenter: UIViewController) {
        self.presenter = presenter
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
        guard let presenter, presenter.viewIfLoaded?.window != nil else { return false }
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
