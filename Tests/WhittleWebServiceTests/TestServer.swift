import FlyingFox
import FlyingSocks
import Foundation

/// A real HTTP server on 127.0.0.1 with a port the system picks, one per test.
struct TestServer {
    let server: HTTPServer
    let baseURL: URL
    private let task: Task<Void, any Error>

    /// Starts a server whose routes `configure` adds, and waits until it listens.
    static func start(_ configure: @Sendable (HTTPServer) async -> Void) async throws -> TestServer {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
        await configure(server)
        let task = Task { try await server.run() }
        try await server.waitUntilListening()
        guard case .ip4(_, let port) = await server.listeningAddress else {
            throw TestServerError.noPort
        }
        guard let baseURL = URL(string: "http://127.0.0.1:\(port)") else { throw TestServerError.noPort }
        return TestServer(server: server, baseURL: baseURL, task: task)
    }

    func url(_ path: String) -> URL { baseURL.appendingPathComponent(path) }

    func stop() async {
        task.cancel()
        await server.stop(timeout: 0)
    }
}

enum TestServerError: Error { case noPort, droppedOnPurpose }

/// Counts requests and remembers their headers, shared between a route and the test.
actor RequestLog {
    private(set) var count = 0
    private(set) var ifNoneMatch: [String?] = []

    func record(_ request: HTTPRequest) -> Int {
        count += 1
        ifNoneMatch.append(request.headers[.ifNoneMatch])
        return count
    }
}

/// A response body that sends a few bytes and then fails, so the server drops the connection.
struct DroppingBody: AsyncBufferedSequence {
    typealias Element = UInt8

    struct AsyncIterator: AsyncBufferedIteratorProtocol {
        var sentPrefix = false

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard !sentPrefix else { throw TestServerError.droppedOnPurpose }
            sentPrefix = true
            return Array(#"{"name":"#.utf8)
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

extension HTTPResponse {
    static func json(_ text: String, status: HTTPStatusCode = .ok, headers: HTTPHeaders = [:]) -> HTTPResponse {
        var headers = headers
        headers[.contentType] = "application/json"
        return HTTPResponse(statusCode: status, headers: headers, body: Data(text.utf8))
    }
}
