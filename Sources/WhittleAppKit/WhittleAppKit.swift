#if canImport(AppKit)
@_exported import Whittle
import AppKit
#endif
