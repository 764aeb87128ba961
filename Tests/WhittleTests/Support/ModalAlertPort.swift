import Whittle

/// The shape of the UIKit and AppKit alert adapters without a screen: one modal question at a
/// time, refused while another is up or when the presenter is gone, dismissed on request.
/// It conforms exactly as `AlertConfirmation` and `SheetAlertConfirmation` do.
@MainActor
final class ModalAlertPort: Confirmation, ConfirmationPresenting {
    private var open: (answer: @MainActor (Bool) -> Void, id: Int)?
    private var nextID = 0
    /// When `true`, the next question cannot be presented (no window, as after the screen
    /// went away).
    var refusesNext = false
    private(set) var dismissals = 0

    var openCount: Int { open == nil ? 0 : 1 }

    func present(_ request: ConfirmationRequest, answer: @escaping @MainActor (Bool) -> Void) -> (@MainActor () -> Void)? {
        guard !refusesNext, open == nil else {
            refusesNext = false
            return nil
        }
        nextID += 1
        let id = nextID
        open = (answer, id)
        return { [weak self] in
            guard let self, self.open?.id == id else { return }
            self.open = nil
            self.dismissals += 1
        }
    }

    /// Taps a button of the open alert, which then goes away, as UIKit's does.
    func tap(confirm: Bool) -> Bool {
        guard let current = open else { return false }
        open = nil
        current.answer(confirm)
        return true
    }
}

/// The alert adapter as it was before the contract: it ignores cancellation, so a cancelled
/// caller waits for a tap that may never come. Used to prove the contract can fail.
@MainActor
final class CancellationIgnoringConfirmation: Confirmation {
    private var pending: CheckedContinuation<Bool, Never>?

    var openCount: Int { pending == nil ? 0 : 1 }

    func confirm(_ request: ConfirmationRequest) async -> Bool {
        await withCheckedContinuation { pending = $0 }
    }

    func tap(confirm: Bool) -> Bool {
        guard let pending else { return false }
        self.pending = nil
        pending.resume(returning: confirm)
        return true
    }
}
