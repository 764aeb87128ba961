#if canImport(UIKit)
import UIKit

/// Builds the message form: wires the subject field, the body and the send button to the
/// form model, and dismisses once the message is sent.
@MainActor
final class NewMessageScreen {
    let controller: UIViewController
    private let bodyIntention: MessageBodyIntention

    init(form: MessageForm, dismiss: @escaping @MainActor () -> Void) {
        let messages = NewMessageViewController(form: form)
        let view = messages.contentView
        bodyIntention = MessageBodyIntention(form: form)
        view.bodyView.delegate = bodyIntention
        view.subjectField.addAction(
            UIAction { [weak field = view.subjectField] _ in form.subjectChanged(to: field?.text ?? "") },
            for: .editingChanged)
        view.sendItem.primaryAction = UIAction(title: "Send") { _ in
            Task {
                await form.send()?.value
                if form.status == .sent { dismiss() }
            }
        }
        messages.navigationItem.rightBarButtonItem = view.sendItem
        controller = messages
    }
}
#endif
