/// An item with an identity and a revision: equal ids are the same item, a different
/// revision is changed content.
struct TestItem: Identifiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var revision: Int = 0
    var group: Int = 0

    var description: String { "\(id).\(revision)" }
}
