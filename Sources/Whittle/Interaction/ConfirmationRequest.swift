/// The question an interaction asks before it acts ("Follow Ana?" — Cancel / Follow).
///
/// A plain value, so a test can assert exactly what the user would have been asked, and
/// the UIKit/AppKit adapters turn it into a `UIAlertController` or `NSAlert`.
public struct ConfirmationRequest: Sendable, Hashable, CustomStringConvertible {
    /// A short title, or `nil` for a message-only alert.
    public var title: String?
    /// The question itself.
    public var message: String
    /// The label of the button that goes ahead.
    public var confirmLabel: String
    /// The label of the button that backs out.
    public var cancelLabel: String
    /// Whether going ahead destroys something (drawn in red by the adapters).
    public var isDestructive: Bool
    /// Whether the question is asked as an action sheet (choices about something on screen,
    /// such as deleting a row) rather than an alert.
    public var prefersActionSheet: Bool

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - title: A short title, or `nil`.
    ///   - message: The question.
    ///   - confirmLabel: The label of the button that goes ahead.
    ///   - cancelLabel: The label of the button that backs out; "Cancel" in the app's language
    ///     by default (``localizedCancelLabel``).
    ///   - isDestructive: Whether going ahead destroys something.
    ///   - prefersActionSheet: Whether to ask with an action sheet rather than an alert.
    public init(
        title: String? = nil,
        message: String,
        confirmLabel: String,
        cancelLabel: String = ConfirmationRequest.localizedCancelLabel,
        isDestructive: Bool = false,
        prefersActionSheet: Bool = false
    ) {
        self.title = title
        self.message = message
        self.confirmLabel = confirmLabel
        self.cancelLabel = cancelLabel
        self.isDestructive = isDestructive
        self.prefersActionSheet = prefersActionSheet
    }

    /// The question in one line, title first and both answers in brackets, for logs and test failures.
    public var description: String {
        let heading = title.map { "\($0): " } ?? ""
        return "\(heading)\(message) [\(cancelLabel) | \(confirmLabel)]"
    }
}
