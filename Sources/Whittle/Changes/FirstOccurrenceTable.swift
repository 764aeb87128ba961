/// A hash table from identity to the index of its **first** occurrence in the old items —
/// the diff's symbol table, specialised for speed.
///
/// Open addressing with linear probing over one flat array of 64-bit slots, each holding
/// the high 32 bits of the id's hash (the low bits pick the bucket) and the item's
/// index + 1 (0 marks an empty slot), which bounds a list to 2³² − 1 items. A lookup
/// touches one slot in the common case and compares the stored hash before reading the
/// item, so it costs about one cache miss where `Dictionary` (separate key, value and
/// metadata arrays) costs two or three; at 100,000 items and more, those misses are most
/// of the diff's time. The load factor stays at or below 0.8: probes run over adjacent
/// slots, usually in the same cache line, so a denser table that fits the cache wins.
@usableFromInline
struct FirstOccurrenceTable {
    @usableFromInline var slots: [UInt64]
    @usableFromInline let mask: Int

    /// Indexes `items` by id, keeping the first index of every id, and sets
    /// `laterDuplicates[index]` to -3 for every later occurrence of an id.
    ///
    /// - Complexity: O(*n*) expected.
    @inlinable
    init<Item: Identifiable>(_ items: [Item], markingLaterDuplicatesIn laterDuplicates: inout [Int]) {
        var capacity = 16
        while capacity < items.count + items.count / 4 { capacity <<= 1 }
        mask = capacity - 1
        var slots = [UInt64](repeating: 0, count: capacity)
        let mask = self.mask
        items.withUnsafeBufferPointer { items in
            slots.withUnsafeMutableBufferPointer { slots in
              laterDuplicates.withUnsafeMutableBufferPointer { laterDuplicates in
                for index in items.indices {
                    let id = items[index].id
                    let hash = id.hashValue
                    let tag = UInt64(UInt(bitPattern: hash)) & 0xFFFF_FFFF_0000_0000
                    var bucket = hash & mask
                    while true {
                        let slot = slots[bucket]
                        if slot == 0 {
                            slots[bucket] = tag | UInt64(index + 1)
                            break
                        }
                        // Same id already present: keep the first occurrence.
                        if slot & 0xFFFF_FFFF_0000_0000 == tag, items[Int(slot & 0xFFFF_FFFF) - 1].id == id {
                            laterDuplicates[index] = -3
                            break
                        }
                        bucket = (bucket + 1) & mask
                    }
                }
              }
            }
        }
        self.slots = slots
    }

    /// The index of the first old item with `id`, or -1.
    @inlinable
    func firstIndex<Item: Identifiable>(of id: Item.ID, in items: UnsafeBufferPointer<Item>, slots: UnsafeBufferPointer<UInt64>) -> Int {
        let hash = id.hashValue
        let tag = UInt64(UInt(bitPattern: hash)) & 0xFFFF_FFFF_0000_0000
        var bucket = hash & mask
        while true {
            let slot = slots[bucket]
            if slot == 0 { return -1 }
            if slot & 0xFFFF_FFFF_0000_0000 == tag {
                let index = Int(slot & 0xFFFF_FFFF) - 1
                if items[index].id == id { return index }
            }
            bucket = (bucket + 1) & mask
        }
    }
}
