import Foundation

/// The front ends as the fuzz targets in `Fuzz/` call them: any bytes, as a file of that
/// language. Not API: reachable only through `@_spi(Fuzzing) import WhittleAudit`.
@_spi(Fuzzing)
public enum FrontEndFuzzing {
    private static let filter = AuditCatalog().eventFilter

    /// Parses `data` as a Swift file: the token reader's fast path, or the full parse it
    /// declines to.
    public static func parseSwift(_ data: Data) {
        _ = FileParser.parse(path: "Fuzzed.swift", data: data, filter: filter)
    }

    /// Parses `data` as an Objective-C implementation file: the tokenizer, the declaration
    /// scanner and the body reader.
    public static func parseObjectiveC(_ data: Data) {
        _ = FileParser.parse(path: "Fuzzed.m", data: data, filter: filter)
    }
}
