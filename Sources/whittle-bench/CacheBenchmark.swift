import Foundation

/// The cache's part of `whittle-bench audit` (issues 15 and 30): the `whittle` binary beside
/// the benchmark, run from the command line as a user runs it, `--format json` written to a
/// file. In one run: a cold audit without a cache, a cold audit writing the cache, an
/// unchanged re-audit and a re-audit after one controller file changed, each `runs` times;
/// their ratios to the cold audit, their peak memory, the cache's size, and whether the
/// reports with the cache are byte for byte the report without it.
///
/// Targets: one file changed ≤ 40% of a cold audit, unchanged ≤ 15%.
enum CacheBenchmark {
    struct Result {
        var cold: ChildProcess.Measurement
        var coldWithCache: ChildProcess.Measurement
        var unchanged: ChildProcess.Measurement
        var oneChanged: ChildProcess.Measurement
        var cacheBytes: Int
        var sourceBytes: Int
        var identical: Bool
    }

    /// The `whittle` binary beside this one, if it was built.
    static var whittle: String? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let path = executable.deletingLastPathComponent().appendingPathComponent("whittle").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Measures `whittle` on the corpus in `folder` (whose files are `files`); `nil` when a
    /// run could not start or failed.
    static func measure(whittle: String, folder: URL, files: [String], runs: Int) throws -> Result? {
        let scratch = folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + "-cache")
        let cacheFolder = scratch.appendingPathComponent("cache").path
        let output = scratch.appendingPathComponent("report.json").path
        defer { try? FileManager.default.removeItem(at: scratch) }
        try? FileManager.default.removeItem(at: scratch)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        func audit(_ options: [String]) -> (ChildProcess.Measurement, String)? {
            let arguments = ["audit", folder.path, "--format", "json", "--color", "never"] + options
            guard let run = ChildProcess.run(whittle, arguments, standardOutput: output), run.exitStatus <= 1,
                let json = try? String(contentsOfFile: output, encoding: .utf8)
            else { return nil }
            return (run, json)
        }
        let cached = ["--cache-path", cacheFolder]

        var cold: [ChildProcess.Measurement] = []
        var coldWithCache: [ChildProcess.Measurement] = []
        var reference = ""
        var identical = true
        for _ in 0..<runs {
            guard let (plain, json) = audit(["--no-cache"]) else { return nil }
            cold.append(plain)
            reference = json
            try? FileManager.default.removeItem(atPath: cacheFolder)
            guard let (writing, cachedJSON) = audit(cached) else { return nil }
            coldWithCache.append(writing)
            identical = identical && cachedJSON == reference
        }
        var unchanged: [ChildProcess.Measurement] = []
        for _ in 0..<runs {
            guard let (run, json) = audit(cached) else { return nil }
            unchanged.append(run)
            identical = identical && json == reference
        }
        let cacheBytes = size(of: cacheFolder)

        // Each run edits one controller: a new method, so its facts and the report change.
        let controllers = files.filter { $0.hasSuffix("ViewController.swift") }
        var oneChanged: [ChildProcess.Measurement] = []
        var last = ""
        for run in 0..<runs {
            let file = controllers.isEmpty ? files[run % files.count] : controllers[(controllers.count / 2 + run * 7) % controllers.count]
            try edit(file, run: run)
            guard let (measurement, json) = audit(cached) else { return nil }
            oneChanged.append(measurement)
            last = json
        }
        guard let (_, final) = audit(["--no-cache"]) else { return nil }
        identical = identical && last == final

        return Result(
            cold: median(cold), coldWithCache: median(coldWithCache), unchanged: median(unchanged), oneChanged: median(oneChanged),
            cacheBytes: cacheBytes,
            sourceBytes: files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) },
            identical: identical)
    }

    /// The run of median wall time, with the highest peak memory of all.
    private static func median(_ runs: [ChildProcess.Measurement]) -> ChildProcess.Measurement {
        var middle = runs.sorted { $0.wallSeconds < $1.wallSeconds }[runs.count / 2]
        middle.peakMemoryBytes = runs.map(\.peakMemoryBytes).max() ?? middle.peakMemoryBytes
        return middle
    }

    /// Adds a method before the file's last closing brace.
    private static func edit(_ file: String, run: Int) throws {
        var text = try String(contentsOfFile: file, encoding: .utf8)
        guard let brace = text.lastIndex(of: "}") else { return }
        text.insert(contentsOf: "\n    func benchmarkEdit\(run)() {\n        print(\"edit \(run)\")\n    }\n", at: brace)
        try text.write(toFile: file, atomically: false, encoding: .utf8)
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
