import Whittle

/// Asks the server whether a valid address already has an account, as the user types: the
/// third intention on the field's multicast delegate (seed 003). A newer edit cancels the
/// older question, and an address that is taken cannot be saved.
@MainActor
public final class CheckAvailabilityIntention: TextEditingDelegate {
    private let model: EmailFormModel
    private let checker: any EmailAvailabilityChecking
    private let isValid: (String) -> Bool

    /// The check under way, if any; tests await it.
    public private(set) var check: Task<Void, Never>?

    /// Creates the intention.
    ///
    /// - Parameters:
    ///   - model: The form's model.
    ///   - checker: Asks the server.
    ///   - isValid: Which addresses are worth asking about; ``EmailAddress/isValid(_:)`` by default.
    public init(
        model: EmailFormModel, checker: any EmailAvailabilityChecking,
        isValid: @escaping (String) -> Bool = EmailAddress.isValid
    ) {
        self.model = model
        self.checker = checker
        self.isValid = isValid
    }

    /// Cancels the previous question and asks about `text` when it is a valid address. A
    /// failed question leaves the availability unknown, as the massive twin ignores it.
    public func textDidChange(_ text: String) {
        check?.cancel()
        check = nil
        guard isValid(text) else { return }
        let email = EmailAddress.normalized(text)
        model.availability = .checking
        let checker = checker
        check = Task { [model] in
            let taken = try? await checker.isTaken(email)
            guard !Task.isCancelled else { return }
            switch taken {
            case true?:
                model.availability = .taken
                model.canSave = false
            case false?:
                model.availability = .available
            case nil:
                model.availability = .unknown
            }
        }
    }
}
