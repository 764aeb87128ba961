/// A code snippet that shows a detector or rule at work; examples run as tests and the Swift
/// ones print in `whittle explain`.
///
/// As in SwiftLint, a `↓` in a triggering example marks where the evidence (or the finding)
/// is expected: `↓navigationController?.pushViewController(next, animated: true)`. The
/// markers are removed from ``code``; their lines are kept in ``markedLines``.
public struct AuditExample: Sendable, Equatable {
    /// The marker that points at the expected evidence.
    public static let marker: Character = "↓"

    /// Source without markers, usually a small view controller: what the auditor reads.
    public var code: String
    /// The language of ``code``, which it is audited as (``fileName``).
    public var language: SourceLanguage
    /// The 1-based lines of ``code`` that held a marker, in order, each once.
    public var markedLines: [Int]
    /// The file the example is written in, so a failing example points at itself.
    public var file: String
    /// The line of the example in ``file``.
    public var line: Int
    /// Thresholds the example is audited with, when it shows a limit at a size that fits on a
    /// page (a 400-line controller does not): `nil` for the defaults.
    public var thresholds: AuditConfiguration.Thresholds?

    /// A Swift example from source with optional `↓` markers.
    public init(
        _ code: String, thresholds: AuditConfiguration.Thresholds? = nil, file: String = #filePath, line: Int = #line
    ) {
        self.init(code, language: .swift, thresholds: thresholds, file: file, line: line)
    }

    /// An Objective-C example: `methods`, with optional `↓` markers, in the `@implementation`
    /// of a small controller of a `.m` file, declared `@interface ExampleViewController :
    /// <interface>` with a `tableView` and a `sendButton` outlet, on AppKit when `interface`
    /// names an `NS` class and UIKit otherwise.
    public init(
        objectiveC methods: String, interface: String = "UIViewController", file: String = #filePath, line: Int = #line
    ) {
        let kit = interface.hasPrefix("NS") ? (header: "Cocoa/Cocoa.h", prefix: "NS") : (header: "UIKit/UIKit.h", prefix: "UI")
        self.init(
            """
            #import <\(kit.header)>

            @interface ExampleViewController : \(interface)
            @property (nonatomic, weak) IBOutlet \(kit.prefix)TableView *tableView;
            @property (nonatomic, weak) IBOutlet \(kit.prefix)Button *sendButton;
            @end

            @implementation ExampleViewController

            \(methods)

            @end
            """, language: .objectiveC, thresholds: nil, file: file, line: line)
    }

    private init(_ code: String, language: SourceLanguage, thresholds: AuditConfiguration.Thresholds?, file: String, line: Int) {
        // By bytes: every `whittle` run builds the catalog's examples, and Character by
        // Character this was most of a replayed audit's time.
        var lines: [Int] = []
        var lineNumber = 1
        var unmarked: [UInt8] = []
        let utf8 = Array(code.utf8)
        let marker = Array(String(Self.marker).utf8)
        unmarked.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if utf8[index] == marker[0], utf8[index...].starts(with: marker) {
                if lines.last != lineNumber { lines.append(lineNumber) }
                index += marker.count
                continue
            }
            if utf8[index] == UInt8(ascii: "\n") { lineNumber += 1 }
            unmarked.append(utf8[index])
            index += 1
        }
        self.code = String(decoding: unmarked, as: UTF8.self)
        self.language = language
        self.markedLines = lines
        self.file = file
        self.line = line
        self.thresholds = thresholds
    }

    /// The name the example is audited under: `Example.swift`, or `Example.m`.
    public var fileName: String {
        language == .swift ? "Example.swift" : "Example.m"
    }

    /// The configuration the example is audited with.
    public var configuration: AuditConfiguration {
        var configuration = AuditConfiguration()
        if let thresholds { configuration.thresholds = thresholds }
        return configuration
    }
}
