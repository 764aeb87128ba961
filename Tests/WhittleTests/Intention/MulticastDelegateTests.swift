import Testing
import Whittle

@MainActor
private protocol Ping: AnyObject {
    func ping(_ value: Int)
}

@MainActor
private final class Listener: Ping {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
    }
    func ping(_ value: Int) { log.entries.append("\(name):\(value)") }
}

@MainActor
private final class Log {
    var entries: [String] = []
}

/// Owns a multicast and is also one of its delegates: the shape that would leak if the
/// multicast held its entries strongly.
@MainActor
private final class Owner: Ping {
    let events = MulticastDelegate<any Ping>()
    init() { events.add(self) }
    func ping(_ value: Int) {}
}

@MainActor
struct MulticastDelegateTests {
    /// Every delegate receives the call, in the order they were added.
    @Test func forwardsToAllInOrder() {
        let log = Log()
        let first = Listener("a", log: log)
        let second = Listener("b", log: log)
        let multicast = MulticastDelegate<any Ping>()
        multicast.add(first)
        multicast.add(second)
        multicast.invoke { $0.ping(1) }
        #expect(log.entries == ["a:1", "b:1"])
    }

    /// Adding the same delegate twice calls it once; removing it stops the calls.
    @Test func addIsIdempotentAndRemoveStops() {
        let log = Log()
        let listener = Listener("a", log: log)
        let multicast = MulticastDelegate<any Ping>()
        multicast.add(listener)
        multicast.add(listener)
        multicast.invoke { $0.ping(1) }
        multicast.remove(listener)
        multicast.invoke { $0.ping(2) }
        #expect(log.entries == ["a:1"])
        #expect(multicast.isEmpty)
    }

    /// Delegates are weak: a released one is neither kept alive nor called.
    @Test func entriesAreWeak() {
        let log = Log()
        let multicast = MulticastDelegate<any Ping>()
        let kept = Listener("kept", log: log)
        var dropped: Listener? = Listener("dropped", log: log)
        weak let weakDropped = dropped
        multicast.add(kept)
        if let dropped { multicast.add(dropped) }
        dropped = nil
        #expect(weakDropped == nil)
        #expect(multicast.count == 1)
        multicast.invoke { $0.ping(3) }
        #expect(log.entries == ["kept:3"])
    }

    /// An object that owns a multicast and listens to it is still released: no cycle.
    @Test func ownerListeningToItsOwnMulticastIsReleased() {
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        owner = nil
        #expect(weakOwner == nil)
    }
}
