import Foundation
import Testing
import Whittle
#if canImport(CoreGraphics)
import CoreGraphics
#endif

struct KeyboardGeometryTests {
    struct GeometryCase: Sendable, CustomTestStringConvertible {
        let name: String
        let keyboard: CGRect
        let bounds: CGRect
        let safeAreaBottom: CGFloat
        let expected: CGFloat
        var testDescription: String { name }
    }

    static let cases: [GeometryCase] = [
        GeometryCase(name: "docked keyboard over a full-screen view with a home indicator",
                     keyboard: CGRect(x: 0, y: 476, width: 375, height: 336),
                     bounds: CGRect(x: 0, y: 0, width: 375, height: 812), safeAreaBottom: 34, expected: 302),
        GeometryCase(name: "scrolled view: bounds origin moved with the content",
                     keyboard: CGRect(x: 0, y: 1476, width: 375, height: 336),
                     bounds: CGRect(x: 0, y: 1000, width: 375, height: 812), safeAreaBottom: 34, expected: 302),
        GeometryCase(name: "form sheet ending 100 points above the keyboard's bottom",
                     keyboard: CGRect(x: 0, y: 400, width: 700, height: 300),
                     bounds: CGRect(x: 0, y: 0, width: 540, height: 600), safeAreaBottom: 0, expected: 200),
        GeometryCase(name: "floating keyboard overlapping the bottom",
                     keyboard: CGRect(x: 100, y: 700, width: 200, height: 200),
                     bounds: CGRect(x: 0, y: 0, width: 375, height: 812), safeAreaBottom: 0, expected: 112),
        GeometryCase(name: "keyboard below the view",
                     keyboard: CGRect(x: 0, y: 900, width: 375, height: 336),
                     bounds: CGRect(x: 0, y: 0, width: 375, height: 812), safeAreaBottom: 34, expected: 0),
        GeometryCase(name: "overlap smaller than the safe area",
                     keyboard: CGRect(x: 0, y: 792, width: 375, height: 44),
                     bounds: CGRect(x: 0, y: 0, width: 375, height: 812), safeAreaBottom: 34, expected: 0),
        GeometryCase(name: "negative safe area is treated as none",
                     keyboard: CGRect(x: 0, y: 712, width: 375, height: 100),
                     bounds: CGRect(x: 0, y: 0, width: 375, height: 812), safeAreaBottom: -20, expected: 100),
    ]

    /// The inset is the keyboard's overlap with the view minus the bottom safe area, never negative.
    @Test(arguments: cases)
    func computesTheCoveredHeight(_ testCase: GeometryCase) {
        let inset = KeyboardGeometry.bottomInset(
            keyboardFrame: testCase.keyboard, bounds: testCase.bounds, safeAreaBottom: testCase.safeAreaBottom)
        #expect(inset == testCase.expected)
    }
}
