/// Names of logging calls that apps and logging libraries define for themselves, told by
/// their spelling: an interpolation or a format inside one is log text, not display text.
///
/// The catalog lists the framework's loggers (`print`, `NSLog`, `os_log`, `logger.error`),
/// but most apps log through a library's functions or their own macros, in Swift as in
/// Objective-C: CocoaLumberjack's `DDLogError(…)` / `DDLogInfo(…)`, `DLog(…)`,
/// `AILogWithSignature(…)`, `ILOG(…)` / `ELOG(…)`, `LOG_ERROR(…)`, `logDebug(…)`. Their
/// shapes are few: a short capital prefix before `Log` and a level (or `With…`) after it, a
/// one- or two-letter prefix before an all-capital `LOG`, `log` followed by a level or its
/// letter (`logw`, `logE`), `print` followed by a level (`printDebug`), a level
/// (or `print`, `write`) followed by `Log` behind capitals or nothing (`infoLog`, `printLog`,
/// `AWKDebugLog`), a one- or two-letter prefix before a lowercase `log` (`slog`, `swlog`,
/// `dlog`), snake case with `log` as a word (`pp_log_g`, `log_error`), or a name ending in
/// `Logger` and perhaps a level (`PreyLogger(…)`, `AppLoggerWarn(…)`). Names that merely
/// contain the letters (`LoginViewController`, `CatalogView`, `DIALOG`, `logEvent`, `dialog`,
/// `blog`, `log_in`, `showLog`, `LoggerView`) are none of these.
enum LoggingNames {
    /// Words that may follow `Log` in a logging call's name: a level, or a variant's `With…`.
    private static let levelWords: [[UInt8]] = [
        "Error", "Warn", "Info", "Debug", "Verbose", "Trace", "Fault", "Notice", "Critical", "Fatal", "With",
    ].map { Array($0.utf8) }
    /// Levels that may come before `Log` at the end of a logging call's name (`errorLog`,
    /// `AWKDebugLog`).
    private static let leadingLevels: [[UInt8]] = [
        "error", "warn", "warning", "info", "debug", "verbose", "trace", "fault", "notice", "critical", "fatal",
        // A function that prints or writes a line for the developer (`printLog("…\(url)")`).
        "print", "write",
    ].map { Array($0.utf8) }

    private static let logger = Array("Logger".utf8)
    private static let print = Array("print".utf8)
    /// The letters Android's logger names its levels by (`logd`, `logw`).
    private static let levelLetters: [UInt8] = Array("vdiwef".utf8)

    /// Whether a call named `name` (its UTF-8 bytes) is a logging call by its spelling.
    static func namesLogger<Name: RandomAccessCollection>(_ name: Name) -> Bool
    where Name.Element == UInt8, Name.Index == Int {
        let count = name.count
        guard count >= 3 else { return false }
        let start = name.startIndex
        func byte(_ offset: Int) -> UInt8 { name[start + offset] }
        func isUpper(_ offset: Int) -> Bool { byte(offset) >= UInt8(ascii: "A") && byte(offset) <= UInt8(ascii: "Z") }
        func isLower(_ offset: Int) -> Bool { byte(offset) >= UInt8(ascii: "a") && byte(offset) <= UInt8(ascii: "z") }
        func spells(_ word: [UInt8], at offset: Int) -> Bool {
            offset + word.count <= count && word.indices.allSatisfy { byte(offset + $0) == word[$0] }
        }
        func followsLevel(at offset: Int) -> Bool {
            // Nothing after the logging word, or a level word there.
            offset == count || levelWords.contains { spells($0, at: offset) }
        }
        if !(0..<count).contains(where: isLower) {
            // `ILOG`, `DDLOG`, `LOGE`, `LOG_ERROR`: a macro whose name is all capitals.
            for offset in 0...(count - 3)
            where byte(offset) == UInt8(ascii: "L") && byte(offset + 1) == UInt8(ascii: "O") && byte(offset + 2) == UInt8(ascii: "G") {
                let prefixIsShort = offset <= 2 || byte(offset - 1) == UInt8(ascii: "_")
                let rest = count - offset - 3
                let suffixIsShort = rest <= 1 || byte(offset + 3) == UInt8(ascii: "_")
                if prefixIsShort, suffixIsShort { return true }
            }
            return false
        }
        // `pp_log_g`, `log_error`, `app_log`: a lowercase name in snake case with `log` as one
        // of its words, not logging in or out (`log_in`, `log_out_user`).
        if (0..<count).contains(where: { byte($0) == UInt8(ascii: "_") }) {
            return namesLoggerInSnakeCase(Array(name))
        }
        // `logError`, `logDebug`: the name starts with `log` and names a level, in full or by
        // its letter (`logw`, `logd`: Android's spelling; `logE`, `logD`).
        if byte(0) == UInt8(ascii: "l"), byte(1) == UInt8(ascii: "o"), byte(2) == UInt8(ascii: "g") {
            if count == 4 { return Self.levelLetters.contains(isUpper(3) ? byte(3) + 32 : byte(3)) }
            return count > 3 && followsLevel(at: 3)
        }
        // `printDebug`, `printError`: a line printed for the developer at a level.
        if spells(Self.print, at: 0), count > Self.print.count, followsLevel(at: Self.print.count) { return true }
        // `PreyLogger`, `AppLoggerWarn`: a logger's name, a level or nothing after it.
        if (0..<count).contains(where: { spells(Self.logger, at: $0) && followsLevel(at: $0 + Self.logger.count) }) {
            return true
        }
        // The names below end in `Log` or `log`; most names do not, told by their last bytes.
        let endsInLog = byte(count - 1) == UInt8(ascii: "g") && byte(count - 2) == UInt8(ascii: "o")
        // `infoLog`, `printLog`, `AWKDebugLog`: a level (or `print`), then `Log` and nothing
        // after it, behind a prefix of capitals or none.
        if endsInLog, byte(count - 3) == UInt8(ascii: "L") {
            var levelStart = 0
            while levelStart + 1 < count - 3, isUpper(levelStart), isUpper(levelStart + 1) { levelStart += 1 }
            let levelCount = count - 3 - levelStart
            func isLevel(_ level: [UInt8]) -> Bool {
                level.count == levelCount
                    && level.indices.allSatisfy { index in
                        let written = byte(levelStart + index)
                        // The level's first letter may be a capital (`AWKDebugLog`, `DebugLog`).
                        return written == level[index] || (index == 0 && written == level[index] - 32)
                    }
            }
            if leadingLevels.contains(where: isLevel) { return true }
        }
        // `slog`, `swlog`: an app's own function, a letter or two before `log`; `blog` is a word.
        if endsInLog, byte(count - 3) == UInt8(ascii: "l"), count <= 5, (0..<count).allSatisfy(isLower) {
            return byte(count - 4) != UInt8(ascii: "b")
        }
        // `DDLogError`, `DLog`, `AILogWithSignature`: capitals, then `Log`, then a level or nothing.
        var offset = 0
        while offset < count, isUpper(offset) { offset += 1 }
        // The capitals' last letter may be the `L` of `Log` (`DDLog`: `DD`, `Log`).
        let logStart = offset - 1
        guard logStart >= 0, logStart + 3 <= count, byte(logStart) == UInt8(ascii: "L"),
            byte(logStart + 1) == UInt8(ascii: "o"), byte(logStart + 2) == UInt8(ascii: "g")
        else { return false }
        return followsLevel(at: logStart + 3)
    }

    /// Whether a name with an underscore is a lowercase snake-case logger (``namesLogger(_:)``).
    private static func namesLoggerInSnakeCase(_ name: [UInt8]) -> Bool {
        let isSnakeCase = name.allSatisfy { ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") }
        guard isSnakeCase else { return false }
        let words = name.split(separator: UInt8(ascii: "_"))
        return words.indices.contains { index in
            guard words[index].elementsEqual("log".utf8) else { return false }
            let next = index + 1 < words.count ? String(decoding: words[index + 1], as: UTF8.self) : ""
            return !["in", "out", "on", "off"].contains(next)
        }
    }
}
