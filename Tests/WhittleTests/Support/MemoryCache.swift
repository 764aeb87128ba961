import Whittle

/// An in-memory ``ValueCache`` that counts its reads and writes.
actor MemoryCache<Key: Hashable & Sendable, Value: Sendable>: ValueCache {
    private var storage: [Key: Value]
    private(set) var reads = 0
    private(set) var writes: [Value] = []

    init(_ storage: [Key: Value] = [:]) {
        self.storage = storage
    }

    func value(forKey key: Key) -> Value? {
        reads += 1
        return storage[key]
    }

    func insert(_ value: Value, forKey key: Key) {
        writes.append(value)
        storage[key] = value
    }

    func stored(_ key: Key) -> Value? { storage[key] }
}
