import Foundation

/// Frees a large structure on a background thread: the project's type summaries hold the
/// facts of every type in the project, hundreds of thousands of objects, and freeing them
/// where they go out of scope delays the audit's answer by tens of milliseconds for nothing.
enum DeferredRelease {
    /// Takes the caller's reference to `value` and drops it on a background queue.
    static func release<Value: Sendable>(_ value: consuming Value) {
        let box = Box(value)
        DispatchQueue.global(qos: .utility).async { box.drop() }
    }

    /// Holds the value until ``drop()``. `@unchecked Sendable`: the value is Sendable, and
    /// only the queue's one closure touches the box after it is made.
    private final class Box<Value: Sendable>: @unchecked Sendable {
        private var value: Value?

        init(_ value: consuming Value) { self.value = value }

        func drop() { value = nil }
    }
}
