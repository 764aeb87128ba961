/// The port through which an interaction asks the user to confirm.
///
/// The UIKit adapter shows a `UIAlertController`, the AppKit adapter an `NSAlert`; tests
/// use `ScriptedConfirmation` from WhittleTesting. All three conform through
/// ``ConfirmationPresenting``, which implements the contract once:
///
/// - the call returns the user's answer, exactly once;
/// - a cancelled calling task gets `false`, and an open question is taken off screen;
/// - when nothing can show the question, the call returns `false` at once, and later
///   questions are asked as usual.
///
/// `ConfirmationContract` in WhittleTesting checks any conformance against these rules.
@MainActor
public protocol Confirmation: AnyObject {
    /// Asks `request` and returns whether the user chose to go ahead.
    ///
    /// - Parameter request: What to ask.
    /// - Returns: `true` when the user confirmed, `false` when they backed out.
    func confirm(_ request: ConfirmationRequest) async -> Bool
}
