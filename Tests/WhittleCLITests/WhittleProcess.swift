import Foundation
import Testing

/// Runs the built `whittle` executable the way a user does, in a folder of its own.
struct WhittleProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The `whittle` binary next to the test bundle in the build products folder.
    static let executable: URL? = {
        var starts: [URL] = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL { starts.append(executable) }
        if let first = CommandLine.arguments.first { starts.append(URL(fileURLWithPath: first)) }
        for start in starts {
            var folder = start
            for _ in 0..<5 {
                folder = folder.deletingLastPathComponent()
                let candidate = folder.appendingPathComponent("whittle")
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
                    FileManager.default.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
            }
        }
        return nil
    }()

    /// The cache folder of every audit the tests run, in the temporary folder; removed when
    /// the test process exits, so runs leave nothing behind.
    static let cacheFolder: String = {
        atexit { try? FileManager.default.removeItem(atPath: WhittleProcess.cacheFolderPath) }
        return cacheFolderPath
    }()

    private static var cacheFolderPath: String {
        NSTemporaryDirectory() + "whittle-cli-tests-cache-\(ProcessInfo.processInfo.processIdentifier)"
    }

    /// Runs `whittle arguments…` in `directory` with `environment` added to a clean one.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Result {
        let executable = try #require(executable, "build the whittle product first (swift build --build-tests)",
                                      sourceLocation: sourceLocation)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var base = ProcessInfo.processInfo.environment
        base["NO_COLOR"] = nil
        // Audits run by the tests cache into a scratch folder, never the user's cache.
        base["WHITTLE_CACHE_PATH"] = cacheFolder
        process.environment = base.merging(environment) { $1 }
        let outputURL = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errorURL = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}
