import Foundation

/// Whether and how long a ``WebService`` reuses a response.
public enum ResponseCachePolicy: Sendable, Equatable {
    /// Never store or reuse responses.
    case none
    /// Follow the server: reuse for `Cache-Control: max-age`, never store on `no-store`,
    /// revalidate with `If-None-Match` when the response had an `ETag`.
    case httpHeaders
    /// Reuse every successful response for `maxAge` seconds whatever the headers say, then
    /// revalidate with its `ETag` if it had one.
    case fixed(maxAge: TimeInterval)
}
