extension ListChanges: CustomStringConvertible {
    /// The stages in words, for failure messages and logs: `stage 1: delete rows [0, 2],
    /// insert rows [0, 0]; stage 2: reconfigure rows [0, 1]`, or `no changes`.
    public var description: String {
        guard !stages.isEmpty else { return "no changes" }
        return stages.enumerated().map { index, stage in "stage \(index + 1): \(stage)" }.joined(separator: "; ")
    }
}

extension ListChanges.Stage: CustomStringConvertible {
    /// The stage's operations in UIKit's order: `delete sections 1, move rows [0, 2] → [1, 0]`,
    /// or `nothing` for an empty stage.
    public var description: String {
        func list<T>(_ verb: String, _ values: [T]) -> String? {
            values.isEmpty ? nil : "\(verb) \(values.map { "\($0)" }.joined(separator: ", "))"
        }
        let parts = [
            list("delete sections", sectionDeletes),
            list("insert sections", sectionInserts),
            list("move sections", sectionMoves.map { "\($0.from) → \($0.to)" }),
            list("reload sections", sectionReloads),
            list("delete rows", itemDeletes),
            list("insert rows", itemInserts),
            list("move rows", itemMoves.map { "\($0.from) → \($0.to)" }),
            list("reload rows", itemReloads),
            list("reconfigure rows", itemReconfigures),
        ].compactMap { $0 }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }
}
