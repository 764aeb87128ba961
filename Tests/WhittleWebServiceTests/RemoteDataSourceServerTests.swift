import FlyingFox
import Foundation
import Testing
import Whittle

struct Track: Codable, Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
}

/// A RemoteDataSource paging through a real HTTP server with the WebService convenience init.
@MainActor
struct RemoteDataSourceServerTests {
    /// Pages are requested with their cursors and appended; an HTTP failure on a next page is reported.
    @Test func pagesThroughServer() async throws {
        let server = try await TestServer.start { server in
            await server.appendRoute("GET /tracks") { request in
                switch request.query["after"] {
                case nil: .json(#"{"items":[{"id":1,"title":"One"},{"id":2,"title":"Two"}],"nextCursor":"2"}"#)
                case "2": .json(#"{"items":[{"id":3,"title":"Three"}],"nextCursor":"3"}"#)
                default: .json("gone", status: .notFound)
                }
            }
        }
        defer { Task { await server.stop() } }
        let base = server.url("tracks")
        let service = WebService(configuration: .init(retry: .never))
        let source = RemoteDataSource<Track>(service: service) { cursor in
            var components = URLComponents(url: base, resolvingAgainstBaseURL: false)
            components?.queryItems = cursor.map { [URLQueryItem(name: "after", value: $0)] }
            return Resource(url: components?.url ?? base, decoding: Page<Track>.self)
        }

        await source.load()
        #expect(source.items.map(\.title) == ["One", "Two"])
        await source.loadMore()
        #expect(source.items.map(\.title) == ["One", "Two", "Three"])
        await source.loadMore()
        guard case .httpStatus(_, 404, _)? = source.loadMoreError as? WebServiceError else {
            Issue.record("expected a 404, got \(String(describing: source.loadMoreError))")
            return
        }
        #expect(source.state == .contentLoaded)
    }
}
