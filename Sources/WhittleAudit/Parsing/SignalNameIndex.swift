import Foundation
@_spi(RawSyntax) import SwiftSyntax

/// What the parser needs to know about a name before it keeps it: which kinds of signal
/// name it, looked up straight from the token's bytes.
///
/// Most identifiers in a member body are in no signal at all. Answering that from the
/// source bytes, without making a `String` or hashing a `(kind, name)` key per question,
/// keeps the evidence walk a small fraction of the parse.
struct SignalNameIndex: Sendable {
    /// The roles a name plays in the signal table.
    struct Roles: OptionSet, Sendable {
        let rawValue: UInt8
        static let call = Roles(rawValue: 1 << 0)
        static let member = Roles(rawValue: 1 << 1)
        static let type = Roles(rawValue: 1 << 2)
        static let identifier = Roles(rawValue: 1 << 3)
        /// The base name of a call whose labels matter (`String(format:)`).
        static let labelSensitive = Roles(rawValue: 1 << 4)
        /// A logging call: interpolations inside it are log text, not display text.
        static let loggingCall = Roles(rawValue: 1 << 5)
    }

    private struct Slot: Sendable {
        var start: Int32
        var count: Int32
        var roles: Roles
        /// The name as a string, shared by every token that records it: facts of a large
        /// code base hold hundreds of thousands of tokens, and one allocation per
        /// occurrence of `pushViewController` would dominate their memory.
        var name: String
    }

    /// Every name's UTF-8 bytes, back to back.
    private var bytes: [UInt8] = []
    /// Open addressing, linear probing; an empty slot has `count == -1`.
    private var slots: [Slot]
    private let mask: Int
    /// Suffixes that make a constructed type count (`ViewController`), as bytes.
    private let controllerSuffixes: [[UInt8]]

    init(roles: [String: Roles], controllerSuffixes: [String]) {
        var capacity = 64
        while capacity < roles.count * 2 { capacity <<= 1 }
        mask = capacity - 1
        slots = Array(repeating: Slot(start: 0, count: -1, roles: [], name: ""), count: capacity)
        self.controllerSuffixes = controllerSuffixes.map { Array($0.utf8) }
        for (name, nameRoles) in roles {
            let utf8 = Array(name.utf8)
            var bucket = utf8.withUnsafeBufferPointer { Self.hash($0) } & mask
            while slots[bucket].count >= 0 { bucket = (bucket + 1) & mask }
            slots[bucket] = Slot(start: Int32(bytes.count), count: Int32(utf8.count), roles: nameRoles, name: name)
            bytes.append(contentsOf: utf8)
        }
    }

    /// The roles of the name spelled by `text`; empty for a name no signal mentions.
    func roles(of text: SyntaxText) -> Roles {
        slot(of: text)?.roles ?? []
    }

    /// The shared string for `text` when a signal names it, else a new one.
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

    /// Whether calling this name constructs a controller that counts by its suffix: no exact
    /// call or type signal names it (those win), and it ends in a controller suffix — the
    /// parse-side twin of ``SignalTable/constructorEntries(for:)``.
    func constructsControllerBySuffix(_ text: SyntaxText) -> Bool {
        roles(of: text).isDisjoint(with: [.call, .type]) && hasControllerSuffix(text)
    }

    /// Whether an uppercase name ends in a controller suffix and is longer than it
    /// (`ProfileViewController`, not `ViewController` alone).
    func hasControllerSuffix(_ text: SyntaxText) -> Bool {
        controllerSuffixes.contains { suffix in
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
