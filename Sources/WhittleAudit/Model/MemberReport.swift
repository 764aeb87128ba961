/// A member of a unit with the fragments of its body attributed to responsibilities: what a
/// prescription moves is read from these.
public struct MemberReport: Codable, Sendable, Equatable {
    /// The signature-like name: `tableView(_:cellForRowAt:)`, `body`.
    public var name: String
    /// The file the member is declared in.
    public var file: String
    /// The 1-based first and last lines of the member.
    public var startLine: Int
    public var endLine: Int
    /// The member's fragments by line, kept work included.
    public var fragments: [MemberFragment]

    public init(name: String, file: String, startLine: Int, endLine: Int, fragments: [MemberFragment]) {
        self.name = name
        self.file = file
        self.startLine = startLine
        self.endLine = endLine
        self.fragments = fragments
    }
}

/// Lines of a member that do one responsibility's work: from one piece of its evidence to the
/// next, with no other responsibility's evidence between them.
public struct MemberFragment: Codable, Sendable, Equatable {
    /// The first and last line, 1-based: `[412, 440]`.
    public var lines: [Int]
    /// The responsibility the lines do.
    public var responsibility: Responsibility

    public init(lines: [Int], responsibility: Responsibility) {
        self.lines = lines
        self.responsibility = responsibility
    }

    /// Every line of the fragment.
    var lineRange: ClosedRange<Int> { (lines.first ?? 0)...max(lines.first ?? 0, lines.last ?? 0) }
}

/// What one prescription takes out of one member: the whole member, or line ranges of it.
public struct Move: Codable, Sendable, Equatable {
    /// The member's name.
    public var member: String
    /// The file the member is declared in.
    public var file: String
    /// The line ranges taken, each `[first, last]`, ascending.
    public var lines: [[Int]]
    /// Whether the whole member moves; otherwise it stays and leaves a call in place of each range.
    public var whole: Bool

    public init(member: String, file: String, lines: [[Int]], whole: Bool) {
        self.member = member
        self.file = file
        self.lines = lines
        self.whole = whole
    }

    /// `lines` (ascending) as `[first, last]` ranges of consecutive lines.
    static func ranges(_ lines: [Int]) -> [[Int]] {
        var result: [[Int]] = []
        for line in lines {
            if let last = result.last?.last, line == last + 1 { result[result.count - 1][1] = line } else { result.append([line, line]) }
        }
        return result
    }
}
