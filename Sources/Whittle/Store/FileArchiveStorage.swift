import Foundation


/// Archive bytes in one file, replaced atomically on every write.
///
/// A write goes to a fresh temporary file in the same folder, is flushed to the disk with
/// `fsync`, and then renamed over the archive. `rename(2)` within one file system is atomic,
/// so a reader — or the next launch after a crash or power loss — sees either the old
/// archive or the new one, never a half-written file. The folder is synced too, so the
/// rename itself survives a power loss.
public struct FileArchiveStorage: ArchiveStorage {
    /// The archive file.
    public let fileURL: URL

    /// Creates storage for the archive at `fileURL`; the file need not exist yet.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public var location: String { fileURL.path }

    public func read() async throws -> Data? {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        do {
            return try Data(contentsOf: fileURL)
        } catch {
            throw StoreError.readFailed(location: location, reason: error.localizedDescription)
        }
    }

    public func write(_ data: Data) async throws {
        let directory = fileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError.writeFailed(location: location, reason: error.localizedDescription)
        }
        // Same folder as the archive: rename is only atomic within one file system.
        let temporaryURL = directory.appendingPathComponent(
            ".\(fileURL.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try Self.writeAndSync(data, to: temporaryURL.path)
            guard rename(temporaryURL.path, fileURL.path) == 0 else {
                throw POSIXFailure(operation: "rename", code: errno)
            }
        } catch let failure as POSIXFailure {
            unlink(temporaryURL.path)
            throw StoreError.writeFailed(location: location, reason: failure.description)
        }
        Self.syncDirectory(directory.path)
        removeAbandonedTemporaryFiles(in: directory)
    }

    /// How old a temporary file must be before a write treats it as left by a crashed writer.
    ///
    /// Younger ones may belong to another process writing the same archive right now.
    public static let abandonedTemporaryFileAge: TimeInterval = 600

    /// Deletes temporary files of this archive that a killed writer left behind.
    private func removeAbandonedTemporaryFiles(in directory: URL) {
        let prefix = ".\(fileURL.lastPathComponent)."
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return }
        let cutoff = Date().addingTimeInterval(-Self.abandonedTemporaryFileAge)
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let path = directory.appendingPathComponent(name).path
            guard let modified = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                modified < cutoff
            else { continue }
            try? manager.removeItem(atPath: path)
        }
    }

    private static func writeAndSync(_ data: Data, to path: String) throws(POSIXFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXFailure(operation: "open", code: errno) }
        defer { close(descriptor) }
        let failure: POSIXFailure? = data.withUnsafeBytes { buffer in
            guard var next = buffer.baseAddress else { return nil }
            var remaining = buffer.count
            while remaining > 0 {
                let written = Glue.write(descriptor, next, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return POSIXFailure(operation: "write", code: errno)
                }
                remaining -= written
                next += written
            }
            return nil
        }
        if let failure { throw failure }
        guard fsync(descriptor) == 0 else { throw POSIXFailure(operation: "fsync", code: errno) }
    }

    /// Best effort: some file systems refuse to open a folder for syncing.
    private static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}

/// A failed system call, named with its `errno` text.
private struct POSIXFailure: Error, CustomStringConvertible {
    var operation: String
    var code: Int32
    var description: String { "\(operation): \(String(cString: strerror(code)))" }
}

/// Disambiguates the C `write` from ``FileArchiveStorage/write(_:)``.
private enum Glue {
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }
}
