import Foundation
import Testing
import Whittle
import WhittleExamples
import WhittleTesting

/// The lean email form: the field's events reach both intentions through the multicast
/// delegate, the model changes, and the address lands in the store.
@MainActor
struct EmailFormTests {
    private func makeSaving() -> StoredEmail {
        StoredEmail(store: Store(fileURL: FileManager.default.temporaryDirectory
            .appendingPathComponent("whittle-email-\(UUID().uuidString)").appendingPathComponent("email.json")))
    }

    /// Typing enables saving only for a valid address.
    @Test func enterEmail() {
        let model = EmailFormModel()
        let intentions = EmailFormIntentions(model: model, saving: makeSaving())
        intentions.textDidChange("ada@example")
        #expect(!model.canSave)
        intentions.textDidChange("ada@example.com")
        #expect(model.canSave)
        #expect(model.email == "ada@example.com")
    }

    /// Saving a valid address marks it saved in the model and persists it in the store.
    @Test func saveStores() async throws {
        let saving = makeSaving()
        let model = EmailFormModel()
        let intentions = EmailFormIntentions(model: model, saving: saving)
        intentions.textDidChange("ada@example.com")
        await intentions.saveEmail.save()?.value
        #expect(model.saveStatus == .saved("ada@example.com"))
        #expect(try await saving.savedEmail() == "ada@example.com")
    }

    /// Through the scene harness: saving a valid address moves on to the confirmation step;
    /// an invalid one neither saves nor moves on.
    @Test func saveAdvances() async throws {
        let harness = SceneHarness<String, EmailFormRoute>()
        let model = EmailFormModel()
        let intentions = EmailFormIntentions(model: model, saving: makeSaving())
        let flow = EmailFormFlow(model: model, intentions: intentions, navigator: harness.navigator)
        intentions.textDidChange("ada@")
        await harness.perform { flow.save() }
        try harness.expect()
        intentions.textDidChange("ada@example.com")
        await harness.perform { flow.save() }
        try harness.expect(.navigated(.confirmation(email: "ada@example.com")))
        try harness.finish()
    }

    /// An invalid address is never saved, by the button or by return.
    @Test func invalidIsNotSaved() async throws {
        let saving = makeSaving()
        let model = EmailFormModel()
        let intentions = EmailFormIntentions(model: model, saving: saving)
        intentions.textDidChange("not an address")
        intentions.textDidReturn("not an address")
        #expect(intentions.saveEmail.save() == nil)
        #expect(model.saveStatus == .idle)
        #expect(try await saving.savedEmail() == nil)
    }

    /// Each intention hears the field through the multicast delegate: a keystroke reaches
    /// the enter-email intention (the model now holds a valid address) and Return reaches
    /// the save-email intention (a save starts). Taken off the delegate, an intention hears
    /// nothing — so it is the delegate, not a direct call, that wires them.
    @Test func bothIntentionsListen() {
        let model = EmailFormModel()
        let intentions = EmailFormIntentions(model: model, saving: makeSaving())
        intentions.textDidChange("ada@example.com")
        #expect(model.email == "ada@example.com")
        #expect(model.canSave)
        intentions.textDidReturn("ada@example.com")
        #expect(model.saveStatus == .saving)

        let deaf = EmailFormModel()
        let unwired = EmailFormIntentions(model: deaf, saving: makeSaving())
        unwired.textEvents.remove(unwired.enterEmail)
        unwired.textDidChange("ada@example.com")
        #expect(deaf.email == "")
        #expect(!deaf.canSave)
    }

    /// The binding copies the model's save state and hint into any view that implements
    /// `EmailFormDisplaying`, as the model changes.
    @Test func bindingShowsTheModel() {
        let model = EmailFormModel()
        let view = FakeEmailFormView()
        let binding = EmailFormBindings.binding(model: model, view: view)
        #expect(binding.updateView())
        #expect(!view.isSaveEnabled)
        #expect(view.hint == EmailFormHint(canSave: false, status: .idle))
        #expect(view.hint.text == "Enter your email address to save it.")
        model.email = "ada@example.com"
        model.canSave = true
        model.saveStatus = .failed("disk full")
        binding.updateView()
        #expect(view.isSaveEnabled)
        #expect(view.hint.text == "Your email address could not be saved. Please try again.")
        #expect(view.hint.isError)
    }

    /// The hint says what the form's state means.
    @Test(arguments: [
        (true, EmailSaveStatus.idle, "Looks good.", false),
        (false, .idle, "Enter your email address to save it.", false),
        (false, .saving, "Saving…", false),
        (true, .saved("ada@example.com"), "Looks good.", false),
        (true, .failed("x"), "Your email address could not be saved. Please try again.", true),
    ])
    func hint(canSave: Bool, status: EmailSaveStatus, text: String, isError: Bool) {
        let hint = EmailFormHint(canSave: canSave, status: status)
        #expect(hint.text == text)
        #expect(hint.isError == isError)
    }
}

@MainActor
final class FakeEmailFormView: EmailFormDisplaying {
    var isSaveEnabled = true
    var hint = EmailFormHint(canSave: true, status: .saving)
}
