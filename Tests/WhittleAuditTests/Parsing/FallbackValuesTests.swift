import Testing
@testable import WhittleAudit

/// Which emptiness tests only pick a value to use (``FallbackValues``): the text is taken
/// blank or not, so they check no required field.
struct FallbackValuesTests {
    /// Whether the first `isEmpty` of `source` picks a fallback.
    private func picksFallback(_ source: String) -> Bool {
        TokenProbe.check(source, at: "isEmpty") { FallbackValues.picksFallback(nameAt: $0, in: $1) }
    }

    @Test(arguments: [
        "return name.isEmpty ? category.name : name",
        "update(option: .name(displayName.isEmpty ? nil : displayName))",
        "let givenURL = url.isEmpty ? nil : URL(string: url)",
        "navigationTitle(!viewModel.stackName.isEmpty ? viewModel.stackName : String(localized: \"Stack\"))",
        "let end = self.pair.end.isEmpty ? self.pair.begin : self.pair.end",
        "let title = item.title!.isEmpty ? \"Untitled\" : item.title!",
        "label.text = name.isEmpty\n    ? placeholder\n    : name",
        // A look: a placeholder's opacity, a floating label's offset, a placeholder shown.
        ".opacity(text.isEmpty ? 0 : 1)",
        ".offset(x: fieldContent.isEmpty ? 0 : -15, y: 0)",
        ".placeholder(when: presetName.isEmpty) { Text(\"Name\") }",
        // A placeholder label or a clear button shown or hidden from the text's emptiness.
        "placeholderLabel.isHidden = !textView.text.isEmpty",
        "self.placeholderLabel.isHidden = isEditing || !self.textInputView.text.isEmpty",
        "placeholderLabel.isHidden = !(textField.text?.trimmingCharacters(in: .whitespaces).isEmpty ?? true)",
        "clearButton.alpha = query.isEmpty ? 0 : 1",
    ])
    func fallbacks(_ source: String) {
        #expect(picksFallback(source))
    }

    @Test(arguments: [
        // Marking the field, gating a button, refusing: the blank value is checked.
        ".foregroundColor(name.isEmpty ? .red : .primary)",
        ".disabled(name.isEmpty)",
        "guard !name.isEmpty else { return }",
        // Another value of the same name, or the value read on the next line.
        "return name.isEmpty ? category.name : other",
        "let color = name.isEmpty ? 1 : 2\nprint(name)",
        "show(name.isEmpty ? warning : nil, name)",
        "if text?.isEmpty ?? true ? hide() : show(text) {}",
        // Enabling a submit from the text gates it; a hidden view's argument is not its look.
        "saveButton.isEnabled = !nameField.text.isEmpty",
        "errorLabel.isHidden = validate(name.isEmpty)",
        "let hidden = name.isEmpty\nlabel.isHidden = hidden",
    ])
    func checks(_ source: String) {
        #expect(!picksFallback(source))
    }
}
