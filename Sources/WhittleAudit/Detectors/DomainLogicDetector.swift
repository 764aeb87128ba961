extension ResponsibilityDetector {
    /// `domainLogic`: Members that apply business rules to model data: filtering, sorting, grouping, reducing, predicates and sort descriptors.
    static let domainLogic = ResponsibilityDetector(
        responsibility: .domainLogic,
        summary: "Members that apply business rules to model data: filtering, sorting, grouping, reducing, predicates and sort descriptors.",
        signals: [
            Signal(.call("filter"), "filters model data"),
            Signal(.call("sorted"), "sorts model data"),
            Signal(.call("sort"), "sorts model data"),
            Signal(.call("reduce"), "derives a value from model data"),
            Signal(.labeledCall("Dictionary(grouping:by:)"), "groups model data"),
            Signal(.type("NSPredicate"), "filters with a predicate"),
            Signal(.type("NSSortDescriptor"), "sorts with a sort descriptor"),
            Signal(.type("SortDescriptor"), "sorts with a sort descriptor"),
            Signal(.type("NSCompoundPredicate"), "filters with a predicate"),
        ],
        triggeringExamples: domainLogicTriggeringExamples,
        nonTriggeringExamples: domainLogicNonTriggeringExamples)
}
