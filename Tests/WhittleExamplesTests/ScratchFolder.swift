import Foundation

/// A folder under the system's temporary directory for one test's files, removed with it.
///
/// A suite keeps one as a stored property: Swift Testing makes a suite instance per test, so
/// each test gets its own folder and nothing is left behind in `/tmp` however the test ends.
final class ScratchFolder: Sendable {
    let url: URL

    init(prefix: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// A new file location inside the folder; the stores under test create the folder.
    func newFile(named name: String) -> URL {
        url.appendingPathComponent(UUID().uuidString).appendingPathComponent(name)
    }
}
