@_spi(RawSyntax) import SwiftSyntax

/// Keeps a member's events: each distinct one once, where it first occurs in the source.
///
/// Shared by the readers of a member — ``SyntaxEventReader`` (a syntax tree) and
/// ``TokenEventReader`` (bodies, from tokens) — so both record the same way, whatever order
/// they visit code in.
struct EventRecorder {
    let scan: SourceScan
    let filter: EventFilter
    /// Every name the member uses is kept, not only the filter's (list callbacks, whose names
    /// tell which array a data source would hold).
    let keepsEveryName: Bool
    /// Calls on a named receiver (`PatreonAPI.shared.fetchPatrons`, `client.search(…)`) are
    /// kept whatever their name: what the receiver's type does is known only once the whole
    /// project is indexed (see ``TypeSummaries``). Accesses are not: reading a singleton or a
    /// constant does no work, and they are many (`titleLabel.text`). Assignments are
    /// (`store.isOnboarded = true`), and so are reads in a condition (`if app.installedApp ==
    /// nil`): whether the receiver's type stores what is written, or is a model whose state
    /// the code decides on, is known only once the project is indexed too.
    let keepsNamedReceivers: Bool
    /// Calls a member makes on its own type (`request(url)`, `self.load()`) are kept whatever
    /// their name, so a type's summary can follow them to the member that does the work.
    let keepsOwnCalls: Bool
    /// Calls on a named receiver (`client.send(…)`, `Cache.shared.clear()`) are kept whatever
    /// their name, without the writes ``keepsNamedReceivers`` keeps: a type's summary follows
    /// them into the receiver's type.
    let keepsNamedCalls: Bool

    /// The file's tokens, when formats assigned to an address's name (``AddressValues``),
    /// emptiness tests that pick a fallback (``FallbackValues``), filters of no model data
    /// (``NonModelFilters``) and attributed text of a constant (``ConstantText``) are to be
    /// dropped as they are recorded, and a toolbar's spaces (``BarSpacers``) recorded as built,
    /// not wired (Swift): before the recorder keeps one occurrence of each event, so an
    /// interpolation shown later in the member still counts.
    var addressTokens: SourceTokens?

    /// Starts of the calls ``markCallsAwaited(startingAt:)`` marked, for calls recorded later.
    private var awaitedOffsets: [Int] = []

    private(set) var events: [MemberEvent] = []
    /// Index of each distinct event in `events`, for members with too many to scan.
    private var indexByKey: [Key: Int] = [:]

    private struct Key: Hashable {
        var kind: MemberEvent.Kind
        var name: String
        var labels: String?
        var receiver: MemberEvent.Receiver
        var receiverMember: String?
        var isTested: Bool
        var isInAction: Bool
    }

    /// Up to this many events, a linear scan finds repeats faster than hashing strings.
    private static let scanLimit = 32

    init(
        scan: SourceScan, filter: EventFilter, keepsEveryName: Bool, keepsNamedReceivers: Bool = false,
        keepsOwnCalls: Bool = false, keepsNamedCalls: Bool = false
    ) {
        self.scan = scan
        self.filter = filter
        self.keepsEveryName = keepsEveryName
        self.keepsNamedReceivers = keepsNamedReceivers
        self.keepsOwnCalls = keepsOwnCalls
        self.keepsNamedCalls = keepsNamedCalls || keepsNamedReceivers
    }

    /// The position of byte `offset` of the file.
    func position(_ offset: Int) -> MemberEvent.Position {
        MemberEvent.Position(offset: Int32(truncatingIfNeeded: offset), line: Int32(truncatingIfNeeded: scan.line(ofOffset: offset)))
    }

    /// Records an event whose expression starts at byte `offset` and whose name is at `nameOffset`.
    mutating func record(
        _ kind: MemberEvent.Kind, _ name: String, labels: String? = nil, _ receiver: MemberEvent.Receiver,
        through receiverMember: String? = nil, at offset: Int, nameAt nameOffset: Int, awaitsResult: Bool = false,
        isWrite: Bool = false, isTested: Bool = false, isInAction: Bool = false
    ) {
        // The property a receiver is reached through matters only where calls or writes on
        // named receivers are kept; elsewhere it would only split events.
        let receiverMember = keepsNamedReceivers || (keepsNamedCalls && kind == .call) ? receiverMember : nil
        let awaitsResult = awaitsResult || (kind == .call && !awaitedOffsets.isEmpty && awaitedOffsets.contains(offset))
        if let addressTokens, kind == .interpolation || kind == .call,
            AddressValues.isFormat(kind: kind, name: name, labels: labels),
            AddressValues.isAddressValue(startingAt: offset, in: addressTokens)
        {
            return
        }
        // Emptiness that only picks a fallback or a look (`name.isEmpty ? placeholder : name`) refuses nothing.
        if let addressTokens, kind == .access, name == "isEmpty", FallbackValues.picksFallback(nameAt: nameOffset, in: addressTokens) {
            return
        }
        // A toolbar's space is built but takes no tap: it keeps the call, not the target-action labels.
        var labels = labels
        if let addressTokens, kind == .call, name == "UIBarButtonItem", labels?.hasPrefix("barButtonSystemItem:") == true,
            BarSpacers.buildsSpace(nameAt: nameOffset, in: addressTokens)
        {
            labels = nil
        }
        // Characters kept by kind, or a database query filtered, are no rule on model data.
        if let addressTokens, kind == .call, name == "filter", NonModelFilters.filtersNoModel(nameAt: nameOffset, in: addressTokens) {
            return
        }
        // Attributed text of a fixed label styles it, it formats no value (``ConstantText``).
        if let addressTokens, kind == .call, ConstantText.attributedTextTypes.contains(name),
            ConstantText.buildsFromConstant(nameAt: nameOffset, in: addressTokens)
        {
            return
        }
        // Fixed words put together turn no value into text (``ConstantText``).
        if let addressTokens, AddressValues.isFormat(kind: kind, name: name, labels: labels),
            kind == .interpolation
                ? ConstantText.interpolatesOnlyConstants(quoteAt: nameOffset, in: addressTokens)
                : ConstantText.formatsOnlyConstants(nameAt: nameOffset, in: addressTokens)
        {
            return
        }
        // Values joined for the code's use (a path, a query) are no display text.
        if let addressTokens, kind == .call, name == "joined", labels == "separator:",
            !AddressValues.joinsForDisplay(nameAt: nameOffset, in: addressTokens)
        {
            return
        }
        var existing: Int?
        // Most members record a handful of distinct events, where a linear scan beats hashing
        // strings; a huge member switches to a dictionary so the cost stays linear. The scan
        // reads each event's fields in place (a closure would copy every event it looks at).
        if events.count < Self.scanLimit {
            for index in events.indices
            where events[index].kind == kind && events[index].name == name && events[index].receiver == receiver
                && events[index].labels == labels && events[index].receiverMember == receiverMember
                && events[index].isTested == isTested && events[index].isInAction == isInAction
            {
                existing = index
                break
            }
        } else {
            if indexByKey.isEmpty {
                for (index, event) in events.enumerated() {
                    indexByKey[
                        Key(
                            kind: event.kind, name: event.name, labels: event.labels, receiver: event.receiver,
                            receiverMember: event.receiverMember, isTested: event.isTested, isInAction: event.isInAction)] = index
                }
            }
            let key = Key(
                kind: kind, name: name, labels: labels, receiver: receiver, receiverMember: receiverMember, isTested: isTested,
                isInAction: isInAction)
            existing = indexByKey[key]
            if existing == nil { indexByKey[key] = events.count }
        }
        if let existing {
            if awaitsResult { events[existing].awaitsResult = true }
            if isWrite { events[existing].isWrite = true }
            // Keep the first in the source, whichever reader saw it first.
            // On a tie (`a.filter { }.filter { }` starts both calls at `a`), the first name
            // in the source wins too, so both readers keep the same occurrence.
            let kept = events[existing]
            if offset < Int(kept.position.offset)
                || (offset == Int(kept.position.offset) && nameOffset < Int(kept.namePosition.offset))
            {
                events[existing].position = position(offset)
                events[existing].namePosition = position(nameOffset)
            }
            return
        }
        events.append(
            MemberEvent(
                kind: kind, name: name, labels: labels, receiver: receiver, position: position(offset),
                namePosition: nameOffset == offset ? position(offset) : position(nameOffset), awaitsResult: awaitsResult,
                isWrite: isWrite, isTested: isTested, isInAction: isInAction, receiverMember: receiverMember))
    }

    /// Marks the calls whose expression starts at byte `offset` as awaited: a local holds
    /// their result (`let signal = repository.fetch(id)`) and the member later passes a
    /// closure on it (`signal.observeValues { … }`), so it deals with what they return.
    ///
    /// Calls recorded later with the same start are awaited too: the token reader meets the
    /// outer calls of a chain (`metas = Array(metas.map { … }).sorted()`) after the inner one,
    /// where the syntax tree visits them first.
    mutating func markCallsAwaited(startingAt offset: Int) {
        if !awaitedOffsets.contains(offset) { awaitedOffsets.append(offset) }
        for index in events.indices where events[index].kind == .call && Int(events[index].position.offset) == offset {
            events[index].awaitsResult = true
        }
    }

    /// Whether events named `text` are kept in this member.
    func keeps(_ text: SyntaxText) -> Bool {
        keepsEveryName || filter.wants(text)
    }

    /// Whether unwanted calls are kept on some receiver: worth computing the receiver.
    var keepsUnwantedCalls: Bool { keepsNamedCalls || keepsOwnCalls }

    /// Whether a call on `receiver` is kept although its name is not wanted.
    func keepsUnwantedCall(on receiver: MemberEvent.Receiver) -> Bool {
        switch receiver {
        case .type, .property: keepsNamedCalls
        case .own: keepsOwnCalls
        case .expression: false
        }
    }

    /// Whether an assignment to a member on `receiver`, or a read of one in a condition, is
    /// kept although its name is not wanted.
    func keepsUnwantedWrite(on receiver: MemberEvent.Receiver) -> Bool {
        switch receiver {
        case .type, .property: keepsNamedReceivers
        case .own, .expression: false
        }
    }

    /// Whether a call named `text` on `receiver` is kept in this member.
    func keepsCall(_ text: SyntaxText, on receiver: MemberEvent.Receiver) -> Bool {
        keepsEveryName || filter.wantsCall(text) || keepsUnwantedCall(on: receiver)
    }

    /// Whether a call named `text` is kept in this member.
    func keepsCall(_ text: SyntaxText) -> Bool {
        keepsEveryName || keepsOwnCalls || filter.wantsCall(text)
    }

    /// The events in source order: the recorder's last use. Events mostly arrive in order, so
    /// they are sorted in place only when two are not.
    consuming func orderedEvents() -> [MemberEvent] {
        var events = events
        for index in events.indices.dropFirst()
        where MemberEvent.sourceOrder(events[index], events[index - 1]) {
            events.sort(by: MemberEvent.sourceOrder)
            break
        }
        return events
    }
}
