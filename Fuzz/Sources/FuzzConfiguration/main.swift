import Foundation
@_spi(Fuzzing) import WhittleCLI

/// Any bytes as a `.whittle.yml`: YAML, then the configuration's validation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    ConfigurationFuzzing.parse(Data(bytes: start, count: count))
    return 0
}
