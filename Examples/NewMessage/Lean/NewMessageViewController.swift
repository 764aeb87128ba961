#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// The lean message form: its view owns and lays out the subviews, the keyboard manager
/// keeps the body clear of the keyboard, and a binding renders the observed form (a failed
/// send included).
final class NewMessageViewController: TypedViewController<MessageFormView> {
    private let form: MessageForm
    private lazy var keyboard = KeyboardManager(target: contentView.bodyView, keys: .uiKit)
    private lazy var binding = MessageFormBindings.binding(form: form, view: contentView)

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
        binding.startUpdating()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        keyboard.beginObserving()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        keyboard.endObserving()
    }
}
#endif
