import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Whittle
import WhittleTesting

struct StubWebConnectionTests {
    struct Profile: Decodable, Equatable, Sendable {
        var name: String
    }

    static let url = URL(string: "https://example.com/profile")!

    /// A web service over the stub parses its answer and the request is there to check.
    @Test func aWebServiceLoadsFromTheStubAndTheRequestIsRecorded() async throws {
        let connection = StubWebConnection(json: #"{"name": "Ada"}"#)
        let service = WebService(connection: connection)
        let profile = try await service.load(Resource<Profile>(url: Self.url))
        #expect(profile == Profile(name: "Ada"))
        #expect(connection.requests.map(\.url) == [Self.url])
        #expect(connection.requests.first?.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    /// A status the responder chooses reaches the service as that status.
    @Test func aFailingStatusIsTheServicesHTTPError() async {
        let connection = StubWebConnection { request in
            StubWebConnection.json(#"{"error": "gone"}"#, status: 404, for: request)
        }
        let service = WebService(connection: connection)
        await #expect {
            try await service.load(Resource<Profile>(url: Self.url))
        } throws: { error in
            guard case .httpStatus(_, 404, _)? = error as? WebServiceError else { return false }
            return true
        }
        #expect(connection.requests.count == 1, "404 is not retried")
    }

    /// A cancelled task sends nothing, as with a real connection.
    @Test func aCancelledTaskSendsNothing() async {
        let connection = StubWebConnection(json: "{}")
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await connection.send(URLRequest(url: Self.url))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(connection.requests.isEmpty)
    }
}
