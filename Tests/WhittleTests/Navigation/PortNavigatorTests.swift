import Foundation
import Testing
import Whittle
import WhittleTesting

/// A screen-specific navigation vocabulary, as an app would write it.
extension Navigator where Route == TestRoute {
    func showFollowers(of userID: Int) {
        navigate(to: .followers(userID: userID, page: 1))
    }
}

@MainActor
private func makeFactory(port: RecordingNavigationPort<TestRoute>) -> NavigatorFactory<TestRoute> {
    NavigatorFactory(
        compact: { PortNavigator(port: port, transition: { _ in .push }, makeScreen: { $0 }) },
        regular: {
            PortNavigator(port: port, transition: { route in
                if case .invite = route { return .present }
                return .supplementary
            }, makeScreen: { $0 })
        }
    )
}

@MainActor
struct PortNavigatorTests {
    /// The factory picks the implementation once; compact pushes, regular shows beside.
    @Test(arguments: [(SizeClass.compact, NavigationTransition.push), (.regular, .supplementary)])
    func sizeClassChoosesTransition(sizeClass: SizeClass, transition: NavigationTransition) {
        let port = RecordingNavigationPort<TestRoute>()
        let navigator = makeFactory(port: port).makeNavigator(for: sizeClass)
        navigator.navigate(to: .profile(userID: 1))
        #expect(port.shown.map(\.transition) == [transition])
        #expect(port.shown.map(\.route) == [.profile(userID: 1)])
    }

    /// A per-route transition lets one implementation present some screens modally.
    @Test func transitionCanDependOnRoute() {
        let port = RecordingNavigationPort<TestRoute>()
        let navigator = makeFactory(port: port).makeNavigator(for: .regular)
        let token = UUID()
        navigator.navigate(to: .invite(token))
        #expect(port.shown.map(\.transition) == [.present])
    }

    /// The screen's vocabulary works on any navigator of its route, recording ones included.
    @Test func screenVocabularyWorksOnRecordingNavigator() {
        let navigator = RecordingNavigator<TestRoute>()
        navigator.showFollowers(of: 42)
        #expect(navigator.routes == [.followers(userID: 42, page: 1)])
        #expect(navigator.lastRoute == .followers(userID: 42, page: 1))
    }

    /// The port is weak: a navigator never keeps the navigation controller alive, and does
    /// nothing once it is gone.
    @Test func portIsHeldWeakly() throws {
        var port: RecordingNavigationPort<TestRoute>? = RecordingNavigationPort()
        weak let weakPort = port
        var built = 0
        let navigator = PortNavigator<TestRoute, RecordingNavigationPort<TestRoute>>(
            port: try #require(port), transition: { _ in .push }, makeScreen: { built += 1; return $0 }
        )
        port = nil
        #expect(weakPort == nil)
        navigator.navigate(to: .profile(userID: 1))
        #expect(built == 0)
    }
}

/// Going back follows what the platform shows, not a history the navigator kept: the user
/// goes back and dismisses without it, and the size class swaps navigators.
@MainActor
struct PortNavigatorHistoryTests {
    private func navigator(_ port: RecordingNavigationPort<TestRoute>) -> PortNavigator<TestRoute, RecordingNavigationPort<TestRoute>> {
        PortNavigator(port: port, transition: { route in
            if case .invite = route { return .present }
            return .push
        }, makeScreen: { $0 })
    }

    /// After the user swiped back from a pushed screen, going back pops the screen below it,
    /// not once too many, and dismisses nothing.
    @Test func aSwipeBackIsNotUndoneTwice() {
        let port = RecordingNavigationPort<TestRoute>()
        let navigator = navigator(port)
        navigator.navigate(to: .profile(userID: 1))
        navigator.navigate(to: .profile(userID: 2))
        port.userWentBack()
        navigator.goBack(animated: false, completion: nil)
        #expect(port.closed == [.pop])
        #expect(port.topTransition == nil)
        var finished = false
        navigator.goBack(animated: false) { finished = true }
        #expect(port.closed == [.pop], "nothing left to go back from")
        #expect(finished)
    }

    /// After the user pulled a sheet down, going back pops the pushed screen under it instead
    /// of dismissing a sheet that is gone.
    @Test func aSheetPulledDownIsNotDismissedAgain() {
        let port = RecordingNavigationPort<TestRoute>()
        let navigator = navigator(port)
        navigator.navigate(to: .profile(userID: 1))
        navigator.navigate(to: .invite(UUID()))
        port.userDismissed()
        navigator.goBack(animated: false, completion: nil)
        #expect(port.closed == [.pop])
    }

    /// A screen pushed on a presented stack is popped first; then the presentation is dismissed.
    @Test func goingBackPopsInsideAPresentationBeforeDismissingIt() {
        let port = RecordingNavigationPort<TestRoute>()
        let navigator = navigator(port)
        navigator.navigate(to: .invite(UUID()))
        navigator.navigate(to: .profile(userID: 1))
        navigator.goBack(animated: false, completion: nil)
        navigator.goBack(animated: false, completion: nil)
        #expect(port.closed == [.pop, .dismiss])
        #expect(port.stack.isEmpty)
    }

    /// A navigator built after a size-class change goes back through what the earlier one
    /// pushed: the history lives on the platform, not in the navigator that was replaced.
    @Test func aSizeClassChangeKeepsTheWayBack() {
        let port = RecordingNavigationPort<TestRoute>()
        let factory = NavigatorFactory<TestRoute>(
            compact: { PortNavigator(port: port, transition: { _ in .push }, makeScreen: { $0 }) },
            regular: { PortNavigator(port: port, transition: { _ in .supplementary }, makeScreen: { $0 }) })
        let adaptive = AdaptiveNavigator(factory: factory, sizeClass: .compact)
        adaptive.navigate(to: .profile(userID: 1))
        adaptive.sizeClassDidChange(to: .regular)
        adaptive.goBack(animated: false, completion: nil)
        #expect(port.closed == [.pop])
    }
}

@MainActor
struct NavigatorDeepLinkTests {
    private func makeRouter() throws -> DeepLinkRouter<TestRoute> {
        var router = DeepLinkRouter<TestRoute>()
        try router.register("/users/<int:id>") { .profile(userID: try $0.int("id")) }
        return router
    }

    /// A valid link navigates to its route.
    @Test func openNavigatesToParsedRoute() throws {
        let navigator = RecordingNavigator<TestRoute>()
        let url = try #require(URL(string: "whittle://users/9"))
        try navigator.open(url, with: makeRouter())
        #expect(navigator.routes == [.profile(userID: 9)])
    }

    /// A bad link throws and navigates nowhere.
    @Test func badLinkNavigatesNowhere() throws {
        let navigator = RecordingNavigator<TestRoute>()
        let url = try #require(URL(string: "whittle://users/nine"))
        let router = try makeRouter()
        #expect(throws: DeepLinkError.self) { try navigator.open(url, with: router) }
        #expect(navigator.routes.isEmpty)
    }
}
