import Foundation

/// Downloads a photo's thumbnail: the network half of the photo list's thumbnails.
public protocol ThumbnailLoading: Sendable {
    /// The image data at `url`.
    func thumbnail(at url: URL) async throws -> Data
}
