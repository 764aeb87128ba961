import Observation
import Whittle

/// The message being written and what happened to it: the model the form's controller
/// observes. Intentions change it; it sends through ``MessageSending``.
@MainActor
@Observable
public final class MessageForm {
    /// Where sending stands.
    public enum Status: Equatable, Sendable {
        case editing
        case sending
        case sent
        case failed(message: String)
    }

    /// The draft as typed.
    public private(set) var draft: MessageDraft
    /// Where sending stands.
    public private(set) var status = Status.editing

    @ObservationIgnored private let sender: any MessageSending
    @ObservationIgnored private let navigator: any Navigator<MessageRoute>

    /// A form for `draft` that sends through `sender` and closes through `navigator` once sent.
    public init(draft: MessageDraft, sender: any MessageSending, navigator: any Navigator<MessageRoute>) {
        self.draft = draft
        self.sender = sender
        self.navigator = navigator
    }

    /// Whether the subject can be edited; a reply keeps its thread's subject (seed 002).
    public var isSubjectEditable: Bool { !draft.isReply }

    /// Whether the send button is enabled.
    public var canSend: Bool { draft.canSend && status != .sending && status != .sent }

    /// The subject field changed; ignored for replies.
    public func subjectChanged(to text: String) {
        guard isSubjectEditable else { return }
        draft.subject = text
        if case .failed = status { status = .editing }
    }

    /// The body changed.
    public func bodyChanged(to text: String) {
        draft.body = text
        if case .failed = status { status = .editing }
    }

    /// Sends the draft when it can be sent, and closes the form once it is sent.
    ///
    /// - Returns: The sending task, or `nil` when there was nothing to send.
    @discardableResult
    public func send() -> Task<Void, Never>? {
        guard canSend else { return nil }
        status = .sending
        let draft = draft
        let sender = sender
        return Task {
            do {
                try await sender.send(draft)
                status = .sent
                navigator.navigate(to: .close)
            } catch {
                status = .failed(message: "The message was not sent. Check your connection and try again.")
            }
        }
    }
}
