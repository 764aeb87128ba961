/// A channel a message can be posted to, chosen with the form's channel picker.
public struct MessageChannel: Codable, Identifiable, Hashable, Sendable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
