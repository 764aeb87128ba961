import Foundation

/// The message being written: what the form edits and what is sent.
public struct MessageDraft: Codable, Equatable, Sendable {
    /// The longest body the service accepts.
    public static let maximumBodyLength = 5_000

    public var subject: String
    public var body: String
    /// The thread replied to, or `nil` for a new conversation.
    public var threadID: String?
    /// The channel the message goes to, or `nil` for the default one.
    public var channelID: String?
    /// The ids of the attached pictures, in the order they were attached.
    public var attachmentIDs: [String]

    /// A new message, empty by default.
    public init(
        subject: String = "", body: String = "", threadID: String? = nil, channelID: String? = nil,
        attachmentIDs: [String] = []
    ) {
        self.subject = subject
        self.body = body
        self.threadID = threadID
        self.channelID = channelID
        self.attachmentIDs = attachmentIDs
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
