import Foundation
import Whittle
import WhittleTesting

// Screen-specific types shared by the two profile screens. They live in the tests on
// purpose: an app writes its own; Whittle supplies the roles they plug into.

/// The profile's model.
struct User: Hashable, Sendable {
    var id: Int
    var name: String
    var followerCount: Int
    var topFollowers: [String]
    var joinedAt: Date
    var isFollowed = false
}

/// The profile screen's destinations.
enum ProfileRoute: Hashable, Sendable {
    case followers(userID: Int)
}

/// The profile screen's navigation vocabulary (the seed's `UserNavigator`).
extension Navigator where Route == ProfileRoute {
    func showFollowers(of user: User) {
        navigate(to: .followers(userID: user.id))
    }
}

/// The app's navigator choice: push on compact, a supplementary column on regular.
@MainActor
enum ProfileNavigation {
    static func factory<Port: NavigationPort>(
        port: Port,
        makeScreen: @escaping @MainActor (ProfileRoute) -> Port.Screen
    ) -> NavigatorFactory<ProfileRoute> {
        NavigatorFactory(
            compact: { PortNavigator(port: port, transition: { _ in .push }, makeScreen: makeScreen) },
            regular: { PortNavigator(port: port, transition: { _ in .supplementary }, makeScreen: makeScreen) }
        )
    }
}

/// The seed-004 logic controller: cache-then-load, plus the state after a follow.
@MainActor
final class ProfileLogicController: LogicController {
    let requests = LatestRequest<User>()
    let userID: Int
    private let cache: MemoryCache<Int, User>
    private let source: CacheThenLoad<Int, User>

    init(userID: Int, cache: MemoryCache<Int, User>, loader: any ValueLoader<Int, User>) {
        self.userID = userID
        self.cache = cache
        source = CacheThenLoad(cache: cache, loader: loader)
    }

    func load(emit: (ViewState<User>) -> Void) async {
        await source.load(userID, emit: emit)
    }

    /// Pull to refresh: skips the cache; a newer load always wins over an older one.
    func refresh(then handler: @escaping Handler) -> Task<Void, Never> {
        requests.run({ [source, userID] emit in
            await source.load(userID, policy: .reloadIgnoringCache, emit: emit)
        }, deliver: handler)
    }

    /// The profile once the current user follows it.
    func didFollow(_ user: User) async -> ViewState<User> {
        var followed = user
        followed.isFollowed = true
        followed.followerCount += 1
        await cache.insert(followed, forKey: userID)
        return .presenting(followed)
    }

    func didFollow(_ user: User, then handler: @escaping Handler) -> Task<Void, Never> {
        perform({ await self.didFollow(user) }, then: handler)
    }
}

/// A following service that records whom it followed, or fails.
actor RecordingFollowService: FollowingService {
    private(set) var followed: [Int] = []
    private let failure: TestError?

    init(failure: TestError? = nil) {
        self.failure = failure
    }

    func follow(userID: Int) async throws {
        if let failure { throw failure }
        followed.append(userID)
    }
}

/// Fixtures.
enum Fixtures {
    /// "Now" for every screen test: 2026-03-01 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_772_366_400)
    static let ana = User(
        id: 42, name: "Ana", followerCount: 1233, topFollowers: ["Bo", "Cy", "Di", "Ed", "Flo"],
        joinedAt: now.addingTimeInterval(-3 * 86_400)
    )
    static let staleAna = User(
        id: 42, name: "Ana (cached)", followerCount: 1200, topFollowers: ["Bo"],
        joinedAt: now.addingTimeInterval(-3 * 86_400)
    )
}
