import Whittle

/// The tag header's binding: the page logic's header values → the header view, declared
/// once and kept up to date by ``Whittle/ViewBinding``. A failure shows in place of the
/// counts, so the page never stays blank.
@MainActor
public enum TagHeaderBindings {
    /// A binding that copies `logic`'s header into `view`.
    public static func binding<View: TagHeaderDisplaying>(
        logic: TagPageLogic, view: View
    ) -> ViewBinding<TagPageLogic, View> {
        ViewBinding(source: logic, target: view, pairs: [
            BindingPair(\.headerTitle, to: \View.titleText) { $0 },
            BindingPair(\.headerLine, to: \View.countsText) { $0 },
            BindingPair(\.header?.followButtonTitle, to: \View.followButtonTitle),
        ])
    }
}

extension TagPageLogic {
    /// The header's title, or empty before the tag is loaded.
    public var headerTitle: String { header?.title ?? "" }

    /// The counts line, or the failure when the tag could not be loaded.
    public var headerLine: String { failure ?? header?.countsText ?? "" }
}
