import Foundation

/// Runs both Swift paths on a file — the fast one (declarations parsed from a skeleton, bodies
/// read from tokens) and a full parse — and finds the first fact or event where they differ.
///
/// The fast path must give exactly the full parse's facts; every report depends on it. Set
/// `WHITTLE_CHECK_FRONT_ENDS=1` and every audit (`whittle audit`, `whittle-bench audit`, the
/// tests) runs this check on each file and reports a difference as a file diagnostic; the
/// tests run it on this repository, the examples, the catalog's examples, a generated corpus
/// and randomly mutated sources.
public enum FrontEndCheck {
    /// The environment variable that turns the check on for every audit.
    public static let environmentVariable = "WHITTLE_CHECK_FRONT_ENDS"

    /// Whether this process checks every file it audits.
    public static let isEnabled: Bool = {
        guard let value = ProcessInfo.processInfo.environment[environmentVariable] else { return false }
        return !value.isEmpty && value != "0"
    }()

    /// Where the two paths first differ.
    public struct Mismatch: Sendable, Equatable, CustomStringConvertible {
        public var file: String
        public var line: Int
        /// The member and the two paths' events (or declarations) that differ.
        public var message: String

        public var description: String { "\(file):\(line): \(message)" }
    }

    /// What comparing the two paths on a file found.
    public enum Outcome: Sendable, Equatable {
        /// Same facts, same events.
        case agree
        /// The first place they differ.
        case differ(Mismatch)
        /// The fast path declined the file (unbalanced brackets, a blanked block that is not a
        /// body): the audit takes the full parse, so there is nothing to compare.
        case fastPathDeclined
        /// The code does not parse: the parser's error recovery and the token reader may read
        /// broken code differently, and neither is wrong. Only "no crash" holds there.
        case sourceHasErrors
    }

    /// Compares the two paths on `bytes`.
    static func compare(
        path: String, bytes: UnsafeBufferPointer<UInt8>, scan: SourceScan, filter: EventFilter
    ) -> Outcome {
        guard let fast = FileParser.skeletonTypes(bytes, scan: scan, filter: filter) else { return .fastPathDeclined }
        return compare(fast: fast, path: path, bytes: bytes, scan: scan, filter: filter)
    }

    /// Compares the fast path's `fast` facts with a full parse of `bytes`.
    static func compare(
        fast: [TypeFacts], path: String, bytes: UnsafeBufferPointer<UInt8>, scan: SourceScan, filter: EventFilter
    ) -> Outcome {
        let full = FileParser.fullTree(bytes, scan: scan, filter: filter)
        if full.hasErrors { return .sourceHasErrors }
        return firstDifference(fast: fast, full: full.types, file: path).map(Outcome.differ) ?? .agree
    }

    /// Compares the two paths on `bytes` (a file's contents), with the built-in catalog's
    /// event filter: `whittle-bench check` runs it over corpora and mutated sources.
    public static func compare(path: String, bytes: [UInt8], catalog: AuditCatalog = AuditCatalog()) -> Outcome {
        guard !bytes.isEmpty, String(validating: bytes, as: UTF8.self) != nil else { return .sourceHasErrors }
        return bytes.withUnsafeBufferPointer { buffer in
            compare(path: path, bytes: buffer, scan: SourceScan(buffer), filter: catalog.eventFilter)
        }
    }

    /// Compares in-memory source, for tests.
    static func compare(path: String, source: String, filter: EventFilter) -> Outcome {
        var bytes = Array(source.utf8)
        if bytes.isEmpty { bytes = [UInt8(ascii: "\n")] }
        return bytes.withUnsafeBufferPointer { buffer in
            compare(path: path, bytes: buffer, scan: SourceScan(buffer), filter: filter)
        }
    }

    static func firstDifference(fast: [TypeFacts], full: [TypeFacts], file: String) -> Mismatch? {
        for (left, right) in zip(fast, full) where left != right {
            for (l, r) in zip(left.members, right.members) where l != r {
                return memberDifference(fast: l, full: r, type: left.name, file: file)
            }
            if left.members.count != right.members.count {
                return Mismatch(
                    file: file, line: left.startLine,
                    message: "\(left.name): \(left.members.count) members on the fast path, \(right.members.count) in the full parse")
            }
            return Mismatch(
                file: file, line: left.startLine,
                message: "\(left.name): declaration differs (fast \(left.kind) \(left.startLine)-\(left.endLine), nested \(left.nestedLines); full \(right.kind) \(right.startLine)-\(right.endLine), nested \(right.nestedLines))")
        }
        if fast.count != full.count {
            let line = (fast.count > full.count ? fast[full.count] : full[fast.count]).startLine
            return Mismatch(file: file, line: line, message: "\(fast.count) types on the fast path, \(full.count) in the full parse")
        }
        return nil
    }

    private static func memberDifference(fast: MemberFacts, full: MemberFacts, type: String, file: String) -> Mismatch {
        let member = "\(type).\(fast.name)"
        for (l, r) in zip(fast.events, full.events) where l != r {
            let line = Int(min(l.position.line, r.position.line))
            return Mismatch(file: file, line: line, message: "\(member): fast path \(describe(l)), full parse \(describe(r))")
        }
        if fast.events.count != full.events.count {
            let extra = fast.events.count > full.events.count ? fast.events[full.events.count] : full.events[fast.events.count]
            let side = fast.events.count > full.events.count ? "only the fast path" : "only the full parse"
            return Mismatch(file: file, line: Int(extra.position.line), message: "\(member): \(side) has \(describe(extra))")
        }
        if fast.localTypes != full.localTypes {
            let fastTypes = fast.localTypes.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            let fullTypes = full.localTypes.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            return Mismatch(
                file: file, line: fast.startLine,
                message: "\(member): local types differ (fast \(fastTypes); full \(fullTypes))")
        }
        return Mismatch(
            file: file, line: fast.startLine,
            message: "\(member): declaration differs (fast \(fast.kind) \(fast.startLine)-\(fast.endLine) \(fast.declaredType ?? "-") \(fast.attributes) \(fast.modifiers); full \(full.kind) \(full.startLine)-\(full.endLine) \(full.declaredType ?? "-") \(full.attributes) \(full.modifiers))")
    }

    private static func describe(_ event: MemberEvent) -> String {
        let receiver: String
        switch event.receiver {
        case .own: receiver = "own"
        case .expression: receiver = "expression"
        case .type(let name): receiver = "type \(name)"
        case .property(let name): receiver = "property \(name)"
        }
        let labels = event.labels.map { "(\($0))" } ?? ""
        return "\(event.kind) \(event.name)\(labels)\(event.awaitsResult ? " awaited" : "")\(event.isWrite ? " written" : "")\(event.isTested ? " tested" : "")\(event.isInAction ? " in an action" : "")\(event.receiverMember.map { " through \($0)" } ?? "") on \(receiver) at \(event.position.line):\(event.position.offset)/\(event.namePosition.offset)"
    }
}
