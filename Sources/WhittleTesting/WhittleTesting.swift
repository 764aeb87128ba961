@_exported import Whittle
