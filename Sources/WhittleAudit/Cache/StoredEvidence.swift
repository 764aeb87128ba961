/// A responsibility's evidence as it lies in a results payload: where, and the string table
/// it indexes. A report from the results cache holds this instead of its evidence, which it
/// decodes each time it is read (``ResponsibilityReport/evidence``).
///
/// Evidence is most of a stored report (384,000 pieces, four strings each, in the benchmark
/// corpus's 7,700 reports) and most audits print little of it: an unchanged re-audit that
/// decoded it all up front spent more time on it than on anything else. The payload was
/// checked whole when the report was read (``ResultsDecoder``), so decoding it again cannot fail.
struct StoredEvidence: Sendable {
    /// The buffer the payload is in (the results file's body or the journal's), kept alive
    /// by the reports that point into it.
    let owner: [UInt8]
    let range: Range<Int>
    let table: ResultsDecoder.StringTable

    /// The evidence; empty if it does not decode (it was checked, so it does).
    func decode() -> [Evidence] {
        owner.withUnsafeBytes { bytes in
            var decoder = ResultsDecoder(evidenceIn: UnsafeRawBufferPointer(rebasing: bytes[range]), table: table)
            return (try? decoder.evidenceList()) ?? []
        }
    }
}
