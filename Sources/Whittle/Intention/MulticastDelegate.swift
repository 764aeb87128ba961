/// Forwards one delegate callback to several objects, so several intentions can share a
/// control's single delegate slot.
///
/// A text field has one `delegate`, but the email form has two intentions that care about
/// it (one validates on every change, one saves on Return). The adapter sets the field's
/// delegate to a bridge that calls ``invoke(_:)`` on a multicast of
/// ``TextEditingDelegate``s, and each intention adds itself:
///
/// ```swift
/// let events = MulticastDelegate<any TextEditingDelegate>()
/// events.add(enterEmail)
/// events.add(saveEmail)
/// events.invoke { $0.textDidChange("ana@example.com") }
/// ```
///
/// Entries are held weakly, like any delegate: the multicast never keeps an intention (or
/// a view controller) alive, and a released one simply stops receiving calls.
/// `Delegate` should be a class-bound protocol; a value added here is released at once.
@MainActor
public final class MulticastDelegate<Delegate> {
    private struct Entry {
        weak var object: AnyObject?
    }

    private var entries: [Entry] = []

    /// Creates an empty multicast.
    public init() {}

    /// Adds `delegate` unless it is already there.
    ///
    /// - Parameter delegate: An object conforming to `Delegate`; held weakly.
    public func add(_ delegate: Delegate) {
        let object = delegate as AnyObject
        compact()
        guard !entries.contains(where: { $0.object === object }) else { return }
        entries.append(Entry(object: object))
    }

    /// Removes `delegate`; nothing happens if it was not added.
    ///
    /// - Parameter delegate: The object to stop calling.
    public func remove(_ delegate: Delegate) {
        let object = delegate as AnyObject
        entries.removeAll { $0.object == nil || $0.object === object }
    }

    /// The live delegates, in the order they were added.
    public var delegates: [Delegate] {
        entries.compactMap { $0.object as? Delegate }
    }

    /// The number of live delegates.
    public var count: Int { delegates.count }

    /// Whether no live delegate is left.
    public var isEmpty: Bool { delegates.isEmpty }

    /// Calls `body` on every live delegate, in the order they were added.
    ///
    /// - Parameter body: The callback to forward.
    /// - Complexity: O(*n*) in the number of entries.
    public func invoke(_ body: (Delegate) -> Void) {
        compact()
        for delegate in delegates { body(delegate) }
    }

    private func compact() {
        entries.removeAll { $0.object == nil }
    }
}
