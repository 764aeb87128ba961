/// Thrown by ``SceneHarness`` when what the screen did differs from what the test
/// expected; its description is a `−expected / +actual` diff.
public struct SceneMismatch: Error, CustomStringConvertible {
    /// The events the test expected.
    public let expected: [String]
    /// The events the screen produced.
    public let actual: [String]
    /// What went wrong, in a sentence.
    public let summary: String

    /// The summary followed by a line diff of expected and actual events, common prefix first.
    public var description: String {
        var lines = [summary, "(− expected, + actual)"]
        let common = zip(expected, actual).prefix { $0 == $1 }.count
        for line in expected.prefix(common) { lines.append("    \(line)") }
        for line in expected.dropFirst(common) { lines.append("  − \(line)") }
        for line in actual.dropFirst(common) { lines.append("  + \(line)") }
        return lines.joined(separator: "\n")
    }
}
