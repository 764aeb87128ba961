import Foundation

/// With `WHITTLE_PHASES` set, prints to standard error how long each stage of an audit took
/// (discovery, reading, facts, index, summaries, analysis, the cache's writes): how the
/// figures in `docs/cache.md` were found. A development aid; it prints nothing otherwise.
enum PhaseTimer {
    static let enabled = ProcessInfo.processInfo.environment["WHITTLE_PHASES"] != nil
    /// When the last stage ended. Stages are marked only from the audit's own thread.
    nonisolated(unsafe) private static var last = DispatchTime.now().uptimeNanoseconds

    /// Prints the time since the last mark as the stage `name`.
    static func mark(_ name: String) {
        guard enabled else { return }
        let before = last
        let now = DispatchTime.now().uptimeNanoseconds
        FileHandle.standardError.write(Data("phase \(name): \(Int64(bitPattern: now &- before) / 1_000_000) ms\n".utf8))
        last = now
    }
}
