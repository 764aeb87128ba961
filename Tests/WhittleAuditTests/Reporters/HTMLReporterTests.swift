import Testing
@testable import WhittleAudit

struct HTMLReporterTests {
    /// The page is self-contained: inline CSS and SVG, no scripts or external resources.
    @Test func isSelfContained() {
        let output = HTMLReporter().render(SampleReports.report())
        #expect(output.hasPrefix("<!DOCTYPE html>"))
        #expect(output.contains("<style>"))
        #expect(output.contains("<svg"))
        #expect(!output.contains("<script"))
        #expect(!output.contains("src=") && !output.contains("<link"))
    }

    /// Names and messages are escaped, so source text can never inject markup.
    @Test func escapesText() {
        var report = SampleReports.report()
        report.viewControllers[1].name = "Box<T>"
        report.viewControllers[1].findings[0].message = "a & \"b\""
        let output = HTMLReporter().render(report)
        #expect(output.contains("Box&lt;T&gt;"))
        #expect(output.contains("a &amp; &quot;b&quot;"))
        #expect(!output.contains("Box<T>"))
    }

    /// Controller headings keep the heading's size: the `code` rule must not set a fixed font
    /// size that overrides `h2` (it rendered at 12 px).
    @Test func headingsKeepTheirSize() {
        let output = HTMLReporter().render(SampleReports.report())
        #expect(!output.contains("code { font: 12px"))
        #expect(output.contains("h2 code { font-size: inherit; }"))
        #expect(output.contains("<h2 id=\"vc-ProfileViewController\">"))
    }

    /// Every controller has a unique anchor that the chart links to, even when two share a
    /// name; a legend explains the colours.
    @Test func anchorsAndLegend() {
        var report = SampleReports.report()
        var twin = SampleReports.settings
        twin.file = "/project/TV/SettingsViewController.swift"
        report.viewControllers.append(twin)
        let output = HTMLReporter().render(report)
        #expect(output.contains("id=\"vc-SettingsViewController\""))
        #expect(output.contains("id=\"vc-SettingsViewController-2\""))
        #expect(output.contains("<a href=\"#vc-SettingsViewController-2\">"))
        #expect(output.contains("class=\"legend\""))
        #expect(output.contains("lines now"))
        #expect(HTMLReporter.anchors(for: [twin, twin, SampleReports.settings]) == [
            "vc-SettingsViewController", "vc-SettingsViewController-2", "vc-SettingsViewController-3",
        ])
    }

    /// A long controller name gets the room it needs in the chart instead of running into
    /// the bars.
    @Test func longNamesAreNotCutOff() throws {
        var report = SampleReports.report()
        report.viewControllers[1].name = String(repeating: "Long", count: 20) + "ViewController"
        let output = HTMLReporter().render(report)
        let rect = try #require(output.range(of: "<rect x=\""))
        let x = Int(output[rect.upperBound...].prefix { $0.isNumber }) ?? 0
        #expect(x >= report.viewControllers[1].name.count * 7)
    }
}

extension HTMLReporterTests {
    /// The heat map has a row per controller with work to extract and a column per
    /// responsibility those carry, misplaced ones first; a cell holds the number of members,
    /// shaded by kind.
    @Test func heatMapShowsControllersByResponsibilities() throws {
        let output = HTMLReporter().render(SampleReports.report())
        let table = try #require(output.range(of: "<table class=\"heat\"").map { String(output[$0.lowerBound...]) })
        let head = try #require(table.components(separatedBy: "</thead>").first)
        let columns = head.components(separatedBy: "<th scope=\"col\"").dropFirst().map {
            $0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
        }
        #expect(columns == ["networking", "navigation", "rendering"])
        #expect(table.contains("<a href=\"#vc-ProfileViewController\">Profile<wbr>View<wbr>Controller</a></th><td class=\"m1\" title=\"ProfileViewController: networking, 2 members\">2</td>"))
        #expect(table.contains("<td class=\"k1\""))
        #expect(table.components(separatedBy: "<tr><th scope=\"row\"").count - 1 == 1, "the lean controller has no row")
        #expect(!HTMLReporter().render(AuditReport(
            filesScanned: 1, linesScanned: 40, viewControllers: [SampleReports.settings], diagnostics: [])).contains("class=\"heat\""))
    }

    /// Rules and responsibilities are explained in the page by their one description: a
    /// finding's rule and a heat-map column carry it as a tooltip.
    @Test func descriptionsAreTooltips() {
        let output = HTMLReporter().render(SampleReports.report())
        #expect(output.contains("<code title=\"\(HTMLReporter.escape(RuleID.massiveViewController.summary))\">massive-view-controller</code>"))
        #expect(output.contains("title=\"\(HTMLReporter.escape("The view controller itself \(Responsibility.networking.definition)."))\">networking</th>"))
    }

    /// Long names in the heat map wrap between words (before a capital that follows a
    /// lower-case letter), never inside one, and stay escaped.
    @Test func heatMapNamesBreakBetweenWords() {
        #expect(HTMLHeatMap.breakable("URLSessionViewController") == "URLSession<wbr>View<wbr>Controller")
        #expect(HTMLHeatMap.breakable("Box<T>Controller") == "Box&lt;T&gt;Controller")
        #expect(HTMLHeatMap.breakable("lower") == "lower")
    }
}
