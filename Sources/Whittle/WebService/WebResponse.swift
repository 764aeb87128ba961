import Foundation

/// An HTTP response as plain data: what a ``WebConnection`` returns and a ``ResponseParser`` reads.
///
/// A value type instead of `HTTPURLResponse` so custom connections and tests can build one
/// directly, and so cached responses can cross actors.
public struct WebResponse: Sendable, Equatable {
    /// The URL that answered, after redirects.
    public var url: URL?
    /// The HTTP status code.
    public var statusCode: Int
    /// The response headers as sent; look them up with ``header(_:)``.
    public var headers: [String: String]
    /// The response body.
    public var body: Data

    /// Creates a response.
    public init(url: URL?, statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.url = url
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }

    /// The value of the header `name`, compared case-insensitively as HTTP requires.
    public func header(_ name: String) -> String? {
        if let exact = headers[name] { return exact }
        let lowercased = name.lowercased()
        return headers.first { $0.key.lowercased() == lowercased }?.value
    }

    /// The first bytes of the body as text, for error messages.
    public func bodyExcerpt(maxLength: Int = 512) -> String {
        let text = String(decoding: body.prefix(maxLength), as: UTF8.self)
        return body.count > maxLength ? text + "…" : text
    }
}
