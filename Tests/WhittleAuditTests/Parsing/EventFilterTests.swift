@_spi(RawSyntax) import SwiftSyntax
import Testing
@testable import WhittleAudit

struct EventFilterTests {
    private let filter = EventFilter(
        names: ["pushViewController", "URLSession", "format"], framingCalls: ["print", "format"],
        callSuffixes: ["ViewController"], membersKeepingEveryName: ["tableView("], typesWithoutControllers: ["UIView"])

    private static func withText<Result>(_ name: String, _ body: (SyntaxText) -> Result) -> Result {
        var name = name
        return name.withUTF8 { body(SyntaxText(baseAddress: $0.baseAddress, count: $0.count)) }
    }

    /// Looks names up from their bytes, with every flag the catalog gave them.
    @Test(arguments: [
        ("pushViewController", EventFilter.Flags.wanted), ("URLSession", .wanted), ("format", [.wanted, .framing]),
        ("print", .framing), ("pushViewControllers", []), ("push", []), ("", []),
    ] as [(String, EventFilter.Flags)])
    func flagsComeFromTheBytes(name: String, flags: EventFilter.Flags) {
        #expect(Self.withText(name) { filter.flags(of: $0) } == flags)
    }

    /// A known name comes back as the one shared string, so facts do not copy it per event:
    /// two look-ups from different bytes give the same storage.
    @Test func knownNamesAreShared() {
        let first = Self.withText("pushViewController") { filter.string(for: $0) }
        let second = Self.withText(String("push" + "ViewController")) { filter.string(for: $0) }
        #expect(first == "pushViewController")
        let sameStorage = first.utf8.withContiguousStorageIfAvailable { a in
            second.utf8.withContiguousStorageIfAvailable { b in a.baseAddress == b.baseAddress }
        }
        #expect(sameStorage == true)
        let fresh = Self.withText("detailTitle") { filter.string(for: $0) }
        #expect(fresh == "detailTitle")
    }

    /// A call of a type counts by suffix only with a prefix before the suffix.
    @Test(arguments: [("ProfileViewController", true), ("ViewController", false), ("ProfileView", false), ("profileViewController", false)])
    func callSuffix(name: String, expected: Bool) {
        #expect(Self.withText(name) { filter.wantsCall($0) } == expected)
    }

    /// Every name the built-in catalog's front ends must keep is found again, whatever the
    /// probe sequence.
    @Test func everyBuiltInEventNameIsFound() {
        let catalog = AuditCatalog()
        for name in catalog.signals.eventNames {
            #expect(Self.withText(name) { catalog.eventFilter.wants($0) }, "\(name) was not found")
        }
        for name in catalog.names.loggingCalls {
            #expect(Self.withText(name) { catalog.eventFilter.flags(of: $0).contains(.framing) }, "\(name) does not frame")
        }
    }
}
