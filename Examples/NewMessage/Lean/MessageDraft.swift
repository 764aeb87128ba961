import Foundation

/// The message being written: what the form edits and what is sent.
public struct MessageDraft: Codable, Equatable, Sendable {
    /// The longest body the service accepts.
    public static let maximumBodyLength = 5_000

    public var subject: String
    public var body: String
    /// The thread replied to, or `nil` for a new conversation.
    public var threadID: String?

    /// A new, empty message.
    public init(subject: String = "", body: String = "", threadID: String? = nil) {
        self.subject = subject
        self.body = body
        self.threadID = threadID
    }

    /// A reply to `thread`: the subject is the thread's, prefixed once with "Re: ".
    public static func reply(to thread: MessageThread) -> MessageDraft {
        let subject = thread.subject.hasPrefix("Re: ") ? thread.subject : "Re: \(thread.subject)"
        return MessageDraft(subject: subject, threadID: thread.id)
    }

    /// Whether this draft answers an existing thread; a reply's subject cannot be edited.
    public var isReply: Bool { threadID != nil }

    /// Whether the draft can be sent: a subject, a body, and a body within the limit.
    public var canSend: Bool {
        let body = body.trimmingCharacters(in: .whitespacesAndNewlines)
        return !subject.trimmingCharacters(in: .whitespaces).isEmpty && !body.isEmpty
            && body.count <= Self.maximumBodyLength
    }
}
