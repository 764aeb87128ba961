import Observation

/// A ``Confirmation`` whose open question is state a SwiftUI view shows: an alert or
/// confirmation dialog bound to ``isShowingAlert`` or ``isShowingActionSheet`` (WhittleSwiftUI's
/// `.confirmations(_:)` does it), answered with ``answer(_:)``.
///
/// The contract is ``ConfirmationPresenting``'s: one answer per question, `false` when the
/// dialog is dismissed without a choice or the asking task is cancelled; a second question
/// while one is open is answered `false` at once.
@MainActor
@Observable
public final class ObservableConfirmation: Confirmation, ConfirmationPresenting {
    /// The question on screen, or `nil`.
    public private(set) var request: ConfirmationRequest?
    private var deliver: (@MainActor (Bool) -> Void)?

    /// Creates a confirmation with no question open.
    public init() {}

    /// Whether a question asked as an alert is open; setting it to `false` (the alert went
    /// away without a choice) answers cancel.
    public var isShowingAlert: Bool {
        get { request.map { !$0.prefersActionSheet } ?? false }
        set { if !newValue, isShowingAlert { answer(false) } }
    }

    /// Whether a question asked as an action sheet is open; setting it to `false` answers cancel.
    public var isShowingActionSheet: Bool {
        get { request?.prefersActionSheet ?? false }
        set { if !newValue, isShowingActionSheet { answer(false) } }
    }

    /// The user's choice for the open question: `true` for the confirm button. Ignored when
    /// no question is open.
    public func answer(_ confirmed: Bool) {
        let deliver = self.deliver
        request = nil
        self.deliver = nil
        deliver?(confirmed)
    }

    /// Opens `request` unless a question is open already.
    public func present(_ request: ConfirmationRequest, answer: @escaping @MainActor (Bool) -> Void) -> (@MainActor () -> Void)? {
        guard self.request == nil else { return nil }
        self.request = request
        deliver = answer
        return { [weak self] in
            self?.request = nil
            self?.deliver = nil
        }
    }
}
