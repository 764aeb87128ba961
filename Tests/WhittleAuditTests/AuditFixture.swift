import Testing
@testable import WhittleAudit

/// Audits in-memory sources for tests.
enum AuditFixture {
    static func audit(
        _ sources: [(path: String, text: String)], configuration: AuditConfiguration = AuditConfiguration()
    ) -> AuditReport {
        Auditor(configuration: configuration).audit(sources: sources)
    }

    static func audit(_ source: String, configuration: AuditConfiguration = AuditConfiguration()) -> AuditReport {
        audit([("Example.swift", source)], configuration: configuration)
    }

    /// A catalog example, audited as a file of its language with its thresholds.
    static func audit(_ example: AuditExample) -> AuditReport {
        audit([(example.fileName, example.code)], configuration: example.configuration)
    }
}

extension AuditReport {
    func controller(_ name: String) -> ViewControllerReport? {
        viewControllers.first { $0.name == name }
    }

    /// The unit of any kind named `name`: a controller, a SwiftUI view or a view model.
    func unit(_ name: String) -> ViewControllerReport? {
        units.first { $0.name == name }
    }
}

extension ViewControllerReport {
    var responsibilityIDs: Set<Responsibility> { Set(responsibilities.map(\.id)) }
    func responsibility(_ id: Responsibility) -> ResponsibilityReport? { responsibilities.first { $0.id == id } }
}

extension DetectorDescription: CustomTestStringConvertible {
    public var testDescription: String { responsibility.id }
}

extension RuleDescription: CustomTestStringConvertible {
    public var testDescription: String { id.rawValue }
}
