import Foundation

/// Thumbnails of the photo list (and of the tag grid): downloaded once per photo, kept in memory, the download of a
/// row that scrolled away cancelled, and everything dropped on a memory warning or a refresh.
///
/// The massive twin keeps an `NSCache`, a dictionary of running tasks and the download code
/// in its controller; here they are one object the logic owns and a test drives.
@MainActor
public final class PhotoThumbnails {
    /// Called with the id of a photo whose thumbnail just arrived, so its row is redrawn.
    public var onLoaded: (@MainActor (String) -> Void)?

    private let loader: any ThumbnailLoading
    private var images: [String: Data] = [:]
    private var running: [String: Task<Void, Never>] = [:]

    /// Creates the thumbnails, downloading through `loader`.
    public init(loader: any ThumbnailLoading) {
        self.loader = loader
    }

    /// The thumbnail of `photo`, if it is downloaded.
    public func thumbnail(of photo: Photo) -> Data? {
        images[photo.id]
    }

    /// The thumbnail of the photo with `id`, if it is downloaded.
    public func thumbnail(photoID id: String) -> Data? {
        images[id]
    }

    /// The download of the thumbnail of the photo with `id`, while it runs.
    public func runningDownload(photoID id: String) -> Task<Void, Never>? {
        running[id]
    }

    /// Starts downloading the thumbnail of `photo` unless it is already here, already
    /// downloading, or the photo has none. A failed download is dropped: the row keeps its
    /// placeholder and the next display tries again.
    ///
    /// - Returns: The download, or `nil` when none started.
    @discardableResult
    public func load(_ photo: Photo) -> Task<Void, Never>? {
        load(photoID: photo.id, from: photo.thumbnailURL)
    }

    /// Starts downloading the thumbnail of the photo with `id` from `url`; see ``load(_:)``.
    @discardableResult
    public func load(photoID id: String, from url: URL?) -> Task<Void, Never>? {
        guard images[id] == nil, running[id] == nil, let url else { return nil }
        let loader = loader
        let task = Task { [weak self] in
            let data = try? await loader.thumbnail(at: url)
            guard let self, !Task.isCancelled else { return }
            self.running[id] = nil
            guard let data else { return }
            self.images[id] = data
            self.onLoaded?(id)
        }
        running[id] = task
        return task
    }

    /// Cancels the download of the photo with `id` (its row scrolled away).
    public func cancel(photoID id: String) {
        running.removeValue(forKey: id)?.cancel()
    }

    /// Cancels every download and keeps the thumbnails already here (the list went off screen).
    public func cancelAll() {
        for task in running.values { task.cancel() }
        running = [:]
    }

    /// Cancels every download and forgets every thumbnail (a memory warning, a refresh).
    public func removeAll() {
        for task in running.values { task.cancel() }
        running = [:]
        images = [:]
    }
}
