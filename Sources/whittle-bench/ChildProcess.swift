#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a program as a child process and measures it with `wait4`, which reports that one
/// child's CPU time and peak resident memory (not the benchmark's own, and not other children's).
enum ChildProcess {
    struct Measurement {
        var exitStatus: Int32
        var wallSeconds: Double
        var cpuSeconds: Double
        var peakMemoryBytes: Int
    }

    /// Runs `path arguments…` with standard output written to the file `standardOutput`
    /// (discarded by default) and standard error discarded.
    ///
    /// - Returns: The measurement, or `nil` when the program could not be started.
    static func run(_ path: String, _ arguments: [String], standardOutput: String = "/dev/null") -> Measurement? {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        #if canImport(Darwin)
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let peak = Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        // On Linux `ru_maxrss` of a spawned child starts at the *parent's* resident size
        // (posix_spawn shares the parent's memory until exec, and the kernel keeps that
        // high-water mark across exec), so after in-process runs it reports the benchmark's
        // own memory. The child's VmHWM in /proc belongs to its own address space: poll it.
        var peak = 0
        while true {
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid { break }
            guard waited == 0 else { return nil }
            peak = max(peak, Self.highWaterMark(of: pid) ?? 0)
            usleep(2_000)
        }
        #endif
        let wall = (clock.now - start).seconds
        let cpu = usage.ru_utime.seconds + usage.ru_stime.seconds
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Measurement(exitStatus: exit, wallSeconds: wall, cpuSeconds: cpu, peakMemoryBytes: peak)
    }

    /// A running process's peak resident memory in bytes (`VmHWM` of /proc/PID/status).
    static func highWaterMark(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kilobytes * 1024
    }

    /// The full path of `name` on `PATH`, if any.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

extension timeval {
    var seconds: Double { Double(tv_sec) + Double(tv_usec) / 1_000_000 }
}

extension Duration {
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
