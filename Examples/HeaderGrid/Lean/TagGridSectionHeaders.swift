import Whittle

/// The grid's section headers ("Related tags", "Recent photos"), which the massive twin draws
/// with its own supplementary views: served from the composed data source's section titles
/// by the collection view bridge.
@MainActor
public enum TagGridSectionHeaders {
    /// The reuse identifier the grid registers its header view under.
    public static let reuseIdentifier = "TagGridSectionHeader"

    /// A configurator that fills each section's header view with the section's title.
    ///
    /// - Parameter setTitle: Writes a title into a dequeued header view.
    public static func configurator<View>(
        setTitle: @escaping @MainActor (View, String) -> Void
    ) -> SupplementaryConfigurator<View> {
        var headers = SupplementaryConfigurator<View>()
        headers.register(.header, reuseIdentifier: reuseIdentifier) { view, header in
            setTitle(view, header.title ?? "")
        }
        return headers
    }
}
