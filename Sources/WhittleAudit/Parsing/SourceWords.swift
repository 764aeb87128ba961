/// Reading words from a file's bytes, for the scanners that read declarations line by line
/// without a parser (``ImportScanner``, ``TypeAliasScanner``).
enum SourceWords {
    /// Moves `index` past spaces and tabs.
    static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
    }

    /// Where the identifier (letters, digits, `_`) starting at `start` ends (`start` when none
    /// starts there).
    static func wordEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            let isWordByte = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            guard isWordByte else { break }
            end += 1
        }
        return end
    }

    /// The identifier starting at `start`, and where it ends.
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (text: String, end: Int)? {
        let end = wordEnd(bytes, from: start)
        guard end > start else { return nil }
        return (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self), end)
    }
}
