#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Whittle

/// The ``Confirmation`` port over `NSAlert`: asks the user "Are you sure?" with a sheet on
/// a window.
///
/// It only shows and ends the sheet; the contract — one answer per question, `false` for a
/// cancelled task (the sheet is ended) or when no sheet can be shown — comes from
/// ``Whittle/ConfirmationPresenting`` and is tested on Linux with `ConfirmationContract`.
@MainActor
public final class SheetAlertConfirmation: Confirmation, ConfirmationPresenting {
    private weak var window: NSWindow?

    /// Creates a confirmation that attaches its sheets to `window`, held weakly.
    public init(window: NSWindow) {
        self.window = window
    }

    /// Shows `request` as a sheet; its title, or its message when it has none, is the
    /// sheet's message text.
    ///
    /// - Returns: What ends the sheet unanswered, or `nil` when there is no window or it
    ///   already has a sheet (AppKit would queue this one behind it).
    public func present(
        _ request: ConfirmationRequest, answer: @escaping @MainActor (Bool) -> Void
    ) -> (@MainActor () -> Void)? {
        guard let window, window.attachedSheet == nil else { return nil }
        let alert = NSAlert()
        alert.messageText = request.title ?? request.message
        alert.informativeText = request.title == nil ? "" : request.message
        alert.addButton(withTitle: request.confirmLabel)
        alert.addButton(withTitle: request.cancelLabel)
        alert.beginSheetModal(for: window) { response in
            // AppKit ends modal sessions on the main thread.
            MainActor.assumeIsolated { answer(response == .alertFirstButtonReturn) }
        }
        return { [weak window, weak alert] in
            guard let window, let alert else { return }
            window.endSheet(alert.window, returnCode: .cancel)
        }
    }
}
#endif
