import Foundation
@_spi(RawSyntax) import SwiftSyntax

/// Which events the front ends keep, looked up straight from a token's bytes.
///
/// Most names in a member body mean nothing to any detector. Keeping an event for each would
/// multiply the facts a large code base holds, so the catalog hands the front ends this
/// filter: a set of names (and name suffixes) worth an event, the calls whose arguments are
/// log text (a logging frame), and the members whose every name is kept. It holds names only,
/// never what they mean: ``EvidenceRules`` decides that.
///
/// Answering from the source bytes, without making a `String` or hashing a key per question,
/// keeps the front ends' walk a small fraction of the parse. A class: every member's
/// recorder holds the filter, and a struct's copy retained each of its tables.
final class EventFilter: Sendable {
    /// What a name is to the filter.
    struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        /// Events with this name are kept.
        static let wanted = Flags(rawValue: 1 << 0)
        /// A call with this name opens a logging frame: interpolations inside it are log text.
        static let framing = Flags(rawValue: 1 << 1)
    }

    private struct Slot: Sendable {
        var start: Int32
        var count: Int32
        var flags: Flags
        /// The name as a string, shared by every event that records it: facts of a large
        /// code base hold hundreds of thousands of events, and one allocation per
        /// occurrence of `pushViewController` would dominate their memory.
        var name: String
    }

    /// Every name's UTF-8 bytes, back to back.
    private let bytes: [UInt8]
    /// Open addressing, linear probing; an empty slot has `count == -1`.
    private let slots: [Slot]
    private let mask: Int
    /// Suffixes that make a call of an uppercase name wanted (`ViewController`), as bytes.
    private let callSuffixes: [[UInt8]]
    /// Names of a type's shared instance, and prefixes of such names
    /// (``CatalogNames/singletonAccessors``), as bytes.
    private let singletonNames: [[UInt8]]
    private let singletonPrefixes: [[UInt8]]
    /// Whether a name starting with this byte may be a shared instance's.
    private let singletonFirstBytes: [Bool]
    /// Members whose name starts with one of these keep every name they use.
    let membersKeepingEveryName: [String]
    /// Subclasses of these types are never controllers: their member bodies are not read.
    let typesWithoutControllers: Set<String>
    /// Protocols and attributes that make a type a SwiftUI view or a view model candidate
    /// (`View`, `ObservableObject`, `Observable`): their bodies keep calls on named receivers.
    let swiftUIUnitMarkers: Set<String>
    /// A hash of the lists above: cached facts are valid only for the filter they were read with.
    let fingerprint: ContentHash

    /// - Parameters:
    ///   - names: Names whose events are kept.
    ///   - framingCalls: Calls whose interpolations are log text, not display text.
    ///   - callSuffixes: A call of an uppercase name ending in one of these (and longer) is kept.
    ///   - membersKeepingEveryName: Name prefixes of members that keep every name they use.
    ///   - typesWithoutControllers: Superclasses whose subclasses' bodies need not be read.
    ///   - swiftUIUnitMarkers: Protocols and attributes of SwiftUI views and view models.
    ///   - singletonAccessors: Names of a type's shared instance (`shared`).
    ///   - singletonAccessorPrefixes: Their prefixes, followed by a capital (`sharedLibrary`).
    init(
        names: Set<String>, framingCalls: Set<String>, callSuffixes: [String], membersKeepingEveryName: [String],
        typesWithoutControllers: Set<String>, swiftUIUnitMarkers: Set<String> = [], singletonAccessors: Set<String> = [],
        singletonAccessorPrefixes: [String] = []
    ) {
        var flags: [String: Flags] = [:]
        for name in names { flags[name, default: []].insert(.wanted) }
        for name in framingCalls { flags[name, default: []].insert(.framing) }
        var capacity = 64
        while capacity < flags.count * 2 { capacity <<= 1 }
        mask = capacity - 1
        var slots = Array(repeating: Slot(start: 0, count: -1, flags: [], name: ""), count: capacity)
        self.callSuffixes = callSuffixes.map { Array($0.utf8) }
        self.membersKeepingEveryName = membersKeepingEveryName
        self.typesWithoutControllers = typesWithoutControllers
        self.swiftUIUnitMarkers = swiftUIUnitMarkers
        singletonNames = singletonAccessors.sorted().map { Array($0.utf8) }
        singletonPrefixes = singletonAccessorPrefixes.map { Array($0.utf8) }
        var firstBytes = [Bool](repeating: false, count: 256)
        for name in singletonNames + singletonPrefixes where !name.isEmpty { firstBytes[Int(name[0])] = true }
        singletonFirstBytes = firstBytes
        // Everything the filter is built from: front ends keep events by it, so it keys every
        // cached file's facts.
        var builder = FingerprintBuilder()
        for part in [["event-filter"], names.sorted(), framingCalls.sorted(), callSuffixes, membersKeepingEveryName,
                     typesWithoutControllers.sorted(), swiftUIUnitMarkers.sorted(), singletonAccessors.sorted(),
                     singletonAccessorPrefixes] {
            builder.add(part)
        }
        fingerprint = builder.hash
        var bytes: [UInt8] = []
        for (name, nameFlags) in flags.sorted(by: { $0.key < $1.key }) {
            let utf8 = Array(name.utf8)
            var bucket = utf8.withUnsafeBufferPointer { Self.hash($0) } & mask
            while slots[bucket].count >= 0 { bucket = (bucket + 1) & mask }
            slots[bucket] = Slot(start: Int32(bytes.count), count: Int32(utf8.count), flags: nameFlags, name: name)
            bytes.append(contentsOf: utf8)
        }
        self.slots = slots
        self.bytes = bytes
    }

    /// The flags of the name spelled by `text`; empty for a name the filter does not know.
    func flags(of text: SyntaxText) -> Flags {
        slot(of: text)?.flags ?? []
    }

    /// Whether a call of this name opens a logging frame: one the catalog lists, or one
    /// spelled as apps and logging libraries name theirs (``LoggingNames``).
    func opensLoggingFrame(_ text: SyntaxText) -> Bool {
        flags(of: text).contains(.framing) || LoggingNames.namesLogger(text)
    }

    /// Whether events with this name are kept.
    func wants(_ text: SyntaxText) -> Bool {
        flags(of: text).contains(.wanted)
    }

    /// Whether a call of this name is kept: a wanted name, or a type whose name ends in a
    /// call suffix (`ProfileViewController(…)` builds the next screen).
    func wantsCall(_ text: SyntaxText) -> Bool {
        wants(text) || (text.isTypeName && hasCallSuffix(text))
    }

    /// Whether a member of this name keeps every name it uses.
    func keepsEveryName(inMember name: String) -> Bool {
        membersKeepingEveryName.contains(where: name.hasPrefix)
    }

    /// The string for `text`: the shared one when the filter knows the name, else a new one.
    func string(for text: SyntaxText) -> String {
        slot(of: text)?.name ?? String(syntaxText: text)
    }

    private func slot(of text: SyntaxText) -> Slot? {
        guard let base = text.baseAddress, !text.isEmpty else { return nil }
        let count = text.count
        var bucket = Self.hash(UnsafeBufferPointer(start: base, count: count)) & mask
        return slots.withUnsafeBufferPointer { slots in
            bytes.withUnsafeBufferPointer { stored in
                while true {
                    let slot = slots[bucket]
                    if slot.count < 0 { return nil }
                    if Int(slot.count) == count, let storedBase = stored.baseAddress,
                        memcmp(storedBase + Int(slot.start), base, count) == 0
                    {
                        return slot
                    }
                    bucket = (bucket + 1) & mask
                }
            }
        }
    }

    /// Whether the name is how a type's shared instance is read: `shared`, or `sharedLibrary`
    /// (a prefix, then a capital). Only the bytes are compared, first letters first: every
    /// receiver path through a type asks.
    func isSingletonAccessor(_ text: SyntaxText) -> Bool {
        guard let first = text.first, singletonFirstBytes[Int(first)] else { return false }
        for name in singletonNames where name.count == text.count && name[0] == first && text.elementsEqual(name) {
            return true
        }
        for prefix in singletonPrefixes where text.count > prefix.count && prefix[0] == first {
            let next = text[text.index(text.startIndex, offsetBy: prefix.count)]
            if next >= UInt8(ascii: "A"), next <= UInt8(ascii: "Z"), text.starts(with: prefix) { return true }
        }
        return false
    }

    /// Whether the name ends in a call suffix and is longer than it (`ProfileViewController`,
    /// not `ViewController` alone).
    func hasCallSuffix(_ text: SyntaxText) -> Bool {
        callSuffixes.contains { suffix in
            text.count > suffix.count && text[text.index(text.endIndex, offsetBy: -suffix.count)...].elementsEqual(suffix)
        }
    }

    /// FNV-1a: names are short, so a simple byte hash beats a seeded SipHash here.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
