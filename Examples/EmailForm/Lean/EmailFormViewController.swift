#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// The lean email form (seed 003): its only work is to effect view changes in response to
/// changes of the ``EmailFormModel`` it observes, through a binding. The intentions wired to
/// the field and the button change the model; they and the controller do not know each other.
final class EmailFormViewController: TypedViewController<EmailFormView> {
    private let model: EmailFormModel
    private lazy var binding = EmailFormBindings.binding(model: model, view: contentView)

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
}
#endif
