/// A text stream that only counts what it is given: the memory measurement streams the report
/// as `whittle audit` does without keeping it.
struct DiscardingOutput: TextOutputStream {
    private(set) var bytes = 0

    mutating func write(_ string: String) { bytes += string.utf8.count }
}
