import Foundation
import WhittleAudit

/// `whittle-bench audit --objc [--lines N] [--runs N] [--keep]`: the Objective-C front end
/// against the Swift audit in the same run. Writes a mixed corpus, half Swift
/// (``CorpusGenerator``) and half Objective-C (``ObjCCorpusGenerator``), audits each half on
/// one thread `--runs` times and compares lines per CPU-second (target: Objective-C at least
/// the Swift audit's); then measures the peak memory of auditing the whole mixed corpus
/// (target ≤ 300 MB at 1 million lines).
enum ObjCAuditBenchmark {
    static func measure(lines: Int, runs: Int, keep: Bool) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("whittle-bench-objc-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: root)
        defer { if !keep { try? FileManager.default.removeItem(at: root) } }
        let swift = try CorpusGenerator(targetLines: lines / 2).write(to: root.appendingPathComponent("Swift"))
        let objectiveC = try ObjCCorpusGenerator(targetLines: lines / 2).write(to: root.appendingPathComponent("ObjC"))
        print("corpus: \(swift.lines) Swift lines (\(swift.controllers) controllers) and \(objectiveC.lines) Objective-C lines "
            + "(\(objectiveC.controllers) controllers) at \(root.path)")
        for file in swift.files + objectiveC.files { _ = FileManager.default.contents(atPath: file) }

        var swiftSamples: [AuditBenchmark.Sample] = []
        var objectiveCSamples: [AuditBenchmark.Sample] = []
        var found = 0
        for _ in 0..<runs {
            swiftSamples.append(try AuditBenchmark.Sample.measure { _ = try Auditor().audit(paths: [swift.folder.path], jobs: 1) })
            objectiveCSamples.append(try AuditBenchmark.Sample.measure {
                found = try Auditor().audit(paths: [objectiveC.folder.path], jobs: 1).viewControllers.count
            })
        }
        let swiftRate = Double(swift.lines) / AuditBenchmark.Sample.median(swiftSamples).cpu
        let objectiveCRate = Double(objectiveC.lines) / AuditBenchmark.Sample.median(objectiveCSamples).cpu
        print("""
            audit --jobs 1, lines per CPU-second (median of \(runs)): Swift \(Int(swiftRate)), Objective-C \(Int(objectiveCRate))
            Objective-C / Swift: \(AuditBenchmark.format(objectiveCRate / swiftRate))× (target ≥ 1)
            Objective-C view controllers found: \(found) of \(objectiveC.controllers) generated
            """)
        let memory = AuditBenchmark.measureMemory(folder: root.path)
        print(memory.map {
            "peak memory of \($0.label) on the mixed corpus (\(swift.lines + objectiveC.lines) lines): \($0.measurement.peakMemoryBytes / 1_048_576) MB (target ≤ 300 MB at 1M lines)"
        } ?? "peak memory: not measured")
    }
}
