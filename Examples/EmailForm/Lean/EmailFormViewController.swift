#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// The lean email form (seed 003): its only work is to effect view changes in response to
/// changes of the ``EmailFormModel`` it observes, through a binding, and to keep its form
/// clear of the keyboard while on screen. The intentions wired to the field and the buttons
/// change the model; they and the controller do not know each other.
final class EmailFormViewController: TypedViewController<EmailFormView> {
    private let model: EmailFormModel
    private lazy var binding = EmailFormBindings.binding(model: model, view: contentView)
    private lazy var keyboard = EmailFormKeyboard.manager(for: contentView.scrollView, keys: .uiKit)

    init(model: EmailFormModel) {
        self.model = model
        super.init(contentView: EmailFormView())
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
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
