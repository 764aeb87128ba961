#if canImport(UIKit)
@_exported import Whittle
import UIKit
#endif
