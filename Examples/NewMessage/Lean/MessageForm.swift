import Foundation
import Observation
import Whittle

/// The message being written and what happened to it: the model the form's controller
/// observes. Intentions change it; it sends through ``MessageSending``, asks before a
/// written message is discarded, and keeps the attached pictures.
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
    /// How many pictures are attached.
    public private(set) var attachmentCount = 0
    /// The channels the picker offers; the picker shows only when there is a choice.
    public let channels: [MessageChannel]
    /// The attached pictures; the attachments row shows them through a collection view bridge.
    @ObservationIgnored public let attachments = ArrayDataSource<MessageAttachment>()

    @ObservationIgnored private let sender: any MessageSending
    @ObservationIgnored private let navigator: any Navigator<MessageRoute>
    @ObservationIgnored private let confirmation: any Confirmation
    @ObservationIgnored private let makeAttachmentID: @MainActor () -> String
    @ObservationIgnored private var sending: Task<Void, Never>?

    /// A form for `draft`.
    ///
    /// - Parameters:
    ///   - draft: The message to start from: empty, or a reply.
    ///   - sender: Sends the message.
    ///   - navigator: Closes the form and opens the picture picker.
    ///   - confirmation: Asks before a written message is discarded (an action sheet in the app).
    ///   - channels: The channels to choose from; the first is chosen unless the draft names one.
    ///   - makeAttachmentID: Names each attached picture; a UUID by default.
    public init(
        draft: MessageDraft, sender: any MessageSending, navigator: any Navigator<MessageRoute>,
        confirmation: any Confirmation, channels: [MessageChannel] = [],
        makeAttachmentID: @escaping @MainActor () -> String = { UUID().uuidString }
    ) {
        var draft = draft
        if draft.channelID == nil { draft.channelID = channels.first?.id }
        self.draft = draft
        self.sender = sender
        self.navigator = navigator
        self.confirmation = confirmation
        self.channels = channels
        self.makeAttachmentID = makeAttachmentID
    }

    /// The screen's title.
    public var title: String { draft.isReply ? "Reply" : "New Message" }

    /// Whether the subject can be edited; a reply keeps its thread's subject (seed 002).
    public var isSubjectEditable: Bool { !draft.isReply }

    /// Whether the send button is enabled.
    public var canSend: Bool { draft.canSend && status != .sending && status != .sent }

    /// Whether the channel picker is shown: only when there is more than one channel.
    public var showsChannelPicker: Bool { channels.count > 1 }

    /// The position of the chosen channel in ``channels``, or `nil` when there is none.
    public var selectedChannelIndex: Int? { channels.firstIndex { $0.id == draft.channelID } }

    /// Whether the attachments row is shown (instead of the paperclip button).
    public var showsAttachmentsField: Bool { attachmentCount > 0 }

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

    /// The channel picker chose the channel at `index`; an index outside ``channels`` is ignored.
    public func selectChannel(at index: Int) {
        guard channels.indices.contains(index) else { return }
        draft.channelID = channels[index].id
    }

    /// The paperclip was tapped: open the picture picker.
    public func addAttachment() {
        navigator.navigate(to: .attachmentPicker)
    }

    /// The picker returned a picture: attach it.
    public func attach(imageData: Data) {
        attachments.append(MessageAttachment(id: makeAttachmentID(), imageData: imageData))
        attachmentCount = attachments.numberOfItems
        if case .failed = status { status = .editing }
    }

    /// Cancel was tapped: closes at once when nothing is written, otherwise asks first
    /// ("Discard this message?", a destructive action sheet) and closes only if the user
    /// discards.
    ///
    /// - Returns: The task asking, or `nil` when the form closed at once.
    @discardableResult
    public func cancel() -> Task<Void, Never>? {
        guard !draft.body.isEmpty else {
            navigator.navigate(to: .close)
            return nil
        }
        let request = ConfirmationRequest(
            message: "Discard this message?", confirmLabel: "Discard", cancelLabel: "Keep Editing", isDestructive: true,
            prefersActionSheet: true)
        return Task {
            if await confirmation.confirm(request) { navigator.navigate(to: .close) }
        }
    }

    /// Sends the draft with its attachments when it can be sent, and closes the form once it
    /// is sent; a failure stays on the form for the user to see.
    ///
    /// - Returns: The sending task, or `nil` when there was nothing to send.
    @discardableResult
    public func send() -> Task<Void, Never>? {
        guard canSend else { return nil }
        status = .sending
        var draft = draft
        draft.attachmentIDs = attachments.items.map(\.id)
        let sender = sender
        let task = Task {
            do {
                try await sender.send(draft)
                guard !Task.isCancelled else { return }
                status = .sent
                navigator.navigate(to: .close)
            } catch {
                guard !Task.isCancelled else { return }
                status = .failed(message: "The message was not sent. Check your connection and try again.")
            }
        }
        sending = task
        return task
    }

    /// The form is going away: a send still under way is cancelled (the massive twin cancels
    /// its request in `viewWillDisappear`) and the draft stays as it was, ready to send again.
    public func stop() {
        guard status == .sending, let sending else { return }
        sending.cancel()
        self.sending = nil
        status = .editing
    }
}
