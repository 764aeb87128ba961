import Foundation
import Testing
@testable import WhittleAudit

struct BadInputTests {
    static let controller = "final class GoodViewController: UIViewController {}\n"

    /// Binary, non-UTF-8 and empty files become diagnostics and the rest is still audited.
    @Test func badFilesAreReportedAndSkipped() throws {
        let folder = try TemporaryFolder()
        try folder.write("Good.swift", Self.controller)
        try folder.write("Binary.swift", Data([0x63, 0x6C, 0x00, 0x01, 0x02]))
        try folder.write("Latin1.swift", Data([0x2F, 0x2F, 0x20, 0xE9, 0x74, 0xE9, 0x0A]))
        try folder.write("Empty.swift", "")
        let report = try Auditor().audit(paths: [folder.path])
        #expect(report.viewControllers.map(\.name) == ["GoodViewController"])
        let kinds = Dictionary(uniqueKeysWithValues: report.diagnostics.map { (($0.file as NSString).lastPathComponent, $0.kind) })
        #expect(kinds == ["Binary.swift": .binary, "Latin1.swift": .notUTF8, "Empty.swift": .empty])
        #expect(report.filesScanned == 4)
    }

    /// Files over the size limit are skipped with a message saying how to exclude them.
    @Test func tooLargeFilesAreSkipped() throws {
        let folder = try TemporaryFolder()
        let line = "let generated = 1\n"
        let big = String(repeating: line, count: FileParser.maximumFileSize / line.utf8.count + 10)
        let path = try folder.write("Generated.swift", big)
        let report = try Auditor().audit(paths: [path])
        #expect(report.diagnostics.map(\.kind) == [.tooLarge])
        #expect(report.diagnostics.first?.message.contains("exclude") == true)
    }

    /// Thousands of nested parentheses and closures neither crash nor hang the audit; the file
    /// is reported and the controller around them still found.
    @Test(arguments: [("(", ")"), ("{ ", " }")])
    func deepNestingIsSafe(_ open: String, _ close: String) throws {
        let depth = 5_000
        let expression = String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
        let source = "final class DeepViewController: UIViewController {\n    private func f() {\n        _ = \(expression)\n    }\n}\n"
        let folder = try TemporaryFolder()
        try folder.write("Deep.swift", source)
        let report = try Auditor().audit(paths: [folder.path], jobs: 1)
        #expect(report.diagnostics.map(\.kind) == [.tooDeeplyNested])
        #expect(report.viewControllers.map(\.name) == ["DeepViewController"])
    }

    /// Deeply nested square brackets, on which the parser would take exponential time, skip
    /// the file with a diagnostic; the other files are still audited.
    @Test func deepSquareBracketsSkipTheFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("Good.swift", Self.controller)
        let depth = 1_000
        try folder.write("Deep.swift", "let x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        let report = try Auditor().audit(paths: [folder.path])
        #expect(report.diagnostics.map(\.kind) == [.tooDeeplyNested])
        #expect(report.viewControllers.map(\.name) == ["GoodViewController"])
    }

    /// A symlink loop is reported once and does not make the walk loop.
    @Test func symlinkLoopsAreReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Good.swift", Self.controller)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/App/Loop", withDestinationPath: folder.path + "/App")
        let report = try Auditor().audit(paths: [folder.path])
        #expect(report.viewControllers.count == 1)
        #expect(report.diagnostics.map(\.kind) == [.symlinkLoop])
    }

    /// An unreadable file is reported. Root reads anything, so the test needs another user.
    @Test(.enabled(if: getuid() != 0, "root can read files without permissions"))
    func unreadableFilesAreReported() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Secret.swift", Self.controller)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        let report = try Auditor().audit(paths: [folder.path])
        #expect(report.diagnostics.map(\.kind) == [.unreadable])
    }

    /// A missing path stops the audit with an error that names it.
    @Test func missingPathThrows() {
        #expect(throws: AuditError.pathNotFound("/no/such/folder")) {
            try Auditor().audit(paths: ["/no/such/folder"])
        }
    }

    /// The audit never writes to the files it reads.
    @Test func filesAreNotModified() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Good.swift", Self.controller)
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        _ = try Auditor().audit(paths: [folder.path])
        let after = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(before == after)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.controller)
    }
}
