import Foundation

/// Why a ``WebService`` request failed, with what the caller needs to fix or report it.
///
/// Task cancellation is not a case: a cancelled load throws `CancellationError`, the
/// standard signal every `async` caller already handles.
public enum WebServiceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The request never got an HTTP answer: no connection, connection dropped, DNS, TLS.
    /// `code` is the `URLError` code when there is one.
    case transport(url: URL?, code: Int?, reason: String)
    /// No answer arrived within the timeout.
    case timeout(url: URL?, seconds: TimeInterval)
    /// The server answered with a status outside 200–299.
    case httpStatus(url: URL?, statusCode: Int, bodyExcerpt: String)
    /// The body could not be parsed; `codingPath` says where, such as `items[3].title`.
    case decoding(url: URL?, codingPath: String, reason: String)
    /// The resource's request cannot be sent, such as one without a URL.
    case invalidRequest(reason: String)

    /// Whether the failure may go away if the same request is sent again, by the standard
    /// retry policy's rules; useful to decide whether to offer a "Try Again" button.
    public var isTransient: Bool { RetryPolicy.standard.shouldRetry(self) }

    public var description: String {
        switch self {
        case let .transport(url, code, reason):
            "The request to \(url?.absoluteString ?? "?") failed before a response arrived"
                + (code.map { " (URLError \($0))" } ?? "") + ": \(reason). Check the connection and the server address."
        case let .timeout(url, seconds):
            "The request to \(url?.absoluteString ?? "?") timed out after \(seconds) s. "
                + "Raise the timeout or check that the server is answering."
        case let .httpStatus(url, statusCode, bodyExcerpt):
            "The server answered \(statusCode) for \(url?.absoluteString ?? "?"): \(bodyExcerpt)"
        case let .decoding(url, codingPath, reason):
            "The response from \(url?.absoluteString ?? "?") could not be decoded at \(codingPath): \(reason). "
                + "Check that the model type matches the server's JSON."
        case let .invalidRequest(reason):
            "The request is invalid: \(reason)."
        }
    }
}
