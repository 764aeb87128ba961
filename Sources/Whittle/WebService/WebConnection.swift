import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one request and returns the raw response — the connection half of the
/// web-service facade.
///
/// Swap the connection to change transport concerns (certificates, proxies, a different
/// HTTP stack) without touching parsing or any screen.
public protocol WebConnection: Sendable {
    /// Sends `request` and returns whatever HTTP response arrives, whatever its status.
    ///
    /// - Throws: `URLError` or ``WebServiceError`` for failures before a response, and
    ///   `CancellationError` when the calling task is cancelled.
    func send(_ request: URLRequest) async throws -> WebResponse
}
