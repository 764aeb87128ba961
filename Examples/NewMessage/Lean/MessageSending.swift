/// Sends a finished message: the web-service half of the form.
public protocol MessageSending: Sendable {
    /// Sends `draft`.
    func send(_ draft: MessageDraft) async throws
}
