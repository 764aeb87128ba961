import Testing
@testable import WhittleAudit

struct DiscoveryTests {
    /// Build products, dependencies (prebuilt frameworks' headers too) and VCS folders are never audited.
    @Test func skipsToolFolders() throws {
        let folder = try TemporaryFolder()
        for path in ["App/A.swift", ".build/B.swift", ".build-release/C.swift", "Pods/D.swift", "Carthage/E.swift",
            "DerivedData/F.swift", ".git/G.swift", "App/readme.md", "Vendor/Dropbox.framework/Headers/DBRestClient.h",
            "Vendor/Firebase.xcframework/ios-arm64/Headers/FIRApp.h"]
        {
            try folder.write(path, "let x = 1\n")
        }
        let found = try FileDiscovery(configuration: AuditConfiguration()).discover([folder.path]).files
        #expect(found.map { String($0.dropFirst(folder.path.count + 1)) } == ["App/A.swift"])
    }

    /// Configured excludes and includes are globs relative to the audited folder.
    @Test func honoursIncludeAndExclude() throws {
        let folder = try TemporaryFolder()
        for path in ["App/A.swift", "App/Generated/B.swift", "Tests/C.swift", "App/Sub/D.swift"] {
            try folder.write(path, "let x = 1\n")
        }
        var configuration = AuditConfiguration()
        configuration.include = ["App/**"]
        configuration.exclude = ["Generated"]
        let found = try FileDiscovery(configuration: configuration).discover([folder.path]).files
        #expect(found.map { String($0.dropFirst(folder.path.count + 1)) } == ["App/A.swift", "App/Sub/D.swift"])
    }

    /// The glob matcher handles `**`, `*` and `?`; patterns without `/` match any component.
    @Test(arguments: [
        ("**/*.swift", "A.swift", true), ("**/*.swift", "a/b/C.swift", true), ("Sources/*.swift", "Sources/a/B.swift", false),
        ("Sources/**/View?.swift", "Sources/x/y/ViewA.swift", true), ("Sources/**/View?.swift", "Sources/ViewAB.swift", false),
        ("Generated", "App/Generated/X.swift", true), ("*+Mock.swift", "App/User+Mock.swift", true),
        ("Tests/**", "Tests/A/B.swift", true), ("Tests/**", "App/Tests.swift", false),
    ])
    func globs(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(GlobPattern(pattern).matches(path) == expected)
    }
}
