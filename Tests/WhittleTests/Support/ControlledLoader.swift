import Whittle
import WhittleTesting

/// A ``ValueLoader`` whose every load suspends until the test resumes it.
struct ControlledLoader<Key: Sendable, Value: Sendable>: ValueLoader {
    let calls = ControlledCalls<Key, Value>()

    func load(_ key: Key) async throws -> Value {
        try await calls.call(key)
    }
}

/// A ``ValueLoader`` that answers at once from a fixed result.
struct ImmediateLoader<Key: Sendable, Value: Sendable>: ValueLoader {
    let result: Result<Value, TestError>

    func load(_ key: Key) async throws -> Value {
        try result.get()
    }
}

/// A plain, comparable error for tests.
struct TestError: Error, Hashable, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}
