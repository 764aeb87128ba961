/// Where the message form can go.
public enum MessageRoute: Hashable, Sendable {
    /// Close the form: the message was sent.
    case close
    /// Pick a picture to attach (the photo library).
    case attachmentPicker
}
