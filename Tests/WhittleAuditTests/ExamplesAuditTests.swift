import Foundation
import Testing
import WhittleAudit

/// The audit of the bundled example screens (`swift run whittle audit Examples`): every
/// massive controller carries the responsibilities its seed describes, every lean controller
/// only the kept four, with no findings.
struct ExamplesAuditTests {
    /// The `Examples/` folder of this checkout.
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples").path

    /// One audit shared by every test: parsing a debug build of swift-syntax is slow.
    private static let report = Result { try Auditor().audit(paths: [examples]) }

    private static func audit() throws -> AuditReport {
        try report.get()
    }

    /// Each massive controller is reported with (at least) the misplaced responsibilities its
    /// screen is written to have, is flagged as a massive view controller, and gets a
    /// prescription for each misplaced responsibility.
    @Test(arguments: [
        ("MassivePhotosViewController", [
            Responsibility.dataSource, .cellConfiguration, .networking, .persistence, .caching, .navigation,
            .formatting, .userInput, .alerts, .domainLogic,
        ]),
        ("MassiveProfileViewController", [
            .networking, .persistence, .caching, .navigation, .viewConstruction, .layout, .formatting, .userInput,
            .alerts, .validation, .animation,
        ]),
        ("MassiveNewMessageViewController", [
            .networking, .keyboard, .navigation, .viewConstruction, .layout, .userInput, .alerts, .validation,
            .systemServices,
        ]),
        ("MassiveEmailFormViewController", [
            .networking, .persistence, .keyboard, .navigation, .userInput, .alerts, .validation, .domainLogic,
        ]),
        ("MassiveTagViewController", [
            .dataSource, .cellConfiguration, .networking, .caching, .navigation, .viewConstruction, .layout,
            .formatting, .userInput, .domainLogic,
        ]),
    ])
    func massiveControllers(name: String, expected: [Responsibility]) throws {
        let report = try Self.audit()
        let controller = try #require(report.viewControllers.first { $0.name == name })
        let misplaced = Set(controller.misplacedResponsibilities.map(\.id))
        #expect(misplaced.isSuperset(of: expected), "missing: \(Set(expected).subtracting(misplaced))")
        #expect(controller.file.contains("/Massive/"))
        #expect(controller.findings.contains { $0.rule.rawValue == "massive-view-controller" })
        #expect(Set(controller.prescriptions.map(\.responsibility)) == misplaced)
    }

    /// The Objective-C twins of seeds 000 and 001 (`MassiveObjC/`: a `.h`, a `.m`, a class
    /// extension header and a category) are one controller each, with their Swift twins'
    /// responsibilities.
    @Test(arguments: [
        ("WHMassivePhotosViewController", [
            Responsibility.dataSource, .cellConfiguration, .networking, .persistence, .caching, .navigation,
            .formatting, .userInput, .alerts, .domainLogic,
        ]),
        ("WHMassiveProfileViewController", [
            .networking, .persistence, .caching, .navigation, .viewConstruction, .layout, .formatting, .userInput,
            .alerts, .validation, .animation,
        ]),
    ])
    func massiveObjectiveCControllers(name: String, expected: [Responsibility]) throws {
        let report = try Self.audit()
        let controllers = report.viewControllers.filter { $0.name == name }
        #expect(controllers.count == 1)
        let controller = try #require(controllers.first)
        let misplaced = Set(controller.misplacedResponsibilities.map(\.id))
        #expect(misplaced.isSuperset(of: expected), "missing: \(Set(expected).subtracting(misplaced))")
        #expect(controller.file.contains("/MassiveObjC/"))
        #expect(controller.findings.contains { $0.rule.rawValue == "massive-view-controller" })
    }

    /// Every lean controller carries only rendering, lifecycle, composition and model
    /// observation, and breaks no rule. Built on WhittleUIKit's `TypedViewController`, each is
    /// known to be a controller rather than assumed from its name.
    @Test func leanControllersAreClean() throws {
        let report = try Self.audit()
        let lean = report.viewControllers.filter { $0.file.contains("/Lean/") }
        #expect(lean.count == 11)
        for controller in lean {
            #expect(!controller.isAssumed, "\(controller.name) should resolve to TypedViewController")
            #expect(controller.misplacedResponsibilities.isEmpty, "\(controller.name): \(controller.misplacedResponsibilities.map(\.id))")
            #expect(controller.findings.isEmpty, "\(controller.name): \(controller.findings.map(\.rule))")
        }
    }

    /// The audit finds exactly the five massive Swift, two massive Objective-C and eleven lean
    /// controllers (the profile's content is a child of its own), and nothing else.
    @Test func findsEveryExampleController() throws {
        let report = try Self.audit()
        let massive = report.viewControllers.filter { $0.file.contains("/Massive/") }.map(\.name).sorted()
        #expect(massive == [
            "MassiveEmailFormViewController", "MassiveNewMessageViewController", "MassivePhotosViewController",
            "MassiveProfileViewController", "MassiveTagViewController",
        ])
        #expect(report.viewControllers.count == 18)
    }
}
