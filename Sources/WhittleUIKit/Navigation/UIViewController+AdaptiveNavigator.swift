#if canImport(UIKit)
import UIKit
import Whittle

extension SizeClass {
    /// The Whittle size class of a UIKit horizontal size class: regular stays regular,
    /// everything else (compact, unspecified) is compact.
    public init(_ sizeClass: UIUserInterfaceSizeClass) {
        self = sizeClass == .regular ? .regular : .compact
    }
}

extension UIViewController {
    /// Keeps `navigator` built for this controller's horizontal size class: once now, and
    /// again whenever the size class changes (iOS 17 trait registration).
    ///
    /// - Parameter navigator: The screen's navigator.
    public func followSizeClass<Route: Sendable>(of navigator: AdaptiveNavigator<Route>) {
        navigator.sizeClassDidChange(to: SizeClass(traitCollection.horizontalSizeClass))
        registerForTraitChanges([UITraitHorizontalSizeClass.self]) { [weak navigator] (controller: UIViewController, _: UITraitCollection) in
            navigator?.sizeClassDidChange(to: SizeClass(controller.traitCollection.horizontalSizeClass))
        }
    }
}
#endif
