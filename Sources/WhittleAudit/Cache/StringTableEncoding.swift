/// The shape both cache encoders share (``FactsEncoder``, ``ResultsEncoder``): a body in
/// which every string is written as its index in a table of the distinct strings, in
/// first-use order, which goes before the body.
protocol StringTableEncoding {
    var body: BinaryWriter { get set }
    var strings: [String] { get set }
    var indices: [String: Int] { get set }
}

extension StringTableEncoding {
    /// Writes `value` as its table index, adding it to the table when new.
    mutating func string(_ value: String) {
        if let index = indices[value] {
            body.varint(UInt64(index))
        } else {
            indices[value] = strings.count
            body.varint(UInt64(strings.count))
            strings.append(value)
        }
    }

    /// Writes a count, then each string.
    mutating func strings(_ values: [String]) {
        body.varint(UInt64(values.count))
        for value in values { string(value) }
    }

    /// The table (a count, then each string), then the body.
    func tableThenBody() -> [UInt8] {
        var table = BinaryWriter(capacity: body.bytes.count + strings.count * 16)
        table.varint(UInt64(strings.count))
        for string in strings { table.rawString(string) }
        table.append(body.bytes)
        return table.bytes
    }
}
