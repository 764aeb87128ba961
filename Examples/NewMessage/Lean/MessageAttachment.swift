import Foundation

/// A picture attached to a message.
public struct MessageAttachment: Identifiable, Equatable, Sendable {
    /// Names the picture in the sent message.
    public var id: String
    /// The picture's image data, shown as a thumbnail in the attachments row.
    public var imageData: Data

    /// An attachment named `id` showing `imageData`.
    public init(id: String, imageData: Data) {
        self.id = id
        self.imageData = imageData
    }
}
