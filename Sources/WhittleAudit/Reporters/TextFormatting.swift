/// Small text helpers shared by the human-readable reporters.
enum TextFormatting {
    /// What a prescription moves, in words: its members, or — when the work sits only in
    /// lifecycle methods or initialisers, which stay — the lines inside them.
    static func moves(_ prescription: Prescription, quote: (String) -> String = { $0 }) -> String {
        let parts = prescription.parts.map { part in
            let ranges = Move.ranges(part.lines)
            let lines = (ranges.count == 1 && ranges[0][0] == ranges[0][1] ? "line " : "lines ")
                + ranges.map { $0[0] == $0[1] ? "\($0[0])" : "\($0[0])–\($0[1])" }.joined(separator: ", ")
            return "part of " + quote(part.member) + " (\(lines))"
        }
        return (prescription.members.map(quote) + parts).joined(separator: ", ")
    }

    /// A prescription's role, and the flow its work goes with when it only serves requests:
    /// `logic-controller, with the networking flow`.
    static func role(of prescription: Prescription) -> String {
        prescription.role.rawValue + (prescription.joins.map { ", with the \($0.id) flow" } ?? "")
    }

    /// What a prescription says when Whittle has no type for its role: what the app writes.
    static func noBuildingBlock(_ prescription: Prescription) -> String {
        "no Whittle building block: write \(prescription.role.typeName)"
    }

    /// `text` padded with spaces to `width` characters (left-aligned).
    static func padRight(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// `text` padded with spaces to `width` characters (right-aligned).
    static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    /// "1 error", "2 warnings".
    static func plural(_ count: Int, _ singular: String, _ pluralForm: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : (pluralForm ?? singular + "s"))"
    }

    /// A two-decimal number without locale surprises.
    static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        let hundredths = Int((value * 100).rounded())
        let fraction = abs(hundredths % 100)
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// The findings summary sentence shared by text and Markdown.
    static func summary(of report: AuditReport) -> String {
        let counts = [
            plural(report.count(of: .error), "error"), plural(report.count(of: .warning), "warning"),
            plural(report.count(of: .note), "note"),
        ]
        var units = [plural(report.viewControllers.count, "view controller")]
        if !report.swiftUIViews.isEmpty { units.append(plural(report.swiftUIViews.count, "SwiftUI view")) }
        if !report.viewModels.isEmpty { units.append(plural(report.viewModels.count, "view model")) }
        return "\(counts.joined(separator: ", ")) in \(units.joined(separator: ", "))"
            + " (\(plural(report.filesScanned, "file")), \(plural(report.linesScanned, "line")) read)."
    }
}
