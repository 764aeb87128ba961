import Observation
import Testing
import Whittle

/// A cart whose item count and total must always agree.
private struct Cart: Equatable, Sendable {
    var items: [Int] = []
    var total = 0

    var isConsistent: Bool { items.reduce(0, +) == total }
}

@MainActor
private final class Counter {
    var count = 0
}

@MainActor
struct SharedStateTests {
    /// Several fields changed in one transaction produce one notification, and no observer
    /// ever sees items and total disagree.
    @Test func transactionIsOneConsistentNotification() {
        let cart = SharedState(Cart())
        var seen: [Cart] = []
        let token = cart.observe(sendCurrent: false) { seen.append($0) }
        cart.update { cart in
            cart.items.append(5)
            cart.total += 5
            cart.items.append(7)
            cart.total += 7
        }
        #expect(seen == [Cart(items: [5, 7], total: 12)])
        #expect(seen.allSatisfy { $0.isConsistent })
        token.cancel()
    }

    /// Two controllers sharing the state both see each other's changes.
    @Test func controllersShareChanges() {
        let cart = SharedState(Cart())
        var badge: [Int] = []
        var summary: [Int] = []
        let badgeToken = cart.observe { badge.append($0.items.count) }
        let summaryToken = cart.observe { summary.append($0.total) }
        cart.update { $0.items.append(3); $0.total += 3 }
        #expect(badge == [0, 1])
        #expect(summary == [0, 3])
        _ = (badgeToken, summaryToken)
    }

    /// A transaction that changes nothing notifies nobody (for Equatable values).
    @Test func unchangedValueDoesNotNotify() {
        let state = SharedState(1)
        var calls = 0
        let token = state.observe(sendCurrent: false) { _ in calls += 1 }
        state.update { $0 = 1 }
        state.set(1)
        #expect(calls == 0)
        state.set(2)
        #expect(calls == 1)
        token.cancel()
    }

    /// A throwing transaction commits nothing.
    @Test func throwingTransactionCommitsNothing() {
        let cart = SharedState(Cart())
        var calls = 0
        let token = cart.observe(sendCurrent: false) { _ in calls += 1 }
        #expect(throws: TestError.self) {
            try cart.update { cart in
                cart.items.append(1)
                throw TestError("abort")
            }
        }
        #expect(cart.value == Cart())
        #expect(calls == 0)
        token.cancel()
    }

    /// A handler that changes the state does not reenter the others: every observer sees
    /// the values in commit order.
    @Test func nestedUpdatesAreDeliveredInOrder() {
        let state = SharedState(0)
        var first: [Int] = []
        var second: [Int] = []
        let a = state.observe(sendCurrent: false) { value in
            first.append(value)
            if value == 1 { state.set(2) }
        }
        let b = state.observe(sendCurrent: false) { second.append($0) }
        state.set(1)
        #expect(first == [1, 2])
        #expect(second == [1, 2])
        _ = (a, b)
    }

    /// Cancelling or releasing a subscription stops its callbacks.
    @Test func subscriptionsStop() {
        let state = SharedState(0)
        var cancelledCalls = 0
        var releasedCalls = 0
        let cancelled = state.observe(sendCurrent: false) { _ in cancelledCalls += 1 }
        var released: ObservationToken? = state.observe(sendCurrent: false) { _ in releasedCalls += 1 }
        #expect(state.observerCount == 2)
        cancelled.cancel()
        released = nil
        state.set(1)
        #expect(cancelledCalls == 0)
        #expect(releasedCalls == 0)
        #expect(state.observerCount == 0)
        #expect(released == nil)
    }

    /// Observation tracking fires once per transaction, however many fields changed.
    @Test func observationFiresOncePerTransaction() {
        let cart = SharedState(Cart())
        let changes = Counter()
        withObservationTracking {
            _ = cart.value.total
        } onChange: {
            MainActor.assumeIsolated { changes.count += 1 }
        }
        cart.update { $0.items.append(2); $0.total += 2 }
        #expect(changes.count == 1)
        #expect(cart.value.isConsistent)
    }

    /// A change made from a background task is committed and delivered on the main actor.
    @Test func backgroundChangesAreDeliveredOnMainActor() async {
        let state = SharedState(0)
        var delivered: [Int] = []
        let token = state.observe(sendCurrent: false) { value in
            MainActor.preconditionIsolated()
            delivered.append(value)
        }
        await Task.detached {
            await state.update { $0 += 5 }
        }.value
        #expect(delivered == [5])
        token.cancel()
    }

    /// Without Equatable every transaction notifies, even one that changes nothing.
    @Test func nonEquatableValuesNotifyEveryTransaction() {
        struct Opaque: Sendable { var count = 0 }
        let state = SharedState(Opaque())
        var calls = 0
        let token = state.observe(sendCurrent: false) { _ in calls += 1 }
        state.update { _ in }
        state.update { $0.count += 1 }
        #expect(calls == 2)
        #expect(state.value.count == 1)
        token.cancel()
    }

    /// A part subscription is called only when its part changes.
    @Test func partSubscriptionIgnoresOtherChanges() {
        let cart = SharedState(Cart())
        var counts: [Int] = []
        let token = cart.observe(\.items.count) { counts.append($0) }
        cart.update { $0.items.append(1); $0.total += 1 }
        cart.update { $0.items[0] = 4; $0.total = 4 }
        cart.update { $0.items.append(2); $0.total += 2 }
        #expect(counts == [0, 1, 2])
        token.cancel()
    }
}
