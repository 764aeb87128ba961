import Foundation
import Testing
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
            navigator: RecordingNavigator<MessageRoute>())
        form.subjectChanged(to: "Dinner?")
        #expect(!form.isSubjectEditable)
        #expect(form.draft.subject == "Re: Lunch?")
    }

    /// A new message can be sent once it has a subject and a body; sending ends in `sent`,
    /// the sender received the draft, and the form closes.
    @Test func sends() async throws {
        let sender = FakeSender()
        let harness = SceneHarness<String, MessageRoute>()
        let form = MessageForm(draft: MessageDraft(), sender: sender, navigator: harness.navigator)
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
            draft: MessageDraft(subject: "Hi", body: "Text"), sender: FakeSender(fails: true), navigator: harness.navigator)
        await harness.perform { form.send() }
        try harness.finish()
        #expect(form.status == .failed(message: "The message was not sent. Check your connection and try again."))
        #expect(form.canSend)
        form.bodyChanged(to: "Text!")
        #expect(form.status == .editing)
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
    }

    @Test func failedSendIsShownUntilTheNextEdit() async {
        let form = MessageForm(
            draft: MessageDraft(subject: "Hi", body: "Text"), sender: FakeSender(fails: true),
            navigator: RecordingNavigator<MessageRoute>())
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
