#if canImport(UIKit)
import Observation
import UIKit
import Whittle
import WhittleUIKit

/// The lean message form: its view owns and lays out the subviews, the keyboard manager
/// keeps the body clear of the keyboard, and the controller renders the observed form.
final class NewMessageViewController: TypedViewController<MessageFormView> {
    private let form: MessageForm
    private lazy var keyboard = KeyboardManager(target: contentView.bodyView, keys: .uiKit)

    init(form: MessageForm) {
        self.form = form
        super.init(contentView: MessageFormView())
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if !form.isSubjectEditable { contentView.setSubjectDisabled(with: form.draft.subject) }
        observeForm()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        keyboard.beginObserving()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        keyboard.endObserving()
    }

    private func observeForm() {
        withObservationTracking {
            contentView.render(canSend: form.canSend, isSending: form.status == .sending)
        } onChange: { [weak self] in
            Task { @MainActor in self?.observeForm() }
        }
    }
}
#endif
