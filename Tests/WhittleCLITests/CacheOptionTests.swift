import Foundation
import Testing

/// `--cache-path`, `--no-cache` and `WHITTLE_CACHE_PATH`: where `whittle audit` keeps its
/// cache, and that it can keep none. The report is the same either way.
struct CacheOptionTests {
    private func project() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("App/ProfileViewController.swift", """
            import UIKit
            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume()
                }
            }
            """)
        return workspace
    }

    private func files(under path: String) -> [String] {
        (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
    }

    @Test func noCacheWritesNothing() throws {
        let workspace = try project()
        let cache = workspace.path("cache-from-environment")
        let result = try WhittleProcess.run(
            ["audit", "App", "--format", "json", "--no-cache"], in: workspace.url, environment: ["WHITTLE_CACHE_PATH": cache])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: cache))
    }

    @Test func environmentVariableAndCachePathChooseTheFolder() throws {
        let workspace = try project()
        let fromEnvironment = workspace.path("cache-from-environment")
        let fromOption = workspace.path("cache-from-option")
        let first = try WhittleProcess.run(
            ["audit", "App", "--format", "json"], in: workspace.url, environment: ["WHITTLE_CACHE_PATH": fromEnvironment])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(files(under: fromEnvironment).contains { $0.hasSuffix(".facts") })

        let second = try WhittleProcess.run(
            ["audit", "App", "--format", "json", "--cache-path", fromOption], in: workspace.url,
            environment: ["WHITTLE_CACHE_PATH": fromEnvironment])
        #expect(files(under: fromOption).contains { $0.hasSuffix(".facts") })
        let uncached = try WhittleProcess.run(["audit", "App", "--format", "json", "--no-cache"], in: workspace.url)
        #expect(second.standardOutput == first.standardOutput)
        #expect(uncached.standardOutput == first.standardOutput)
    }

    /// Without `--cache`, `--cache-path` or `WHITTLE_CACHE_PATH`, nothing is written: the
    /// cache is opt-in.
    @Test func theCacheIsOptIn() throws {
        let workspace = try project()
        let home = workspace.path("home")
        let environment = ["HOME": home, "XDG_CACHE_HOME": home + "/.cache", "WHITTLE_CACHE_PATH": ""]
        let plain = try WhittleProcess.run(["audit", "App", "--format", "json"], in: workspace.url, environment: environment)
        #expect(plain.status == 0, "\(plain.standardError)")
        #expect(files(under: home).isEmpty)
        let cached = try WhittleProcess.run(["audit", "App", "--format", "json", "--cache"], in: workspace.url, environment: environment)
        #expect(files(under: home + "/.cache/whittle").contains { $0.hasSuffix(".facts") })
        #expect(cached.standardOutput == plain.standardOutput)
    }

    @Test func noCacheAndCachePathContradict() throws {
        let workspace = try project()
        let result = try WhittleProcess.run(["audit", "App", "--no-cache", "--cache-path", "c"], in: workspace.url)
        #expect(result.status != 0)
        #expect(result.standardError.contains("--no-cache"))
    }
}
