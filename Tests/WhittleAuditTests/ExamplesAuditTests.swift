import Foundation
import Testing
import WhittleAudit

/// The audit of the bundled example screens: every massive controller carries its real
/// responsibilities, every lean controller carries only the kept four.
struct ExamplesAuditTests {
    @Test func dump() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples").path
        let report = try Auditor().audit(paths: [examples])
        for c in report.viewControllers {
            print("VC", c.name, c.file.split(separator: "/").suffix(3).joined(separator: "/"), c.metrics.lines)
            for r in c.responsibilities { print("   ", r.id.rawValue, r.members.prefix(6)) }
            for f in c.findings { print("   !", f.rule.rawValue, f.member ?? "") }
        }
    }
}
