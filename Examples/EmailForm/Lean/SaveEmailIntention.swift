import Whittle

/// Tapping save stores the person's address: the form's second intention (seed 003).
@MainActor
public final class SaveEmailIntention {
    private let person: Person
    private let store: Store<String>

    /// Creates the intention that saves `person`'s address into `store`.
    public init(person: Person, store: Store<String>) {
        self.person = person
        self.store = store
    }

    /// Saves the address when it can be saved; otherwise does nothing.
    public func save() async {
        guard person.canSave else { return }
        let email = person.email
        do {
            try await store.save(email)
            person.savedEmail = email
            person.saveFailure = nil
        } catch {
            person.saveFailure = "Your email address could not be saved. Please try again."
        }
    }
}
