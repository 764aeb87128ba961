/// A hash table from identity to the index of its **first** occurrence in the old items —
/// the diff's symbol table, specialised for speed.
///
/// Open addressing with linear probing over one flat array of 64-bit slots. Each slot holds
/// the id's 32-bit *key* (the high half of its hash) and the item's index + 1 (0 marks an
/// empty slot), which bounds a list to 2³² − 1 items. The key picks the bucket, and the
/// whole key is compared before the item is read, so a lookup touches one slot in the common
/// case: about one cache miss, where `Dictionary` (separate key, value and metadata arrays)
/// costs two or three.
///
/// The table has 3 slots per item (load factor ⅓) at every size: the bucket is the key
/// scaled to the slot count (`key × count >> 32`), not masked, so the count need not be a
/// power of two. An insert or lookup then mostly settles on its first slot, and the branch
/// that decides it is mostly predicted right (measured: 10–15% faster diffs than at 0.4 to
/// 0.8); a power-of-two table's load factor swings by 2× with the item count, and with it
/// the time per item.
///
/// Large tables are built partition by partition (radix partitioning): inserting a million
/// ids in list order writes slots at random, one cache and TLB miss each, and that alone was
/// half of a million-item diff. Instead, one sequential pass computes every entry and counts
/// entries per *slice* of the slot array, a stable scatter groups the entries by slice, and
/// each slice — small enough to stay in the L2 cache — is zeroed and filled in turn. The
/// table is the same linear-probing table (a probe may run on into the next slice); only the
/// insertion order differs, and within a slice it is still list order, so the first
/// occurrence of an id (all its occurrences share a slice) is inserted first.
@usableFromInline
struct FirstOccurrenceTable {
    @usableFromInline let slots: [UInt64]

    /// The value ``ItemDiff`` keeps for a later duplicate of an old id, which never matches.
    @usableFromInline static var laterDuplicate: Int32 { -3 }

    /// Slices of 2¹⁵ slots (256 KiB) fill inside the 1 MiB-per-core L2 cache of current
    /// machines, with room for the entries streaming in; a table of one slice or less is
    /// filled directly.
    @usableFromInline static var sliceBits: Int { 15 }

    /// Indexes `items` by id, keeping the first index of every id, and sets
    /// `laterDuplicates[index]` to ``laterDuplicate`` for every later occurrence of an id.
    ///
    /// - Complexity: O(*n*) expected.
    @inlinable
    init<Item: Identifiable>(_ items: UnsafeBufferPointer<Item>, markingLaterDuplicatesIn laterDuplicates: UnsafeMutableBufferPointer<Int32>) {
        let count = items.count
        // 3 slots per item, at most 2³² (buckets come from 32-bit keys); always one empty.
        let capacity = min(max(count * 3, 16), 1 << 32)
        let sliceCount = (capacity + (1 << Self.sliceBits) - 1) >> Self.sliceBits
        slots = [UInt64](unsafeUninitializedCapacity: capacity) { slots, initialized in
            initialized = capacity
            guard sliceCount > 1 else {
                slots.initialize(repeating: 0)
                var zeroedEnd = capacity
                for index in 0..<count {
                    let entry = Self.entry(key: Self.key(of: items[index].id), index: index)
                    Self.insert(entry, into: slots, zeroedEnd: &zeroedEnd, items: items, laterDuplicates: laterDuplicates)
                }
                return
            }
            // 1. Every entry, in list order, counting entries per slice.
            var sliceStarts = [Int](repeating: 0, count: sliceCount + 1)
            let entries = [UInt64](unsafeUninitializedCapacity: count) { entries, initialized in
                sliceStarts.withUnsafeMutableBufferPointer { sliceStarts in
                    for index in 0..<count {
                        let entry = Self.entry(key: Self.key(of: items[index].id), index: index)
                        entries[index] = entry
                        sliceStarts[Self.bucket(of: entry, capacity: capacity) >> Self.sliceBits + 1] += 1
                    }
                }
                initialized = count
            }
            for slice in 0..<sliceCount { sliceStarts[slice + 1] += sliceStarts[slice] }
            // 2. A stable scatter by slice keeps list order inside each slice.
            var cursors = sliceStarts
            let grouped = [UInt64](unsafeUninitializedCapacity: count) { grouped, initialized in
                cursors.withUnsafeMutableBufferPointer { cursors in
                    for entry in entries {
                        let slice = Self.bucket(of: entry, capacity: capacity) >> Self.sliceBits
                        grouped[cursors[slice]] = entry
                        cursors[slice] += 1
                    }
                }
                initialized = count
            }
            // 3. Slice by slice, each fill touching one cache-sized part of `slots`. A slice is
            // zeroed just before it fills (not the whole table up front, which would leave
            // it in memory rather than in cache); a probe running past the zeroed part zeroes
            // the next slice first.
            var zeroedEnd = 0
            grouped.withUnsafeBufferPointer { grouped in
                for slice in 0..<sliceCount {
                    Self.zero(slots, through: min((slice + 1) << Self.sliceBits, capacity), zeroedEnd: &zeroedEnd)
                    for position in sliceStarts[slice]..<sliceStarts[slice + 1] {
                        Self.insert(grouped[position], into: slots, zeroedEnd: &zeroedEnd, items: items, laterDuplicates: laterDuplicates)
                    }
                }
            }
        }
    }

    /// Zeroes `slots` from `zeroedEnd` up to `end`, if not done yet.
    @inlinable
    static func zero(_ slots: UnsafeMutableBufferPointer<UInt64>, through end: Int, zeroedEnd: inout Int) {
        guard zeroedEnd < end else { return }
        UnsafeMutableBufferPointer(rebasing: slots[zeroedEnd..<end]).initialize(repeating: 0)
        zeroedEnd = end
    }

    /// The 32-bit key of `id`: the high half of its hash.
    @inlinable @inline(__always)
    static func key<ID: Hashable>(of id: ID) -> UInt64 {
        let hash = UInt64(UInt(bitPattern: id.hashValue))
        // On 32-bit platforms `hashValue` has 32 bits; an odd multiplier spreads them upward.
        return (Int.bitWidth == 64 ? hash : hash &* 0x9E37_79B9_7F4A_7C15) >> 32
    }

    @inlinable @inline(__always)
    static func entry(key: UInt64, index: Int) -> UInt64 {
        key << 32 | UInt64(truncatingIfNeeded: index + 1)
    }

    /// The home bucket of a key: the key scaled to `capacity`.
    @inlinable @inline(__always)
    static func bucket(ofKey key: UInt64, capacity: Int) -> Int {
        Int(truncatingIfNeeded: (key &* UInt64(truncatingIfNeeded: capacity)) >> 32)
    }

    @inlinable @inline(__always)
    static func bucket(of entry: UInt64, capacity: Int) -> Int {
        bucket(ofKey: entry >> 32, capacity: capacity)
    }

    @inlinable @inline(__always)
    static func insert<Item: Identifiable>(
        _ entry: UInt64, into slots: UnsafeMutableBufferPointer<UInt64>, zeroedEnd: inout Int,
        items: UnsafeBufferPointer<Item>, laterDuplicates: UnsafeMutableBufferPointer<Int32>
    ) {
        var bucket = bucket(of: entry, capacity: slots.count)
        while true {
            if bucket == zeroedEnd { zero(slots, through: min(bucket + 1 << sliceBits, slots.count), zeroedEnd: &zeroedEnd) }
            let slot = slots[bucket]
            if slot == 0 {
                slots[bucket] = entry
                return
            }
            // Same id already present: keep the first occurrence.
            if slot >> 32 == entry >> 32 {
                let index = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if items[Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1].id == items[index].id {
                    laterDuplicates[index] = laterDuplicate
                    return
                }
            }
            bucket = bucket + 1 == slots.count ? 0 : bucket + 1
        }
    }

    /// The index of the first old item whose id has `key`, or -1 — without reading items,
    /// so the id may still differ (two ids with one key); the caller checks it.
    @inlinable @inline(__always)
    func candidate(forKey key: UInt64, slots: UnsafeBufferPointer<UInt64>) -> Int {
        var bucket = Self.bucket(ofKey: key, capacity: slots.count)
        while true {
            let slot = slots[bucket]
            if slot == 0 { return -1 }
            if slot >> 32 == key { return Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1 }
            bucket = bucket + 1 == slots.count ? 0 : bucket + 1
        }
    }

    /// The index of the first old item with `id`, or -1; `key` is ``key(of:)`` of `id`,
    /// computed by the caller ahead of time so that a loop of lookups is mostly loads.
    @inlinable @inline(__always)
    func firstIndex<Item: Identifiable>(of id: Item.ID, key: UInt64, in items: UnsafeBufferPointer<Item>, slots: UnsafeBufferPointer<UInt64>) -> Int {
        var bucket = Self.bucket(ofKey: key, capacity: slots.count)
        while true {
            let slot = slots[bucket]
            if slot == 0 { return -1 }
            if slot >> 32 == key {
                let index = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
                if items[index].id == id { return index }
            }
            bucket = bucket + 1 == slots.count ? 0 : bucket + 1
        }
    }
}
