import Whittle

/// The email form's binding (seed 000's binding, seed 003's observed model): model values →
/// view properties, declared once and kept up to date by ``Whittle/ViewBinding``.
@MainActor
public enum EmailFormBindings {
    /// A binding that copies `model`'s save state and hint into `view`.
    public static func binding<View: EmailFormDisplaying>(
        model: EmailFormModel, view: View
    ) -> ViewBinding<EmailFormModel, View> {
        ViewBinding(source: model, target: view, pairs: [
            BindingPair(\.canSave, to: \View.isSaveEnabled),
            BindingPair(\.hint, to: \View.hint),
        ])
    }
}

extension EmailFormModel {
    /// The hint the form shows now.
    public var hint: EmailFormHint { EmailFormHint(canSave: canSave, status: saveStatus) }
}
