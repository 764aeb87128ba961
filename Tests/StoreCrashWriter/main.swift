// A child process for the store's crash test. It encodes four large variants of a value
// with `Store` (so the bytes are real archives), then replaces the archive with them in
// turn through `FileArchiveStorage` — the store's write path — until it is killed, printing
// the number of each completed write. Writing is nearly all it does, so a kill at a random
// moment usually lands in the middle of a write.
//
// Usage: StoreCrashWriter <archive path>
import Foundation
import Whittle

struct CrashPayload: Codable, Sendable {
    var variant: Int
    var blob: String

    /// Variant `variant` of the payload: a few megabytes, so each write takes a while.
    init(variant: Int) {
        self.variant = variant
        self.blob = String(repeating: "variant \(variant) / ", count: 60_000)
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: StoreCrashWriter <archive path>\n".utf8))
    exit(2)
}
let archive = URL(fileURLWithPath: arguments[1])
let scratch = archive.deletingLastPathComponent()
    .appendingPathComponent(".crash-scratch-\(ProcessInfo.processInfo.processIdentifier)")
var archives: [Data] = []
do {
    for variant in 0..<4 {
        let file = scratch.appendingPathComponent("\(variant).json")
        try await Store<CrashPayload>(fileURL: file).save(CrashPayload(variant: variant))
        archives.append(try Data(contentsOf: file))
    }
    try? FileManager.default.removeItem(at: scratch)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}

let storage = FileArchiveStorage(fileURL: archive)
var completed = 0
while true {
    do {
        try await storage.write(archives[(completed + 1) % 4])
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
    completed += 1
    FileHandle.standardOutput.write(Data("\(completed)\n".utf8))
}
