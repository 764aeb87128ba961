/// A section of a list as the diff sees it: an identity, an optional title and footer, and its
/// items.
public struct ListSection<ID: Hashable, Item> {
    /// The section's identity; sections with equal ids are the same section before and after.
    public var id: ID
    /// The header title.
    public var title: String?
    /// The footer text.
    public var footer: String?
    /// The items, in display order.
    public var items: [Item]

    /// Creates a section.
    public init(id: ID, title: String? = nil, footer: String? = nil, items: [Item]) {
        self.id = id
        self.title = title
        self.footer = footer
        self.items = items
    }
}

extension ListSection: Sendable where ID: Sendable, Item: Sendable {}
extension ListSection: Equatable where Item: Equatable {}
