/// What extracting each misplaced responsibility takes out of one controller: the members
/// that move whole, and the lines that move out of members that stay. Worked out once after
/// classification, for the rules (a finding that moves few lines is a note) and then the
/// prescriber (which lists it).
///
/// Each member that can move goes with one responsibility only: the one with most evidence in
/// it. Every other responsibility in that member, and any in a member that stays (lifecycle
/// methods, initialisers), takes those lines as a ``PrescriptionPart``, so every prescription
/// says what it takes and no member is sent to two places.
struct ExtractionPlan {
    /// The misplaced responsibilities whose rule is not disabled, in catalog order: the ones
    /// counted toward a massive controller and extracted.
    let misplaced: [Responsibility]
    /// The members each responsibility takes whole, in declaration order.
    let members: [Responsibility: [MemberFacts]]
    /// The lines each responsibility takes out of members that move elsewhere or stay, by member name.
    let parts: [Responsibility: [PrescriptionPart]]
    /// How many lines each responsibility takes: its whole members and its parts.
    let linesMoved: [Responsibility: Int]
    /// How many lines leave members that stay (lifecycle methods, initialisers).
    let linesLeavingStayingMembers: Int

    /// The plan for a controller whose members `classification` classifies and which carries
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
        var stayingLines = 0
        for result in classification.members {
            let member = result.member
            let here = result.evidence.filter { misplaced.contains($0.key) }
            guard !here.isEmpty else { continue }
            let stays = member.kind == .initializer || member.kind == .deinitializer
                || (kind == .swiftUIView && SwiftUIUnits.buildsViews(member, names: catalog.names))
                || catalog.names.lifecycleMembers.contains(member.name)
                || catalog.signals.signatures[member.name]?.contains(where: { $0.responsibility == .lifecycle }) == true
            let owner = stays ? nil : here.max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key
            if let owner { whole[owner, default: []].append(member) }
            var partLines: Set<Int> = []
            for (responsibility, evidence) in here where responsibility != owner {
                let lines = Set(evidence.map(\.line)).sorted()
                parts[responsibility, default: []].append(PrescriptionPart(member: member.name, lines: lines))
                partLines.formUnion(lines)
            }
            if stays { stayingLines += partLines.count }
        }
        for responsibility in parts.keys { parts[responsibility]?.sort { $0.member < $1.member } }
        members = whole
        self.parts = parts
        linesLeavingStayingMembers = stayingLines
        var moved: [Responsibility: Int] = [:]
        for responsibility in misplaced {
            moved[responsibility] = (whole[responsibility] ?? []).reduce(0) { $0 + $1.lineCount }
                + (parts[responsibility] ?? []).reduce(0) { $0 + $1.lines.count }
        }
        linesMoved = moved
    }

    /// The lines a controller of `lines` lines keeps once every responsibility is extracted.
    func linesLeft(of lines: Int) -> Int {
        let wholeLines = members.values.joined().reduce(0) { $0 + $1.lineCount }
        return max(0, lines - wholeLines - linesLeavingStayingMembers)
    }
}
