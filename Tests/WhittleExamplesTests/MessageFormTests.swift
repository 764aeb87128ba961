import Foundation
import Testing
import Whittle
import WhittleExamples
import WhittleTesting

/// The lean message form's model through the scene harness: reply subjects, validation,
/// sending and closing.
@MainActor
struct MessageFormTests {
    /// A reply keeps its thread's subject: edits to the subject are ignored.
    @Test func replySubjectIsFixed() {
        let form = MessageForm(
            draft: .reply(to: MessageThread(id: "t", subject: "Lunch?")), sender: FakeSender(),
            navigator: RecordingNavigator<MessageRoute>(), confirmation: ScriptedConfirmation(answers: []))
        form.subjectChanged(to: "Dinner?")
        #expect(!form.isSubjectEditable)
        #expect(form.draft.subject == "Re: Lunch?")
        #expect(form.title == "Reply")
    }

    /// A new message can be sent once it has a subject and a body; sending ends in `sent`,
    /// the sender received the draft, and the form closes.
    @Test func sends() async throws {
        let sender = FakeSender()
        let harness = SceneHarness<String, MessageRoute>()
        let form = MessageForm(
            draft: MessageDraft(), sender: sender, navigator: harness.navigator, confirmation: harness.confirmation)
        #expect(form.title == "New Message")
        #expect(!form.canSend)
        #expect(form.send() == nil)
        form.subjectChanged(to: "Hello")
        form.bodyChanged(to: "How are you?")
        #expect(form.canSend)
        await harness.perform { form.send() }
        try harness.expect(.navigated(.close))
        try harness.finish()
        #expect(form.status == .sent)
        #expect(!form.canSend)
        #expect(await sender.sent == [MessageDraft(subject: "Hello", body: "How are you?")])
    }

    /// A failed send says what to do, keeps the form open, and editing again clears the failure.
    @Test func failedSend() async throws {
        let harness = SceneHarness<String, MessageRoute>()
        let form = MessageForm(
            draft: MessageDraft(subject: "Hi", body: "Text"), sender: FakeSender(fails: true), navigator: harness.navigator,
            confirmation: harness.confirmation)
        await harness.perform { form.send() }
        try harness.finish()
        #expect(form.status == .failed(message: "The message was not sent. Check your connection and try again."))
        #expect(form.canSend)
        form.bodyChanged(to: "Text!")
        #expect(form.status == .editing)
    }
}

/// The message form's features of the massive twin, through the scene harness: a failed
/// send shown on screen, attachments, the channel picker and the discard question.
@MainActor
struct MessageFormSceneTests {
    private static let ours = [MessageChannel(id: "c1", name: "General"), MessageChannel(id: "c2", name: "Random")]

    private func makeForm(
        harness: SceneHarness<String, MessageRoute>, draft: MessageDraft = MessageDraft(), sender: FakeSender = FakeSender(),
        channels: [MessageChannel] = []
    ) -> MessageForm {
        var next = 0
        return MessageForm(
            draft: draft, sender: sender, navigator: harness.navigator, confirmation: harness.confirmation, channels: channels,
            makeAttachmentID: {
                next += 1
                return "a\(next)"
            })
    }

    /// A failed send is shown on the form (the massive twin's "Not sent" alert), the send
    /// button comes back, and the next edit clears the failure.
    @Test func failedSendIsShown() async throws {
        let harness = SceneHarness<String, MessageRoute>()
        let form = makeForm(harness: harness, draft: MessageDraft(subject: "Hi", body: "Text"), sender: FakeSender(fails: true))
        let view = RecordingMessageFormView(harness: harness)
        let binding = MessageFormBindings.binding(form: form, view: view)
        binding.updateView()
        try harness.expect(.effect("send enabled"))
        let sending = form.send()
        binding.updateView()
        try harness.expect(.effect("send disabled"), .effect("spinner on"))
        await harness.perform { sending }
        binding.updateView()
        try harness.expect(
            .effect("send enabled"), .effect("spinner off"),
            .effect("failure: The message was not sent. Check your connection and try again."))
        form.bodyChanged(to: "Text!")
        binding.updateView()
        try harness.expect(.effect("failure: hidden"))
        try harness.finish()
    }

    /// The paperclip opens the picture picker; a picked picture is listed in the attachments
    /// row, which then shows in place of the paperclip; the message is sent with its
    /// attachments' ids.
    @Test func attachmentsAreShownAndSent() async throws {
        let harness = SceneHarness<String, MessageRoute>()
        let sender = FakeSender()
        let form = makeForm(harness: harness, draft: MessageDraft(subject: "Hi", body: "Look"), sender: sender)
        harness.observe(form.attachments) { "\($0.id): \(String(decoding: $0.imageData, as: UTF8.self))" }
        let view = RecordingMessageFormView(harness: harness)
        let binding = MessageFormBindings.binding(form: form, view: view)
        binding.updateView()
        harness.skipEvents()
        form.addAttachment()
        form.attach(imageData: Data("cat.jpg".utf8))
        form.attach(imageData: Data("dog.jpg".utf8))
        binding.updateView()
        try harness.expect(
            .navigated(.attachmentPicker), .listed([["a1: cat.jpg"]]), .listed([["a1: cat.jpg", "a2: dog.jpg"]]),
            .effect("attachments shown"))
        await harness.perform { form.send() }
        try harness.expect(.navigated(.close))
        try harness.finish()
        #expect(await sender.sent == [MessageDraft(subject: "Hi", body: "Look", attachmentIDs: ["a1", "a2"])])
    }

    /// With several channels the picker shows, the first is chosen, and the chosen one is sent.
    @Test func channelPickerChoosesTheChannel() async throws {
        let harness = SceneHarness<String, MessageRoute>()
        let sender = FakeSender()
        let form = makeForm(harness: harness, draft: MessageDraft(subject: "Hi", body: "All"), sender: sender, channels: Self.ours)
        #expect(form.showsChannelPicker)
        #expect(form.selectedChannelIndex == 0)
        form.selectChannel(at: 1)
        form.selectChannel(at: 7)
        #expect(form.selectedChannelIndex == 1)
        await harness.perform { form.send() }
        try harness.expect(.navigated(.close))
        try harness.finish()
        #expect(await sender.sent == [MessageDraft(subject: "Hi", body: "All", channelID: "c2")])
        let single = makeForm(harness: harness, channels: [MessageChannel(id: "c1", name: "General")])
        #expect(!single.showsChannelPicker)
    }

    /// Cancel closes an empty form at once; with something written it asks first ("Discard
    /// this message?", the massive twin's action sheet) and closes only on Discard.
    @Test func cancelAsksBeforeDiscarding() async throws {
        let discard = ConfirmationRequest(
            message: "Discard this message?", confirmLabel: "Discard", cancelLabel: "Keep Editing", isDestructive: true,
            prefersActionSheet: true)
        let harness = SceneHarness<String, MessageRoute>(confirmations: [.decline, .accept])
        let empty = makeForm(harness: harness)
        #expect(empty.cancel() == nil)
        try harness.expect(.navigated(.close))

        let written = makeForm(harness: harness, draft: MessageDraft(subject: "Hi", body: "Draft"))
        await harness.perform { written.cancel() }
        try harness.expect(.asked(discard), .answered(false))
        await harness.perform { written.cancel() }
        try harness.expect(.asked(discard), .answered(true), .navigated(.close))
        try harness.finish()
    }
}

/// Leaving the form while a message is being sent cancels the send (the massive twin's
/// `viewWillDisappear`): nothing is reported, the form does not close, and the draft can be
/// sent again.
@Test @MainActor func leavingCancelsTheSend() async throws {
    let sender = HangingSender()
    let harness = SceneHarness<String, MessageRoute>()
    let form = MessageForm(
        draft: MessageDraft(subject: "Hi", body: "Text"), sender: sender, navigator: harness.navigator,
        confirmation: harness.confirmation)
    let sending = form.send()
    let call = await sender.calls.nextCall()
    form.stop()
    #expect(form.status == .editing)
    #expect(form.canSend)
    sender.calls.resume(call, returning: ())
    await sending?.value
    #expect(form.status == .editing)
    try harness.finish()
}

/// A sender whose sends finish when the test says so.
struct HangingSender: MessageSending {
    let calls = ControlledCalls<MessageDraft, Void>()

    func send(_ draft: MessageDraft) async throws {
        try await calls.call(draft)
    }
}

/// A message form view that records, through the harness, each thing that changes on screen.
@MainActor
final class RecordingMessageFormView: MessageFormDisplaying {
    private let harness: SceneHarness<String, MessageRoute>

    init(harness: SceneHarness<String, MessageRoute>) {
        self.harness = harness
    }

    var isSendEnabled = false {
        didSet { if isSendEnabled != oldValue { harness.recordEffect(isSendEnabled ? "send enabled" : "send disabled") } }
    }

    var isSending = false {
        didSet { if isSending != oldValue { harness.recordEffect(isSending ? "spinner on" : "spinner off") } }
    }

    var failureText: String? {
        didSet { if failureText != oldValue { harness.recordEffect("failure: \(failureText ?? "hidden")") } }
    }

    var showsAttachmentsField = false {
        didSet {
            if showsAttachmentsField != oldValue {
                harness.recordEffect(showsAttachmentsField ? "attachments shown" : "attachments hidden")
            }
        }
    }

    var showsChannelPicker = false {
        didSet { if showsChannelPicker != oldValue { harness.recordEffect(showsChannelPicker ? "channels shown" : "channels hidden") } }
    }
}

actor FakeSender: MessageSending {
    struct Offline: Error {}
    private let fails: Bool
    private(set) var sent: [MessageDraft] = []

    init(fails: Bool = false) {
        self.fails = fails
    }

    func send(_ draft: MessageDraft) async throws {
        if fails { throw Offline() }
        sent.append(draft)
    }
}

/// The message form's binding shows the send state, and a failed send is shown to the user
/// (the massive twin's alert); editing again clears it.
@MainActor
struct MessageFormBindingTests {
    @MainActor
    final class FakeMessageFormView: MessageFormDisplaying {
        var isSendEnabled = false
        var isSending = true
        var failureText: String? = "stale"
        var showsAttachmentsField = true
        var showsChannelPicker = true
    }

    @Test func failedSendIsShownUntilTheNextEdit() async {
        let form = MessageForm(
            draft: MessageDraft(subject: "Hi", body: "Text"), sender: FakeSender(fails: true),
            navigator: RecordingNavigator<MessageRoute>(), confirmation: ScriptedConfirmation(answers: []))
        let view = FakeMessageFormView()
        let binding = MessageFormBindings.binding(form: form, view: view)
        binding.updateView()
        #expect(view.failureText == nil)
        #expect(view.isSendEnabled && !view.isSending)
        await form.send()?.value
        binding.updateView()
        #expect(view.failureText == "The message was not sent. Check your connection and try again.")
        #expect(view.isSendEnabled)
        form.bodyChanged(to: "Text!")
        binding.updateView()
        #expect(view.failureText == nil)
    }
}
