/// An existing conversation a message can reply to.
public struct MessageThread: Codable, Identifiable, Equatable, Sendable {
    public var id: String
    public var subject: String

    public init(id: String, subject: String) {
        self.id = id
        self.subject = subject
    }
}
