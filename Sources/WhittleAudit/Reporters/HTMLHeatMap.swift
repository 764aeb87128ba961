/// The HTML report's heat map: one row per controller, one column per responsibility that
/// any controller carries, each cell shaded by how many members do that work. Plain HTML and
/// CSS (no script, no image), so long names wrap instead of being cut off.
enum HTMLHeatMap {
    /// The CSS the table needs, part of the page's `<style>`.
    static let style = """
        table.heat { border-collapse: collapse; margin: 0; font-size: 12px; }
        table.heat th, table.heat td { border: 1px solid #e4e4e4; padding: 2px 4px; text-align: center; }
        table.heat th.name { text-align: left; font-weight: normal; overflow-wrap: anywhere; min-width: 8em; max-width: 13em; }
        table.heat thead th { writing-mode: vertical-rl; transform: rotate(180deg); font-weight: normal; white-space: nowrap; }
        table.heat td.m1 { background: #fde2c8; } table.heat td.m2 { background: #f9b98a; } table.heat td.m3 { background: #f4a261; }
        table.heat td.k1, table.heat td.k2, table.heat td.k3 { background: #d8f0d8; }
        """

    /// The table for the controllers of `controllers` (worst first) that carry a misplaced
    /// responsibility — lean ones would add rows with nothing to do — each row's name linking
    /// to its entry in `anchors`.
    static func table(_ all: [ViewControllerReport], anchors allAnchors: [String]) -> String {
        let rows = zip(all, allAnchors).filter { !$0.0.misplacedResponsibilities.isEmpty }
        let controllers = rows.map(\.0)
        let anchors = rows.map(\.1)
        let carried = Set(controllers.flatMap { $0.responsibilities.map(\.id) })
        // Misplaced responsibilities first, then kept ones, each in the catalogue's order.
        let columns = Responsibility.allCases.filter { carried.contains($0) }.sorted { lhs, rhs in
            lhs.isKept != rhs.isKept ? !lhs.isKept : lhs < rhs
        }
        guard !columns.isEmpty else { return "" }
        var lines = [
            "<table class=\"heat\" aria-label=\"Members per responsibility and view controller\">",
            "<thead><tr><th></th>" + columns.map {
                "<th scope=\"col\" title=\"\(HTMLReporter.escape("The view controller itself \($0.definition)."))\">"
                    + "\(HTMLReporter.escape($0.id))</th>"
            }.joined() + "</tr></thead>",
            "<tbody>",
        ]
        for (controller, anchor) in zip(controllers, anchors) {
            let counts = Dictionary(
                controller.responsibilities.map { ($0.id, max(1, $0.members.count)) }, uniquingKeysWith: +)
            let cells = columns.map { column -> String in
                guard let count = counts[column] else { return "<td></td>" }
                let shade = count >= 6 ? 3 : count >= 3 ? 2 : 1
                let title = "\(controller.name): \(column.id), \(count) member\(count == 1 ? "" : "s")"
                return "<td class=\"\(column.isKept ? "k" : "m")\(shade)\" title=\"\(HTMLReporter.escape(title))\">\(count)</td>"
            }
            lines.append("<tr><th scope=\"row\" class=\"name\"><a href=\"#\(anchor)\">\(breakable(controller.name))</a></th>"
                + cells.joined() + "</tr>")
        }
        lines.append("</tbody></table>")
        return lines.joined(separator: "\n")
    }

    /// `name` escaped, with a line-break opportunity (`<wbr>`) where a capital follows a
    /// lower-case letter, so a long name wraps between its words in a narrow column.
    static func breakable(_ name: String) -> String {
        var result = ""
        var previousIsLowercase = false
        for character in name {
            if previousIsLowercase && character.isUppercase { result += "<wbr>" }
            result += HTMLReporter.escape(String(character))
            previousIsLowercase = character.isLowercase
        }
        return result
    }
}
