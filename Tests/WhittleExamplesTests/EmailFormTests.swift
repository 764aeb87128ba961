import Foundation
import Testing
import Whittle
import WhittleExamples
import WhittleTesting
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The lean email form: the field's events reach both intentions through the multicast
/// delegate, the model changes, and the address lands in the store.
@MainActor
struct EmailFormTests {
    private let scratch = ScratchFolder(prefix: "whittle-email")

    private func makeSaving() -> StoredEmail {
        StoredEmail(store: Store(fileURL: scratch.newFile(named: "email.json")))
    }

    /// Typing enables saving only for a valid address.
    @Test func enterEmail() {
        let model = EmailFormModel()
        let intentions = EmailFormIntentions(model: model, saving: makeSaving(), availability: FakeAvailability())
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
        let intentions = EmailFormIntentions(model: model, saving: saving, availability: FakeAvailability())
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
        let intentions = EmailFormIntentions(model: model, saving: makeSaving(), availability: FakeAvailability())
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
        let intentions = EmailFormIntentions(model: model, saving: saving, availability: FakeAvailability())
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
        // The save this starts is not awaited, so it must not write into the scratch folder.
        let intentions = EmailFormIntentions(model: model, saving: UnreadableEmail(), availability: FakeAvailability())
        intentions.textDidChange("ada@example.com")
        #expect(model.email == "ada@example.com")
        #expect(model.canSave)
        intentions.textDidReturn("ada@example.com")
        #expect(model.saveStatus == .saving)

        let deaf = EmailFormModel()
        let unwired = EmailFormIntentions(model: deaf, saving: UnreadableEmail(), availability: FakeAvailability())
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
        #expect(view.hint.text == "We’ll send your receipts here.")
        #expect(view.hint.tone == .neutral)
        #expect(view.suggestionTitle == nil && !view.isCheckingAvailability)
        model.email = "ada@example.com"
        model.canSave = true
        model.saveStatus = .failed("disk full")
        model.suggestion = "ada@gmail.com"
        model.availability = .checking
        binding.updateView()
        #expect(view.isSaveEnabled)
        #expect(view.hint.text == "Your email address could not be saved. Please try again.")
        #expect(view.hint.tone == .error)
        #expect(view.suggestionTitle == "Did you mean ada@gmail.com?")
        #expect(view.isCheckingAvailability)
    }

    /// The hint says what the form's state means, in the massive twin's words and colours.
    @Test(arguments: [
        ("", false, EmailAvailability.unknown, EmailSaveStatus.idle, "We’ll send your receipts here.", EmailFormHint.Tone.neutral),
        ("ada@example.com", true, .unknown, .idle, "Looks good.", .success),
        ("ada@example.com", true, .available, .saved("ada@example.com"), "Looks good.", .success),
        ("ada@", false, .unknown, .idle, "That doesn’t look like an email address.", .error),
        ("ada@example.com", true, .taken, .idle, "This address already has an account.", .warning),
        ("ada@example.com", true, .available, .saving, "Saving…", .neutral),
        ("ada@example.com", true, .available, .failed("x"), "Your email address could not be saved. Please try again.", .error),
    ])
    func hint(
        email: String, isValid: Bool, availability: EmailAvailability, status: EmailSaveStatus, text: String,
        tone: EmailFormHint.Tone
    ) {
        let hint = EmailFormHint(email: email, isValid: isValid, availability: availability, status: status)
        #expect(hint.text == text)
        #expect(hint.tone == tone)
    }

    // MARK: Features of the massive twin, through the scene harness

    private struct Scene {
        let harness: SceneHarness<String, EmailFormRoute>
        let model: EmailFormModel
        let intentions: EmailFormIntentions
        let flow: EmailFormFlow
        let binding: ViewBinding<EmailFormModel, RecordingEmailFormView>
        let view: RecordingEmailFormView
        let analytics: RecordingAnalytics
        let saving: StoredEmail

        /// Copies the model into the view, which records what changed on screen.
        @MainActor func render() { binding.updateView() }
    }

    private func makeScene(taken: Set<String> = []) -> Scene {
        let harness = SceneHarness<String, EmailFormRoute>()
        let model = EmailFormModel()
        let analytics = RecordingAnalytics()
        let saving = makeSaving()
        let intentions = EmailFormIntentions(
            model: model, saving: saving, availability: FakeAvailability(taken: taken), analytics: analytics)
        let view = RecordingEmailFormView(harness: harness)
        return Scene(
            harness: harness, model: model, intentions: intentions,
            flow: EmailFormFlow(model: model, intentions: intentions, navigator: harness.navigator),
            binding: EmailFormBindings.binding(model: model, view: view), view: view, analytics: analytics, saving: saving)
    }

    /// "Did you mean …?" (the massive twin's suggestion button): a mistyped common domain is
    /// offered corrected; accepting it puts it in the field, logs it, and hides the offer.
    @Test func suggestionIsOfferedAndAccepted() async throws {
        let scene = makeScene()
        scene.render()
        scene.intentions.textDidChange("ada@gmial.com")
        scene.render()
        try scene.harness.expect(
            .effect("save enabled"), .effect("hint: Looks good. (success)"),
            .effect("suggestion: Did you mean ada@gmail.com?"), .effect("spinner on"))
        await scene.harness.perform { scene.intentions.checkAvailability.check }
        #expect(scene.intentions.acceptSuggestion() == "ada@gmail.com")
        scene.render()
        try scene.harness.expect(.effect("suggestion: hidden"))
        await scene.harness.perform { scene.intentions.checkAvailability.check }
        scene.render()
        try scene.harness.expect(.effect("spinner off"))
        try scene.harness.finish()
        #expect(scene.model.email == "ada@gmail.com")
        #expect(scene.analytics.events == ["email_suggestion_accepted"])
        #expect(scene.intentions.acceptSuggestion() == nil)
    }

    /// The typo check itself, on addresses written out by hand.
    @Test(arguments: [
        ("ada@gmial.com", "ada@gmail.com"), ("ada@iclodu.com", "ada@icloud.com"), ("ada@yahooo.com", nil),
        ("ada@gmail.com", nil), ("ada@example.com", nil), ("ada", nil), ("@gmial.com", nil),
    ] as [(String, String?)])
    func suggestion(typed: String, suggested: String?) {
        #expect(EmailSuggestion.suggestion(for: typed) == suggested)
    }

    /// The availability check (the massive twin's `checkAvailability`): a valid address is
    /// checked while a spinner turns; a taken one says so and cannot be saved, by the button
    /// or by Return; a free one can.
    @Test func takenAddressCannotBeSaved() async throws {
        let scene = makeScene(taken: ["bo@example.com"])
        scene.render()
        scene.intentions.textDidChange("Bo@Example.com ")
        scene.render()
        try scene.harness.expect(.effect("save enabled"), .effect("hint: Looks good. (success)"), .effect("spinner on"))
        await scene.harness.perform { scene.intentions.checkAvailability.check }
        scene.render()
        try scene.harness.expect(
            .effect("save disabled"), .effect("hint: This address already has an account. (warning)"), .effect("spinner off"))
        await scene.harness.perform { scene.flow.save() }
        scene.intentions.textDidReturn("Bo@Example.com ")
        try scene.harness.expect()
        #expect(try await scene.saving.savedEmail() == nil)

        scene.intentions.textDidChange("ana@example.com")
        await scene.harness.perform { scene.intentions.checkAvailability.check }
        scene.render()
        try scene.harness.expect(.effect("save enabled"), .effect("hint: Looks good. (success)"))
        #expect(scene.model.availability == .available)
        try scene.harness.finish()
    }

    /// A newer edit cancels the older question: its late answer is ignored.
    @Test func newerEditCancelsTheOlderCheck() async throws {
        let checker = SuspendedAvailability()
        let model = EmailFormModel()
        let intention = CheckAvailabilityIntention(model: model, checker: checker)
        intention.textDidChange("bo@example.com")
        let first = await checker.calls.nextCall()
        let older = intention.check
        intention.textDidChange("ana@example.com")
        let second = await checker.calls.nextCall()
        checker.calls.resume(first, returning: true)
        await older?.value
        #expect(model.availability == .checking)
        checker.calls.resume(second, returning: false)
        await intention.check?.value
        #expect(model.availability == .available)
        #expect(first.argument == "bo@example.com" && second.argument == "ana@example.com")
    }

    /// Saving stores the address trimmed and lowercased, logs its domain, and moves on.
    @Test func saveNormalizesAndLogs() async throws {
        let scene = makeScene()
        scene.intentions.textDidChange("  Ada@Example.COM ")
        await scene.harness.perform { scene.flow.save() }
        try scene.harness.expect(.navigated(.confirmation(email: "ada@example.com")))
        try scene.harness.finish()
        #expect(try await scene.saving.savedEmail() == "ada@example.com")
        #expect(scene.analytics.events == ["email_saved"])
        #expect(scene.analytics.parameters == [["domain": "example.com"]])
    }

    /// The address saved before fills the form when it opens (the massive twin's
    /// `fetchPerson`); one that cannot be read says so in the hint.
    @Test func savedAddressIsRestored() async throws {
        let scene = makeScene()
        try await scene.saving.save(email: "ada@example.com")
        scene.render()
        #expect(await scene.flow.restore(from: scene.saving).value == "ada@example.com")
        await scene.harness.perform { scene.intentions.checkAvailability.check }
        scene.render()
        try scene.harness.expect(.effect("save enabled"), .effect("hint: Looks good. (success)"))
        try scene.harness.finish()
        #expect(scene.model.email == "ada@example.com")

        let unreadable = makeScene()
        unreadable.render()
        #expect(await unreadable.flow.restore(from: UnreadableEmail()).value == nil)
        unreadable.render()
        try unreadable.harness.expect(.effect("hint: Your details could not be loaded. (error)"))
        try unreadable.harness.finish()
    }

    /// Spaces are refused as they are typed (the massive twin's `shouldChangeCharactersIn`).
    @Test func spacesAreRefusedAsTyped() {
        #expect(!EmailAddress.acceptsTyping(" "))
        #expect(!EmailAddress.acceptsTyping("a b"))
        #expect(EmailAddress.acceptsTyping("ada@example.com"))
        #expect(EmailAddress.acceptsTyping(""))
    }

    /// Keyboard handling (the massive twin's `keyboardWillChangeFrame`): the form's insets
    /// grow by the covered height and the field being edited is scrolled 16 points clear of
    /// the keyboard; hiding the keyboard restores the insets.
    @Test func keyboardKeepsTheFieldClear() throws {
        let harness = SceneHarness<String, EmailFormRoute>()
        let form = RecordingScrollTarget(bounds: CGRect(x: 0, y: 0, width: 390, height: 700))
        form.firstResponderFrame = CGRect(x: 16, y: 500, width: 358, height: 44)
        let keyboard = EmailFormKeyboard.manager(for: form, keys: .testing)
        let report = { @MainActor in
            harness.recordEffect("inset \(form.keyboardInsets.contentBottom), scrolled to \(form.scrolls.last ?? 0)")
        }
        keyboard.handle(KeyboardEvent(kind: .willShow, frameEnd: CGRect(x: 0, y: 400, width: 390, height: 300)))
        report()
        keyboard.handle(KeyboardEvent(kind: .willHide, frameEnd: CGRect(x: 0, y: 700, width: 390, height: 300)))
        report()
        try harness.expect(.effect("inset 300.0, scrolled to 160.0"), .effect("inset 0.0, scrolled to 160.0"))
        try harness.finish()
    }
}

@MainActor
final class FakeEmailFormView: EmailFormDisplaying {
    var isSaveEnabled = true
    var hint = EmailFormHint(email: "x", isValid: true, availability: .unknown, status: .saving)
    var suggestionTitle: String?
    var isCheckingAvailability = false
}

/// An email form view that records, through the harness, each thing that changes on screen.
@MainActor
final class RecordingEmailFormView: EmailFormDisplaying {
    private let harness: SceneHarness<String, EmailFormRoute>

    init(harness: SceneHarness<String, EmailFormRoute>) {
        self.harness = harness
    }

    var isSaveEnabled = false {
        didSet { if isSaveEnabled != oldValue { harness.recordEffect(isSaveEnabled ? "save enabled" : "save disabled") } }
    }

    var hint = EmailFormHint(email: "", isValid: false, availability: .unknown, status: .idle) {
        didSet { if hint != oldValue { harness.recordEffect("hint: \(hint.text) (\(hint.tone))") } }
    }

    var suggestionTitle: String? {
        didSet { if suggestionTitle != oldValue { harness.recordEffect("suggestion: \(suggestionTitle ?? "hidden")") } }
    }

    var isCheckingAvailability = false {
        didSet { if isCheckingAvailability != oldValue { harness.recordEffect(isCheckingAvailability ? "spinner on" : "spinner off") } }
    }
}

/// A store whose saved address cannot be read.
struct UnreadableEmail: EmailSaving {
    struct Unreadable: Error {}
    func save(email: String) async throws { throw Unreadable() }
    func savedEmail() async throws -> String? { throw Unreadable() }
}

/// Answers availability at once: the addresses in `taken` have accounts.
struct FakeAvailability: EmailAvailabilityChecking {
    var taken: Set<String> = []

    func isTaken(_ email: String) async throws -> Bool {
        taken.contains(email)
    }
}

/// Availability answered when the test says so.
struct SuspendedAvailability: EmailAvailabilityChecking {
    let calls = ControlledCalls<String, Bool>()

    func isTaken(_ email: String) async throws -> Bool {
        try await calls.call(email)
    }
}

/// Records what the form logs.
final class RecordingAnalytics: EmailFormAnalytics, @unchecked Sendable {
    private let lock = NSLock()
    private var logged: [(String, [String: String])] = []

    var events: [String] { read { $0.map(\.0) } }
    var parameters: [[String: String]] { read { $0.map(\.1) } }

    func log(_ event: String, parameters: [String: String]) {
        lock.lock()
        logged.append((event, parameters))
        lock.unlock()
    }

    private func read<Value>(_ body: ([(String, [String: String])]) -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body(logged)
    }
}
