@_spi(RawSyntax) import SwiftSyntax

/// Keeps a member's evidence: each distinct piece once, at its first line.
///
/// Shared by the two readers of a member — ``EvidenceCollector`` (declarations, from the syntax
/// tree) and ``BodyEvidenceReader`` (bodies, from tokens) — so both record the same way.
struct EvidenceRecorder {
    let scan: SourceScan
    let table: SignalTable
    /// Only list callbacks keep the lowercase names they use (to infer the item type of a
    /// data source); keeping them for every member would cost memory and time for nothing.
    let keepsNames: Bool

    private(set) var tokens: [EvidenceToken] = []
    /// Where each token's code starts, for `orderedTokens`.
    private var offsets: [Int] = []
    private(set) var names: Set<String> = []
    /// Recorded tokens, for members with too many to scan (see `record`).
    private var seen: Set<TokenKey> = []

    private struct TokenKey: Hashable {
        var kind: EvidenceToken.Kind
        var name: String
        var receiver: EvidenceToken.Receiver
    }

    /// Up to this many tokens, a linear scan finds repeats faster than hashing strings.
    private static let scanLimit = 32

    init(scan: SourceScan, table: SignalTable, keepsNames: Bool) {
        self.scan = scan
        self.table = table
        self.keepsNames = keepsNames
    }

    /// Records evidence whose code starts at byte `offset`.
    mutating func record(_ kind: EvidenceToken.Kind, _ text: SyntaxText, _ receiver: EvidenceToken.Receiver, atOffset offset: Int) {
        record(kind, table.names.string(for: text), receiver, atOffset: offset)
    }

    mutating func record(_ kind: EvidenceToken.Kind, _ name: String, _ receiver: EvidenceToken.Receiver, atOffset offset: Int) {
        // Most members record a handful of distinct tokens, where a linear scan beats hashing
        // strings; a huge member switches to a set so the cost stays linear.
        if tokens.count < Self.scanLimit {
            guard !tokens.contains(where: { $0.kind == kind && $0.name == name && $0.receiver == receiver }) else { return }
        } else {
            if seen.isEmpty {
                for token in tokens { seen.insert(TokenKey(kind: token.kind, name: token.name, receiver: token.receiver)) }
            }
            guard seen.insert(TokenKey(kind: kind, name: name, receiver: receiver)).inserted else { return }
        }
        tokens.append(EvidenceToken(kind: kind, name: name, receiver: receiver, line: scan.line(ofOffset: offset)))
        offsets.append(offset)
    }

    /// Notes a lowercase name the member uses, when this member keeps them.
    mutating func noteName(_ text: SyntaxText) {
        if keepsNames { names.insert(String(syntaxText: text)) }
    }

    /// The evidence in source order (where its code starts, then kind and name), which does
    /// not depend on the order the readers visited it in.
    func orderedTokens() -> [EvidenceToken] {
        guard tokens.count > 1 else { return tokens }
        let order = tokens.indices.sorted { lhs, rhs in
            if offsets[lhs] != offsets[rhs] { return offsets[lhs] < offsets[rhs] }
            let left = tokens[lhs]
            let right = tokens[rhs]
            if left.kind != right.kind { return left.kind.rawValue < right.kind.rawValue }
            if left.name != right.name { return left.name < right.name }
            return left.receiver.sortKey < right.receiver.sortKey
        }
        return order.map { tokens[$0] }
    }
}

extension EvidenceToken.Receiver {
    fileprivate var sortKey: String {
        switch self {
        case .own: "0"
        case .expression: "1"
        case .type(let name): "2" + name
        case .property(let name): "3" + name
        }
    }
}
