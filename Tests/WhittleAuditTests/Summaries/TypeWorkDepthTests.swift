import Foundation
import Testing
@testable import WhittleAudit

/// A type's summary follows calls ``TypeWork/typeDepth`` types deep, and is kept for every depth
/// where it cannot differ: whichever type an analysis asks about first, each answer is the one
/// asked alone.
struct TypeWorkDepthTests {
    /// `Step0.fetch()` calls `Step1.fetch()` … calls `Step7.fetch()`, which starts a request;
    /// `Leaf` and `Other` call nothing in the project.
    private static let chain: String = {
        var source = "import Foundation\n"
        for step in 0..<7 {
            source += "final class Step\(step) { static func fetch(done: @escaping () -> Void) { Step\(step + 1).fetch(done: done) } }\n"
        }
        source += """
            final class Step7 {
                static func fetch(done: @escaping () -> Void) {
                    URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, _ in done() }.resume()
                }
            }
            final class Leaf { func load() { URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")).resume() } }
            final class Other: Leaf { func refresh() { load() } }
            """
        return source
    }()

    private static func summaries() throws -> TypeSummaries {
        let catalog = AuditCatalog()
        guard case .facts(let facts, _) = FileParser.parse(path: "Chain.swift", data: Data(chain.utf8), filter: catalog.eventFilter) else {
            throw CancellationError()
        }
        let index = ProjectIndex(files: [facts], names: catalog.names, extraBaseClasses: [])
        return TypeSummaries(
            types: index.otherTypes, helpers: index.helperTypes, conformers: index.conformers,
            classifier: MemberClassifier(catalog: catalog, imports: [:]))
    }

    private static func networking(_ summaries: TypeSummaries, _ type: String, _ member: String) -> Bool {
        summaries.work(of: type, member: member).contains { $0.responsibility == .networking }
    }

    @Test func theDepthLimitHoldsWhicheverTypeIsAskedFirst() throws {
        let steps = (0...7).map { "Step\($0)" }
        // Each type asked on a summary of its own: what it reaches, alone.
        let alone = try steps.map { Self.networking(try Self.summaries(), $0, "fetch") }
        // Step1 reaches Step7 six types deep; Step0 would need seven.
        #expect(alone == [false, true, true, true, true, true, true, true])
        for order in [steps, steps.reversed(), ["Step3", "Step0", "Step6", "Step1", "Step7", "Step2", "Step5", "Step4"]] {
            let shared = try Self.summaries()
            var answers: [String: Bool] = [:]
            for type in order { answers[type] = Self.networking(shared, type, "fetch") }
            #expect(steps.map { answers[$0] } == alone.map(Optional.some), "asked in the order \(order)")
        }
    }

    @Test func anInheritedMemberIsFollowedAtEveryDepth() throws {
        let summaries = try Self.summaries()
        #expect(Self.networking(summaries, "Leaf", "load"))
        #expect(Self.networking(summaries, "Other", "refresh"))
        #expect(summaries.work(of: "Other", member: "refresh", followingOtherTypes: false).isEmpty)
    }
}
