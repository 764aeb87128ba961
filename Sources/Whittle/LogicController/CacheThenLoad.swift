/// Loads a screen's value through a cache: the caching policy of a logic controller,
/// written once.
///
/// Give it an injected ``ValueCache`` and ``ValueLoader`` and call it from your logic
/// controller's `load(emit:)`. It emits, in order:
///
/// | cache | policy | emitted states |
/// |---|---|---|
/// | hit | ``CachePolicy/cacheElseLoad`` | `presenting(cached)` |
/// | hit | ``CachePolicy/cacheThenRefresh`` | `presenting(cached)`, then `presenting(fresh)`; if the refresh fails, nothing more is emitted and the failure is returned |
/// | hit | ``CachePolicy/reloadIgnoringCache`` | `presenting(fresh)`; if the load fails, nothing is emitted and the failure is returned |
/// | miss | any | `loading`, then `presenting(fresh)` or `failed(error)` |
///
/// A pull to refresh (``CachePolicy/reloadIgnoringCache``) never shows the cached value, but a
/// hit tells it the screen shows content already: it emits no `loading` over that content (the
/// refresh control shows progress) and a failure leaves the content on screen.
///
/// A loaded value is stored in the cache before it is emitted. Values for which
/// `isEmpty` returns `true` are emitted as ``ViewState/empty``.
public struct CacheThenLoad<Key: Sendable, Value: Sendable>: Sendable {
    private let cache: any ValueCache<Key, Value>
    private let loader: any ValueLoader<Key, Value>
    private let isEmpty: @Sendable (Value) -> Bool

    /// The policy for cache hits.
    public var policy: CachePolicy

    /// Creates a loader that reads `cache` before asking `loader`.
    ///
    /// - Parameters:
    ///   - cache: Where values are looked up and stored.
    ///   - loader: The source of truth.
    ///   - policy: What a cache hit does; ``CachePolicy/cacheElseLoad`` by default.
    ///   - isEmpty: Decides when a value is shown as ``ViewState/empty``; never by default.
    public init(
        cache: any ValueCache<Key, Value>,
        loader: any ValueLoader<Key, Value>,
        policy: CachePolicy = .cacheElseLoad,
        isEmpty: @escaping @Sendable (Value) -> Bool = { _ in false }
    ) {
        self.cache = cache
        self.loader = loader
        self.policy = policy
        self.isEmpty = isEmpty
    }

    /// Emits the states for `key` as described in the type's table.
    ///
    /// Cancellation stops the work; no state is emitted after the task is cancelled.
    ///
    /// - Parameters:
    ///   - key: The value to load.
    ///   - policy: Overrides the stored ``policy`` for this call (for example
    ///     ``CachePolicy/reloadIgnoringCache`` on pull to refresh).
    ///   - emit: Receives each state on the main actor.
    /// - Returns: The error of a refresh that failed while the cached value stayed on
    ///   screen, so the screen can say its content may be stale; `nil` otherwise (a failed
    ///   load without a cached value is emitted as ``ViewState/failed(_:)``).
    @MainActor
    public func load(
        _ key: Key,
        policy: CachePolicy? = nil,
        emit: (ViewState<Value>) -> Void
    ) async -> (any Error)? {
        let policy = policy ?? self.policy
        let cached = await cache.value(forKey: key)
        if policy == .reloadIgnoringCache, cached != nil {
            guard !Task.isCancelled else { return nil }
            do {
                let fresh = try await loader.reload(key)
                await cache.insert(fresh, forKey: key)
                guard !Task.isCancelled else { return nil }
                emit(state(for: fresh))
                return nil
            } catch {
                return Task.isCancelled ? nil : error
            }
        }
        if let cached {
            guard !Task.isCancelled else { return nil }
            emit(state(for: cached))
            guard policy == .cacheThenRefresh else { return nil }
            let fresh: Value
            do {
                fresh = try await loader.load(key)
            } catch {
                return Task.isCancelled ? nil : error
            }
            guard !Task.isCancelled else { return nil }
            await cache.insert(fresh, forKey: key)
            emit(state(for: fresh))
            return nil
        }
        guard !Task.isCancelled else { return nil }
        emit(.loading)
        do {
            let fresh = try await (policy == .reloadIgnoringCache ? loader.reload(key) : loader.load(key))
            await cache.insert(fresh, forKey: key)
            guard !Task.isCancelled else { return nil }
            emit(state(for: fresh))
        } catch {
            guard !Task.isCancelled else { return nil }
            emit(.failed(error))
        }
        return nil
    }

    /// Loads `key` and returns the final state.
    ///
    /// - Returns: The last state ``load(_:policy:emit:)`` emitted, and the error of a
    ///   refresh that failed while the cached value stayed on screen.
    @MainActor
    public func load(_ key: Key, policy: CachePolicy? = nil) async -> (state: ViewState<Value>, refreshFailure: (any Error)?) {
        var last = ViewState<Value>.loading
        let failure = await load(key, policy: policy) { last = $0 }
        return (last, failure)
    }

    private func state(for value: Value) -> ViewState<Value> {
        isEmpty(value) ? .empty : .presenting(value)
    }
}
