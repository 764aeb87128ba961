import Foundation
import WhittleAudit

/// Any bytes as a JSON report (`whittle audit --format json`), as `whittle diff` reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReport(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    _ = try? AuditReport.decode(Data(bytes: start, count: count), path: "report.json")
    return 0
}
