import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Whittle

/// The profile service over HTTP: each call is a ``Resource`` loaded by a ``WebService``,
/// which adds timeouts, retries, caching and typed errors.
public struct RemoteProfileService: ProfileService {
    private let webService: WebService
    private let baseURL: URL

    /// Creates the service for the API at `baseURL`.
    public init(webService: WebService, baseURL: URL) {
        self.webService = webService
        self.baseURL = baseURL
    }

    public func user(id: String) async throws -> UserProfile {
        try await webService.load(Self.user(id: id, baseURL: baseURL))
    }

    public func follow(userID: String) async throws {
        try await webService.load(Self.follow(userID: userID, baseURL: baseURL))
    }

    public func changeDisplayName(userID: String, to name: String) async throws {
        try await webService.load(try Self.rename(userID: userID, to: name, baseURL: baseURL))
    }

    /// Downloads the picture at `url`.
    public func avatar(at url: URL) async throws -> Data {
        try await webService.load(Self.avatar(at: url))
    }

    /// `GET url`, the body as it is (image data); cached by the web service like any GET.
    static func avatar(at url: URL) -> Resource<Data> {
        Resource(request: URLRequest(url: url), parser: ClosureResponseParser { $0.body })
    }

    /// `PATCH /users/<id>` with `{"display_name": name}`; any successful response will do.
    static func rename(userID: String, to name: String, baseURL: URL) throws -> Resource<Void> {
        var request = URLRequest(url: baseURL.appendingPathComponent("users").appendingPathComponent(userID))
        request.httpMethod = "PATCH"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(["display_name": name])
        return Resource(request: request, parser: ClosureResponseParser { _ in () })
    }

    /// `GET /users/<id>`, decoded as a ``UserProfile``.
    static func user(id: String, baseURL: URL) -> Resource<UserProfile> {
        Resource(url: baseURL.appendingPathComponent("users").appendingPathComponent(id), decoding: UserProfile.self)
    }

    /// `POST /users/<id>/followers`; any successful response will do.
    static func follow(userID: String, baseURL: URL) -> Resource<Void> {
        var request = URLRequest(
            url: baseURL.appendingPathComponent("users").appendingPathComponent(userID).appendingPathComponent("followers"))
        request.httpMethod = "POST"
        return Resource(request: request, parser: ClosureResponseParser { _ in () })
    }
}
