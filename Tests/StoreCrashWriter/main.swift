// A child process for the store's crash test: saves ever newer generations of a large
// value through `Store` until it is killed, printing each generation once it is saved.
//
// Usage: StoreCrashWriter <archive path> <first generation>
import Foundation
import Whittle

struct CrashPayload: Codable, Sendable {
    var generation: Int
    var blob: [Int]

    /// The payload of `generation`: big enough that a kill often lands mid-write.
    init(generation: Int) {
        self.generation = generation
        self.blob = (0..<40_000).map { $0 &* 31 &+ generation }
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let firstGeneration = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: StoreCrashWriter <archive path> <first generation>\n".utf8))
    exit(2)
}
let store = Store<CrashPayload>(fileURL: URL(fileURLWithPath: arguments[1]))
var generation = firstGeneration
while true {
    do {
        try await store.save(CrashPayload(generation: generation))
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
    FileHandle.standardOutput.write(Data("\(generation)\n".utf8))
    generation += 1
}
