import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder's entries, read with `opendir`/`readdir`: the entry type comes with each name, so
/// listing a project costs one system call per folder rather than a `stat` per file, which
/// is what Foundation's `FileManager` does (it made discovery a twentieth of a cold audit).
enum DirectoryListing {
    enum Kind {
        case folder
        case file
        /// A symbolic link whose target does not exist.
        case broken
    }

    /// The identity of a folder on disk, so one reached twice (a symbolic link loop) is noticed.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64

        /// The identity of what `path` leads to; `nil` when nothing is there.
        init?(of path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(truncatingIfNeeded: info.st_dev)  // dev_t is signed on Darwin
            inode = UInt64(truncatingIfNeeded: info.st_ino)
        }
    }

    /// The entries of the folder at `path` (not `.` and `..`), in no particular order; `nil`
    /// when it cannot be listed. Symbolic links are followed to say what they point to.
    static func entries(of path: String) -> [(name: String, kind: Kind)]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append((name, .folder))
            case Int32(DT_REG): entries.append((name, .file))
            default:
                // A link, or a file system that does not say: ask what the path leads to.
                var info = stat()
                let full = path.hasSuffix("/") ? path + name : path + "/" + name
                guard stat(full, &info) == 0 else {
                    entries.append((name, .broken))
                    continue
                }
                entries.append((name, (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file))
            }
        }
        return entries
    }
}
