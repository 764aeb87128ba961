import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Whittle
import WhittleTesting

/// Cache-then-load through the library's adapters: a real `Store` on a file behind
/// `StoreCache`, and a real `WebService` behind `WebServiceLoader`, its connection a stub.
@MainActor
struct CacheThenLoadAdapterTests {
    private struct Member: Codable, Sendable, Equatable, Identifiable {
        var id: String
        var name: String
    }

    private let cachedAda = Member(id: "ada", name: "Cached Ada")
    private let networkAda = Member(id: "ada", name: "Network Ada")
    private nonisolated static let networkAdaJSON = #"{"id":"ada","name":"Network Ada"}"#

    /// A store file in a temporary folder, and a service whose connection answers with `respond`.
    private struct Fixture {
        let folder: TemporaryFolder
        let connection: StubWebConnection
        let api: URL

        init(_ respond: @escaping StubWebConnection.Responder) throws {
            folder = try TemporaryFolder()
            connection = StubWebConnection(respond)
            api = try #require(URL(string: "https://api.example.com"))
        }

        var file: URL { folder.file("member.json") }

        /// A new store on the file: it reads the archive from disk, not from a memory copy.
        func store() -> Store<Member> { Store(fileURL: file) }

        func memberURL(_ id: String) -> URL { api.appendingPathComponent("members").appendingPathComponent(id) }

        func members(store: Store<Member>, policy: CachePolicy) -> CacheThenLoad<String, Member> {
            let api = api
            let service = WebService(connection: connection, configuration: .init(retry: .never))
            return CacheThenLoad(
                cache: StoreCache(store: store),
                loader: WebServiceLoader(service: service) { (id: String) in
                    Resource(url: api.appendingPathComponent("members").appendingPathComponent(id), decoding: Member.self)
                },
                policy: policy)
        }
    }

    /// What one load emitted, each state with the number of requests sent before it.
    private func load(
        _ id: String, from members: CacheThenLoad<String, Member>, connection: StubWebConnection
    ) async -> (states: [ViewState<Member>], requestsBefore: [Int], refreshFailure: (any Error)?) {
        var states: [ViewState<Member>] = []
        var requestsBefore: [Int] = []
        let failure = await members.load(id) { state in
            states.append(state)
            requestsBefore.append(connection.requests.count)
        }
        return (states, requestsBefore, failure)
    }

    /// The value saved on disk is rendered before any request is sent, then the network's
    /// value, which replaces it on disk.
    @Test func cachedValueFirstThenNetworkValueWhichIsStored() async throws {
        let fixture = try Fixture { StubWebConnection.json(Self.networkAdaJSON, for: $0) }
        defer { fixture.folder.remove() }
        try await fixture.store().save(cachedAda)

        let members = fixture.members(store: fixture.store(), policy: .cacheThenRefresh)
        let loaded = await load("ada", from: members, connection: fixture.connection)

        #expect(loaded.states == [.presenting(cachedAda), .presenting(networkAda)])
        #expect(loaded.requestsBefore == [0, 1])
        #expect(loaded.refreshFailure == nil)
        #expect(fixture.connection.requests.map(\.url) == [fixture.memberURL("ada")])
        #expect(try await fixture.store().load() == networkAda)
    }

    /// A pull to refresh goes to the server even when the last response is still fresh by its
    /// `max-age`: the service's HTTP cache does not answer it.
    @Test func aPullToRefreshIsNotAnsweredByTheHTTPCache() async throws {
        let name = ServerName("Network Ada")
        let fixture = try Fixture { request in
            let current = name.value
            return WebResponse(
                url: request.url, statusCode: 200, headers: ["Cache-Control": "max-age=600"],
                body: Data(#"{"id":"ada","name":"\#(current)"}"#.utf8))
        }
        defer { fixture.folder.remove() }
        let members = fixture.members(store: fixture.store(), policy: .cacheElseLoad)
        #expect(await members.load("ada").state == .presenting(networkAda))
        name.value = "Ada B"
        let refreshed = await members.load("ada", policy: .reloadIgnoringCache)
        #expect(refreshed.state == .presenting(Member(id: "ada", name: "Ada B")))
        #expect(fixture.connection.requests.count == 2)
    }

    /// Without a stored value the screen shows loading, then the network's value, which is saved.
    @Test func missLoadsFromTheNetworkAndStores() async throws {
        let fixture = try Fixture { StubWebConnection.json(Self.networkAdaJSON, for: $0) }
        defer { fixture.folder.remove() }

        let loaded = await load(
            "ada", from: fixture.members(store: fixture.store(), policy: .cacheThenRefresh), connection: fixture.connection)

        #expect(loaded.states == [.loading, .presenting(networkAda)])
        #expect(try await fixture.store().load() == networkAda)
    }

    /// With the default policy a stored value is all there is: no request is sent.
    @Test func storedValueIsEnoughWithCacheElseLoad() async throws {
        let fixture = try Fixture { StubWebConnection.json(Self.networkAdaJSON, for: $0) }
        defer { fixture.folder.remove() }
        try await fixture.store().save(cachedAda)

        let loaded = await load(
            "ada", from: fixture.members(store: fixture.store(), policy: .cacheElseLoad), connection: fixture.connection)

        #expect(loaded.states == [.presenting(cachedAda)])
        #expect(fixture.connection.requests.isEmpty)
    }

    /// A refresh the server fails keeps the stored value on screen — nothing else is
    /// emitted — returns the service's error, and leaves the file as it was.
    @Test func failedRefreshKeepsTheStoredValue() async throws {
        let fixture = try Fixture { StubWebConnection.json(#"{"error":"down"}"#, status: 500, for: $0) }
        defer { fixture.folder.remove() }
        try await fixture.store().save(cachedAda)

        let loaded = await load(
            "ada", from: fixture.members(store: fixture.store(), policy: .cacheThenRefresh), connection: fixture.connection)

        #expect(loaded.states == [.presenting(cachedAda)])
        #expect(loaded.requestsBefore == [0])
        let failure = try #require(loaded.refreshFailure as? WebServiceError)
        #expect(failure == .httpStatus(url: fixture.memberURL("ada"), statusCode: 500, bodyExcerpt: #"{"error":"down"}"#))
        #expect(try await fixture.store().load() == cachedAda)
    }

    /// Without a stored value a failed load is rendered as the service's error, and nothing is saved.
    @Test func failedLoadWithoutStoredValueIsRendered() async throws {
        let fixture = try Fixture { _ in throw URLError(.notConnectedToInternet) }
        defer { fixture.folder.remove() }

        let loaded = await load(
            "ada", from: fixture.members(store: fixture.store(), policy: .cacheThenRefresh), connection: fixture.connection)

        #expect(loaded.states.count == 2)
        #expect(loaded.states.first == .loading)
        guard case .transport(let url, let code, _) = try #require(loaded.states.last?.error as? WebServiceError) else {
            Issue.record("expected a transport error, got \(loaded.states)")
            return
        }
        #expect(url == fixture.memberURL("ada"))
        #expect(code == URLError.Code.notConnectedToInternet.rawValue)
        #expect(loaded.refreshFailure == nil)
        #expect(!FileManager.default.fileExists(atPath: fixture.file.path))
    }

    /// The store answers only for the key of the value it holds: another member is loaded
    /// from the network and replaces it.
    @Test func storedValueOfAnotherKeyIsAMiss() async throws {
        let fixture = try Fixture { StubWebConnection.json(#"{"id":"grace","name":"Grace"}"#, for: $0) }
        defer { fixture.folder.remove() }
        try await fixture.store().save(cachedAda)
        let cache = StoreCache(store: fixture.store())
        #expect(await cache.value(forKey: "grace") == nil)

        let loaded = await load(
            "grace", from: fixture.members(store: cache.store, policy: .cacheThenRefresh), connection: fixture.connection)

        #expect(loaded.states == [.loading, .presenting(Member(id: "grace", name: "Grace"))])
        #expect(await cache.value(forKey: "ada") == nil)
        #expect(await cache.value(forKey: "grace") == Member(id: "grace", name: "Grace"))
    }

    /// A key function files a value that has no identity of its own under a fixed key.
    @Test func keyFunctionNamesTheEntry() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cache = StoreCache(store: Store<Note>(fileURL: folder.file("note.json"))) { _ in "today" }

        await cache.insert(Note(title: "a", score: 1), forKey: "today")

        #expect(await cache.value(forKey: "today") == Note(title: "a", score: 1))
        #expect(await cache.value(forKey: "yesterday") == nil)
    }

    /// A value the store's expiry calls stale is a miss, unless the cache allows stale values.
    @Test func staleValueIsAMissUnlessAllowed() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let clock = TestClock()
        let store = Store<Member>(fileURL: folder.file("member.json"), expiry: .after(60), now: { clock.now })
        try await store.save(cachedAda)
        clock.advance(by: 61)

        #expect(await StoreCache(store: store).value(forKey: "ada") == nil)
        #expect(await StoreCache(store: store, allowingStale: true).value(forKey: "ada") == cachedAda)
    }

    /// An archive the store cannot read is a miss, not a failure, and the next insert replaces it.
    @Test func unreadableArchiveIsAMissAndIsReplaced() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("member.json")
        try Data("not an archive".utf8).write(to: file)
        let cache = StoreCache(store: Store<Member>(fileURL: file))

        #expect(await cache.value(forKey: "ada") == nil)
        await cache.insert(networkAda, forKey: "ada")

        #expect(await cache.value(forKey: "ada") == networkAda)
        #expect(try await Store<Member>(fileURL: file).load() == networkAda)
    }

    /// A key the resource closure cannot make a request for fails the load; nothing is sent.
    @Test func resourceThatCannotBeBuiltFailsTheLoad() async throws {
        let connection = StubWebConnection { StubWebConnection.json("{}", for: $0) }
        let loader = WebServiceLoader<String, Member>(service: WebService(connection: connection)) { id in
            throw TestError("no request for \(id)")
        }

        await #expect(throws: TestError("no request for ada")) { try await loader.load("ada") }
        #expect(connection.requests.isEmpty)
    }
}

/// The name the stub server answers with, changed by the test between loads.
private final class ServerName: @unchecked Sendable {
    private let lock = NSLock()
    private var current: String
    init(_ name: String) { current = name }
    var value: String {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}
