import Foundation
import Testing
import WhittleTesting
@testable import WhittleAudit

/// The property the cache must keep when controllers work through the project's own types:
/// whatever changes in those types (a method's body, a type's name, a protocol's adopters, a
/// helper extension, a base class), the report with the cache is byte for byte the report
/// without it, though the controllers' own files did not change. Each seeded run generates
/// services, protocols, helpers and controllers calling them, then edits them at random
/// between audits.
struct CacheDependencyPropertyTests {
    /// What a generated method does.
    private static let bodies = [
        #"URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, _ in completion() }.resume()"#,
        #"UserDefaults.standard.set(true, forKey: "seen"); completion()"#,
        #"Analytics.logEvent("opened", parameters: nil); completion()"#,
        #"UIImpactFeedbackGenerator(style: .light).impactOccurred(); completion()"#,
        "completion()",
    ]

    /// A small project: services, a protocol two of them adopt, a helper extension, a base
    /// controller and controllers calling all of them.
    private struct Project {
        var serviceNames = ["ProfileService", "FeedService", "AccountStore"]
        var bodies: [[Int]] = [[0, 4], [1, 2], [3, 4]]
        var adopters: Set<Int> = [0, 1]
        var helperBody = 0
        var baseIsController = true
        /// Per controller: the service (or -1 for the protocol) it holds, and the method it calls.
        var controllers: [(service: Int, method: Int)] = [(0, 0), (1, 1), (-1, 0), (2, 1)]

        var files: [String: String] {
            var files: [String: String] = [:]
            for (index, name) in serviceNames.enumerated() {
                let conformance = adopters.contains(index) ? ": Loading" : ""
                files["Services/\(name).swift"] = """
                    import Foundation
                    import UIKit

                    final class \(name)\(conformance) {
                        func load(completion: @escaping () -> Void) {
                            \(CacheDependencyPropertyTests.bodies[bodies[index][0]])
                        }
                        func save(completion: @escaping () -> Void) {
                            \(CacheDependencyPropertyTests.bodies[bodies[index][1]])
                        }
                    }
                    """
            }
            files["Services/Loading.swift"] = "protocol Loading {\n    func load(completion: @escaping () -> Void)\n}\n"
            files["Helpers/UIView+Pulse.swift"] = """
                import UIKit

                extension UIView {
                    func pulse(completion: @escaping () -> Void) {
                        \(CacheDependencyPropertyTests.bodies[helperBody])
                    }
                }
                """
            files["Screens/BaseViewController.swift"] = """
                import UIKit

                class BaseViewController: \(baseIsController ? "UIViewController" : "NSObject") {
                    func start(completion: @escaping () -> Void) {
                        \(CacheDependencyPropertyTests.bodies[0])
                    }
                }
                """
            for (index, controller) in controllers.enumerated() {
                let type = controller.service < 0 ? "Loading" : serviceNames[controller.service % serviceNames.count]
                let method = controller.method == 0 || controller.service < 0 ? "load" : "save"
                let base = index == 0 ? "BaseViewController" : "UIViewController"
                files["Screens/Screen\(index)ViewController.swift"] = """
                    import UIKit

                    final class Screen\(index)ViewController: \(base) {
                        private let service: \(type)
                        private let base = BaseViewController()

                        init(service: \(type)) {
                            self.service = service
                            super.init(nibName: nil, bundle: nil)
                        }

                        func refresh() {
                            service.\(method) { self.title = "done" }
                            view.pulse { self.title = "pulsed" }
                            base.start { self.title = "started" }
                        }
                    }
                    """
            }
            return files
        }

        mutating func edit(random: inout SplitMix64) {
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                let service = Int.random(in: 0..<bodies.count, using: &random)
                bodies[service][Int.random(in: 0...1, using: &random)] = Int.random(
                    in: 0..<CacheDependencyPropertyTests.bodies.count, using: &random)
            case 1:
                let service = Int.random(in: 0..<serviceNames.count, using: &random)
                serviceNames[service] += "V2"
            case 2:
                let service = Int.random(in: 0..<serviceNames.count, using: &random)
                if adopters.contains(service) { adopters.remove(service) } else { adopters.insert(service) }
            case 3:
                helperBody = Int.random(in: 0..<CacheDependencyPropertyTests.bodies.count, using: &random)
            case 4:
                baseIsController.toggle()
            default:
                let controller = Int.random(in: 0..<controllers.count, using: &random)
                controllers[controller] = (Int.random(in: -1..<serviceNames.count, using: &random), Int.random(in: 0...1, using: &random))
            }
        }
    }

    @Test func cachedReportIsByteIdenticalWhenCalleesChange() throws {
        let seeds = CacheTestSupport.heavyPropertyRuns ?? 6
        let rounds = CacheTestSupport.heavyPropertyRuns == nil ? 6 : 12
        var cachedFiles = 0
        for seed in 0..<UInt64(seeds) {
            var random = SplitMix64(seed: 0xDE9 + seed)
            let folder = try TemporaryFolder()
            let cache = try TemporaryFolder()
            var project = Project()
            var written: [String: String] = [:]
            for round in 0..<rounds {
                if round > 0 {
                    for _ in 0..<Int.random(in: 1...2, using: &random) { project.edit(random: &random) }
                }
                let files = project.files
                for name in written.keys where files[name] == nil { try FileManager.default.removeItem(atPath: folder.path + "/" + name) }
                for (name, text) in files where written[name] != text { try folder.write(name, text) }
                written = files
                let cached = try CacheTestSupport.cachedAudit(folder.path, cache: cache.path)
                #expect(cached.json == (try CacheTestSupport.uncachedAudit(folder.path)), "seed \(seed), round \(round)")
                if round > 0 { cachedFiles += cached.statistics?.hits ?? 0 }
            }
        }
        // The runs do reach the case under test: controllers' facts from the cache across edits.
        #expect(cachedFiles > 0)
    }
}
