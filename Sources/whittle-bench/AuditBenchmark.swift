import Foundation
import SwiftParser
import WhittleAudit

/// `whittle-bench audit [--lines N | --corpus FOLDER] [--runs N] [--format text|json] [--skip-swift-format] [--cache-only] [--keep]`:
/// generates a corpus (or copies the sources of a real app, `--corpus`) and times, in the same run, the full audit with one job and with the
/// default, a raw single-threaded `Parser.parse` of the same files, and `swift-format lint`;
/// then measures the audit's peak memory as a child process, and the cache from the command
/// line (``CacheBenchmark``). `--cache-only` times only the default audit and the cache.
///
/// The three in-process steps run interleaved `--runs` times (default 3) and each reports
/// its median, so a burst of load on a shared machine skews one sample, not the ratio.
/// Single-threaded steps are also timed in process CPU time, which other processes do not
/// inflate.
///
/// Targets (issue 3): jobs-1 audit ≤ 1.3× raw parse; ≥ 10× faster than swift-format lint;
/// peak memory ≤ 300 MB on 1.5M lines. Issue 30: the parallel audit ≤ 0.6× the raw parse;
/// from the command line with JSON output, a re-audit after one file changed ≤ 40% of a cold
/// audit, unchanged ≤ 15%, and ≤ 300 MB.
enum AuditBenchmark {
    struct Options {
        var lines = 200_000
        var runs = 3
        var json = false
        var skipSwiftFormat = false
        var keep = false
        /// Skip the raw parse, the one-job audit, the memory and swift-format: the cold audit
        /// and the cache only.
        var cacheOnly = false
        /// Measure the Objective-C front end against the Swift audit instead (``ObjCAuditBenchmark``).
        var objectiveC = false
        /// A folder of real sources to measure instead of a generated corpus: copied first,
        /// since the cache's measurement edits a file.
        var corpus: String?
    }

    static func run(arguments: [String]) {
        if let index = arguments.firstIndex(of: "--child-raw-parse"), index + 1 < arguments.count {
            runChildRawParse(folder: arguments[index + 1])
            return
        }
        if let index = arguments.firstIndex(of: "--child-audit"), index + 1 < arguments.count {
            runChildAudit(
                folder: arguments[index + 1], jobs: value(after: "--jobs", in: arguments).flatMap(Int.init),
                writesReport: !arguments.contains("--no-report"))
            return
        }
        guard let options = parse(arguments) else {
            print("usage: whittle-bench audit [--lines N (default 200000, up to 1500000) | --corpus FOLDER (real sources, copied)] [--runs N (default 3)] [--format text|json] [--skip-swift-format] [--cache-only] [--keep] [--objc (Objective-C against Swift, on a mixed corpus of N lines)]")
            exit(2)
        }
        do {
            if options.objectiveC {
                try ObjCAuditBenchmark.measure(lines: options.lines, runs: options.runs, keep: options.keep)
            } else {
                try measure(options)
            }
        } catch {
            print("audit benchmark failed: \(error)")
            exit(1)
        }
    }

    private static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--lines":
                guard let text = iterator.next(), let lines = Int(text), (1_000...5_000_000).contains(lines) else { return nil }
                options.lines = lines
            case "--runs":
                guard let text = iterator.next(), let runs = Int(text), (1...25).contains(runs) else { return nil }
                options.runs = runs
            case "--format":
                guard let format = iterator.next(), ["text", "json"].contains(format) else { return nil }
                options.json = format == "json"
            case "--skip-swift-format": options.skipSwiftFormat = true
            case "--objc": options.objectiveC = true
            case "--keep": options.keep = true
            case "--cache-only": options.cacheOnly = true
            case "--corpus":
                guard let folder = iterator.next() else { return nil }
                options.corpus = folder
            default: return nil
            }
        }
        if options.corpus != nil, options.objectiveC { return nil }
        return options
    }

    private static func value(after flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    /// The hidden child mode used for the memory measurement when the `whittle` binary is not
    /// built: the same library call `whittle audit` makes, in a fresh process. With
    /// `--no-report` it audits twice (the second run warm, as in the benchmark) and writes
    /// nothing, to profile the audit alone.
    private static func runChildAudit(folder: String, jobs: Int?, writesReport: Bool) {
        do {
            if !writesReport { _ = try Auditor().audit(paths: [folder], jobs: jobs) }
            let report = try Auditor().audit(paths: [folder], jobs: jobs)
            guard writesReport else { return }
            // Streams like `whittle audit` does; the text itself is not needed.
            var sink = DiscardingOutput()
            JSONReporter().write(report, to: &sink)
        } catch {
            exit(2)
        }
    }

    /// The hidden child mode that profiles the peer alone: the raw parse of every Swift file
    /// under `folder`, one thread, timed as the benchmark times it.
    private static func runChildRawParse(folder: String) {
        let files = (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        for _ in 0..<2 {
            let sample = Sample.measure { _ = rawParse(files) }
            FileHandle.standardError.write(Data("raw parse \(format(sample.wall)) s\n".utf8))
        }
    }

    /// The peer: read and parse every file on this thread, nothing else. Returns the bytes
    /// parsed, so the work cannot be optimised away.
    private static func rawParse(_ files: [String]) -> Int {
        var parsedBytes = 0
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            parsedBytes &+= Parser.parse(source: text).endPosition.utf8Offset
        }
        return parsedBytes
    }

    private static func measure(_ options: Options) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("whittle-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if !options.keep { try? FileManager.default.removeItem(at: folder) } }

        let corpus = try options.corpus.map { try Self.copy(sourcesIn: $0, to: folder) }
            ?? CorpusGenerator(targetLines: options.lines).write(to: folder)
        let generated = options.corpus == nil ? ", \(corpus.controllers) view controllers" : " copied from \(options.corpus ?? "")"
        log(options, "corpus: \(corpus.lines) lines in \(corpus.files.count) files\(generated) at \(folder.path)")

        // Warm the file cache so the first measured step does not pay for the disk.
        var checksum = 0
        for file in corpus.files { checksum &+= (FileManager.default.contents(atPath: file)?.count ?? 0) }

        var parsedBytes = 0
        let swiftFiles = corpus.files.filter { $0.hasSuffix(".swift") }
        var rawParseSamples: [Sample] = []
        var serialSamples: [Sample] = []
        var parallelSamples: [Sample] = []
        var serialReport: AuditReport?
        var parallelReport: AuditReport?
        for _ in 0..<options.runs {
            if !options.cacheOnly {
                rawParseSamples.append(Sample.measure { parsedBytes &+= Self.rawParse(swiftFiles) })
                serialSamples.append(try Sample.measure { serialReport = try Auditor().audit(paths: [folder.path], jobs: 1) })
            }
            parallelReport = nil
            parallelSamples.append(try Sample.measure { parallelReport = try Auditor().audit(paths: [folder.path]) })
        }
        let parallel = Sample.median(parallelSamples)
        if options.cacheOnly {
            log(options, "audit (default jobs, \(ProcessInfo.processInfo.activeProcessorCount) cores), no cache: \(format(parallel.wall)) s (\(format(parallel.cpu)) CPU-s), median of \(options.runs)")
            try report(try measureCache(folder: folder, corpus: corpus, options: options), corpus: corpus, options: options)
            return
        }
        let rawParse = Sample.median(rawParseSamples)
        let serial = Sample.median(serialSamples)
        log(options, "raw Parser.parse, 1 thread: \(format(rawParse.wall)) s (\(format(rawParse.cpu)) CPU-s), median of \(options.runs)")
        log(options, "audit --jobs 1: \(format(serial.wall)) s (\(format(serial.cpu)) CPU-s), median of \(options.runs)")
        log(options, "audit (default jobs, \(ProcessInfo.processInfo.activeProcessorCount) cores): \(format(parallel.wall)) s (\(format(parallel.cpu)) CPU-s), median of \(options.runs)")

        let memory = measureMemory(folder: folder.path)
        log(options, memory.map { "peak memory of \($0.label): \($0.measurement.peakMemoryBytes / 1_048_576) MB" } ?? "peak memory: not measured")

        var swiftFormat: ChildProcess.Measurement?
        var swiftFormatNote: String?
        if options.skipSwiftFormat {
            swiftFormatNote = "skipped (--skip-swift-format)"
        } else if let path = ChildProcess.find("swift-format") {
            swiftFormat = ChildProcess.run(path, ["lint", "--recursive", "--parallel", folder.path])
            swiftFormatNote = swiftFormat == nil ? "could not start \(path)" : nil
        } else {
            swiftFormatNote = "swift-format not found on PATH; skipped"
        }

        let cache = try measureCache(folder: folder, corpus: corpus, options: options)

        let lines = Double(corpus.lines)
        var results: [String: Any] = [
            "corpusLines": corpus.lines, "corpusFiles": corpus.files.count, "viewControllersGenerated": corpus.controllers,
            "viewControllersFound": parallelReport?.viewControllers.count ?? 0,
            "findings": parallelReport?.findings.count ?? 0,
            "cores": ProcessInfo.processInfo.activeProcessorCount,
            "runs": options.runs,
            "rawParseSeconds": rawParse.wall, "rawParseCPUSeconds": rawParse.cpu, "rawParseLinesPerSecond": lines / rawParse.wall,
            "auditJobs1Seconds": serial.wall, "auditJobs1CPUSeconds": serial.cpu, "auditJobs1LinesPerSecond": lines / serial.wall,
            "auditParallelSeconds": parallel.wall, "auditParallelLinesPerSecond": lines / parallel.wall,
            "ratioJobs1ToRawParse": serial.wall / rawParse.wall, "ratioJobs1ToRawParseCPU": serial.cpu / rawParse.cpu,
            "targetRatioJobs1ToRawParse": 1.3,
            "ratioParallelToRawParse": parallel.wall / rawParse.wall, "targetRatioParallelToRawParse": 0.6,
            "reportsAgree": serialReport?.viewControllers.count == parallelReport?.viewControllers.count,
        ]
        if let memory {
            results["peakMemoryMB"] = memory.measurement.peakMemoryBytes / 1_048_576
            results["peakMemoryMeasuredOn"] = memory.label
            results["targetPeakMemoryMBAt1_5MLines"] = 300
        }
        if let swiftFormat {
            results["swiftFormatLintSeconds"] = swiftFormat.wallSeconds
            results["swiftFormatLintCPUSeconds"] = swiftFormat.cpuSeconds
            results["swiftFormatLintLinesPerCPUSecond"] = lines / swiftFormat.cpuSeconds
            results["speedupOverSwiftFormatLint"] = swiftFormat.wallSeconds / parallel.wall
            results["targetSpeedupOverSwiftFormatLint"] = 10
        } else if let swiftFormatNote {
            results["swiftFormatLint"] = swiftFormatNote
        }
        _ = checksum &+ parsedBytes
        if let cache { results.merge(cacheResults(cache)) { $1 } }

        if options.json {
            let data = try JSONSerialization.data(withJSONObject: results, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else {
            print("""

                lines/second: raw parse \(Int(lines / rawParse.wall)), audit jobs 1 \(Int(lines / serial.wall)), audit parallel \(Int(lines / parallel.wall))
                audit --jobs 1 / raw parse: \(format(serial.wall / rawParse.wall))× wall, \(format(serial.cpu / rawParse.cpu))× CPU (target ≤ 1.3×)
                parallel audit / raw parse: \(format(parallel.wall / rawParse.wall))× (target ≤ 0.6×)
                """)
            if let swiftFormat {
                print("swift-format lint --parallel: \(format(swiftFormat.wallSeconds)) s wall, \(format(swiftFormat.cpuSeconds)) CPU-s "
                    + "(\(Int(lines / swiftFormat.cpuSeconds)) lines per CPU-second); audit is \(format(swiftFormat.wallSeconds / parallel.wall))× faster (target ≥ 10×)")
            } else if let swiftFormatNote {
                print("swift-format lint: \(swiftFormatNote)")
            }
            let generated = options.corpus == nil ? " of \(corpus.controllers) generated" : ""
            print("view controllers found: \(parallelReport?.viewControllers.count ?? 0)\(generated); findings: \(parallelReport?.findings.count ?? 0)")
            print(cacheLines(cache).joined(separator: "\n"))
        }
    }

    /// A real app's corpus: the Swift and Objective-C sources under `source`, copied into
    /// `folder` with their paths; its controllers are what the audit finds.
    /// The raw parse reads the Swift files only, so on a mixed app the ratio to it counts the
    /// Objective-C files' audit against nothing.
    private static func copy(sourcesIn source: String, to folder: URL) throws -> CorpusGenerator.Corpus {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder), isFolder.boolValue else {
            throw CorpusError.notAFolder(source)
        }
        let root = URL(fileURLWithPath: source).standardizedFileURL
        var corpus = CorpusGenerator.Corpus(folder: folder, files: [], lines: 0, controllers: 0)
        let extensions: Set<String> = ["swift", "m", "mm", "h"]
        for case let relative as String in FileManager.default.enumerator(atPath: root.path) ?? NSEnumerator()
        where extensions.contains((relative as NSString).pathExtension) {
            let from = root.appendingPathComponent(relative)
            guard (try? from.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                let data = FileManager.default.contents(atPath: from.path)
            else { continue }
            let to = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: to)
            corpus.files.append(to.path)
            corpus.lines += data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        guard !corpus.files.isEmpty else { throw CorpusError.noSources(source) }
        return corpus
    }

    enum CorpusError: Error, CustomStringConvertible {
        case notAFolder(String)
        case noSources(String)

        var description: String {
            switch self {
            case .notAFolder(let path): "--corpus \(path): not a folder; pass the folder of an app's sources"
            case .noSources(let path): "--corpus \(path): no Swift or Objective-C files under it"
            }
        }
    }

    /// The cache from the command line, when the `whittle` binary was built beside this one.
    private static func measureCache(folder: URL, corpus: CorpusGenerator.Corpus, options: Options) throws -> CacheBenchmark.Result? {
        guard let whittle = CacheBenchmark.whittle else {
            log(options, "cache: not measured (build the whittle product beside whittle-bench)")
            return nil
        }
        return try CacheBenchmark.measure(whittle: whittle, folder: folder, files: corpus.files, runs: options.runs)
    }

    private static func report(_ cache: CacheBenchmark.Result?, corpus: CorpusGenerator.Corpus, options: Options) throws {
        if options.json {
            var results = cache.map(cacheResults) ?? [:]
            results["corpusLines"] = corpus.lines
            results["corpusFiles"] = corpus.files.count
            results["runs"] = options.runs
            let data = try JSONSerialization.data(withJSONObject: results, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else {
            print(cacheLines(cache).joined(separator: "\n"))
        }
    }

    private static func cacheResults(_ cache: CacheBenchmark.Result) -> [String: Any] {
        let cold = cache.cold.wallSeconds
        return [
            "cacheColdSeconds": cold, "cacheColdWritingSeconds": cache.coldWithCache.wallSeconds,
            "cacheUnchangedSeconds": cache.unchanged.wallSeconds, "cacheUnchangedCPUSeconds": cache.unchanged.cpuSeconds,
            "cacheOneChangedSeconds": cache.oneChanged.wallSeconds, "cacheOneChangedCPUSeconds": cache.oneChanged.cpuSeconds,
            "ratioCacheUnchangedToCold": cache.unchanged.wallSeconds / cold, "targetRatioCacheUnchangedToCold": 0.15,
            "ratioCacheOneChangedToCold": cache.oneChanged.wallSeconds / cold, "targetRatioCacheOneChangedToCold": 0.40,
            "cachePeakMemoryMB": ([cache.cold, cache.coldWithCache, cache.unchanged, cache.oneChanged].map(\.peakMemoryBytes).max() ?? 0) / 1_048_576,
            "cacheBytes": cache.cacheBytes, "sourceBytes": cache.sourceBytes, "cacheReportsIdentical": cache.identical,
        ]
    }

    private static func cacheLines(_ cache: CacheBenchmark.Result?) -> [String] {
        guard let cache else { return [] }
        let cold = cache.cold.wallSeconds
        let percent = { (value: Double) in String(format: "%.1f%%", value * 100) }
        let step = { (name: String, run: ChildProcess.Measurement, target: String) in
            "  \(name): \(format(run.wallSeconds)) s, \(format(run.cpuSeconds)) CPU-s, \(run.peakMemoryBytes / 1_048_576) MB = "
                + "\(percent(run.wallSeconds / cold)) of cold\(target)"
        }
        return [
            "",
            "cache, from the command line with JSON output (whittle audit --format json > file; median of each step):",
            "  cold audit, no cache: \(format(cold)) s, \(format(cache.cold.cpuSeconds)) CPU-s, \(cache.cold.peakMemoryBytes / 1_048_576) MB",
            step("cold audit writing the cache", cache.coldWithCache, ""),
            step("unchanged re-audit", cache.unchanged, " (target ≤ 15%)"),
            step("one file changed", cache.oneChanged, " (target ≤ 40%)"),
            "  cache on disk: \(cache.cacheBytes / 1024) KiB for \(cache.sourceBytes / 1024) KiB of sources",
            "  reports with the cache byte-identical to reports without: \(cache.identical ? "yes" : "NO")",
        ]
    }

    /// Peak memory of a whole audit in a child process: the `whittle` binary beside this one
    /// when built, else this benchmark in its hidden child mode (the same library call).
    static func measureMemory(folder: String) -> (label: String, measurement: ChildProcess.Measurement)? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let whittle = executable.deletingLastPathComponent().appendingPathComponent("whittle").path
        if FileManager.default.isExecutableFile(atPath: whittle),
            let measurement = ChildProcess.run(whittle, ["audit", folder, "--format", "json", "--color", "never", "--no-cache"])
        {
            return ("whittle audit --format json", measurement)
        }
        guard let measurement = ChildProcess.run(executable.path, ["audit", "--child-audit", folder]) else { return nil }
        return ("whittle-bench child audit (whittle binary not built)", measurement)
    }

    private static func log(_ options: Options, _ message: String) {
        if options.json {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        } else {
            print(message)
        }
    }

    static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    /// One timing: wall-clock and process CPU seconds.
    struct Sample {
        var wall: Double
        var cpu: Double

        static func measure(_ work: () throws -> Void) rethrows -> Sample {
            let clock = ContinuousClock()
            let cpuStart = CPUTime.processMilliseconds()
            let start = clock.now
            try work()
            let wall = (clock.now - start).seconds
            return Sample(wall: wall, cpu: (CPUTime.processMilliseconds() - cpuStart) / 1_000)
        }

        static func median(_ samples: [Sample]) -> Sample {
            Sample(wall: Statistics.median(samples.map(\.wall)), cpu: Statistics.median(samples.map(\.cpu)))
        }
    }
}
