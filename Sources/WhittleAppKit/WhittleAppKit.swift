#if canImport(AppKit) && !targetEnvironment(macCatalyst)
@_exported import Whittle
import AppKit
#endif
