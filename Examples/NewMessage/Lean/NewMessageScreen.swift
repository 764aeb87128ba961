#if canImport(UIKit) && !os(tvOS)
import UIKit

/// Builds the message form: wires the subject field, the body and the send button to the
/// form model. Build the form with a ``DismissNavigator`` for the controller so that it
/// closes once the message is sent.
@MainActor
final class NewMessageScreen {
    let controller: UIViewController
    private let bodyIntention: MessageBodyIntention

    init(form: MessageForm) {
        let messages = NewMessageViewController(form: form)
        let view = messages.contentView
        bodyIntention = MessageBodyIntention(form: form)
        view.bodyView.delegate = bodyIntention
        view.subjectField.addAction(
            UIAction { [weak field = view.subjectField] _ in form.subjectChanged(to: field?.text ?? "") },
            for: .editingChanged)
        view.sendItem.primaryAction = UIAction(title: "Send") { _ in form.send() }
        messages.navigationItem.rightBarButtonItem = view.sendItem
        controller = messages
    }
}
#endif
