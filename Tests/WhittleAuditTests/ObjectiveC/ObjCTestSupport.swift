import Foundation
@testable import WhittleAudit

/// Objective-C facts from source text, for tests.
enum ObjCTestSupport {
    static let filter = AuditCatalog().eventFilter

    static func facts(_ source: String, path: String = "Example.m", filter: EventFilter = filter) -> FileFacts {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            ObjCFileParser.facts(path: path, bytes: buffer, scan: SourceScan(buffer), filter: filter)
        }
    }

    /// A filter that keeps every name, to test the reader rather than the catalog.
    static let everything = EventFilter(
        names: [], framingCalls: ["NSLog"], callSuffixes: [""], membersKeepingEveryName: [""], typesWithoutControllers: [])

    /// The events of the one method in `body`, as `kind name(labels) receiver`.
    static func events(_ body: String) -> [String] {
        let source = "@implementation X\n- (void)m {\n\(body)\n}\n@end\n"
        let member = facts(source, filter: everything).types.first?.members.first
        return (member?.events ?? []).map(describe)
    }

    static func describe(_ event: MemberEvent) -> String {
        let receiver: String
        switch event.receiver {
        case .own: receiver = "own"
        case .expression: receiver = "expr"
        case .type(let name): receiver = "type(\(name))"
        case .property(let name): receiver = "prop(\(name))"
        }
        let labels = event.labels.map { "(" + $0 + ")" } ?? ""
        return "\(event.kind) \(event.name)\(labels) \(receiver)"
    }
}
