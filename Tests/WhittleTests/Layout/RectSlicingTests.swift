import Foundation
import Testing
import Whittle
#if canImport(CoreGraphics)
import CoreGraphics
#endif

struct RectSlicingTests {
    struct DivideCase: Sendable, CustomTestStringConvertible {
        let edge: LayoutEdge
        let direction: LayoutDirection
        let slice: CGRect
        let remainder: CGRect
        var testDescription: String { "\(edge) in \(direction)" }
    }

    // Working rect (10, 20, 100, 50), slice of 30.
    static let divideCases: [DivideCase] = [
        DivideCase(edge: .top, direction: .leftToRight, slice: CGRect(x: 10, y: 20, width: 100, height: 30), remainder: CGRect(x: 10, y: 50, width: 100, height: 20)),
        DivideCase(edge: .bottom, direction: .leftToRight, slice: CGRect(x: 10, y: 40, width: 100, height: 30), remainder: CGRect(x: 10, y: 20, width: 100, height: 20)),
        DivideCase(edge: .leading, direction: .leftToRight, slice: CGRect(x: 10, y: 20, width: 30, height: 50), remainder: CGRect(x: 40, y: 20, width: 70, height: 50)),
        DivideCase(edge: .trailing, direction: .leftToRight, slice: CGRect(x: 80, y: 20, width: 30, height: 50), remainder: CGRect(x: 10, y: 20, width: 70, height: 50)),
        DivideCase(edge: .leading, direction: .rightToLeft, slice: CGRect(x: 80, y: 20, width: 30, height: 50), remainder: CGRect(x: 10, y: 20, width: 70, height: 50)),
        DivideCase(edge: .trailing, direction: .rightToLeft, slice: CGRect(x: 10, y: 20, width: 30, height: 50), remainder: CGRect(x: 40, y: 20, width: 70, height: 50)),
        DivideCase(edge: .left, direction: .rightToLeft, slice: CGRect(x: 10, y: 20, width: 30, height: 50), remainder: CGRect(x: 40, y: 20, width: 70, height: 50)),
        DivideCase(edge: .right, direction: .rightToLeft, slice: CGRect(x: 80, y: 20, width: 30, height: 50), remainder: CGRect(x: 10, y: 20, width: 70, height: 50)),
    ]

    /// Dividing takes the slice from the named edge, with leading/trailing following the direction.
    @Test(arguments: divideCases)
    func dividesFromEachEdge(_ testCase: DivideCase) {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let result = rect.divided(atDistance: 30, from: testCase.edge, in: testCase.direction)
        #expect(result.slice == testCase.slice)
        #expect(result.remainder == testCase.remainder)
    }

    /// Spacing opens a gap between slice and remainder, taken from the remainder.
    @Test func dividesWithSpacing() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let result = rect.divided(atDistance: 30, from: .top, spacing: 5)
        #expect(result.slice == CGRect(x: 10, y: 20, width: 100, height: 30))
        #expect(result.remainder == CGRect(x: 10, y: 55, width: 100, height: 15))
    }

    /// A slice larger than the rect, or negative, is clamped so no rect has a negative size.
    @Test func clampsDistancesThatDoNotFit() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let tooLong = rect.divided(atDistance: 80, from: .top)
        #expect(tooLong.slice == rect)
        #expect(tooLong.remainder == CGRect(x: 10, y: 70, width: 100, height: 0))

        let negative = rect.divided(atDistance: -10, from: .leading)
        #expect(negative.slice == CGRect(x: 10, y: 20, width: 0, height: 50))
        #expect(negative.remainder == rect)

        let tooMuchSpacing = rect.divided(atDistance: 40, from: .top, spacing: 20)
        #expect(tooMuchSpacing.remainder == CGRect(x: 10, y: 70, width: 100, height: 0))
    }

    /// Trimming returns only the remainder.
    @Test func trimsAnEdge() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(rect.trimmed(by: 15, from: .leading) == CGRect(x: 15, y: 0, width: 85, height: 100))
        #expect(rect.trimmed(by: 15, from: .leading, in: .rightToLeft) == CGRect(x: 0, y: 0, width: 85, height: 100))
        #expect(rect.trimmed(by: 44, from: .bottom) == CGRect(x: 0, y: 0, width: 100, height: 56))
    }

    /// Insets apply leading and trailing by direction.
    @Test(arguments: [
        (LayoutDirection.leftToRight, CGRect(x: 20, y: 10, width: 75, height: 60)),
        (LayoutDirection.rightToLeft, CGRect(x: 5, y: 10, width: 75, height: 60)),
    ])
    func insetsByDirection(direction: LayoutDirection, expected: CGRect) {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let insets = LayoutInsets(top: 10, leading: 20, bottom: 30, trailing: 5)
        #expect(rect.inset(by: insets, in: direction) == expected)
    }

    /// Insets wider than the rect leave an empty rect, not a negative one.
    @Test func oversizedInsetsLeaveAnEmptyRect() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let inset = rect.inset(by: LayoutInsets(leading: 20))
        #expect(inset == CGRect(x: 10, y: 0, width: 0, height: 10))
    }

    /// Horizontal splits run from the leading edge, so right-to-left starts on the right.
    @Test(arguments: [
        (LayoutDirection.leftToRight, [CGFloat(0), 110, 220]),
        (LayoutDirection.rightToLeft, [CGFloat(220), 110, 0]),
    ])
    func splitsHorizontallyInReadingOrder(direction: LayoutDirection, originsX: [CGFloat]) {
        let parts = CGRect(x: 0, y: 0, width: 320, height: 44).split(into: 3, along: .horizontal, spacing: 10, in: direction)
        #expect(parts == originsX.map { CGRect(x: $0, y: 0, width: 100, height: 44) })
    }

    /// Vertical splits stack from the top with the spacing between parts.
    @Test func splitsVertically() {
        let parts = CGRect(x: 0, y: 0, width: 10, height: 100).split(into: 2, along: .vertical, spacing: 4)
        #expect(parts == [CGRect(x: 0, y: 0, width: 10, height: 48), CGRect(x: 0, y: 52, width: 10, height: 48)])
    }

    /// Splitting into zero parts gives none; too much spacing shrinks instead of going negative.
    @Test func splitsDegenerateInputsSafely() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.split(into: 0, along: .horizontal).isEmpty)
        #expect(rect.split(into: -2, along: .vertical).isEmpty)
        let crowded = rect.split(into: 3, along: .horizontal, spacing: 100)
        #expect(crowded == [0, 5, 10].map { CGRect(x: $0, y: 0, width: 0, height: 10) })
    }

    /// Fitting keeps the aspect ratio and centres the result.
    @Test(arguments: [
        (CGSize(width: 400, height: 400), CGRect(x: 50, y: 0, width: 100, height: 100)),
        (CGSize(width: 100, height: 25), CGRect(x: 0, y: 25, width: 200, height: 50)),
        (CGSize(width: 0, height: 10), CGRect(x: 100, y: 50, width: 0, height: 0)),
    ])
    func fitsASize(size: CGSize, expected: CGRect) {
        #expect(CGRect(x: 0, y: 0, width: 200, height: 100).fitting(size) == expected)
    }

    /// Centring places a size in the middle, overhanging evenly when larger.
    @Test func centresASize() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(rect.centering(CGSize(width: 20, height: 10)) == CGRect(x: 40, y: 45, width: 20, height: 10))
        #expect(rect.centering(CGSize(width: 120, height: 100)) == CGRect(x: -10, y: 0, width: 120, height: 100))
    }

    /// NaN and infinite distances cannot poison a layout: NaN counts as zero, infinity as all.
    @Test func toleratesNonFiniteDistances() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let nan = rect.divided(atDistance: .nan, from: .top, spacing: .nan)
        #expect(nan.slice == CGRect(x: 0, y: 0, width: 100, height: 0))
        #expect(nan.remainder == rect)
        let infinite = rect.divided(atDistance: .infinity, from: .trailing)
        #expect(infinite.slice == rect)
        #expect(infinite.remainder == CGRect(x: 0, y: 0, width: 0, height: 50))
        #expect(rect.split(into: 2, along: .horizontal, spacing: .nan)
            == [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 50, y: 0, width: 50, height: 50)])
    }

    /// A rect with a negative size is read as the same area with a positive size.
    @Test func standardizesNegativeSizes() {
        let negative = CGRect(x: 100, y: 50, width: -100, height: -50)
        let result = negative.divided(atDistance: 10, from: .leading)
        #expect(result.slice == CGRect(x: 0, y: 0, width: 10, height: 50))
        #expect(result.remainder == CGRect(x: 10, y: 0, width: 90, height: 50))
    }
}
