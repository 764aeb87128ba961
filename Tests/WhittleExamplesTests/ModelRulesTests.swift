import Foundation
import Testing
import WhittleExamples

/// The domain rules the lean screens moved out of their controllers and into the model.
struct ModelRulesTests {
    /// A reply's subject is the thread's subject with one "Re: " prefix, and the draft is a reply.
    @Test(arguments: [("Lunch?", "Re: Lunch?"), ("Re: Lunch?", "Re: Lunch?")])
    func replySubject(threadSubject: String, expected: String) {
        let draft = MessageDraft.reply(to: MessageThread(id: "t1", subject: threadSubject))
        #expect(draft.subject == expected)
        #expect(draft.isReply)
        #expect(draft.threadID == "t1")
    }

    /// A draft can be sent only with a subject and a non-blank body within the length limit.
    @Test(arguments: [("Hi", "Body", true), ("", "Body", false), ("Hi", "  \n", false)])
    func canSend(subject: String, body: String, expected: Bool) {
        #expect(MessageDraft(subject: subject, body: body).canSend == expected)
    }

    /// A body one character over the service's limit cannot be sent; one at the limit can.
    @Test func bodyLimit() {
        let limit = MessageDraft.maximumBodyLength
        #expect(MessageDraft(subject: "Hi", body: String(repeating: "x", count: limit)).canSend)
        #expect(!MessageDraft(subject: "Hi", body: String(repeating: "x", count: limit + 1)).canSend)
    }

    /// The archive lists the best-rated photos first and the newest first among equals.
    @Test func archiveOrder() {
        let archive = PhotoArchive(
            owners: [],
            photos: [
                Photo(id: "old", name: "Old", ownerID: "u", creationDate: Date(timeIntervalSinceReferenceDate: 0), rating: 4),
                Photo(id: "low", name: "Low", ownerID: "u", creationDate: Date(timeIntervalSinceReferenceDate: 9), rating: 2),
                Photo(id: "new", name: "New", ownerID: "u", creationDate: Date(timeIntervalSinceReferenceDate: 5), rating: 4),
            ]
        )
        #expect(archive.listedPhotos.map(\.id) == ["new", "old", "low"])
    }

    /// Following a user counts them once and never lets the signed-in user follow themselves.
    @Test func following() {
        let user = UserProfile(id: "u", name: "Ada", followerCount: 2)
        let followed = user.followed()
        #expect(followed.isFollowedByMe && followed.followerCount == 3)
        #expect(followed.followed() == followed)
        let me = UserProfile(id: "me", name: "Me", followerCount: 0, isCurrentUser: true)
        #expect(me.followed() == me)
    }
}
