import Foundation
import Testing
import Whittle
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Mirrors the payload of the StoreCrashWriter child process.
private struct CrashPayload: Codable, Sendable {
    var generation: Int
    var blob: [Int]

    var isIntact: Bool {
        blob.count == 40_000 && blob.enumerated().allSatisfy { $0.element == $0.offset &* 31 &+ generation }
    }
}

struct StoreCrashTests {
    /// A writer process killed with SIGKILL at a random moment leaves the archive holding
    /// exactly the last completed save or the one in progress — never a torn file.
    /// Set WHITTLE_CRASH_ITERATIONS for a longer run (default 12).
    @Test func killedWriterLeavesOldOrNewArchive() async throws {
        let iterations = ProcessInfo.processInfo.environment["WHITTLE_CRASH_ITERATIONS"].flatMap(Int.init) ?? 12
        let writer = try #require(Self.locateWriter(), "build the StoreCrashWriter product (swift build --build-tests)")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.file("crash.json")
        var completed = 0

        for _ in 0..<iterations {
            let child = Process()
            child.executableURL = writer
            child.arguments = [url.path, String(completed + 1)]
            let output = Pipe()
            child.standardOutput = output
            try child.run()
            // Wait for the first completed save, then kill at a random point in later ones.
            var printed = output.fileHandleForReading.availableData
            try await Task.sleep(for: .microseconds(Int.random(in: 0...20_000)))
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            #expect(child.terminationReason == .uncaughtSignal)
            printed += output.fileHandleForReading.readDataToEndOfFile()
            let lastPrinted = String(decoding: printed, as: UTF8.self)
                .split(separator: "\n").compactMap { Int($0) }.last ?? completed

            let stored = try #require(try await Store<CrashPayload>(fileURL: url).load())
            #expect(stored.isIntact, "generation \(stored.generation) is torn")
            #expect(stored.generation == lastPrinted || stored.generation == lastPrinted + 1,
                    "archive holds \(stored.generation), last completed save was \(lastPrinted)")
            completed = stored.generation
        }
        if ProcessInfo.processInfo.environment["WHITTLE_CRASH_ITERATIONS"] != nil {
            // Each kill that interrupted a write leaves its temporary file behind; reported,
            // not asserted, because where a kill lands depends on timing.
            let torn = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".tmp") }
            print("store crash test: \(iterations) kills, \(torn.count) interrupted a write, last generation \(completed)")
        }
    }

    /// The writer binary sits next to the test binary in the build products folder.
    private static func locateWriter() -> URL? {
        var candidates: [URL] = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        return candidates
            .map { $0.appendingPathComponent("StoreCrashWriter") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
