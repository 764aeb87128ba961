/// The string table a results file shares between its controllers' payloads: the same
/// reasons, tokens, rule ids and paths recur in every report, so each is stored once and a
/// payload starts with the table indices of the strings it uses (its local table).
///
/// Built anew on every write from the payloads kept: a reused payload's indices are mapped
/// from the table it was read with, so the table never holds a string no payload uses.
struct SharedStrings {
    private(set) var strings: [String] = []
    private var indices: [String: Int] = [:]
    /// For each table payloads are mapped from (by its position in `sources`), old index → new index.
    private var remaps: [[Int32]] = []

    /// The index of `string`, added when new.
    mutating func index(of string: String) -> Int {
        if let index = indices[string] { return index }
        indices[string] = strings.count
        strings.append(string)
        return strings.count - 1
    }

    /// A payload whose local table is `local` (strings) followed by `body`.
    mutating func payload(local: [String], body: [UInt8]) -> [UInt8] {
        var writer = BinaryWriter(capacity: body.count + local.count * 3 + 4)
        writer.varint(UInt64(local.count))
        for string in local { writer.varint(UInt64(index(of: string))) }
        writer.append(body)
        return writer.bytes
    }

    /// `payload`, read with the table `source` (the `sourceID`th source seen), with its local
    /// table mapped to this one; `nil` when its indices do not fit `source`.
    mutating func payload(_ payload: UnsafeRawBufferPointer, source: [String], sourceID: Int) -> [UInt8]? {
        while remaps.count <= sourceID { remaps.append([]) }
        if remaps[sourceID].isEmpty { remaps[sourceID] = [Int32](repeating: -1, count: source.count) }
        var reader = BinaryReader(payload)
        guard let count = try? reader.count() else { return nil }
        var writer = BinaryWriter(capacity: payload.count + 8)
        writer.varint(UInt64(count))
        for _ in 0..<count {
            guard let old = try? reader.varint(), old < UInt64(source.count) else { return nil }
            var mapped = remaps[sourceID][Int(old)]
            if mapped < 0 {
                mapped = Int32(index(of: source[Int(old)]))
                remaps[sourceID][Int(old)] = mapped
            }
            writer.varint(UInt64(mapped))
        }
        writer.append(UnsafeRawBufferPointer(rebasing: payload[reader.offset...]))
        return writer.bytes
    }
}
