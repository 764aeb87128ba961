import Foundation

/// What the file system says of a file without reading it: device, inode, size and the
/// modification and change times in nanoseconds. Writing a file changes its modification and
/// change times, and nothing sets the change time back, so while all of these match, the
/// content does too; ``RunStamp`` lets an unchanged audit check them instead of reading.
struct FileStatus: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var changed: Int64

    init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)  // dev_t is signed on Darwin
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
            modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
            changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #else
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #endif
    }

    /// The status of the file at `path`, following symbolic links; `nil` when there is none.
    static func of(_ path: String) -> FileStatus? {
        var info = stat()
        return stat(path, &info) == 0 ? FileStatus(info) : nil
    }

    /// The status of each of `paths`, on `jobs` threads: a re-audit takes tens of thousands,
    /// each a system call that walks its path.
    static func of(_ paths: [String], jobs: Int) -> [FileStatus?] {
        let chunk = 512
        let chunks = stride(from: 0, to: paths.count, by: chunk).map { Array(paths[$0..<min(paths.count, $0 + chunk)]) }
        return ParallelMap.map(chunks, jobs: jobs) { $0.map(FileStatus.of) }.flatMap { $0 }
    }

    /// Now, in the same nanoseconds as the file times.
    static var now: Int64 { Int64(Date().timeIntervalSince1970 * 1_000_000_000) }

    /// Whether the file was written less than `window` nanoseconds before `time`, so that a
    /// later write in the same tick of a coarse file system clock (two seconds on some) could
    /// leave its times as they are: then only its content can say it is unchanged.
    func isRecent(before time: Int64, window: Int64) -> Bool {
        max(modified, changed) >= time - window
    }

    /// Adds `paths` and their statuses (`nil`: the path has none) to `builder`, in order:
    /// what the run stamp and the discovery stamp compare.
    static func add(_ paths: [String], statuses: [FileStatus?], to builder: inout FingerprintBuilder) {
        builder.add(paths.count)
        for (path, status) in zip(paths, statuses) {
            builder.add(path)
            if let status { status.add(to: &builder) } else { builder.add(-1) }
        }
    }

    func add(to builder: inout FingerprintBuilder) {
        builder.add(Int(truncatingIfNeeded: device))
        builder.add(Int(truncatingIfNeeded: inode))
        builder.add(Int(size))
        builder.add(Int(modified))
        builder.add(Int(changed))
    }
}
