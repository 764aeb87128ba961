#if canImport(UIKit)
import UIKit

/// A view controller whose view is a custom view type, reached through a typed accessor.
///
/// Subclass it so that the view — not the controller — builds, styles and lays out the
/// subviews (a smarter view); the controller talks to ``contentView`` and never casts
/// `view`.
///
/// ```swift
/// final class ProfileViewController: TypedViewController<ProfileView> {
///     init() { super.init(contentView: ProfileView()) }
///     func render(_ name: String) { contentView.nameLabel.text = name }
/// }
/// ```
@MainActor
open class TypedViewController<ContentView: UIView>: UIViewController {
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
