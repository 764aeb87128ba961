/// What extracting each misplaced responsibility takes out of one unit: the members that
/// move whole, and the fragments that move out of members that stay. Worked out once after
/// classification, for the rules (a finding that moves few lines is a note) and then the
/// prescriber (which lists it).
///
/// Each member's body is attributed to responsibilities by its evidence (``fragments``): a
/// responsibility's fragment runs from one of its evidence lines to the next as long as no
/// other responsibility's evidence lies between them, so a request built over ten lines is
/// one fragment and a sound played in the middle of a purchase is a line of its own. Kept
/// work (rendering, lifecycle calls) is attributed the same way and stays. A member moves
/// whole only to a responsibility that holds at least ``wholeShare`` of its attributed lines
/// (and, in a long member, at least half of all its lines); otherwise each responsibility
/// takes its fragments and the member stays, so no member is sent to two places and no long
/// method follows one line of it. Work that only serves requests (``requestFlow``) is marked,
/// so the prescriber sends a request's whole flow to one place.
struct ExtractionPlan {
    /// The misplaced responsibilities whose rule is not disabled, in catalog order: the ones
    /// counted toward a massive unit and extracted.
    let misplaced: [Responsibility]
    /// The members each responsibility takes whole, in declaration order.
    let members: [Responsibility: [MemberFacts]]
    /// The lines each responsibility takes out of members that move elsewhere or stay, by member name.
    let parts: [Responsibility: [PrescriptionPart]]
    /// How many lines each responsibility takes: its whole members and its parts.
    let linesMoved: [Responsibility: Int]
    /// How many lines leave members that stay, less the call left in place of each fragment.
    let linesLeavingStayingMembers: Int
    /// Each member some prescription moves from (whole or in part), with its fragments, in
    /// declaration order.
    let attributions: [MemberReport]
    /// The responsibilities whose work only serves requests: they go where networking goes
    /// (``requestFlow(of:misplaced:)``).
    let requestFlow: Set<Responsibility>

    /// The share of a member's attributed lines one responsibility needs to take it whole.
    static let wholeShare = 0.8
    /// Members longer than this move whole only when the responsibility's fragments cover at
    /// least half their lines.
    static let longMember = 40

    /// The plan for a unit whose members `classification` classifies and which carries
    /// `responsibilities`: the misplaced ones move unless their rule is in `disabledRules`.
    init(
        classification: Classifier.Result, responsibilities: [ResponsibilityReport], disabledRules: Set<RuleID>,
        catalog: AuditCatalog, kind: UnitKind = .viewController
    ) {
        let misplaced = responsibilities.map(\.id).filter {
            !$0.isKept(in: kind) && ($0.rule.map { !disabledRules.contains($0) } ?? false)
        }
        self.misplaced = misplaced
        var whole: [Responsibility: [MemberFacts]] = [:]
        var parts: [Responsibility: [PrescriptionPart]] = [:]
        var leaving = 0
        var attributions: [MemberReport] = []
        var steps: [FlowStep] = []
        // Flows are looked for only where there is work that could follow one.
        let tracksFlows = misplaced.contains(.networking) && misplaced.contains { Self.flowWork.contains($0) }
        for result in classification.members {
            let member = result.member
            // A member shows few responsibilities: its own are scanned, not each misplaced one
            // looked up (a third of the plan's cost).
            let here = result.evidence.isEmpty ? [] : misplaced.filter { responsibility in
                result.evidence.keys.contains { $0 == responsibility }
            }
            guard !here.isEmpty else {
                if tracksFlows { steps.append(FlowStep(name: member.baseName, calls: Self.ownCalls(of: member), responsibilities: [], stays: false)) }
                continue
            }
            let fragments = Self.fragments(of: result.evidence, in: member)
            attributions.append(
                MemberReport(
                    name: member.name, file: result.file, startLine: member.startLine, endLine: member.endLine,
                    fragments: fragments))
            let stays = member.kind == .initializer || member.kind == .deinitializer
                || (kind == .swiftUIView && SwiftUIUnits.buildsViews(member, names: catalog.names))
                || catalog.names.lifecycleMembers.contains(member.name)
                || catalog.signals.signatures[member.name]?.contains(where: { $0.responsibility == .lifecycle }) == true
            // Line counts from merged ranges, not sets of lines: a member's fragments can span
            // hundreds of lines, and hashing each line was most of the plan's cost.
            let rangesOf = { (responsibility: Responsibility) in
                fragments.lazy.filter { $0.responsibility == responsibility }.map(\.lineRange)
            }
            let attributed = Self.lineCount(of: Self.merged(fragments.map(\.lineRange)))
            let linesOfCandidate = { (responsibility: Responsibility) in Self.lineCount(of: Self.merged(Array(rangesOf(responsibility)))) }
            let evidenceCount = { (responsibility: Responsibility) in result.evidence[responsibility]?.count ?? 0 }
            let scores = here.map { (responsibility: $0, lines: linesOfCandidate($0), evidence: evidenceCount($0)) }
            let candidate = scores.max { ($0.lines, $0.evidence) < ($1.lines, $1.evidence) }
            let owner = candidate.flatMap { candidate -> Responsibility? in
                let share = candidate.lines
                guard !stays, Double(share) >= Self.wholeShare * Double(attributed),
                    member.lineCount <= Self.longMember || 2 * share >= member.lineCount
                else { return nil }
                return candidate.responsibility
            }
            if let owner { whole[owner, default: []].append(member) }
            if tracksFlows { steps.append(FlowStep(name: member.baseName, calls: Self.ownCalls(of: member), responsibilities: here, stays: stays)) }
            for responsibility in here where responsibility != owner {
                let spans = Array(rangesOf(responsibility))
                let lines = Self.merged(spans).flatMap { Array($0) }
                parts[responsibility, default: []].append(PrescriptionPart(member: member.name, lines: lines))
                // Out of a member that stays, each fragment leaves a call behind.
                if owner == nil { leaving += spans.reduce(0) { $0 + max(0, $1.count - 1) } }
            }
        }
        for responsibility in parts.keys { parts[responsibility]?.sort { $0.member < $1.member } }
        members = whole
        self.parts = parts
        linesLeavingStayingMembers = leaving
        self.attributions = attributions
        requestFlow = Self.requestFlow(of: steps, misplaced: misplaced)
        var moved: [Responsibility: Int] = [:]
        for responsibility in misplaced {
            moved[responsibility] = (whole[responsibility] ?? []).reduce(0) { $0 + $1.lineCount }
                + (parts[responsibility] ?? []).reduce(0) { $0 + $1.lines.count }
        }
        linesMoved = moved
    }

    /// Work a service object carries along a request's flow: the analytics of a purchase, the
    /// token a login stores, the check before a request, a sound played on success go where
    /// the request goes. View work (alerts, navigation, views) goes its own way: the flow
    /// reports back and the screen shows it. A flow without a request has no one destination
    /// to go to: a defaults read beside a decision is two jobs.
    static let flowWork: Set<Responsibility> = [.persistence, .caching, .analytics, .domainLogic, .validation, .systemServices]

    /// A member of the unit: its base name, the base names it calls on its own type, the
    /// misplaced work in it, and whether it stays (a lifecycle member, an initialiser).
    struct FlowStep {
        var name: String
        var calls: [String]
        var responsibilities: [Responsibility]
        var stays: Bool
    }

    /// The base names `member` calls on its own type, each once (few: found by scanning, not
    /// a set per member).
    static func ownCalls(of member: MemberFacts) -> [String] {
        var calls: [String] = []
        for index in member.events.indices where member.events[index].kind == .call && member.events[index].receiver == .own {
            let name = member.events[index].name
            if !calls.contains(name) { calls.append(name) }
        }
        return calls
    }

    /// The responsibilities of `misplaced` in ``flowWork`` that go with networking: every
    /// member holding their work makes the request itself (a sound played inside a purchase)
    /// or is a helper only such members call (the `logPurchase()` of a purchase). Work in a
    /// member that stays, or that anything else calls, has a destination of its own.
    static func requestFlow(of steps: [FlowStep], misplaced: [Responsibility]) -> Set<Responsibility> {
        guard misplaced.contains(.networking) else { return [] }
        var callers: [String: [Int]] = [:]
        for (index, step) in steps.enumerated() {
            for call in step.calls where call != step.name { callers[call, default: []].append(index) }
        }
        func requests(_ step: FlowStep) -> Bool { step.responsibilities.contains(.networking) }
        func servesRequest(_ step: FlowStep) -> Bool {
            if requests(step) { return true }
            guard let callingSteps = callers[step.name], !callingSteps.isEmpty else { return false }
            return callingSteps.allSatisfy { !steps[$0].stays && requests(steps[$0]) }
        }
        return Set(misplaced.filter { responsibility in
            guard flowWork.contains(responsibility) else { return false }
            let holders = steps.lazy.filter { $0.responsibilities.contains(responsibility) }
            return !holders.isEmpty && holders.allSatisfy { !$0.stays && servesRequest($0) }
        })
    }

    /// The lines a unit of `lines` lines keeps once every responsibility is extracted.
    func linesLeft(of lines: Int) -> Int {
        let wholeLines = members.values.joined().reduce(0) { $0 + $1.lineCount }
        return max(0, lines - wholeLines - linesLeavingStayingMembers)
    }

    /// A member's fragments: for each responsibility, runs from one of its evidence lines to
    /// the next while no other responsibility's evidence lies between them. Evidence on one
    /// line for two responsibilities belongs to both. A member whose own signature or name
    /// shows a responsibility (`tableView(_:cellForRowAt:)`, `prepare(for:sender:)`,
    /// `validateEmail(_:)`) is that responsibility's callback: the whole member is its fragment.
    static func fragments(of evidence: [Responsibility: [Evidence]], in member: MemberFacts) -> [MemberFragment] {
        // Responsibilities by their place in `sorted`, so each line's are a bit mask: few
        // responsibilities, many lines.
        let sorted = evidence.keys.sorted()
        precondition(sorted.count <= UInt64.bitWidth, "more responsibilities than bits in a line's mask")
        // Arrays sized up front and sorted in place: this runs for every member with misplaced
        // work, and growing them one element at a time was most of its cost.
        var evidenceLines: [(line: Int, mask: UInt64)] = []
        evidenceLines.reserveCapacity(evidence.values.reduce(0) { $0 + $1.count })
        var wholeMember: UInt64 = 0
        for (index, responsibility) in sorted.enumerated() {
            guard let items = evidence[responsibility] else { continue }
            for item in items.indices {
                if items[item].line == member.startLine && items[item].via == nil && items[item].token == member.name {
                    wholeMember |= 1 << UInt64(index)
                } else {
                    evidenceLines.append((items[item].line, 1 << UInt64(index)))
                }
            }
        }
        evidenceLines.sort { $0.line < $1.line }
        // One entry per line, its responsibilities' bits joined, in place.
        var lineCount = 0
        for position in evidenceLines.indices {
            let entry = evidenceLines[position]
            if lineCount > 0, evidenceLines[lineCount - 1].line == entry.line {
                evidenceLines[lineCount - 1].mask |= entry.mask
            } else {
                evidenceLines[lineCount] = entry
                lineCount += 1
            }
        }
        let byLine = evidenceLines.prefix(lineCount)
        var fragments: [(index: Int, fragment: MemberFragment)] = []
        fragments.reserveCapacity(lineCount + sorted.count)
        for (index, responsibility) in sorted.enumerated() {
            let bit: UInt64 = 1 << UInt64(index)
            if wholeMember & bit != 0 {
                fragments.append((index, MemberFragment(lines: [member.startLine, member.endLine], responsibility: responsibility)))
                continue
            }
            var open: (start: Int, end: Int)?
            for (line, mask) in byLine {
                if mask & bit != 0 {
                    open = (open?.start ?? line, line)
                } else if let span = open {
                    fragments.append((index, MemberFragment(lines: [span.start, span.end], responsibility: responsibility)))
                    open = nil
                }
            }
            if let span = open { fragments.append((index, MemberFragment(lines: [span.start, span.end], responsibility: responsibility))) }
        }
        fragments.sort { ($0.fragment.lines[0], $0.index) < ($1.fragment.lines[0], $1.index) }
        return fragments.map(\.fragment)
    }

    /// `ranges` sorted and with overlapping or adjacent ones joined.
    static func merged(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        guard ranges.count > 1 else { return ranges }
        var result: [ClosedRange<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound + 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// The lines `ranges` (merged: disjoint) cover.
    static func lineCount(of ranges: [ClosedRange<Int>]) -> Int { ranges.reduce(0) { $0 + $1.count } }
}
