import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory lock on a file (`flock`), held while one audit merges its facts into the
/// cache so that two audits finishing at once cannot drop each other's entries. Readers
/// never take it: files are only ever replaced whole, by rename.
final class FileLock {
    private let descriptor: Int32

    /// Takes the lock on `path` (created if missing), waiting up to `timeout` seconds; `nil`
    /// when the file cannot be opened or the lock is not had in time.
    init?(path: String, timeout: Double = 10) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                close(descriptor)
                return nil
            }
            usleep(2_000)
        }
        self.descriptor = descriptor
    }

    deinit {
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Writes `bytes` to `path` through a temporary file in the same folder and a rename, so
    /// a reader sees the old file or the new one, never part of one.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))"
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }
}
