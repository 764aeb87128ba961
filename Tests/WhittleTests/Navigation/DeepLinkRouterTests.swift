import Foundation
import Testing
import Whittle

private func makeRouter() throws -> DeepLinkRouter<TestRoute> {
    var router = DeepLinkRouter<TestRoute>()
    try router.register("/users/<int:id>") { .profile(userID: try $0.int("id")) }
    try router.register("/users/<int:id>/followers") { match in
        .followers(userID: try match.int("id"), page: try match.queryInt("page") ?? 1)
    }
    try router.register("/people/<name>") { .userNamed(try $0.string("name")) }
    try router.register("/invites/<uuid:token>") { .invite(try $0.uuid("token")) }
    try router.register("/places/<double:lat>") { .place(latitude: try $0.double("lat")) }
    return router
}

struct DeepLinkRouterTests {
    private static let token = UUID(uuid: (0xE6, 0x21, 0xE1, 0xF8, 0xC3, 0x6C, 0x49, 0x5A, 0x93, 0xFC, 0x0C, 0x24, 0x7A, 0x3E, 0x6E, 0x5F))

    /// Links of every registered shape become their typed routes.
    @Test(arguments: [
        ("/users/42", TestRoute.profile(userID: 42)),
        ("/users/42/followers", .followers(userID: 42, page: 1)),
        ("/users/42/followers?page=3", .followers(userID: 42, page: 3)),
        ("users/42/followers/", .followers(userID: 42, page: 1)),
        ("/people/Ana%20Lima", .userNamed("Ana Lima")),
        ("/invites/e621e1f8-c36c-495a-93fc-0c247a3e6e5f", .invite(token)),
        ("/places/52.52", .place(latitude: 52.52)),
    ])
    func parsesPaths(link: String, route: TestRoute) throws {
        #expect(try makeRouter().route(forPath: link) == route)
    }

    /// Custom-scheme links count their host as the first segment; web links only the path.
    @Test(arguments: [
        ("whittle://users/7/followers?page=2", TestRoute.followers(userID: 7, page: 2)),
        ("https://example.com/users/7", .profile(userID: 7)),
        ("whittle:///users/7", .profile(userID: 7)),
    ])
    func parsesURLs(link: String, route: TestRoute) throws {
        let url = try #require(URL(string: link))
        #expect(try makeRouter().route(for: url) == route)
    }

    /// A link of no registered shape is an unknown-link error naming the path.
    @Test func unknownLinkIsATypedError() throws {
        let router = try makeRouter()
        #expect(throws: DeepLinkError.unknownLink(path: "/users/42/following")) {
            try router.route(forPath: "/users/42/following")
        }
        #expect(throws: DeepLinkError.unknownLink(path: "/")) { try router.route(forPath: "") }
    }

    /// A known shape with a bad value says which parameter, what it got and what it needs.
    @Test func badParameterSaysWhatToFix() throws {
        let router = try makeRouter()
        let expected = DeepLinkError.invalidParameter(
            name: "id", value: "ana", expected: .int, pattern: "/users/<int:id>/followers"
        )
        #expect(throws: expected) { try router.route(forPath: "/users/ana/followers") }
        #expect(expected.description == "Parameter 'id' of '/users/<int:id>/followers' must be an int, but the link has 'ana'.")
    }

    /// A malformed query item is reported, not silently defaulted.
    @Test func badQueryItemIsReported() throws {
        #expect(throws: DeepLinkError.invalidQueryItem(name: "page", value: "two", expected: .int)) {
            try makeRouter().route(forPath: "/users/1/followers?page=two")
        }
    }

    /// A later pattern of the same shape takes links the earlier one rejects.
    @Test func laterPatternOfSameShapeIsTried() throws {
        var router = DeepLinkRouter<TestRoute>()
        try router.register("/u/<int:id>") { .profile(userID: try $0.int("id")) }
        try router.register("/u/<string:name>") { .userNamed(try $0.string("name")) }
        #expect(try router.route(forPath: "/u/12") == .profile(userID: 12))
        #expect(try router.route(forPath: "/u/ana") == .userNamed("ana"))
    }

    /// Builders that read an undeclared or missing value fail with a typed error.
    @Test func builderErrorsAreTyped() throws {
        var router = DeepLinkRouter<TestRoute>()
        try router.register("/a/<int:id>") { .userNamed(try $0.string("id")) }
        try router.register("/b") { .userNamed(try $0.requiredQuery("name")) }
        #expect(throws: DeepLinkError.undeclaredParameter(name: "id", kind: .string, pattern: "/a/<int:id>")) {
            try router.route(forPath: "/a/1")
        }
        #expect(throws: DeepLinkError.missingQueryItem(name: "name", path: "/b")) {
            try router.route(forPath: "/b")
        }
        #expect(try router.route(forPath: "/b?name=Ana") == .userNamed("Ana"))
    }

    /// Malformed or duplicate patterns are rejected at registration with the reason.
    @Test(arguments: [
        "/users/<float:x>", "/users/<int:>", "/users/<int:id", "/users/x<id>", "/a/<id>/<int:id>", "/users/<int:id>",
    ])
    func rejectsBadPatterns(pattern: String) throws {
        var router = try makeRouter()
        let error = #expect(throws: DeepLinkError.self) {
            try router.register(pattern) { _ in .profile(userID: 0) }
        }
        guard case .invalidPattern(let text, let reason)? = error else {
            Issue.record("expected invalidPattern, got \(String(describing: error))")
            return
        }
        #expect(text == pattern)
        #expect(!reason.isEmpty)
    }
}
