import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sees every request a ``WebService`` sends: adds what each one needs (a token, a device
/// header) and decides whether a refused one is sent again — the place for authentication,
/// so no screen handles an expired token.
///
/// ```swift
/// actor SessionInterceptor: RequestInterceptor {
///     private var token: String
///     private let refresher: TokenRefresher
///
///     func adapt(_ request: URLRequest) async throws -> URLRequest {
///         var request = request
///         request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
///         return request
///     }
///
///     func shouldRetry(_ request: URLRequest, after response: WebResponse) async -> Bool {
///         guard response.statusCode == 401, let fresh = try? await refresher.refresh() else { return false }
///         token = fresh
///         return true
///     }
/// }
/// ```
///
/// An actor refreshes once for the many requests that meet the same expired token: the
/// ones that arrive while it refreshes wait for it.
public protocol RequestInterceptor: Sendable {
    /// The request to send in place of `request`; called before every attempt, so a retried
    /// request gets what a refresh changed.
    ///
    /// - Throws: Any error, which fails the load as a ``WebServiceError/invalidRequest(reason:)``
    ///   unless it already is a ``WebServiceError``.
    func adapt(_ request: URLRequest) async throws -> URLRequest

    /// Whether to send `request` once more after `response`, a status outside 200–299 (a
    /// 401 after the token was refreshed, say). Asked at most once per load.
    func shouldRetry(_ request: URLRequest, after response: WebResponse) async -> Bool
}

extension RequestInterceptor {
    /// Sends nothing again: an interceptor that only adapts requests need not implement it.
    public func shouldRetry(_ request: URLRequest, after response: WebResponse) async -> Bool { false }
}
