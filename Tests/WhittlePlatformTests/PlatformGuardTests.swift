import Foundation
import Testing

/// The package compiles on every Apple platform it declares: checked here, on Linux, by
/// reading the sources (the GitHub workflow compiles them on macOS).
@Suite struct PlatformGuardTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func declaredGuard() throws -> PlatformGuard {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        return PlatformGuard(platforms: PlatformGuard.declaredPlatforms(inManifest: manifest))
    }

    /// Every Swift file that some target compiles: `Massive/` folders are auditor input only.
    static func compiledSwiftFiles() -> [URL] {
        var files: [URL] = []
        for folder in ["Sources", "Examples", "Tests", "Plugins"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift", !url.pathComponents.contains(where: { $0.hasPrefix("Massive") }) else { continue }
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func theManifestDeclaresTheFourPlatformsTheDocsPromise() throws {
        #expect(try Self.declaredGuard().platforms == [.macOS, .iOS, .tvOS, .visionOS])
    }

    @Test func everyCompiledSourceBuildsOnEveryDeclaredPlatform() throws {
        let platformGuard = try Self.declaredGuard()
        let files = Self.compiledSwiftFiles()
        #expect(files.count > 300, "the scan found \(files.count) files; is the package root right?")
        var violations: [PlatformViolation] = []
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let relative = String(file.path.dropFirst(Self.root.path.count + 1))
            violations += platformGuard.check(source: source, file: relative)
        }
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    // MARK: The guard fails on planted violations

    let platformGuard = PlatformGuard(platforms: [.macOS, .iOS, .tvOS, .visionOS])

    @Test func coreGraphicsAPIWithFoundationAloneIsReportedWithItsLine() {
        let source = """
            import Foundation

            func bottom(of rect: CGRect) -> CGFloat {
                rect.intersection(.zero).maxY
            }
            """
        let violations = platformGuard.check(source: source, file: "Geometry.swift")
        #expect(violations.map { $0.message.prefix(9) } == ["'CGRect' ", "'CGFloat'"])
        #expect(violations.first?.line == 3)
        #expect(violations.first?.column == 22)
        #expect(violations.first?.description.hasPrefix("Geometry.swift:3:22: 'CGRect' is used without CoreGraphics on macOS, iOS, tvOS, visionOS") == true)
    }

    @Test func theCanImportCoreGraphicsPatternPasses() {
        let source = """
            import Foundation
            #if canImport(CoreGraphics)
            import CoreGraphics
            #endif

            let empty = CGRect.zero
            """
        #expect(platformGuard.check(source: source, file: "Geometry.swift").isEmpty)
    }

    @Test func anImportOnlySomePlatformsSeeLeavesTheOthersReported() {
        let source = """
            import Foundation
            #if os(iOS)
            import UIKit
            #endif

            let empty = CGRect.zero
            """
        let violations = platformGuard.check(source: source, file: "Geometry.swift")
        #expect(violations.map(\.message).first?.contains("on macOS, tvOS, visionOS:") == true)
    }

    @Test func codeInsideAUIKitBlockUsesUIKitsCoreGraphics() {
        let source = """
            #if canImport(UIKit)
            import UIKit
            let empty = CGRect.zero
            #endif
            """
        #expect(platformGuard.check(source: source, file: "Adapter.swift").isEmpty)
    }

    @Test func anAPIAPlatformLacksIsReportedUnlessAnIfLeavesThatPlatformOut() {
        let planted = """
            #if canImport(UIKit)
            import UIKit
            func anchor(_ alert: UIAlertController, in view: UIView) {
                alert.popoverPresentationController?.sourceView = view
            }
            #endif
            """
        let violations = platformGuard.check(source: planted, file: "Alert.swift")
        #expect(violations == [PlatformViolation(
            file: "Alert.swift", line: 4, column: 11,
            message: "'popoverPresentationController' is unavailable on tvOS; put it inside `#if !os(tvOS)`.")])

        let guarded = planted.replacingOccurrences(of: "#if canImport(UIKit)", with: "#if canImport(UIKit) && !os(tvOS)")
        #expect(platformGuard.check(source: guarded, file: "Alert.swift").isEmpty)
    }

    @Test func elseBranchesExcludeWhatTheirIfTook() {
        let source = """
            #if canImport(UIKit)
            import UIKit
            func screenSpace(of view: UIView) -> UICoordinateSpace? {
                #if os(visionOS)
                return nil
                #elseif os(tvOS) || os(iOS)
                return view.window?.windowScene?.screen.coordinateSpace
                #else
                return view.window?.screen.coordinateSpace
                #endif
            }
            #endif
            """
        let violations = platformGuard.check(source: source, file: "Screen.swift")
        // The `#else` branch is for none of the UIKit platforms; only a macOS build would reach it,
        // and macOS has no UIKit.
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func conditionsItCannotDecideCountAsCompiled() {
        let source = """
            #if DEBUG
            import CoreGraphics
            #endif
            let empty = CGRect.zero
            """
        #expect(platformGuard.check(source: source, file: "Debug.swift").count == 1)
    }

    @Test func platformsAreReadFromTheManifestsPlatformsList() {
        let manifest = """
            let package = Package(
                name: "P",
                platforms: [.iOS(.v17), .tvOS("17.0")],
                targets: [.target(name: "macOS")]
            )
            """
        #expect(PlatformGuard.declaredPlatforms(inManifest: manifest) == [.iOS, .tvOS])
    }
}
