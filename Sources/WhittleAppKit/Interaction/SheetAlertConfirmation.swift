#if canImport(AppKit)
import AppKit

/// Asks the user "Are you sure?" with an `NSAlert` sheet on a window.
@MainActor
public final class SheetAlertConfirmation {
    private weak var window: NSWindow?

    /// Creates a confirmation that attaches its sheets to `window`, held weakly.
    public init(window: NSWindow) {
        self.window = window
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
