import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Whittle

/// Thumbnails over HTTP through a ``Whittle/WebService``: its timeouts, retries and response
/// cache replace the massive twin's `URLRequest` with `.returnCacheDataElseLoad`.
public struct RemoteThumbnailLoader: ThumbnailLoading {
    private let webService: WebService

    /// Creates the loader over `webService`.
    public init(webService: WebService) {
        self.webService = webService
    }

    /// Downloads the image data at `url`, with a 15-second timeout.
    public func thumbnail(at url: URL) async throws -> Data {
        try await webService.load(Resource(request: URLRequest(url: url), parser: ClosureResponseParser { $0.body }, timeout: 15))
    }
}
