import Foundation
import Testing
@testable import WhittleAudit

/// The last run's reports decoded ahead of need: whichever threads decode them, each is
/// decoded once and handed over once, in full, and a payload that does not decode is left
/// for the audit to analyse again.
struct LastRunReportsTests {
    /// Counts decodes from several threads. `@unchecked Sendable`: `keys` is only touched under `lock`.
    private final class DecodeLog: @unchecked Sendable {
        private let lock = NSLock()
        private var keys: [ContentHash] = []

        func record(_ key: ContentHash) { lock.withLock { keys.append(key) } }
        var decoded: [ContentHash] { lock.withLock { keys } }
    }

    private static func key(_ number: Int) -> ContentHash { ContentHash(high: UInt64(number), low: 7) }

    /// A stored report for `key`, named after it; none for keys divisible by 10 (a payload
    /// that does not decode).
    private static func decode(_ key: ContentHash, log: DecodeLog) -> ResultsStore.Analysed? {
        log.record(key)
        guard key.high % 10 != 0 else { return nil }
        var report = SampleReports.settings
        report.name = "Controller\(key.high)"
        return ResultsStore.Analysed(report: report, key: key, stored: .cached(ResultsPack.Entry(digest: key.high, payload: 0..<1)))
    }

    @Test(arguments: [0, 1, 63, 64, 65, 1_000])
    func everyReportIsDecodedOnceAndHandedOverOnce(count: Int) {
        let keys = (1...max(1, count)).prefix(count).map(Self.key)
        let log = DecodeLog()
        let reports = LastRunReports(keys: keys) { Self.decode($0, log: log) }
        reports.start()
        reports.finish()
        reports.finish()  // a second wait returns at once
        #expect(log.decoded.count == keys.count)
        #expect(Set(log.decoded) == Set(keys))
        for key in keys {
            let taken = reports.take(key)
            if key.high % 10 == 0 {
                #expect(taken == nil)
            } else {
                #expect(taken?.report.name == "Controller\(key.high)")
                #expect(taken?.key == key)
            }
            #expect(reports.take(key) == nil, "handed over once")
        }
        #expect(reports.take(Self.key(count + 1)) == nil, "not in the last run")
    }

    /// The audit may need the reports before the decoding thread has started: it decodes
    /// them itself, and the thread then finds nothing left.
    @Test func finishingBeforeTheThreadStartsDecodesEverything() {
        let keys = (1...500).map(Self.key)
        let log = DecodeLog()
        let reports = LastRunReports(keys: keys) { Self.decode($0, log: log) }
        reports.finish()
        reports.start()
        #expect(log.decoded.count == 500)
        #expect(reports.take(Self.key(499))?.report.name == "Controller499")
    }
}

/// Statuses taken on several threads come back in the order of the paths asked for.
struct FileStatusBatchTests {
    @Test func statusesComeBackInPathOrderAcrossThreads() throws {
        let folder = try TemporaryFolder()
        var paths: [String] = []
        for index in 0..<1_200 {
            if index % 3 == 0 {
                paths.append(folder.path + "/missing\(index).swift")
            } else {
                try folder.write("file\(index).swift", String(repeating: "x", count: index))
                paths.append(folder.path + "/file\(index).swift")
            }
        }
        let statuses = FileStatus.of(paths, jobs: 3)
        #expect(statuses.count == paths.count)
        #expect(statuses == paths.map(FileStatus.of))
        #expect(statuses.enumerated().allSatisfy { index, status in (status == nil) == (index % 3 == 0) })
    }
}
