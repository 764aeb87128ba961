import Whittle
import WhittleTesting

/// An item of the diff benchmark: an identity and a revision (a content change bumps it).
struct BenchItem: Identifiable, Hashable, Sendable {
    let id: Int
    let revision: Int
}

/// One generated benchmark input, reproducible from its name and seed.
///
/// `mix-N`: N items; a disjoint 10% deleted, 10% updated (revision + 1) and 10% moved to
/// random positions, plus 10% new ids inserted at random positions.
/// `sectioned-N`: the same over 100 sections, where the updated items also change section.
struct DiffBenchmarkCase {
    let name: String
    let itemCount: Int
    let isSectioned: Bool
    var oldSections: [ListSection<Int, BenchItem>] = []
    var newSections: [ListSection<Int, BenchItem>] = []

    /// The flat lists of a `mix` case.
    var old: [BenchItem] { oldSections.first?.items ?? [] }
    var new: [BenchItem] { newSections.first?.items ?? [] }

    static let all: [(name: String, items: Int, sectioned: Bool)] = [
        ("mix-10k", 10_000, false), ("mix-100k", 100_000, false), ("mix-1m", 1_000_000, false),
        ("sectioned-100k", 100_000, true),
    ]

    init(name: String, itemCount: Int, sectioned: Bool, seed: UInt64) {
        self.name = name
        self.itemCount = itemCount
        self.isSectioned = sectioned
        var random = BenchRandom(seed: seed)
        let sectionCount = sectioned ? 100 : 1
        let tenth = itemCount / 10

        // Old state: ids 0..<N spread evenly over the sections.
        var oldSections = (0..<sectionCount).map { ListSection<Int, BenchItem>(id: $0, items: []) }
        for id in 0..<itemCount {
            oldSections[id * sectionCount / itemCount].items.append(BenchItem(id: id, revision: 0))
        }

        // A disjoint choice of deleted, updated and moved items.
        var order = Array(0..<itemCount)
        random.shuffle(&order)
        enum Fate { case kept, deleted, updated, moved }
        var fate = [Fate](repeating: .kept, count: itemCount)
        for position in 0..<tenth {
            fate[order[position]] = .deleted
            fate[order[tenth + position]] = .updated
            fate[order[2 * tenth + position]] = .moved
        }

        // New state: every item gets a sort key per section; kept items keep their position
        // as key, moved and inserted items get random keys, so one sort places them all.
        var keyed = [[(key: Double, item: BenchItem)]](repeating: [], count: sectionCount)
        for (section, group) in oldSections.enumerated() {
            for (position, item) in group.items.enumerated() {
                switch fate[item.id] {
                case .deleted:
                    continue
                case .kept:
                    keyed[section].append((Double(position), item))
                case .updated:
                    let updated = BenchItem(id: item.id, revision: item.revision + 1)
                    if sectioned {
                        let target = (section + 1 + random.below(sectionCount - 1)) % sectionCount
                        keyed[target].append((random.unit() * Double(group.items.count), updated))
                    } else {
                        keyed[section].append((Double(position), updated))
                    }
                case .moved:
                    keyed[section].append((random.unit() * Double(group.items.count), item))
                }
            }
        }
        for offset in 0..<tenth {
            let section = random.below(sectionCount)
            keyed[section].append((random.unit() * Double(max(oldSections[section].items.count, 1)), BenchItem(id: itemCount + offset, revision: 0)))
        }
        self.oldSections = oldSections
        self.newSections = keyed.enumerated().map { section, entries in
            ListSection(id: section, items: entries.sorted { $0.key < $1.key }.map(\.item))
        }
    }
}

/// SplitMix64, so every run of the benchmark sees the same data.
struct BenchRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func shuffle(_ values: inout [Int]) { values.shuffle(using: &self) }
}
