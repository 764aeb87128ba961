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
}
