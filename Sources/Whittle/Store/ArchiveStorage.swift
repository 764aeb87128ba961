import Foundation

/// Where a ``Store`` keeps its archive bytes: a file, a database row, or a test double.
///
/// Implement it to put a store on a new medium. Both requirements must be atomic with
/// respect to each other: ``read()`` returns either the bytes of one complete ``write(_:)``
/// or `nil`, never a mixture.
public protocol ArchiveStorage: Sendable {
    /// A human-readable location used in error messages, such as a file path.
    var location: String { get }

    /// The bytes of the last complete write, or `nil` when nothing was ever written.
    func read() async throws -> Data?

    /// Replaces the stored bytes atomically.
    func write(_ data: Data) async throws
}
