extension ResponsibilityDetector {
    /// `alerts`: Members that present alerts or action sheets and act on the choice.
    static let alerts = ResponsibilityDetector(
        responsibility: .alerts,
        summary: "Members that present alerts or action sheets and act on the choice.",
        signals: [
            Signal(.type("UIAlertController"), "builds an alert"),
            Signal(.type("UIAlertAction"), "acts on an alert choice"),
            Signal(.type("UIAlertView"), "builds an alert"),
            Signal(.type("NSAlert"), "builds an alert"),
            Signal(.member("actionSheet"), "builds an action sheet"),
            Signal(.call("runModal"), "runs a modal alert", receivers: .own),
            Signal(.call("beginSheetModal"), "runs an alert sheet"),
        ],
        triggeringExamples: alertsTriggeringExamples,
        nonTriggeringExamples: alertsNonTriggeringExamples)
}
