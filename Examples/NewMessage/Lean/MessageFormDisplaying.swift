/// The properties of the message form's view that its binding sets; the UIKit view
/// conforms, and so does a test double.
@MainActor
public protocol MessageFormDisplaying: AnyObject {
    /// Whether the send button can be tapped.
    var isSendEnabled: Bool { get set }
    /// Whether a send is under way (a spinner, the body read-only).
    var isSending: Bool { get set }
    /// Why the last send failed, shown to the user; `nil` when it did not.
    var failureText: String? { get set }
    /// Whether the attachments row shows (once a picture is attached).
    var showsAttachmentsField: Bool { get set }
    /// Whether the channel picker row shows.
    var showsChannelPicker: Bool { get set }
}
