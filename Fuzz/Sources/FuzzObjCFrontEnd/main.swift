import Foundation
@_spi(Fuzzing) import WhittleAudit

/// Any bytes as an Objective-C file: the tokenizer, the declaration scanner and the body reader.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzObjCFrontEnd(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FrontEndFuzzing.parseObjectiveC(Data(bytes: start, count: count))
    return 0
}
