/// The position of an item in a list: a section and an item within it.
///
/// Whittle uses its own two-integer value instead of Foundation's `IndexPath` because
/// `IndexPath(item:section:)` exists only in UIKit and AppKit, and because a plain pair of
/// integers hashes and compares several times faster than `IndexPath`'s variable-length
/// storage — which matters inside a diff over a million items. The UIKit and AppKit
/// adapters convert at the boundary.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The index of the item within its section.
    public var item: Int

    /// Creates a path to `item` in `section`.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// The item index under the name table views use.
    public var row: Int {
        get { item }
        set { item = newValue }
    }

    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    public var description: String { "[\(section), \(item)]" }
}
