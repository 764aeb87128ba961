/// The facts file and its journal as an audit leaves them: their checksums, and every
/// entry's key in their order (the file's entries, then the journal's).
///
/// The run stamp names each audited file's entry by its place here (``RunStamp``), so the
/// next audit finds the facts of a file whose status did not change without reading the
/// file: a place costs a byte or two where a key costs sixteen, and places in file order
/// compress to almost nothing. The checksums say whether the places still hold: another
/// audit that rewrote either file since makes them useless, and the files are read.
struct FactsLayout: Sendable, Equatable {
    var checksum: UInt64
    var journalChecksum: UInt64?
    var keys: [FactsKey]

    /// Each key's place in ``keys``.
    func places() -> [FactsKey: Int] {
        var places: [FactsKey: Int] = [:]
        places.reserveCapacity(keys.count)
        for (place, key) in keys.enumerated() where places[key] == nil { places[key] = place }
        return places
    }
}
