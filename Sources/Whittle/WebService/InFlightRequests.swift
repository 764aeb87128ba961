/// The GET requests a ``WebService`` has in flight, so that identical ones — two screens
/// asking for the same profile at once — share one trip to the server.
///
/// A caller that is cancelled stops waiting at once, for itself only; the trip is cancelled
/// when no caller waits for it any more.
actor InFlightRequests {
    private struct Flight {
        let id: Int
        let task: Task<Void, Never>
        var waiters: [Int: CheckedContinuation<WebResponse, any Error>] = [:]
    }

    private var flights: [String: Flight] = [:]
    private var nextID = 0

    /// The response of the request filed under `key`: the one in flight, or a new trip made
    /// with `send`.
    func response(
        for key: String, send: @escaping @Sendable () async throws -> WebResponse
    ) async throws -> WebResponse {
        nextID += 1
        let waiter = nextID
        if flights[key] == nil {
            let id = waiter
            let task = Task {
                let result: Result<WebResponse, any Error>
                do { result = .success(try await send()) } catch { result = .failure(error) }
                self.finish(key: key, flight: id, with: result)
            }
            flights[key] = Flight(id: id, task: task)
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                flights[key]?.waiters[waiter] = continuation
            }
        } onCancel: {
            Task { await self.leave(key: key, waiter: waiter) }
        }
    }

    /// How many callers wait for the trip filed under `key`.
    func callers(for key: String) -> Int {
        flights[key]?.waiters.count ?? 0
    }

    private func finish(key: String, flight id: Int, with result: Result<WebResponse, any Error>) {
        guard let flight = flights[key], flight.id == id else { return }
        flights[key] = nil
        for continuation in flight.waiters.values { continuation.resume(with: result) }
    }

    private func leave(key: String, waiter: Int) {
        guard var flight = flights[key], let continuation = flight.waiters.removeValue(forKey: waiter) else { return }
        continuation.resume(throwing: CancellationError())
        if flight.waiters.isEmpty {
            flight.task.cancel()
            flights[key] = nil
        } else {
            flights[key] = flight
        }
    }
}
