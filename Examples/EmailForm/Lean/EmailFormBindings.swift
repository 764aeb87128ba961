import Whittle

/// The email form's binding (seed 000's binding, seed 003's observed model): model values →
/// view properties, declared once and kept up to date by ``Whittle/ViewBinding``.
@MainActor
public enum EmailFormBindings {
    /// A binding that copies `model`'s save state, hint, suggestion and availability check
    /// into `view`.
    public static func binding<View: EmailFormDisplaying>(
        model: EmailFormModel, view: View
    ) -> ViewBinding<EmailFormModel, View> {
        ViewBinding(source: model, target: view, pairs: [
            BindingPair(\.canSave, to: \View.isSaveEnabled),
            BindingPair(\.hint, to: \View.hint),
            BindingPair(\.suggestionTitle, to: \View.suggestionTitle),
            BindingPair(\.isCheckingAvailability, to: \View.isCheckingAvailability),
        ])
    }
}

extension EmailFormModel {
    /// The hint the form shows now.
    public var hint: EmailFormHint {
        EmailFormHint(email: email, isValid: isValid, availability: availability, status: saveStatus)
    }

    /// The suggestion button's title, or `nil` to hide it.
    public var suggestionTitle: String? { suggestion.map { "Did you mean \($0)?" } }

    /// Whether the availability spinner turns.
    public var isCheckingAvailability: Bool { availability == .checking }
}
