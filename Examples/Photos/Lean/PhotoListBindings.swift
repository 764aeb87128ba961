import Whittle

/// The photo list's binding: the logic's failure → the list view, kept up to date by
/// ``Whittle/ViewBinding`` — the massive twin shows it in an alert, the lean list over the rows.
@MainActor
public enum PhotoListBindings {
    /// A binding that copies `logic`'s failure into `view`.
    public static func binding<View: PhotoListDisplaying>(logic: PhotoListLogic, view: View) -> ViewBinding<PhotoListLogic, View> {
        ViewBinding(source: logic, target: view, pairs: [BindingPair(\.failure, to: \View.failureText)])
    }
}
