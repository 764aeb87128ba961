/// A code snippet that shows a detector or rule at work; examples run as tests and print in
/// `whittle explain`.
///
/// As in SwiftLint, a `↓` in a triggering example marks where the evidence (or the finding)
/// is expected: `↓navigationController?.pushViewController(next, animated: true)`. The
/// markers are removed from ``code``; their lines are kept in ``markedLines``.
public struct AuditExample: Sendable, Equatable {
    /// The marker that points at the expected evidence.
    public static let marker: Character = "↓"

    /// Swift source, usually a small view controller, without markers: what the auditor reads.
    public var code: String
    /// The 1-based lines of ``code`` that held a marker, in order, each once.
    public var markedLines: [Int]
    /// The file the example is written in, so a failing example points at itself.
    public var file: String
    /// The line of the example in ``file``.
    public var line: Int
    /// Thresholds the example is audited with, when it shows a limit at a size that fits on a
    /// page (a 400-line controller does not): `nil` for the defaults.
    public var thresholds: AuditConfiguration.Thresholds?

    /// An example from source with optional `↓` markers.
    public init(
        _ code: String, thresholds: AuditConfiguration.Thresholds? = nil, file: String = #filePath, line: Int = #line
    ) {
        var lines: [Int] = []
        var lineNumber = 1
        var unmarked = ""
        unmarked.reserveCapacity(code.utf8.count)
        for character in code {
            if character == Self.marker {
                if lines.last != lineNumber { lines.append(lineNumber) }
                continue
            }
            if character == "\n" { lineNumber += 1 }
            unmarked.append(character)
        }
        self.code = unmarked
        self.markedLines = lines
        self.file = file
        self.line = line
        self.thresholds = thresholds
    }

    /// The configuration the example is audited with.
    public var configuration: AuditConfiguration {
        var configuration = AuditConfiguration()
        if let thresholds { configuration.thresholds = thresholds }
        return configuration
    }
}
