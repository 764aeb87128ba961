#if canImport(UIKit)
import Observation
import UIKit
import WhittleUIKit

/// The lean email form (seed 003): its only work is to effect view changes in response to
/// changes of the ``Person`` it observes. The intentions wired to the controls change the
/// person; they and the controller do not know each other.
final class EmailFormViewController: TypedViewController<EmailFormView> {
    private let person: Person

    init(person: Person) {
        self.person = person
        super.init(contentView: EmailFormView())
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        observePerson()
    }

    private func observePerson() {
        withObservationTracking {
            contentView.show(canSave: person.canSave, failure: person.saveFailure)
        } onChange: { [weak self] in
            Task { @MainActor in self?.observePerson() }
        }
    }
}
#endif
