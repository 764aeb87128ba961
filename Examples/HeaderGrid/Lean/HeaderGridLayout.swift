import Foundation
import Whittle
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A fixed-height header above a grid that fills the rest: the layout of a profile screen
/// composed of a header child and a grid child.
///
/// The container's `viewDidLayoutSubviews` work becomes one value, testable without a screen,
/// that a ``ChildContainer`` applies to its children (see ``ChildLayout/headerGrid(headerHeight:)``).
public struct HeaderGridLayout: Sendable, Hashable {
    /// The two regions of the layout.
    public enum Region: Sendable, Hashable, CaseIterable {
        /// The strip along the top.
        case header
        /// Everything below the header.
        case grid
    }

    /// The standard header height: one navigation-bar row.
    public static let standardHeaderHeight: CGFloat = 44

    /// The header strip along the top of the working rect.
    public let headerRect: CGRect
    /// The grid below the header.
    public let gridRect: CGRect

    /// Computes the header and grid frames.
    ///
    /// - Parameters:
    ///   - workingRect: The container's bounds.
    ///   - headerHeight: The header's height; clamped to the working rect.
    /// - Complexity: O(1).
    public init(workingRect: CGRect, headerHeight: CGFloat = HeaderGridLayout.standardHeaderHeight) {
        (headerRect, gridRect) = workingRect.divided(atDistance: headerHeight, from: .top)
    }

    /// The frame of `region`.
    public func frame(of region: Region) -> CGRect {
        switch region {
        case .header: headerRect
        case .grid: gridRect
        }
    }
}
