@_spi(RawSyntax) import SwiftSyntax
import Testing
@testable import WhittleAudit

struct SignalNameIndexTests {
    private let index = SignalNameIndex(
        roles: ["pushViewController": [.call], "URLSession": [.type, .call], "format": [.labelSensitive], "print": [.loggingCall]],
        controllerSuffixes: ["ViewController"])

    /// Looks names up from their bytes, with every role a signal gives them.
    @Test(arguments: [
        ("pushViewController", SignalNameIndex.Roles.call), ("URLSession", [.type, .call]), ("format", .labelSensitive),
        ("print", .loggingCall), ("pushViewControllers", []), ("push", []), ("", []),
    ] as [(String, SignalNameIndex.Roles)])
    func rolesComeFromTheBytes(name: String, roles: SignalNameIndex.Roles) {
        var name = name
        let found = name.withUTF8 { index.roles(of: SyntaxText(baseAddress: $0.baseAddress, count: $0.count)) }
        #expect(found == roles)
    }

    /// A known name comes back as the one shared string, so facts do not copy it per token.
    @Test func knownNamesAreShared() {
        var name = "pushViewController"
        let shared = name.withUTF8 { index.string(for: SyntaxText(baseAddress: $0.baseAddress, count: $0.count)) }
        #expect(shared == "pushViewController")
        var other = "detailTitle"
        let fresh = other.withUTF8 { index.string(for: SyntaxText(baseAddress: $0.baseAddress, count: $0.count)) }
        #expect(fresh == "detailTitle")
    }

    /// A constructed type counts as a controller only with a prefix before the suffix.
    @Test(arguments: [("ProfileViewController", true), ("ViewController", false), ("ProfileView", false)])
    func controllerSuffix(name: String, expected: Bool) {
        var name = name
        let result = name.withUTF8 { index.hasControllerSuffix(SyntaxText(baseAddress: $0.baseAddress, count: $0.count)) }
        #expect(result == expected)
    }

    /// Every name of the built-in table is found again, whatever the probe sequence.
    @Test func everyBuiltInSignalNameIsFound() {
        let table = SignalTable.shared
        for key in table.tokens.keys where key.kind != .labeledCall && key.kind != .interpolation {
            var name = key.name
            let roles = name.withUTF8 { table.names.roles(of: SyntaxText(baseAddress: $0.baseAddress, count: $0.count)) }
            #expect(!roles.isEmpty, "\(key.name) was not found")
        }
    }
}
