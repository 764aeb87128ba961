import Whittle

/// Persists the form's email address (the seed saves a managed-object context); injected
/// so tests and apps choose the storage.
public protocol EmailSaving: Sendable {
    /// Stores `email`.
    ///
    /// - Throws: Whatever made saving fail; it becomes ``EmailSaveStatus/failed(_:)``.
    func save(email: String) async throws

    /// The address saved last, or `nil` when none was.
    ///
    /// - Throws: Whatever made reading fail.
    func savedEmail() async throws -> String?
}
