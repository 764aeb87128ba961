extension FrontEndCheck {
    /// `source` after one to three random line edits (a line deleted, duplicated, swapped with
    /// the next or cut short) or a stray bracket, quote or punctuation character: broken and
    /// still-valid code for the check to compare both paths on.
    public static func mutated(_ source: [UInt8], using generator: inout some RandomNumberGenerator) -> [UInt8] {
        var lines = source.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        for _ in 0..<(1 + Int(generator.next() % 3)) where lines.count > 2 {
            let at = Int(generator.next() % UInt64(lines.count - 1))
            switch generator.next() % 5 {
            case 0: lines.remove(at: at)
            case 1: lines.insert(lines[at], at: at)
            case 2: lines.swapAt(at, at + 1)
            case 3: lines[at].removeLast(min(lines[at].count, Int(generator.next() % 12)))
            default:
                let column = lines[at].isEmpty ? 0 : Int(generator.next() % UInt64(lines[at].count))
                lines[at].insert(noise[Int(generator.next() % UInt64(noise.count))], at: column)
            }
        }
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    private static let noise = Array("{}()[]\"\\#/'`$@.:,<>?!\n".utf8)
}
