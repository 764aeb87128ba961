import Whittle

/// The message form's binding: form state → view properties, declared once and kept up to
/// date by ``Whittle/ViewBinding`` — including the failure of a send, which the user sees.
@MainActor
public enum MessageFormBindings {
    /// A binding that copies `form`'s send state and which rows show into `view`.
    public static func binding<View: MessageFormDisplaying>(
        form: MessageForm, view: View
    ) -> ViewBinding<MessageForm, View> {
        ViewBinding(source: form, target: view, pairs: [
            BindingPair(\.canSend, to: \View.isSendEnabled),
            BindingPair(\.isSending, to: \View.isSending),
            BindingPair(\.failureMessage, to: \View.failureText),
            BindingPair(\.showsAttachmentsField, to: \View.showsAttachmentsField),
            BindingPair(\.showsChannelPicker, to: \View.showsChannelPicker),
        ])
    }
}

extension MessageForm {
    /// Whether a send is under way.
    public var isSending: Bool { status == .sending }

    /// Why the last send failed, or `nil`.
    public var failureMessage: String? {
        if case .failed(let message) = status { return message }
        return nil
    }
}
