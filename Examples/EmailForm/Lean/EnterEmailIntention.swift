/// Typing in the email field updates the person (and so, through observation, the save
/// button): one of the form's two intentions (seed 003).
@MainActor
public final class EnterEmailIntention {
    private let person: Person

    /// Creates the intention for `person`.
    public init(person: Person) {
        self.person = person
    }

    /// The field's text changed to `text`.
    public func emailChanged(to text: String) {
        person.email = EmailAddress.normalized(text)
        person.saveFailure = nil
    }
}
