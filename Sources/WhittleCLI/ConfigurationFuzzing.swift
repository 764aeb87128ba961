import Foundation

/// The configuration loader as the fuzz target in `Fuzz/` calls it. Not API: reachable only
/// through `@_spi(Fuzzing) import WhittleCLI`.
@_spi(Fuzzing)
public enum ConfigurationFuzzing {
    /// Validates `data`, decoded as UTF-8, as the text of a `.whittle.yml`.
    public static func parse(_ data: Data) {
        _ = try? ConfigurationLoader.parse(String(decoding: data, as: UTF8.self), file: ".whittle.yml")
    }
}
