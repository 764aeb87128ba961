import Foundation

/// Turns the bytes of a successful response into a value — the parser half of the
/// web-service facade.
///
/// Swap the parser when the server's format changes; the connection and the screens that
/// load the resource stay as they are.
public protocol ResponseParser<Value>: Sendable {
    /// The parsed value.
    associatedtype Value: Sendable

    /// Parses `response`.
    ///
    /// - Throws: Any error; a `DecodingError` becomes ``WebServiceError/decoding(url:codingPath:reason:)``.
    func parse(_ response: WebResponse) throws -> Value
}

/// Decodes a JSON body into a `Decodable` value; the default parser.
public struct JSONResponseParser<Value: Decodable & Sendable>: ResponseParser {
    private let makeDecoder: @Sendable () -> JSONDecoder

    /// Creates a parser; `makeDecoder` configures date and key strategies.
    public init(decoder makeDecoder: @escaping @Sendable () -> JSONDecoder = { JSONDecoder() }) {
        self.makeDecoder = makeDecoder
    }

    public func parse(_ response: WebResponse) throws -> Value {
        try makeDecoder().decode(Value.self, from: response.body)
    }
}

/// A parser made from a closure, for formats that need no type of their own.
public struct ClosureResponseParser<Value: Sendable>: ResponseParser {
    private let body: @Sendable (WebResponse) throws -> Value

    /// Creates a parser that calls `parse`.
    public init(_ parse: @escaping @Sendable (WebResponse) throws -> Value) {
        self.body = parse
    }

    public func parse(_ response: WebResponse) throws -> Value {
        try body(response)
    }
}
