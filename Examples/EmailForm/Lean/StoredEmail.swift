import Whittle

/// Where the save-email intention keeps the address: a ``Store`` on disk, so the form never
/// touches a file or a Core Data context itself.
public struct StoredEmail: EmailSaving {
    private let store: Store<String>

    /// Saves into `store`.
    public init(store: Store<String>) {
        self.store = store
    }

    public func save(email: String) async throws {
        try await store.save(email)
    }

    public func savedEmail() async throws -> String? {
        try await store.load()
    }
}
