import Whittle

/// A batch update that `UITableView` or `UICollectionView` would reject, with a message
/// shaped like UIKit's `NSInternalInconsistencyException` reason.
public struct BatchUpdateFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The UIKit-shaped reason, starting with "Invalid update:" or "attempt to …".
    public var message: String
    /// The index of the failing stage within its ``ListChanges``, when known.
    public var stage: Int?

    /// Creates a failure.
    public init(message: String, stage: Int? = nil) {
        self.message = message
        self.stage = stage
    }

    /// The message, prefixed with the failing stage's index when there is one.
    public var description: String {
        if let stage { "stage \(stage): \(message)" } else { message }
    }
}

extension ItemPath {
    /// The path as UIKit prints an `NSIndexPath` in its exceptions.
    var uikitDescription: String { "{length = 2, path = \(section) - \(item)}" }
}
