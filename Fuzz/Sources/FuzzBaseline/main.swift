import Foundation
import WhittleAudit

/// Any bytes as a baseline file (`whittle audit --write-baseline`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    _ = try? Baseline.decode(Data(bytes: start, count: count), path: "baseline.json")
    return 0
}
