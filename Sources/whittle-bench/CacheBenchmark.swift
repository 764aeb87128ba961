import Foundation
import WhittleAudit

/// The incremental cache's part of `whittle-bench audit` (issue 15): in one run, a cold audit
/// without a cache, a cold audit writing the cache, an unchanged re-audit and a re-audit after
/// one file changed, with their ratios to the cold audit and the cache's size against the
/// sources'. Also checks that the reports with the cache are byte for byte the reports
/// without it.
///
/// Targets: one file changed ≤ 5% of a cold audit, unchanged ≤ 3%, cache < 10% of the sources.
enum CacheBenchmark {
    struct Result {
        var coldWithCache: AuditBenchmark.Sample
        var unchanged: AuditBenchmark.Sample
        var oneChanged: AuditBenchmark.Sample
        var cacheBytes: Int
        var sourceBytes: Int
        var identical: Bool
    }

    /// Measures on the corpus in `folder`, `runs` samples of each step; `cold` is the median
    /// cold audit without a cache, measured by the caller in the same run.
    static func measure(folder: URL, files: [String], runs: Int) throws -> Result {
        let cacheFolder = folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + "-cache")
        defer { try? FileManager.default.removeItem(at: cacheFolder) }
        let auditor = Auditor(cache: AuditCache(folder: cacheFolder.path))

        // Like the cold audit the ratios divide by, each step keeps its report past the clock:
        // freeing the last one is not part of the next audit.
        var coldSamples: [AuditBenchmark.Sample] = []
        for _ in 0..<runs {
            try? FileManager.default.removeItem(at: cacheFolder)
            var report: AuditReport?
            coldSamples.append(try AuditBenchmark.Sample.measure { report = try auditor.audit(paths: [folder.path]) })
            withExtendedLifetime(report) {}
        }
        let reference = json(try Auditor().audit(paths: [folder.path]))
        var identical = true
        var unchangedSamples: [AuditBenchmark.Sample] = []
        for _ in 0..<runs {
            var report: AuditReport?
            unchangedSamples.append(try AuditBenchmark.Sample.measure { report = try auditor.audit(paths: [folder.path]) })
            identical = identical && report.map(json) == reference
        }

        // Each run edits one controller: a new method, so its facts and its report change.
        let controllers = files.filter { $0.hasSuffix("ViewController.swift") }
        var oneChangedSamples: [AuditBenchmark.Sample] = []
        var lastReport: AuditReport?
        for run in 0..<runs {
            let file = controllers.isEmpty ? files[run % files.count] : controllers[(controllers.count / 2 + run * 7) % controllers.count]
            try edit(file, run: run)
            lastReport = nil
            oneChangedSamples.append(try AuditBenchmark.Sample.measure { lastReport = try auditor.audit(paths: [folder.path]) })
        }
        let final = json(try Auditor().audit(paths: [folder.path]))
        identical = identical && lastReport.map(json) == final

        return Result(
            coldWithCache: AuditBenchmark.Sample.median(coldSamples), unchanged: AuditBenchmark.Sample.median(unchangedSamples),
            oneChanged: AuditBenchmark.Sample.median(oneChangedSamples), cacheBytes: size(of: cacheFolder.path),
            sourceBytes: files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) },
            identical: identical)
    }

    /// `--cache-rerun FOLDER`: the re-audits alone, on a corpus kept with `--keep`, for comparing
    /// two builds of the cache quickly (run them alternately: the machine's load drifts). One
    /// audit fills a cache of its own, then `runs` unchanged re-audits and `runs` re-audits
    /// after one controller changed print their times. Edits the corpus: keep a copy.
    static func rerun(folder: URL, runs: Int) throws {
        let cacheFolder = folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + "-rerun-cache")
        defer { try? FileManager.default.removeItem(at: cacheFolder) }
        try? FileManager.default.removeItem(at: cacheFolder)
        let auditor = Auditor(cache: AuditCache(folder: cacheFolder.path))
        _ = try auditor.audit(paths: [folder.path])
        Thread.sleep(forTimeInterval: 2.1)  // past the recent-write window, so the next audit stamps its run
        _ = try auditor.audit(paths: [folder.path])
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix("ViewController.swift") }.sorted().map { folder.path + "/" + $0 }
        var unchanged: [AuditBenchmark.Sample] = []
        var changed: [AuditBenchmark.Sample] = []
        // As in the benchmark, the unchanged re-audits come first: a file written less than two
        // seconds before an audit leaves no run stamp, so the next audit reads every file.
        for _ in 0..<runs {
            var report: AuditReport?
            unchanged.append(try AuditBenchmark.Sample.measure { report = try auditor.audit(paths: [folder.path]) })
            withExtendedLifetime(report) {}
        }
        for run in 0..<runs {
            if !files.isEmpty { try edit(files[(files.count / 3 + run * 11) % files.count], run: run) }
            var report: AuditReport?
            changed.append(try AuditBenchmark.Sample.measure { report = try auditor.audit(paths: [folder.path]) })
            withExtendedLifetime(report) {}
        }
        func milliseconds(_ samples: [AuditBenchmark.Sample]) -> String {
            samples.map { String(Int(($0.wall * 1000).rounded())) }.joined(separator: " ")
        }
        print("unchanged ms: \(milliseconds(unchanged)) (median \(Int((AuditBenchmark.Sample.median(unchanged).wall * 1000).rounded())))")
        print("one changed ms: \(milliseconds(changed)) (median \(Int((AuditBenchmark.Sample.median(changed).wall * 1000).rounded())))")
    }

    /// Adds a method before the file's last closing brace.
    private static func edit(_ file: String, run: Int) throws {
        var text = try String(contentsOfFile: file, encoding: .utf8)
        guard let brace = text.lastIndex(of: "}") else { return }
        text.insert(contentsOf: "\n    func benchmarkEdit\(run)() {\n        print(\"edit \(run)\")\n    }\n", at: brace)
        try text.write(toFile: file, atomically: false, encoding: .utf8)
    }

    private static func json(_ report: AuditReport) -> String {
        var text = ""
        JSONReporter().write(report, to: &text)
        return text
    }

    /// The bytes of every file under `path`.
    private static func size(of path: String) -> Int {
        let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return files.reduce(0) { total, file in
            let attributes = try? FileManager.default.attributesOfItem(atPath: path + "/" + file)
            guard attributes?[.type] as? FileAttributeType == .typeRegular else { return total }
            return total + ((attributes?[.size] as? Int) ?? 0)
        }
    }
}
