import Whittle

/// Loads a profile by id from the ``ProfileService``: the network half of cache-then-load.
public struct ProfileLoader: ValueLoader {
    private let service: any ProfileService

    /// Creates a loader over `service`.
    public init(service: any ProfileService) {
        self.service = service
    }

    public func load(_ key: String) async throws -> UserProfile {
        try await service.user(id: key)
    }
}
