#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// A view controller whose view is a custom view type, reached through a typed accessor.
///
/// The AppKit counterpart of the UIKit `TypedViewController`: the view builds and lays out
/// its subviews, the controller talks to ``contentView`` and never casts `view`.
@MainActor
open class TypedNSViewController<ContentView: NSView>: NSViewController {
    /// The view, with its own type; the same object as `view` once loaded.
    public let contentView: ContentView

    /// Creates a controller that shows `contentView` as its view.
    public init(contentView: ContentView) {
        self.contentView = contentView
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards are not supported: the view is created in code.
    public required init?(coder: NSCoder) {
        nil
    }

    override open func loadView() {
        view = contentView
    }
}
#endif
