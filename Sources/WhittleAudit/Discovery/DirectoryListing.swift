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
    }

    /// The entries of the folder at `path` (not `.` and `..`), in no particular order; `nil`
    /// when it cannot be listed. Symbolic links are followed to say what they point to, and
    /// marked `probed`: their kind depends on more than this folder.
    static func entries(of path: String) -> [(name: String, kind: Kind, probed: Bool)]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var entries: [(name: String, kind: Kind, probed: Bool)] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append((name, .folder, false))
            case Int32(DT_REG): entries.append((name, .file, false))
            default:
                // A link, or a file system that does not say: ask what the path leads to.
                var info = stat()
                let full = path.hasSuffix("/") ? path + name : path + "/" + name
                guard stat(full, &info) == 0 else {
                    entries.append((name, .broken, true))
                    continue
                }
                entries.append((name, (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file, true))
            }
        }
        return entries
    }
}
