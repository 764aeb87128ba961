import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A ``WebConnection`` over `URLSession`, cancelled with its calling task.
///
/// URLSession's own cache is switched off: ``WebService`` caches and revalidates itself,
/// so both layers never disagree about what is fresh.
public final class URLSessionConnection: WebConnection {
    private let session: URLSession

    /// Creates a connection with an ephemeral session.
    public convenience init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.init(session: URLSession(configuration: configuration))
    }

    /// Creates a connection over `session`; disable its `urlCache` unless you want two caches.
    public init(session: URLSession) {
        self.session = session
    }

    public func send(_ request: URLRequest) async throws -> WebResponse {
        let handle = DataTaskHandle()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<WebResponse, any Error>) in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: handle.wasCancelled ? CancellationError() : error)
                    } else if let http = response as? HTTPURLResponse {
                        continuation.resume(returning: WebResponse(http, body: data ?? Data()))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                handle.start(task)
            }
        } onCancel: {
            handle.cancel()
        }
    }
}

/// Holds the data task so the cancellation handler, which may run first, can reach it.
private final class DataTaskHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var cancelled = false

    var wasCancelled: Bool { lock.withLock { cancelled } }

    func start(_ task: URLSessionDataTask) {
        let alreadyCancelled = lock.withLock {
            self.task = task
            return cancelled
        }
        task.resume()
        if alreadyCancelled { task.cancel() }
    }

    func cancel() {
        let task = lock.withLock {
            cancelled = true
            return self.task
        }
        task?.cancel()
    }
}

extension WebResponse {
    init(_ response: HTTPURLResponse, body: Data) {
        var headers: [String: String] = [:]
        for (key, value) in response.allHeaderFields {
            headers[String(describing: key)] = String(describing: value)
        }
        self.init(url: response.url, statusCode: response.statusCode, headers: headers, body: body)
    }
}
