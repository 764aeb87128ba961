import Foundation
@_spi(Fuzzing) import WhittleAudit

/// Any bytes as a Swift file: the skeleton, the token reader and the full parse it falls back to.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftFrontEnd(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FrontEndFuzzing.parseSwift(Data(bytes: start, count: count))
    return 0
}
