import Foundation

/// What ``Auditor/audit(paths:jobs:reportNeeded:)`` gives: the report, and its `--format
/// json` text when the cache holds it, so a command that prints JSON copies that text instead
/// of writing the report again.
public struct AuditResult: Sendable {
    /// The report; `nil` only when it was not needed and the cache gave back its JSON text.
    public let report: AuditReport?
    /// The report's `--format json` text as the cache stored it, byte for byte what
    /// ``JSONReporter`` writes of ``report``; `nil` without a cache.
    public let json: ReportText?
    /// The files the audit read (the report's ``AuditReport/filesScanned``).
    public let filesScanned: Int
    /// The most severe finding's severity (the report's ``AuditReport/highestSeverity``).
    public let highestSeverity: Severity?

    init(report: AuditReport?, json: ReportText?, filesScanned: Int, highestSeverity: Severity?) {
        (self.report, self.json, self.filesScanned, self.highestSeverity) = (report, json, filesScanned, highestSeverity)
    }

    init(report: AuditReport, json: ReportText?) {
        self.init(report: report, json: json, filesScanned: report.filesScanned, highestSeverity: report.highestSeverity)
    }
}

/// A report's JSON text in a cache file: read from it when written out, 1 MiB at a time.
public struct ReportText: Sendable {
    // The file is open, so a later audit renaming another file over its path changes nothing.
    private let source: Source

    private enum Source {
        case bytes(Data)
        case file(FileHandle, offset: UInt64, count: Int)
    }

    init(bytes: Data) { source = .bytes(bytes) }

    init(file: FileHandle, offset: UInt64, count: Int) { source = .file(file, offset: offset, count: count) }

    /// Writes the text to `output`.
    public func write<Output: TextOutputStream>(to output: inout Output) {
        var pending: [UInt8] = []
        forEachChunk { chunk in
            pending.append(contentsOf: chunk)
            // A chunk may end inside a character: its first bytes wait for the next chunk.
            var end = pending.count
            while end > 0, pending[end - 1] & 0xC0 == 0x80 { end -= 1 }
            if end > 0, pending[end - 1] >= 0xC0 { end -= 1 }
            output.write(String(decoding: pending[..<end], as: UTF8.self))
            pending.removeFirst(end)
        }
        if !pending.isEmpty { output.write(String(decoding: pending, as: UTF8.self)) }
    }

    /// Writes the text to `handle` as it is (a closed pipe is not an error worth reporting).
    public func write(to handle: FileHandle) {
        forEachChunk { try? handle.write(contentsOf: $0) }
    }

    private func forEachChunk(_ body: (Data) -> Void) {
        let chunkSize = 1 << 20
        switch source {
        case .bytes(let bytes):
            var start = bytes.startIndex
            while start < bytes.endIndex {
                let end = min(bytes.endIndex, start + chunkSize)
                body(bytes[start..<end])
                start = end
            }
        case .file(let handle, let offset, let count):
            // `pread`, a chunk a call: `FileHandle.read(upToCount:)` reads 4 KiB a call on Linux,
            // 12,000 calls for the report of 200,000 lines.
            var chunk = Data(count: min(count, chunkSize))
            var done = 0
            while done < count {
                let wanted = min(count - done, chunkSize)
                let read = chunk.withUnsafeMutableBytes { pread(handle.fileDescriptor, $0.baseAddress, wanted, off_t(offset) + off_t(done)) }
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { return }
                body(chunk.prefix(read))
                done += read
            }
        }
    }
}
