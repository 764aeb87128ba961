import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the peer — the standard library's `difference(from:).inferringMoves()` — in a child
/// process with a time limit and a memory cap, so a slow or memory-hungry run is stopped
/// and reported instead of hanging the benchmark or starving the machine.
///
/// The standard library's implementation is Myers' O((N + M)·D) algorithm, with D the edit
/// distance, whose trace also grows with D; at 100,000 items and more a run can take
/// minutes. Times are CPU times of the measuring process, so other load on a shared
/// machine does not inflate them.
enum CollectionDifferencePeer {
    enum Outcome {
        /// Completed: the median CPU time of `runs` runs.
        case measured(milliseconds: Double, runs: Int, moves: Int)
        /// Stopped before finishing one run; the CPU time spent is a lower bound.
        case stopped(reason: String, cpuMillisecondsSpent: Double)
        case skipped(String)
    }

    /// The edit distance D the Myers diff has to walk for a flat case: benchmark items are
    /// unique, so D = N + M − 2·LCS, and the LCS is a longest increasing subsequence.
    static func editDistance(old: [BenchItem], new: [BenchItem]) -> Int {
        var position = [BenchItem: Int](minimumCapacity: old.count)
        for (index, item) in old.enumerated() { position[item] = index }
        let common = new.compactMap { position[$0] }
        let lcs = MinimalMoveCount.longestIncreasingLength(common)
        return old.count + new.count - 2 * lcs
    }

    /// Measures the peer on the named case in a child process.
    ///
    /// The child is stopped at `timeLimit` seconds or when it reaches the memory cap. The
    /// median of the runs it finished is reported; when it finished none, the CPU time it
    /// spent on the peer until then is reported as a lower bound.
    static func measure(caseName: String, seed: UInt64, timeLimit: Double, memoryLimitBytes: Int, editDistance: Int) -> Outcome {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["diff", "--peer", caseName, "--seed", String(seed), "--peer-memory-bytes", String(memoryLimitBytes)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let childCPUBefore = CPUTime.childrenMilliseconds()
        do {
            try process.run()
        } catch {
            return .skipped("skipped: could not start the peer process (\(error))")
        }
        let deadline = Date().addingTimeInterval(timeLimit)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        let timedOut = process.isRunning
        if timedOut { process.terminate() }
        process.waitUntilExit()
        let childCPU = CPUTime.childrenMilliseconds() - childCPUBefore
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let fields = lastFields(in: text, prefix: "peer ")
        if let milliseconds = fields["ms"].flatMap(Double.init),
           let runs = fields["runs"].flatMap(Int.init), let moves = fields["moves"].flatMap(Int.init) {
            return .measured(milliseconds: milliseconds, runs: runs, moves: moves)
        }
        let setup = lastFields(in: text, prefix: "ready ")["cpu_ms"].flatMap(Double.init) ?? 0
        let spent = max(0, childCPU - setup)
        let reason = timedOut
            ? "stopped at the \(Int(timeLimit)) s time limit (--peer-time-limit)"
            : "stopped at the \(gigabytes(memoryLimitBytes)) GB memory cap (--peer-memory-gb; edit distance D = \(editDistance))"
        return .stopped(reason: reason, cpuMillisecondsSpent: spent)
    }

    private static func lastFields(in text: String, prefix: String) -> [String: String] {
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix(prefix) }) else { return [:] }
        var fields = [String: String]()
        for field in line.split(separator: " ").dropFirst() {
            let parts = field.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        return fields
    }

    /// The child side: caps its own address space, runs the peer up to five times (fewer
    /// when the runs take over 10 s in all) and prints `peer ms=… runs=… moves=…` (median
    /// CPU milliseconds so far) after each run.
    static func runAsChild(case benchmarkCase: DiffBenchmarkCase, memoryLimitBytes: Int) {
        capAddressSpace(bytes: memoryLimitBytes + (1 << 30))
        emit("ready cpu_ms=\(CPUTime.processMilliseconds())")
        var times = [Double]()
        var moves = 0
        while times.count < 5 {
            var difference: CollectionDifference<BenchItem>?
            let elapsed = CPUTime.measure {
                difference = benchmarkCase.new.difference(from: benchmarkCase.old).inferringMoves()
            }
            moves = difference?.removals.reduce(0) { count, change in
                if case .remove(_, _, .some) = change { count + 1 } else { count }
            } ?? 0
            times.append(elapsed)
            // After every run, so a parent that stops a slow child still gets finished runs.
            emit("peer ms=\(Statistics.median(times)) runs=\(times.count) moves=\(moves)")
            if times.reduce(0, +) > 10_000 { break }
        }
    }

    /// Writes a line unbuffered, so the parent sees it even if the child is stopped later.
    private static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private static func capAddressSpace(bytes: Int) {
        #if canImport(Glibc)
        var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
        _ = setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
        #endif
    }

    static func gigabytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / Double(1 << 30))
    }
}

/// CPU time, which other processes on a busy machine do not inflate the way they inflate
/// wall-clock time.
enum CPUTime {
    static func processMilliseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1_000 + Double(spec.tv_nsec) / 1e6
    }

    /// User + system CPU time of all waited-for child processes.
    static func childrenMilliseconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1_000 + Double(time.tv_usec) / 1_000 }
        return milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
    }

    static func measure(_ work: () -> Void) -> Double {
        let start = processMilliseconds()
        work()
        return processMilliseconds() - start
    }
}

enum Statistics {
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
