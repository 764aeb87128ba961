#if canImport(UIKit)
import UIKit
import Whittle

/// Bridges a text field's events to the ``Whittle/TextEditingDelegate``s in ``delegates``:
/// every change (`.editingChanged`), the end of editing and Return, so intentions hear the
/// field and the view controller holds no text-field delegate code.
///
/// ```swift
/// events = TextFieldEvents(textField: form.emailField)
/// events.delegates.add(enterEmail)   // validates on every change
/// events.delegates.add(saveEmail)    // saves on Return
/// ```
///
/// It becomes the field's `delegate`; keep it alive as long as the field (the field holds its
/// delegate weakly).
@MainActor
public final class TextFieldEvents: NSObject, UITextFieldDelegate {
    /// The intentions that hear the field, held weakly, called in the order they were added.
    public let delegates = MulticastDelegate<any TextEditingDelegate>()
    /// Whether Return also ends editing (the keyboard goes away) once the delegates heard it.
    public var endsEditingOnReturn = true

    /// Becomes `textField`'s delegate and listens to its changes.
    public init(textField: UITextField) {
        super.init()
        textField.delegate = self
        textField.addAction(UIAction { [weak self] action in
            guard let self, let field = action.sender as? UITextField else { return }
            let text = field.text ?? ""
            self.delegates.invoke { $0.textDidChange(text) }
        }, for: .editingChanged)
    }

    /// Tells the delegates that editing ended, with the field's text.
    public func textFieldDidEndEditing(_ textField: UITextField) {
        let text = textField.text ?? ""
        delegates.invoke { $0.textDidEndEditing(text) }
    }

    /// Tells the delegates that the user pressed Return, then ends editing when
    /// ``endsEditingOnReturn``; the field inserts no line break either way.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let text = textField.text ?? ""
        delegates.invoke { $0.textDidReturn(text) }
        if endsEditingOnReturn { textField.resignFirstResponder() }
        return false
    }
}
#endif
