import Foundation
import SwiftParser
import WhittleAudit

/// `whittle-bench audit [--lines N] [--format text|json] [--skip-swift-format] [--keep]`:
/// generates a corpus and times, in the same run, the full audit with one job and with the
/// default, a raw single-threaded `Parser.parse` of the same files, and `swift-format lint`;
/// then measures the audit's peak memory as a child process.
///
/// Targets (issue 3): jobs-1 audit ≤ 1.3× raw parse; parallel audit ≥ 1.6× faster than raw
/// parse; ≥ 10× faster than swift-format lint; peak memory ≤ 300 MB on 1.5M lines.
enum AuditBenchmark {
    struct Options {
        var lines = 200_000
        var json = false
        var skipSwiftFormat = false
        var keep = false
    }

    static func run(arguments: [String]) {
        if let index = arguments.firstIndex(of: "--child-audit"), index + 1 < arguments.count {
            runChildAudit(folder: arguments[index + 1], jobs: value(after: "--jobs", in: arguments).flatMap(Int.init))
            return
        }
        guard let options = parse(arguments) else {
            print("usage: whittle-bench audit [--lines N (default 200000, up to 1500000)] [--format text|json] [--skip-swift-format] [--keep]")
            exit(2)
        }
        do {
            try measure(options)
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
            case "--format":
                guard let format = iterator.next(), ["text", "json"].contains(format) else { return nil }
                options.json = format == "json"
            case "--skip-swift-format": options.skipSwiftFormat = true
            case "--keep": options.keep = true
            default: return nil
            }
        }
        return options
    }

    private static func value(after flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    /// The hidden child mode used for the memory measurement when the `whittle` binary is not
    /// built: the same library call `whittle audit` makes, in a fresh process.
    private static func runChildAudit(folder: String, jobs: Int?) {
        do {
            let report = try Auditor().audit(paths: [folder], jobs: jobs)
            // Streams like `whittle audit` does; the text itself is not needed.
            var sink = DiscardingOutput()
            JSONReporter().write(report, to: &sink)
        } catch {
            exit(2)
        }
    }

    private static func measure(_ options: Options) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("whittle-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if !options.keep { try? FileManager.default.removeItem(at: folder) } }

        let corpus = try CorpusGenerator(targetLines: options.lines).write(to: folder)
        log(options, "corpus: \(corpus.lines) lines in \(corpus.files.count) files, \(corpus.controllers) view controllers at \(folder.path)")

        let clock = ContinuousClock()
        // Warm the file cache so the first measured step does not pay for the disk.
        var checksum = 0
        for file in corpus.files { checksum &+= (FileManager.default.contents(atPath: file)?.count ?? 0) }

        var parsedBytes = 0
        let rawParse = clock.measure {
            for file in corpus.files {
                guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
                let tree = Parser.parse(source: text)
                parsedBytes &+= tree.endPosition.utf8Offset
            }
        }.seconds
        log(options, "raw Parser.parse, 1 thread: \(format(rawParse)) s")

        var serialReport: AuditReport?
        let serial = try clock.measure { serialReport = try Auditor().audit(paths: [folder.path], jobs: 1) }.seconds
        log(options, "audit --jobs 1: \(format(serial)) s")
        var parallelReport: AuditReport?
        let parallel = try clock.measure { parallelReport = try Auditor().audit(paths: [folder.path]) }.seconds
        log(options, "audit (default jobs, \(ProcessInfo.processInfo.activeProcessorCount) cores): \(format(parallel)) s")

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

        let lines = Double(corpus.lines)
        var results: [String: Any] = [
            "corpusLines": corpus.lines, "corpusFiles": corpus.files.count, "viewControllersGenerated": corpus.controllers,
            "viewControllersFound": parallelReport?.viewControllers.count ?? 0,
            "findings": parallelReport?.findings.count ?? 0,
            "cores": ProcessInfo.processInfo.activeProcessorCount,
            "rawParseSeconds": rawParse, "rawParseLinesPerSecond": lines / rawParse,
            "auditJobs1Seconds": serial, "auditJobs1LinesPerSecond": lines / serial,
            "auditParallelSeconds": parallel, "auditParallelLinesPerSecond": lines / parallel,
            "ratioJobs1ToRawParse": serial / rawParse, "targetRatioJobs1ToRawParse": 1.3,
            "speedupParallelOverRawParse": rawParse / parallel, "targetSpeedupParallelOverRawParse": 1.6,
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
            results["speedupOverSwiftFormatLint"] = swiftFormat.wallSeconds / parallel
            results["targetSpeedupOverSwiftFormatLint"] = 10
        } else if let swiftFormatNote {
            results["swiftFormatLint"] = swiftFormatNote
        }
        _ = checksum &+ parsedBytes

        if options.json {
            let data = try JSONSerialization.data(withJSONObject: results, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else {
            print("""

                lines/second: raw parse \(Int(lines / rawParse)), audit jobs 1 \(Int(lines / serial)), audit parallel \(Int(lines / parallel))
                audit --jobs 1 / raw parse: \(format(serial / rawParse))× (target ≤ 1.3×)
                raw parse / parallel audit: \(format(rawParse / parallel))× faster (target ≥ 1.6×)
                """)
            if let swiftFormat {
                print("swift-format lint --parallel: \(format(swiftFormat.wallSeconds)) s wall, \(format(swiftFormat.cpuSeconds)) CPU-s "
                    + "(\(Int(lines / swiftFormat.cpuSeconds)) lines per CPU-second); audit is \(format(swiftFormat.wallSeconds / parallel))× faster (target ≥ 10×)")
            } else if let swiftFormatNote {
                print("swift-format lint: \(swiftFormatNote)")
            }
            print("view controllers found: \(parallelReport?.viewControllers.count ?? 0) of \(corpus.controllers) generated; findings: \(parallelReport?.findings.count ?? 0)")
        }
    }

    /// Peak memory of a whole audit in a child process: the `whittle` binary beside this one
    /// when built, else this benchmark in its hidden child mode (the same library call).
    private static func measureMemory(folder: String) -> (label: String, measurement: ChildProcess.Measurement)? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let whittle = executable.deletingLastPathComponent().appendingPathComponent("whittle").path
        if FileManager.default.isExecutableFile(atPath: whittle),
            let measurement = ChildProcess.run(whittle, ["audit", folder, "--format", "json", "--color", "never"])
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

    private static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
