import GRDB
@_exported import Whittle
