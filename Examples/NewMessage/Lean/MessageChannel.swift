/// A channel a message can be posted to, chosen with the form's channel picker.
public struct MessageChannel: Codable, Identifiable, Hashable, Sendable {
    /// Names the channel to the service.
    public var id: String
    /// The name the picker shows.
    public var name: String

    /// A channel named `name`.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
