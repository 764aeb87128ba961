/// The byte each enum value of a stored report is kept as: its position among its type's
/// cases. Looking a case up by position is an array index; by its raw string it was a tenth of
/// decoding a report. Positions may change between builds: the results context names the
/// build (``FactsCache/buildIdentifier``), so no results file is read by another build.
enum ResultsCodes {
    static let responsibilities = Responsibility.allCases
    static let severities = Severity.allCases
    static let roles = WhittleRole.allCases

    /// The position of `value` among `cases` (which hold every case of its type).
    static func code<Value: Equatable>(of value: Value, in cases: [Value]) -> UInt8 {
        UInt8(truncatingIfNeeded: cases.firstIndex(of: value) ?? 0)
    }
}
