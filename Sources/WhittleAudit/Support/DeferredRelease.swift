import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Frees a large structure on a background thread: the project's type summaries hold the
/// facts of every type in the project, hundreds of thousands of objects, and freeing them
/// where they go out of scope delays the audit's answer by tens of milliseconds for nothing.
///
/// The thread runs at the lowest priority, so the freeing never takes a core from the work
/// after it (writing the report); a command that exits first leaves it to the exit.
enum DeferredRelease {
    /// Takes the caller's reference to `value` and drops it on a background thread.
    static func release<Value: Sendable>(_ value: consuming Value) {
        let box = Box(value)
        let thread = Thread {
            lowerThisThreadsPriority()
            box.drop()
        }
        thread.qualityOfService = .background
        thread.start()
    }

    /// On Linux a thread's nice value is its own, and quality of service does not set it.
    private static func lowerThisThreadsPriority() {
        #if os(Linux)
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
        #endif
    }

    /// Holds the value until ``drop()``. `@unchecked Sendable`: the value is Sendable, and
    /// only the thread's one closure touches the box after it is made.
    private final class Box<Value: Sendable>: @unchecked Sendable {
        private var value: Value?

        init(_ value: consuming Value) { self.value = value }

        func drop() { value = nil }
    }
}
