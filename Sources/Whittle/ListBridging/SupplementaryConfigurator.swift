/// Maps a section's header and footer to a reuse identifier and fills the dequeued view —
/// what ``CellConfigurator`` is for cells, for supplementary views.
///
/// ```swift
/// var supplements = SupplementaryConfigurator<UICollectionReusableView>()
/// supplements.register(.header, reuseIdentifier: "header") { view, header in
///     (view as? TitleHeaderView)?.title = header.title
/// }
/// ```
@MainActor
public struct SupplementaryConfigurator<View> {
    private var registrations: [SupplementaryKind: (reuseIdentifier: String, configure: @MainActor (View, SectionSupplement) -> Void)] = [:]

    /// Creates a configurator with no registrations.
    public init() {}

    /// Registers the view for `kind`, replacing an earlier registration for it.
    ///
    /// - Parameters:
    ///   - kind: Header or footer.
    ///   - reuseIdentifier: The identifier the view class is registered under.
    ///   - configure: Fills a dequeued view from the section's supplement.
    public mutating func register(
        _ kind: SupplementaryKind, reuseIdentifier: String,
        configure: @escaping @MainActor (View, SectionSupplement) -> Void
    ) {
        registrations[kind] = (reuseIdentifier, configure)
    }

    /// The kinds with a registration.
    public var registeredKinds: Set<SupplementaryKind> { Set(registrations.keys) }

    /// What to dequeue for the `kind` view of `section`: the registered view with the data
    /// source's title, or the placeholder when nothing is registered for the kind.
    ///
    /// - Parameters:
    ///   - kind: The kind the layout asks for, or `nil` for a kind Whittle does not know
    ///     (`rawKind` names it in the placeholder's reason).
    ///   - rawKind: The layout's own name of the kind.
    ///   - section: The section.
    ///   - dataSource: The data source the list view shows.
    public func dequeuePlan<Source: DataSource>(
        for kind: SupplementaryKind?, rawKind: String, section: Int, in dataSource: Source
    ) -> DequeuePlan<SectionSupplement> {
        let placeholder = ListPlaceholder.supplementaryReuseIdentifier(forKind: rawKind)
        guard let kind else {
            return .placeholder(reuseIdentifier: placeholder, reason: .unknownSupplementaryKind(rawKind))
        }
        guard let registration = registrations[kind] else {
            return .placeholder(reuseIdentifier: placeholder, reason: .unregisteredSupplementary(kind))
        }
        return .content(SectionSupplement(kind: kind, section: section, in: dataSource), reuseIdentifier: registration.reuseIdentifier)
    }

    /// Fills `view` with `supplement` through the registration for its kind.
    ///
    /// - Returns: `false` when nothing is registered for the kind.
    @discardableResult
    public func configure(_ view: View, with supplement: SectionSupplement) -> Bool {
        guard let registration = registrations[supplement.kind] else { return false }
        registration.configure(view, supplement)
        return true
    }
}
