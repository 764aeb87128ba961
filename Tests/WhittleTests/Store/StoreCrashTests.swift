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
    var variant: Int
    var blob: String

    var isIntact: Bool {
        blob == String(repeating: "variant \(variant) / ", count: 60_000)
    }
}

struct StoreCrashTests {
    /// A writer process killed with SIGKILL at a random moment leaves the archive holding
    /// exactly the last completed write or the one in progress — never a torn file.
    /// Set WHITTLE_CRASH_ITERATIONS for a longer run (default 12).
    @Test func killedWriterLeavesOldOrNewArchive() async throws {
        let environment = ProcessInfo.processInfo.environment
        let iterations = environment["WHITTLE_CRASH_ITERATIONS"].flatMap(Int.init) ?? 12
        let writer = try #require(Self.locateWriter(), "build the StoreCrashWriter product (swift build --build-tests)")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.file("crash.json")

        for _ in 0..<iterations {
            let child = Process()
            child.executableURL = writer
            child.arguments = [url.path]
            let output = Pipe()
            child.standardOutput = output
            try child.run()
            // Wait for the first completed write, then kill at a random point in later ones.
            var printed = output.fileHandleForReading.availableData
            try await Task.sleep(for: .microseconds(Int.random(in: 0...8_000)))
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            #expect(child.terminationReason == .uncaughtSignal)
            printed += output.fileHandleForReading.readDataToEndOfFile()
            let lastCompleted = try #require(
                String(decoding: printed, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }.last,
                "the writer never completed a write")

            let stored = try #require(try await Store<CrashPayload>(fileURL: url).load())
            #expect(stored.isIntact, "variant \(stored.variant) is torn")
            let old = lastCompleted % 4, new = (lastCompleted + 1) % 4
            #expect(stored.variant == old || stored.variant == new,
                    "archive holds variant \(stored.variant); the last completed write was \(old), the next \(new)")
        }
        if environment["WHITTLE_CRASH_ITERATIONS"] != nil {
            // Each kill that interrupted a write leaves its temporary file behind; reported,
            // not asserted, because where a kill lands depends on timing.
            let torn = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".tmp") }
            print("store crash test: \(iterations) kills, \(torn.count) left a partial temporary file")
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
