/// The events of an editable text control, as a Foundation-only protocol intentions adopt.
///
/// `WhittleUIKit`'s `TextFieldEvents` bridges a text field's `UITextFieldDelegate` callbacks
/// and `.editingChanged` to it, through a ``MulticastDelegate`` so several intentions hear
/// the same field. Every method
/// has an empty default, so an intention implements only the events it cares about.
@MainActor
public protocol TextEditingDelegate: AnyObject {
    /// The text changed (every keystroke, paste or dictation).
    func textDidChange(_ text: String)

    /// Editing ended (focus moved away).
    func textDidEndEditing(_ text: String)

    /// The user pressed Return.
    func textDidReturn(_ text: String)
}

extension TextEditingDelegate {
    /// Does nothing, so an intention that ignores keystrokes need not implement it.
    public func textDidChange(_ text: String) {}
    /// Does nothing, so an intention that ignores the end of editing need not implement it.
    public func textDidEndEditing(_ text: String) {}
    /// Does nothing, so an intention that ignores Return need not implement it.
    public func textDidReturn(_ text: String) {}
}
