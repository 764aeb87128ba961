/// Thrown by ``SceneHarness`` when what the screen did differs from what the test
/// expected; its description is a `−expected / +actual` diff.
public struct SceneMismatch: Error, CustomStringConvertible {
    /// The events the test expected.
    public let expected: [String]
    /// The events the screen produced.
    public let actual: [String]
    /// What went wrong, in a sentence.
    public let summary: String
    /// Where the failing assertion is, `File.swift:42`: a thrown error carries no location of
    /// its own, so the test runner would otherwise point at the test function.
    public let location: String

    /// Creates a mismatch.
    public init(expected: [String], actual: [String], summary: String, location: String) {
        self.expected = expected
        self.actual = actual
        self.summary = summary
        self.location = location
    }

    /// The location and summary followed by a line diff of expected and actual events, common
    /// prefix first.
    public var description: String {
        var lines = ["\(location): \(summary)", "(− expected, + actual)"]
        let common = zip(expected, actual).prefix { $0 == $1 }.count
        for line in expected.prefix(common) { lines.append("    \(line)") }
        for line in expected.dropFirst(common) { lines.append("  − \(line)") }
        for line in actual.dropFirst(common) { lines.append("  + \(line)") }
        return lines.joined(separator: "\n")
    }
}
