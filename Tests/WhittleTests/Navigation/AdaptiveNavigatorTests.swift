import Foundation
import Testing
import Whittle
import WhittleTesting

@MainActor
struct AdaptiveNavigatorTests {
    private func factory(port: RecordingNavigationPort<TestRoute>, builds: Counter) -> NavigatorFactory<TestRoute> {
        NavigatorFactory(
            compact: {
                builds.count += 1
                return PortNavigator(port: port, transition: { _ in .push }, makeScreen: { $0 })
            },
            regular: {
                builds.count += 1
                return PortNavigator(port: port, transition: { _ in .supplementary }, makeScreen: { $0 })
            }
        )
    }

    @MainActor
    final class Counter {
        var count = 0
    }

    /// A size-class change at run time re-chooses the implementation; later routes use it.
    @Test func sizeClassChangeReChoosesTheNavigator() {
        let port = RecordingNavigationPort<TestRoute>()
        let builds = Counter()
        let navigator = AdaptiveNavigator(factory: factory(port: port, builds: builds), sizeClass: .regular)
        navigator.navigate(to: .profile(userID: 1))
        #expect(navigator.sizeClassDidChange(to: .compact))
        navigator.navigate(to: .profile(userID: 2))
        #expect(port.shown.map(\.transition) == [.supplementary, .push])
        #expect(navigator.sizeClass == .compact)
        #expect(builds.count == 2)
    }

    /// Reporting the same size class again builds nothing new.
    @Test func sameSizeClassKeepsTheNavigator() {
        let port = RecordingNavigationPort<TestRoute>()
        let builds = Counter()
        let navigator = AdaptiveNavigator(factory: factory(port: port, builds: builds), sizeClass: .compact)
        #expect(!navigator.sizeClassDidChange(to: .compact))
        #expect(builds.count == 1)
    }
}

@MainActor
struct NavigatorBackTests {
    private func navigator(_ port: RecordingNavigationPort<TestRoute>) -> PortNavigator<TestRoute, RecordingNavigationPort<TestRoute>> {
        PortNavigator(port: port, transition: { route in
            if case .invite = route { return .present }
            return .push
        }, makeScreen: { $0 })
    }

    /// Going back undoes the last transition: a pop after a push, a dismissal after a
    /// presentation; the completion runs only when the port's transition ended.
    @Test func goingBackUndoesTheLastTransition() {
        let port = RecordingNavigationPort<TestRoute>()
        port.holdsTransitions = true
        let navigator = navigator(port)
        navigator.navigate(to: .profile(userID: 1))
        navigator.navigate(to: .invite(UUID()))
        var finished: [String] = []
        navigator.goBack(animated: true) { finished.append("first") }
        #expect(port.closed == [.dismiss])
        #expect(finished.isEmpty)
        port.finishTransitions()
        #expect(finished == ["first"])
        navigator.goBack(animated: true) { finished.append("second") }
        port.finishTransitions()
        #expect(port.closed == [.dismiss, .pop])
        #expect(finished == ["first", "second"])
    }

    /// With nothing to go back to, the completion runs at once and the port is not asked.
    @Test func goingBackWithNothingShownCompletesAtOnce() {
        let port = RecordingNavigationPort<TestRoute>()
        var finished = false
        navigator(port).goBack(animated: false) { finished = true }
        #expect(finished)
        #expect(port.closed.isEmpty)
    }

    /// Dismissing goes through the port and completes with it; the recording navigator
    /// records backs and dismissals for screen tests.
    @Test func dismissCompletesThroughThePort() {
        let port = RecordingNavigationPort<TestRoute>()
        var finished = false
        navigator(port).dismiss(animated: true) { finished = true }
        #expect(port.closed == [.dismiss])
        #expect(finished)

        let recording = RecordingNavigator<TestRoute>()
        recording.goBack()
        recording.dismiss()
        #expect(recording.backCount == 1)
        #expect(recording.dismissCount == 1)
    }
}
