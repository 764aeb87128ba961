import Foundation
import Testing

/// `make install PREFIX=…` puts the binary, the man page and the completion scripts where
/// they belong, and `make uninstall` takes them away.
struct MakefileInstallTests {
    /// Runs `make arguments…` at the repository root.
    static func make(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["make", "--no-print-directory"] + arguments
        process.currentDirectoryURL = RepositoryFiles.root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static let installed = [
        "bin/whittle", "share/man/man1/whittle.1", "share/bash-completion/completions/whittle",
        "share/zsh/site-functions/_whittle", "share/fish/vendor_completions.d/whittle.fish",
    ]

    /// The install logic with the whittle this test run built: `SWIFT=:` skips the builds
    /// (the test already holds SwiftPM's build folder), and a stand-in writes the man page
    /// unless swift-argument-parser's generate-manual tool was built (`make man`).
    @Test func installsIntoPrefixAndUninstalls() throws {
        let whittle = try #require(WhittleProcess.executable, "build the whittle product first")
        let folder = try Workspace()
        let prefix = folder.path("prefix with space")
        var manualTool = RepositoryFiles.root.appendingPathComponent(".build/generate-manual/release/generate-manual").path
        if !FileManager.default.isExecutableFile(atPath: manualTool) {
            manualTool = folder.path("generate-manual")
            try folder.write("generate-manual", "#!/bin/sh\n# generate-manual TOOL --output-directory DIR\nprintf '.Dt WHITTLE 1\\n' > \"$3/whittle.1\"\n")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: manualTool)
        }
        let common = [
            "PREFIX=\(prefix)", "SWIFT=:", "BIN_PATH=\(whittle.deletingLastPathComponent().path)",
            "MANUAL_TOOL=\(manualTool)", "GENERATED=\(folder.path("generated"))",
        ]
        let install = try Self.make(["install"] + common)
        #expect(install.status == 0, "\(install.output)")
        for file in Self.installed {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "make install did not install \(file)")
        }
        #expect(FileManager.default.isExecutableFile(atPath: prefix + "/bin/whittle"))
        #expect(try Self.version(of: prefix + "/bin/whittle") == "0.1.0")
        let zsh = try folder.read("prefix with space/share/zsh/site-functions/_whittle")
        #expect(zsh.hasPrefix("#compdef whittle"), "\(zsh.prefix(80))")

        let uninstall = try Self.make(["uninstall"] + common)
        #expect(uninstall.status == 0, "\(uninstall.output)")
        for file in Self.installed {
            #expect(!FileManager.default.fileExists(atPath: prefix + "/" + file), "make uninstall left \(file)")
        }
    }

    /// The whole thing, release build included, in a scratch build folder of its own (many
    /// minutes): only with WHITTLE_MAKE_INSTALL=1.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["WHITTLE_MAKE_INSTALL"] == "1",
                   "set WHITTLE_MAKE_INSTALL=1 to build in release and install for real"))
    func releaseInstall() throws {
        let folder = try Workspace()
        let prefix = folder.path("prefix")
        let flags = "BUILD_FLAGS=-c release --product whittle --scratch-path \(folder.path("build"))"
        let install = try Self.make([
            "install", "PREFIX=\(prefix)", flags, "GENERATED=\(folder.path("generated"))",
            "ARGUMENT_PARSER=\(folder.path("build/checkouts/swift-argument-parser"))", "MANUAL_SCRATCH=\(folder.path("manual"))",
        ])
        #expect(install.status == 0, "\(install.output)")
        for file in Self.installed {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "make install did not install \(file)")
        }
        #expect(try Self.version(of: prefix + "/bin/whittle") == "0.1.0")
    }

    /// What `executable --version` prints, trimmed.
    static func version(of executable: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
