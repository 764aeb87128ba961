#if canImport(AppKit)
import AppKit
import Whittle

/// The ``Confirmation`` port over `NSAlert`: asks the user "Are you sure?" with a sheet on
/// a window.
@MainActor
public final class SheetAlertConfirmation: Confirmation {
    private weak var window: NSWindow?

    /// Creates a confirmation that attaches its sheets to `window`, held weakly.
    public init(window: NSWindow) {
        self.window = window
    }

    /// Shows `request` as a sheet; its title, or its message when it has none, is the
    /// sheet's message text.
    public func confirm(_ request: ConfirmationRequest) async -> Bool {
        await confirm(
            title: request.title ?? request.message, message: request.title == nil ? "" : request.message,
            confirmTitle: request.confirmLabel, cancelTitle: request.cancelLabel)
    }

    /// Shows a sheet with a confirm and a cancel button.
    ///
    /// - Parameters:
    ///   - title: The sheet's message text.
    ///   - message: The informative text.
    ///   - confirmTitle: The confirm button's title (the first, default button).
    ///   - cancelTitle: The cancel button's title.
    /// - Returns: `true` when the user confirmed; `false` when they cancelled or there is no
    ///   window.
    public func confirm(
        title: String, message: String, confirmTitle: String, cancelTitle: String = "Cancel"
    ) async -> Bool {
        guard let window else { return false }
        let alert = NSAlert()
        alert.messageText = title
        alert.informativeText = message
        alert.addButton(withTitle: confirmTitle)
        alert.addButton(withTitle: cancelTitle)
        return await withCheckedContinuation { continuation in
            alert.beginSheetModal(for: window) { response in
                continuation.resume(returning: response == .alertFirstButtonReturn)
            }
        }
    }
}
#endif
