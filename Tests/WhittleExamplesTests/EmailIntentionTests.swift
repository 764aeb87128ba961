import Observation
import Testing
import Whittle
import WhittleExamples
import WhittleTesting

/// An email store whose saves suspend until the test resumes them.
private struct ControlledEmailStore: EmailSaving {
    let calls = ControlledCalls<String, Void>()
    func save(email: String) async throws { try await calls.call(email) }
    func savedEmail() async throws -> String? { nil }
}

@MainActor
struct EnterEmailIntentionTests {
    /// Typing updates the model and enables Save only for a valid address.
    @Test func typingTogglesSaveThroughTheModel() {
        let model = EmailFormModel()
        let intention = EnterEmailIntention(model: model)
        #expect(!model.canSave)
        intention.textDidChange("ana@")
        #expect(model.email == "ana@")
        #expect(!model.canSave)
        intention.textDidChange("ana@example.com")
        #expect(model.canSave)
        intention.textDidChange("ana@example")
        #expect(!model.canSave)
    }

    /// An injected rule replaces the default validation.
    @Test func validationRuleIsInjectable() {
        let model = EmailFormModel()
        let intention = EnterEmailIntention(model: model) { $0.hasSuffix("@corp.example") }
        intention.textDidChange("ana@example.com")
        #expect(!model.canSave)
        intention.textDidChange("ana@corp.example")
        #expect(model.canSave)
    }

    /// Editing after a save clears the old result, which described another address.
    @Test func editingClearsPreviousResult() {
        let model = EmailFormModel(email: "ana@example.com")
        model.saveStatus = .saved("ana@example.com")
        EnterEmailIntention(model: model).textDidChange("bo@example.com")
        #expect(model.saveStatus == .idle)
    }
}

@MainActor
struct SaveEmailIntentionTests {
    /// Saving disables the button while saving and reports the saved address.
    @Test func savesValidAddress() async {
        let store = ControlledEmailStore()
        let model = EmailFormModel(email: "ana@example.com")
        let intention = SaveEmailIntention(model: model, store: store)
        let task = intention.save()
        #expect(model.saveStatus == .saving)
        #expect(!model.canSave)
        let call = await store.calls.nextCall()
        #expect(call.argument == "ana@example.com")
        store.calls.resume(call, returning: ())
        await task?.value
        #expect(model.saveStatus == .saved("ana@example.com"))
        #expect(model.canSave)
    }

    /// An invalid address is never saved.
    @Test func refusesInvalidAddress() {
        let store = ControlledEmailStore()
        let intention = SaveEmailIntention(model: EmailFormModel(email: "ana@"), store: store)
        #expect(intention.save() == nil)
        #expect(store.calls.recordedArguments.isEmpty)
    }

    /// A double tap saves once.
    @Test func doubleTapSavesOnce() async {
        let store = ControlledEmailStore()
        let intention = SaveEmailIntention(model: EmailFormModel(email: "ana@example.com"), store: store)
        let first = intention.save()
        #expect(intention.save() == nil)
        store.calls.resume(await store.calls.nextCall(), returning: ())
        await first?.value
        #expect(store.calls.recordedArguments == ["ana@example.com"])
    }

    /// A failed save is put in the model and the button comes back.
    @Test func failureIsReportedThroughTheModel() async {
        let store = ControlledEmailStore()
        let model = EmailFormModel(email: "ana@example.com")
        let task = SaveEmailIntention(model: model, store: store).save()
        store.calls.resume(await store.calls.nextCall(), throwing: DiskFull())
        await task?.value
        #expect(model.saveStatus == .failed("disk full"))
        #expect(model.canSave)
    }

    /// Both intentions hear one text field through a multicast delegate: typing validates,
    /// Return saves — the view controller only observes the model.
    @Test func intentionsShareTheFieldsDelegate() async {
        let store = ControlledEmailStore()
        let model = EmailFormModel()
        let enter = EnterEmailIntention(model: model)
        let save = SaveEmailIntention(model: model, store: store)
        let field = MulticastDelegate<any TextEditingDelegate>()
        field.add(enter)
        field.add(save)
        field.invoke { $0.textDidChange("ana@example.com") }
        #expect(model.canSave)
        field.invoke { $0.textDidReturn("ana@example.com") }
        #expect(model.saveStatus == .saving)
        let call = await store.calls.nextCall()
        #expect(call.argument == "ana@example.com")
        store.calls.resume(call, returning: ())
    }

    /// The view controller's whole job: observe the model and effect the view change. An
    /// edit handled by the intention re-enables the button without the controller hearing
    /// the text field at all.
    @Test func controllerOnlyObservesTheModel() {
        let model = EmailFormModel()
        let button = FakeButton()
        func render() {
            withObservationTracking {
                button.isEnabled = model.canSave
            } onChange: {
                MainActor.assumeIsolated { button.pendingChanges += 1 }
            }
        }
        render()
        EnterEmailIntention(model: model).textDidChange("ana@example.com")
        #expect(button.pendingChanges == 1)
        render()
        #expect(button.isEnabled)
    }
}

@MainActor
private final class FakeButton {
    var isEnabled = true
    var pendingChanges = 0
}

/// A save failure that prints as the message the model shows.
private struct DiskFull: Error, CustomStringConvertible {
    var description: String { "disk full" }
}
