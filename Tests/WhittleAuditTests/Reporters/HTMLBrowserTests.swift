import Foundation
import Testing
@testable import WhittleAudit

/// The HTML report rendered by a real browser (headless Chromium): every controller and every
/// responsibility it carries is on the page, no text is cut off, and the page logs no error.
/// `.ci/run` installs Debian's `chromium`; without it the test is skipped.
struct HTMLBrowserTests {
    /// The Chromium binary: `$CHROMIUM`, else the first of the usual names on this machine.
    static let chromium: String? = {
        let candidates = [ProcessInfo.processInfo.environment["CHROMIUM"]].compactMap { $0 }
            + ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Added by the test, not by the reporter (whose page has no script): records errors and
    /// failed loads into `data-errors`, and after layout lists text that does not fit its box
    /// (a chart label past the SVG's edge, a heat-map cell narrower than its text) in `data-cut`.
    static let probe = """
        <script>
        (function () {
          var errors = [];
          function record(text) { errors.push(String(text)); document.documentElement.setAttribute('data-errors', errors.join(' | ')); }
          window.addEventListener('error', function (event) {
            record(event.message || ('failed to load ' + (event.target && (event.target.src || event.target.href))));
          }, true);
          var original = console.error;
          console.error = function () { record(Array.prototype.join.call(arguments, ' ')); original.apply(console, arguments); };
          window.addEventListener('load', function () {
            var cut = [];
            document.querySelectorAll('svg').forEach(function (svg) {
              var width = svg.width.baseVal.value;
              svg.querySelectorAll('text').forEach(function (text) {
                var box = text.getBBox();
                if (box.x + box.width > width + 0.5) cut.push(text.textContent);
              });
            });
            document.querySelectorAll('table.heat th, table.heat td').forEach(function (cell) {
              if (cell.scrollWidth > cell.clientWidth + 1) cut.push(cell.textContent);
            });
            document.documentElement.setAttribute('data-cut', cut.join(' | '));
            document.documentElement.setAttribute('data-checked', 'yes');
          });
        })();
        </script>
        """

    /// A report with a long controller name, controllers with work to extract and a lean one.
    static func report() -> AuditReport {
        let long = "CustomerSupportConversationTranscriptAttachmentPreviewViewController"
        let playlist = BaselineIdentityTests.source(
            order: Array(BaselineIdentityTests.members.indices), names: BaselineIdentityTests.privateNames)
        return AuditFixture.audit([
            ("App/Playlist.swift", playlist),
            ("App/Support/\(long).swift", playlist.replacingOccurrences(of: "PlaylistViewController", with: long)),
            ("App/Profile.swift", ReportDiffTests.profile(extra: ReportDiffTests.alert)),
            ("App/Settings.swift", ReportDiffTests.lean),
        ])
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium); .ci/run installs it"))
    func rendersEveryControllerAndResponsibilityWithoutErrors() throws {
        let chromium = try #require(Self.chromium)
        let report = Self.report()
        let page = HTMLReporter().render(report)
        // The only URL on the page is the SVG namespace: nothing is loaded from the network.
        let urls = page.components(separatedBy: "http").count - 1
        let namespaces = page.components(separatedBy: "\"http://www.w3.org/2000/svg\"").count - 1
        #expect(urls == namespaces, "the page must load nothing from the network")

        let folder = try TemporaryFolder()
        let file = try folder.write("report.html", page.replacingOccurrences(of: "<head>\n", with: "<head>\n" + Self.probe + "\n"))
        let dom = try Self.dumpDOM(chromium: chromium, file: file, folder: folder)

        #expect(dom.contains("data-checked=\"yes\""), "the probe did not run: \(dom.prefix(300))")
        #expect(!dom.contains("data-errors="), "the page logged errors: \(Self.attribute("data-errors", in: dom) ?? "")")
        #expect(Self.attribute("data-cut", in: dom) == "", "text cut off: \(Self.attribute("data-cut", in: dom) ?? "no data-cut")")
        #expect(report.viewControllers.count == 4)
        for controller in report.viewControllers {
            #expect(dom.contains(">\(HTMLReporter.escape(controller.name))<"), "\(controller.name) is not on the page")
        }
        let carried = Set(report.viewControllers.flatMap { $0.responsibilities.map(\.id) })
        #expect(carried.count > 4)
        for responsibility in carried {
            #expect(dom.contains("<th scope=\"col\"") && dom.contains(">\(responsibility.id)</th>"),
                    "the heat map has no column for \(responsibility.id)")
        }
    }

    /// `chromium --headless --dump-dom`, with a time limit and a profile of its own.
    static func dumpDOM(chromium: String, file: String, folder: TemporaryFolder) throws -> String {
        let output = folder.path + "/dom.html"
        let errors = folder.path + "/chromium.log"
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        _ = FileManager.default.createFile(atPath: errors, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = [
            "120", chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--user-data-dir=\(folder.path)/profile", "--virtual-time-budget=5000", "--dump-dom",
            URL(fileURLWithPath: file).absoluteString,
        ]
        let outputHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        let errorHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        try outputHandle.close()
        try errorHandle.close()
        let log = String(decoding: try Data(contentsOf: URL(fileURLWithPath: errors)), as: UTF8.self)
        #expect(process.terminationStatus == 0, "chromium exited \(process.terminationStatus): \(log.suffix(2000))")
        return String(decoding: try Data(contentsOf: URL(fileURLWithPath: output)), as: UTF8.self)
    }

    /// The value of `name="…"` in `html`, or `nil`.
    static func attribute(_ name: String, in html: String) -> String? {
        guard let start = html.range(of: "\(name)=\"") else { return nil }
        guard let end = html[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(html[start.upperBound..<end])
    }
}
