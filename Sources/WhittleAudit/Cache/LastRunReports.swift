import Foundation

/// The last audit's reports, decoded ahead of need on a thread of their own from the moment
/// the results file is read, while the audit takes the files' statuses (or reads them).
///
/// Whatever the audit finds, it wants them: when nothing changed they are the report; when a
/// file changed, most controllers' stored reports are reused. Decoding them first thing
/// overlaps the largest part of a re-audit with the `stat`s that decide which case it is.
/// The audit helps when it gets there (``finish()``): the reports are cut into chunks that
/// whichever thread is free decodes next.
///
/// `@unchecked Sendable`: every mutable field is read and written under `lock`.
final class LastRunReports: @unchecked Sendable {
    /// Controllers decoded per chunk: enough to make taking one cheap, few enough to balance.
    static let chunkSize = 64

    private let keys: [ContentHash]
    private let decode: @Sendable (ContentHash) -> ResultsStore.Analysed?
    private let chunkCount: Int
    private let lock = NSLock()
    private var nextChunk = 0
    private var chunksLeft: Int
    private var decoded: [ContentHash: ResultsStore.Analysed] = [:]
    private let allDone = DispatchSemaphore(value: 0)

    /// Reports for `keys` (the last run's controllers), each decoded by `decode` (`nil`: the
    /// payload did not decode; the audit then decodes it again and analyses the controller).
    init(keys: [ContentHash], decode: @escaping @Sendable (ContentHash) -> ResultsStore.Analysed?) {
        self.keys = keys
        self.decode = decode
        chunkCount = (keys.count + Self.chunkSize - 1) / Self.chunkSize
        chunksLeft = chunkCount
        decoded.reserveCapacity(keys.count)
    }

    /// Starts decoding on a thread of its own.
    func start() {
        guard chunkCount > 0 else { return }
        let thread = Thread { [self] in work() }
        thread.stackSize = ParallelMap.stackSize
        thread.start()
    }

    /// Decodes chunks until none is left to take.
    private func work() {
        while let chunk = takeChunk() {
            var reports: [(ContentHash, ResultsStore.Analysed)] = []
            reports.reserveCapacity(Self.chunkSize)
            for key in keys[chunk * Self.chunkSize..<min(keys.count, (chunk + 1) * Self.chunkSize)] {
                if let report = decode(key) { reports.append((key, report)) }
            }
            let last = lock.withLock {
                for (key, report) in reports { decoded[key] = report }
                chunksLeft -= 1
                return chunksLeft == 0
            }
            if last { allDone.signal() }
        }
    }

    private func takeChunk() -> Int? {
        lock.withLock {
            guard nextChunk < chunkCount else { return nil }
            defer { nextChunk += 1 }
            return nextChunk
        }
    }

    /// Helps decode what is left, then waits for the chunks other threads are decoding.
    func finish() {
        guard chunkCount > 0 else { return }
        work()
        allDone.wait()
        allDone.signal()  // passed on, so a later call returns at once
    }

    /// The decoded report of `key`, handed over (the next call for it returns `nil`): the
    /// audit's report takes it, and nothing keeps a second reference. `nil` when `key` was
    /// not in the last run, did not decode, or is not decoded yet (call ``finish()`` first).
    func take(_ key: ContentHash) -> ResultsStore.Analysed? {
        lock.withLock { decoded.removeValue(forKey: key) }
    }
}
