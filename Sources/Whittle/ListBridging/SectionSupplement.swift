/// The content of one section header or footer, read from a ``DataSource``.
public struct SectionSupplement: Sendable, Hashable {
    /// Header or footer.
    public var kind: SupplementaryKind
    /// The section it belongs to.
    public var section: Int
    /// The data source's ``DataSource/title(forSection:)`` for a header,
    /// ``DataSource/footer(forSection:)`` for a footer.
    public var title: String?

    /// Creates the content of a header or footer.
    public init(kind: SupplementaryKind, section: Int, title: String?) {
        self.kind = kind
        self.section = section
        self.title = title
    }

    /// Reads the header or footer of `section` from `dataSource`.
    @MainActor
    public init<Source: DataSource>(kind: SupplementaryKind, section: Int, in dataSource: Source) {
        let title = switch kind {
        case .header: dataSource.title(forSection: section)
        case .footer: dataSource.footer(forSection: section)
        }
        self.init(kind: kind, section: section, title: title)
    }
}
