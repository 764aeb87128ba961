/// The horizontal size class a screen was built for, as a Foundation-only value.
///
/// The UIKit adapter converts `UIUserInterfaceSizeClass`; choose a navigator with it once,
/// at construction (see ``NavigatorFactory``).
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    /// An iPhone in portrait, or a narrow iPad split: screens are pushed.
    case compact
    /// A full-width iPad or a Mac window: screens appear beside the current one.
    case regular
}
