extension ResponsibilityDetector {
    /// `composition`: Members that add or remove child view controllers or wire collaborators (delegates, data sources).
    static let composition = ResponsibilityDetector(
        responsibility: .composition,
        summary: "Members that add or remove child view controllers or wire collaborators (delegates, data sources). A lean controller keeps this.",
        signals: [
            Signal(.call("addChild"), "adds a child view controller", receivers: .own),
            Signal(.call("removeFromParent"), "removes a child view controller"),
            Signal(.call("didMove"), "completes child containment"),
            Signal(.call("willMove"), "starts child containment"),
            Signal(.call("addChildViewController"), "adds a child view controller", receivers: .own),
            Signal(.call("removeFromParentViewController"), "removes a child view controller"),
            // The usual names of a project's own containment helpers.
            Signal(.call("embed"), "embeds a child view controller", receivers: .own),
            Signal(.labeledCall("add(child:)"), "adds a child view controller"),
            Signal(.labeledCall("add(childViewController:)"), "adds a child view controller"),
            Signal(.member("delegate"), "wires a delegate"),
            Signal(.member("dataSource"), "wires a data source"),
        ],
        triggeringExamples: compositionTriggeringExamples,
        nonTriggeringExamples: compositionNonTriggeringExamples)
}
