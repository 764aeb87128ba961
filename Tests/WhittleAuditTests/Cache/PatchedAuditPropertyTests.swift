import Foundation
import Testing
import WhittleTesting
@testable import WhittleAudit

/// The property a patched audit must keep (``Auditor/patchedAudit(_:)``): after random edits
/// inside controllers' bodies, the patched report is byte for byte the report without a cache.
///
/// Each seeded run audits the example controllers (and the types they use), then, round after
/// round, adds to one or two controllers a method made of statements taken from the examples
/// (calls into services, table updates, navigation, `UserDefaults`…), so the edited
/// controllers' responsibilities, findings and prescriptions change while their declarations
/// do not. `WHITTLE_CACHE_PROPERTY_RUNS=N` runs N seeds of twice as many rounds.
struct PatchedAuditPropertyTests {
    /// One-line statements of the examples, braces and all `#` lines left out, so that
    /// wrapping them in a method keeps the file's types as they are.
    private static let statements: [String] = {
        var found: Set<String> = []
        for source in CacheTestSupport.exampleSources where source.name.hasSuffix(".swift") {
            for line in source.text.split(separator: "\n") {
                let statement = line.trimmingCharacters(in: .whitespaces)
                guard statement.count > 8, !statement.contains(where: { "{}#\"/".contains($0) }),
                    !statement.hasPrefix("@"), !statement.hasPrefix("case"), !statement.hasPrefix("import"),
                    ["func ", "var ", "let ", "class ", "struct ", "enum ", "extension ", "protocol ", "init", "return", "private", "public", "override", "guard", "final"]
                        .allSatisfy({ !statement.hasPrefix($0) })
                else { continue }
                found.insert(statement)
            }
        }
        return found.sorted()
    }()

    @Test func patchedReportsAreByteIdenticalAfterRandomBodyEdits() throws {
        let seeds = CacheTestSupport.heavyPropertyRuns ?? 2
        let rounds = CacheTestSupport.heavyPropertyRuns == nil ? 4 : 8
        let sources = CacheTestSupport.exampleSources.filter { $0.name.hasSuffix(".swift") }
        let controllers = sources.filter { $0.name.hasSuffix("ViewController.swift") }.map(\.name)
        try #require(controllers.count > 3 && Self.statements.count > 20)
        var patched = 0
        for seed in 0..<UInt64(seeds) {
            var random = SplitMix64(seed: 0xB0D1 + seed)
            let project = try TemporaryFolder()
            let cache = try TemporaryFolder()
            for source in sources { try project.write(source.name, source.text) }
            _ = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
            for round in 0..<rounds {
                for _ in 0..<Int.random(in: 1...2, using: &random) {
                    let name = controllers[Int.random(in: 0..<controllers.count, using: &random)]
                    let path = project.path + "/" + name
                    var text = try String(contentsOfFile: path, encoding: .utf8)
                    guard let brace = text.lastIndex(of: "}") else { continue }
                    let body = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                        "        " + Self.statements[Int.random(in: 0..<Self.statements.count, using: &random)]
                    }
                    text.insert(contentsOf: "\n    func edited\(seed)x\(round)x\(random.next() % 1000)() {\n\(body.joined(separator: "\n"))\n    }\n", at: brace)
                    try project.write(name, text)
                }
                let cached = try CacheTestSupport.cachedAudit(project.path, cache: cache.path)
                #expect(cached.json == (try CacheTestSupport.uncachedAudit(project.path)), "seed \(seed), round \(round)")
                if cached.statistics?.patched == true { patched += 1 }
            }
        }
        // Most edits land in a controller's last type: those audits patch.
        #expect(patched * 2 >= seeds * rounds)
    }
}
