/// The port through which an interaction asks the user to confirm.
///
/// The UIKit adapter shows a `UIAlertController`, the AppKit adapter an `NSAlert`; tests
/// use `ScriptedConfirmation` from WhittleTesting. An adapter should dismiss its alert
/// and answer `false` when the calling task is cancelled (see
/// `withTaskCancellationHandler`).
@MainActor
public protocol Confirmation: AnyObject {
    /// Asks `request` and returns whether the user chose to go ahead.
    ///
    /// - Parameter request: What to ask.
    /// - Returns: `true` when the user confirmed, `false` when they backed out.
    func confirm(_ request: ConfirmationRequest) async -> Bool
}
