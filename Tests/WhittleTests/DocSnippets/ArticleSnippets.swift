import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Whittle
import WhittleTesting

// The DocC articles' snippets, compiled as written (DocSnippetTests checks that they stay the
// same). Each stands in a function with the names the article leaves to the reader declared
// around it; the functions are compiled, not run: the articles' own tests run the behaviour.

// MARK: Stores.md

struct Book: Codable, Sendable {
    var title: String
}

struct Library: Codable, Sendable {
    var books: [Book]
}

extension Library {
    func adding(_ book: Book) -> Library { Library(books: books + [book]) }
}

enum StoresArticle {
    static func snippets(applicationSupport: URL, newBook: Book, url: URL, clock: TestClock) async throws {
        let store = Store<Library>(
            fileURL: applicationSupport.appendingPathComponent("library.json"),
            bundledArchive: Bundle.main.url(forResource: "starter-library", withExtension: "json"),
            expiry: .never
        )

        let library = try await store.load() ?? Library(books: [])
        try await store.save(library.adding(newBook))
        _ = testable(clock: clock, url: url)
    }

    static func testable(clock: TestClock, url: URL) -> Store<Library> {
        // `clock` is any Sendable object whose date the test moves forward.
        let store = Store<Library>(fileURL: url, expiry: .after(60), now: { clock.now })
        return store
    }

    /// A clock a test moves by hand.
    final class TestClock: Sendable {
        let now = Date()
    }
}

// MARK: WebServices.md

private let api = URL(fileURLWithPath: "/")

struct User: Codable, Equatable, Identifiable, Sendable {
    var id: Int
    var name: String
}

extension Resource where Value == User {
    static func user(_ id: User.ID) -> Resource<User> {
        Resource(url: api.appendingPathComponent("users/\(id)"), decoding: User.self)
    }
}

enum WebServicesArticle {
    struct SessionInterceptor: RequestInterceptor {
        let tokens: [String]
        func adapt(_ request: URLRequest) async throws -> URLRequest { request }
    }

    struct RecordingSleeper: Sleeper {
        func sleep(for duration: Duration) async throws {}
    }

    static func loading() async throws {
        let service = WebService()
        let user = try await service.load(.user(42))
        _ = user
    }

    static func configuring(tokens: [String], recordingSleeper: RecordingSleeper) {
        do {
            let service = WebService(interceptor: SessionInterceptor(tokens: tokens))
            _ = service
        }
        let service = WebService(
            configuration: .init(timeout: 15, retry: RetryPolicy(maxAttempts: 4, initialDelay: .milliseconds(250))),
            sleeper: recordingSleeper
        )
        _ = service
    }
}

// MARK: Interactions.md

enum InteractionsArticle {
    struct FollowService: Sendable {
        func follow(userID: Int) async throws {}
    }

    @MainActor
    static func declining(request: ConfirmationRequest, service: FollowService) async {
        let confirmation = ScriptedConfirmation(answers: [.decline])
        let follow = Interaction(confirming: request, through: confirmation) { try await service.follow(userID: 42) }
        // The outcome is not Equatable (the work returns nothing): match its case.
        guard case .declined? = await follow.run() else { Issue.record("expected a declined run"); return }
    }
}

// MARK: KeyboardManager.md, LayoutAsAValue.md

enum GeometryArticles {
    static func keyboard() {
        let covered = KeyboardGeometry.bottomInset(
            keyboardFrame: CGRect(x: 0, y: 476, width: 375, height: 336),
            bounds: CGRect(x: 0, y: 0, width: 375, height: 812),
            safeAreaBottom: 34)   // 302
        #expect(covered == 302)
    }

    static func layout() {
        let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        let (header, grid) = bounds.divided(atDistance: 44, from: .top)
        // header (0, 0, 320, 44), grid (0, 44, 320, 436)
        let columns = grid.split(into: 3, along: .horizontal, spacing: 10, in: .rightToLeft)
        // x = 220, 110, 0: the first column is on the right
        _ = (header, columns)
    }
}

// MARK: Navigators.md

enum NavigatorsArticle {
    enum ProfileRoute: Sendable {
        case followers(userID: Int)
    }

    @MainActor
    static func deepLink(navigator: some Navigator<ProfileRoute>) throws {
        var router = DeepLinkRouter<ProfileRoute>()
        try router.register("/users/<int:id>/followers") { .followers(userID: try $0.int("id")) }

        let route = try router.route(for: URL(string: "myapp://users/42/followers")!)
        navigator.navigate(to: route)
    }
}

// MARK: SharingState.md

enum SharingStateArticle {
    struct Item: Sendable {
        var price: Double
    }

    struct Cart: Sendable {
        var items: [Item] = []
        var total: Double = 0
    }

    @MainActor
    final class CartScreen {
        var subscription: ObservationToken?
        func render(_ cart: Cart) {}

        func share(item: Item) {
            let cart = SharedState(Cart())     // made once, injected into each controller

            // Detail screen: change it in one transaction.
            cart.update { cart in
                cart.items.append(item)
                cart.total += item.price
            }

            // List screen and tab bar: observe it.
            subscription = cart.observe { [weak self] cart in self?.render(cart) }
        }
    }
}

// MARK: MovingTheDataSource.md

enum MovingTheDataSourceArticle {
    struct Photo: Identifiable, Equatable, Sendable {
        var id: Int
        static let sample = Photo(id: 1_000)
    }

    struct Album {
        var photos: [Photo]
    }

    static let album = Album(photos: (1...10).map { Photo(id: $0) })

    @Suite struct ProvingItInATest {
        @Test @MainActor func showingNewPhotosNeverCrashesTheTable() throws {
            let photos = ArrayDataSource(items: album.photos)
            var table = StrictListView(photos)
            var failures: [BatchUpdateFailure] = []
            let observation = photos.observe { changes in
                // `apply` throws only BatchUpdateFailure; say so, or `error` is `any Error` here.
                do throws(BatchUpdateFailure) { try table.apply(changes, from: photos) } catch { failures.append(error) }
            }
            photos.items = album.photos.shuffled().dropLast(3) + [Photo.sample]
            #expect(failures.isEmpty)
            _ = observation
        }
    }
}

// MARK: MovingTheDataSource.md, sections from the items

enum SectionsFromTheItemsArticle {
    struct Person: Identifiable, Equatable {
        var id: Int
        var name: String
    }

    @Suite struct Contacts {
        @Test @MainActor func aNewcomerIsOneInsertAndAReloadedFooter() throws {
            let people = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
            let newcomer = Person(id: 3, name: "Alan")
            let contacts = SectionedDataSource(
                items: people, sectionKey: { String($0.name.prefix(1)) }, sectionOrder: .ascending,
                title: { $0 }, footer: { _, people in "\(people.count) contacts" }, indexTitle: { $0 })
            var received: [ListChanges] = []
            let observation = contacts.observe { received.append($0) }
            contacts.items = people + [newcomer]   // one insert, and the section's footer reloaded
            #expect(received.last?.description == "stage 1: insert rows [0, 1]; stage 2: reload sections 0")
            #expect(contacts.footer(forSection: 0) == "2 contacts")
            #expect(contacts.sectionIndexTitles == ["A", "G"])
            _ = observation
        }
    }
}

