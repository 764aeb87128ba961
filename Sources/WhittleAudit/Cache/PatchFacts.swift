import Foundation

/// The facts an audit patching the last report (``Auditor/patchedAudit(_:)``) decodes: each
/// file's when first asked for, from any analysis thread, then kept.
///
/// A file whose facts were needed and did not decode marks the patch failed, since an answer
/// made without them could be wrong: the audit then runs the project-wide stages instead.
final class PatchFacts: @unchecked Sendable {
    private let decode: @Sendable (Int) -> FileFacts?
    private let lock = NSLock()
    private var decoded: [Int: FileFacts?] = [:]
    private var byPath: [String: FileFacts] = [:]
    private var hasFailed = false

    /// Facts decoded by `decode`, a file's position in the audited list to its facts.
    init(decode: @escaping @Sendable (Int) -> FileFacts?) {
        self.decode = decode
    }

    /// The facts of the file at `position`; `nil` when they do not decode.
    func facts(_ position: Int) -> FileFacts? {
        if let known = lock.withLock({ decoded[position] }) { return known }
        // Decoded outside the lock: two threads may decode one file once each; they agree.
        let facts = decode(position)
        lock.withLock {
            decoded[position] = .some(facts)
            if let facts { byPath[facts.path] = facts }
        }
        return facts
    }

    /// The facts of the file at `path`, when ``facts(_:)`` decoded them.
    func decodedFacts(atPath path: String) -> FileFacts? {
        lock.withLock { byPath[path] }
    }

    /// Records that facts an answer needed did not decode.
    func markFailed() {
        lock.withLock { hasFailed = true }
    }

    /// Whether ``markFailed()`` was called.
    var failed: Bool { lock.withLock { hasFailed } }
}
