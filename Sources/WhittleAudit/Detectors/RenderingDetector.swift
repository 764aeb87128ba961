extension ResponsibilityDetector {
    /// `rendering`: Members that assign prepared values to views, reload lists or apply state.
    static let rendering = ResponsibilityDetector(
        responsibility: .rendering,
        summary: "Members that assign prepared values to views, reload lists or apply state. A lean controller keeps this.",
        signals: [
            Signal(.call("reloadData"), "reloads a list"),
            Signal(.call("reloadRows"), "reloads rows"),
            Signal(.call("reloadSections"), "reloads sections"),
            Signal(.call("reloadItems"), "reloads items"),
            Signal(.call("performBatchUpdates"), "applies list changes"),
            Signal(.call("insertRows"), "applies list changes"),
            Signal(.call("deleteRows"), "applies list changes"),
            Signal(.call("insertItems"), "applies list changes"),
            Signal(.call("deleteItems"), "applies list changes"),
            Signal(.call("apply"), "applies state or a snapshot"),
            Signal(.call("render"), "renders state", receivers: .own),
            Signal(.call("startAnimating"), "shows progress"),
            Signal(.call("stopAnimating"), "hides progress"),
            Signal(.call("endRefreshing"), "ends a refresh"),
            Signal(.call("setTitle"), "sets a title"),
            Signal(.call("setImage"), "sets an image"),
            Signal(.member("text"), "sets text"),
            Signal(.member("attributedText"), "sets text"),
            Signal(.member("image"), "sets an image"),
            Signal(.member("isHidden"), "shows or hides a view"),
            Signal(.member("title"), "sets a title"),
            Signal(.member("stringValue"), "sets text"),
        ],
        triggeringExamples: renderingTriggeringExamples,
        nonTriggeringExamples: renderingNonTriggeringExamples)
}
