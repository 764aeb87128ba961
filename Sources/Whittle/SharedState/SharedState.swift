import Observation

/// One observable value that several view controllers read and change, instead of a chain
/// of delegates passing it around.
///
/// Every controller that needs the state gets the same instance. Each reads
/// ``value``, changes it in a transaction with ``update(_:)``, and learns about changes in
/// one of two ways:
///
/// - **Observation**: `SharedState` is `@Observable`; reading ``value`` inside
///   `withObservationTracking`, a SwiftUI view or a Whittle binding tracks it.
/// - **Callbacks**: ``observe(sendCurrent:_:)`` calls a handler with each committed value.
///
/// ## No torn updates
///
/// A transaction mutates a private copy and commits it as one assignment, so an observer
/// never sees half of a change (the cart's items updated but not its total), and a
/// transaction produces exactly one notification however many fields it touched.
/// Everything happens on the main actor, so observers can touch UI directly. A handler
/// that updates the state from inside its callback does not reenter the others: the nested
/// change is delivered after the current one has reached every observer, in order.
///
/// ```swift
/// let cart = SharedState(Cart())
/// let token = cart.observe { [weak self] cart in self?.badge.text = "\(cart.count)" }
/// cart.update { $0.add(item); $0.total += item.price }   // one notification
/// ```
@MainActor
@Observable
public final class SharedState<Value: Sendable> {
    /// The current, committed value.
    public private(set) var value: Value

    private struct Entry {
        weak var subscription: ObservationToken?
        let handler: @MainActor (Value) -> Void
    }

    @ObservationIgnored private var entries: [Int: Entry] = [:]
    @ObservationIgnored private var nextKey = 0
    @ObservationIgnored private var pending: [Value] = []
    @ObservationIgnored private var isDelivering = false
    @ObservationIgnored private let isDuplicate: (Value, Value) -> Bool

    /// Creates the state with an initial value; every transaction notifies.
    ///
    /// - Parameter value: The initial value.
    public init(_ value: Value) {
        self.value = value
        isDuplicate = { _, _ in false }
    }

    /// Creates the state with an initial value; a transaction that leaves the value equal
    /// to what it was notifies nobody.
    ///
    /// - Parameter value: The initial value.
    public init(_ value: Value) where Value: Equatable {
        self.value = value
        isDuplicate = { $0 == $1 }
    }

    /// Changes the value in one transaction: one commit, one notification.
    ///
    /// - Parameter transaction: Mutates a copy of the value; if it throws, nothing is
    ///   committed and nobody is notified.
    /// - Returns: Whatever `transaction` returns.
    /// - Complexity: One copy of the value, plus one call per observer.
    @discardableResult
    public func update<Result>(_ transaction: (inout Value) throws -> Result) rethrows -> Result {
        var copy = value
        let result = try transaction(&copy)
        commit(copy)
        return result
    }

    /// Replaces the value; one notification.
    ///
    /// - Parameter newValue: The new value.
    public func set(_ newValue: Value) {
        commit(newValue)
    }

    /// Calls `handler` with every committed value, starting with the current one.
    ///
    /// - Parameters:
    ///   - sendCurrent: Whether `handler` is called with the current value right away
    ///     (`true` by default), so a controller renders from a single code path.
    ///   - handler: Receives each committed value on the main actor.
    /// - Returns: The subscription; callbacks stop when it is cancelled or released.
    public func observe(
        sendCurrent: Bool = true,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> ObservationToken {
        let key = nextKey
        nextKey += 1
        let subscription = ObservationToken { [weak self] in self?.entries[key] = nil }
        // The entry holds its subscription weakly: releasing the token is enough to stop
        // the handler, so no controller leaks through a forgotten callback.
        entries[key] = Entry(subscription: subscription, handler: handler)
        if sendCurrent { handler(value) }
        return subscription
    }

    /// Calls `handler` with one part of the value, only when that part changes.
    ///
    /// A tab bar badge that shows the cart's item count needs no call when only the
    /// shipping address changed.
    ///
    /// - Parameters:
    ///   - part: The part of the value the caller shows.
    ///   - sendCurrent: Whether `handler` is called with the current part right away.
    ///   - handler: Receives each new part on the main actor.
    /// - Returns: The subscription; callbacks stop when it is cancelled or released.
    public func observe<Part: Equatable>(
        _ part: KeyPath<Value, Part>,
        sendCurrent: Bool = true,
        _ handler: @escaping @MainActor (Part) -> Void
    ) -> ObservationToken {
        var last = value[keyPath: part]
        if sendCurrent { handler(last) }
        return observe(sendCurrent: false) { value in
            let next = value[keyPath: part]
            guard next != last else { return }
            last = next
            handler(next)
        }
    }

    /// The number of live callback subscriptions.
    public var observerCount: Int {
        entries.values.filter { $0.subscription != nil }.count
    }

    private func commit(_ newValue: Value) {
        guard !isDuplicate(value, newValue) else { return }
        value = newValue
        pending.append(newValue)
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !pending.isEmpty {
            let next = pending.removeFirst()
            for key in entries.keys.sorted() {
                guard let entry = entries[key] else { continue }
                guard entry.subscription != nil else {
                    entries[key] = nil
                    continue
                }
                entry.handler(next)
            }
        }
    }
}
