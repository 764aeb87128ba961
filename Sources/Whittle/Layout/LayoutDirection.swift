/// The reading direction a layout resolves its leading and trailing edges in.
///
/// Pass the direction of the view being laid out (UIKit's
/// `effectiveUserInterfaceLayoutDirection`, AppKit's `userInterfaceLayoutDirection`) so the same
/// layout value mirrors itself for Arabic or Hebrew without a second code path.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    /// Leading is the left edge (English, German, French…).
    case leftToRight
    /// Leading is the right edge (Arabic, Hebrew…).
    case rightToLeft
}
