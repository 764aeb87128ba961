#if canImport(UIKit)
import UIKit
import Whittle

/// Builds the email form: the person, the two intentions wired to the controls, and the
/// step that follows a save.
@MainActor
enum EmailFormScreen {
    /// The form, saving into `store`; `advance` runs after each successful save.
    static func make(person: Person, store: Store<String>, advance: @escaping @MainActor () -> Void) -> UIViewController {
        let controller = EmailFormViewController(person: person)
        let enterEmail = EnterEmailIntention(person: person)
        let saveEmail = SaveEmailIntention(person: person, store: store)
        let view = controller.contentView
        view.emailField.text = person.email
        view.emailField.addAction(
            UIAction { [weak field = view.emailField] _ in enterEmail.emailChanged(to: field?.text ?? "") },
            for: .editingChanged)
        view.saveButton.addAction(
            UIAction { _ in
                Task {
                    await saveEmail.save()
                    if person.isSaved { advance() }
                }
            }, for: .touchUpInside)
        return controller
    }
}
#endif
