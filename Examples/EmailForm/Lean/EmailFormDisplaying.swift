/// The properties of the email form's view that its binding sets; the UIKit view conforms,
/// and so does a test double.
@MainActor
public protocol EmailFormDisplaying: AnyObject {
    /// Whether the save button can be tapped.
    var isSaveEnabled: Bool { get set }
    /// The hint under the field.
    var hint: EmailFormHint { get set }
    /// The suggestion button's title; `nil` hides the button.
    var suggestionTitle: String? { get set }
    /// Whether the availability spinner turns.
    var isCheckingAvailability: Bool { get set }
}
