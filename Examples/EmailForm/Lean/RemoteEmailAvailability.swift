import Foundation
import Whittle

/// The availability check over HTTP: `GET <base>/accounts/availability?email=…`, answered
/// with `{"isTaken": true}`, loaded by a ``Whittle/WebService``.
public struct RemoteEmailAvailability: EmailAvailabilityChecking {
    private struct Answer: Decodable, Sendable {
        var isTaken: Bool
    }

    private let webService: WebService
    private let baseURL: URL

    /// Creates the check for the API at `baseURL`.
    public init(webService: WebService, baseURL: URL) {
        self.webService = webService
        self.baseURL = baseURL
    }

    /// Asks the server whether an account uses `email`.
    public func isTaken(_ email: String) async throws -> Bool {
        var components = URLComponents(
            url: baseURL.appendingPathComponent("accounts").appendingPathComponent("availability"),
            resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "email", value: email)]
        guard let url = components?.url else { throw URLError(.badURL) }
        return try await webService.load(Resource(url: url, decoding: Answer.self)).isTaken
    }
}
