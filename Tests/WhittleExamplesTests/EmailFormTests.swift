import Foundation
import Testing
import Whittle
import WhittleExamples

/// The lean email form: the two intentions change the person, the store keeps the address.
@MainActor
struct EmailFormTests {
    private func makeStore() -> Store<String> {
        Store(fileURL: FileManager.default.temporaryDirectory
            .appendingPathComponent("whittle-email-\(UUID().uuidString)").appendingPathComponent("email.json"))
    }

    /// Entering an address normalises it and enables saving only when it is valid.
    @Test func enterEmail() {
        let person = Person()
        let enter = EnterEmailIntention(person: person)
        enter.emailChanged(to: "Ada@Example")
        #expect(!person.canSave)
        enter.emailChanged(to: "  Ada@Example.COM ")
        #expect(person.email == "ada@example.com")
        #expect(person.canSave)
    }

    /// Saving stores the address, marks the person saved, and survives a fresh store.
    @Test func saveEmail() async throws {
        let store = makeStore()
        let person = Person()
        EnterEmailIntention(person: person).emailChanged(to: "ada@example.com")
        let save = SaveEmailIntention(person: person, store: store)
        await save.save()
        #expect(person.isSaved && !person.canSave)
        #expect(person.saveFailure == nil)
        let reopened = Store<String>(storage: store.storage)
        #expect(try await reopened.load() == "ada@example.com")
    }

    /// An invalid address is never saved.
    @Test func invalidIsNotSaved() async throws {
        let store = makeStore()
        let person = Person()
        EnterEmailIntention(person: person).emailChanged(to: "not an address")
        await SaveEmailIntention(person: person, store: store).save()
        #expect(!person.isSaved)
        #expect(try await store.load() == nil)
    }
}
