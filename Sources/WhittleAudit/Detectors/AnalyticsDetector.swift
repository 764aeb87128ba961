extension ResponsibilityDetector {
    /// `analytics`: Members that record analytics or telemetry events through a global SDK (Firebase, Mixpanel, Amplitude, Segment…) or an own tracking method.
    static let analytics = ResponsibilityDetector(
        responsibility: .analytics,
        summary: "Members that record analytics or telemetry events through a global SDK (Firebase, Mixpanel, Amplitude, Segment…) or an own tracking method. Calling an injected analytics collaborator does not count.",
        signals: [
            Signal(.call("track"), "records an analytics event", receivers: .own),
            Signal(.call("trackEvent"), "records an analytics event", receivers: .own),
            Signal(.call("trackScreen"), "records a screen view", receivers: .own),
            Signal(.call("logEvent"), "records an analytics event", receivers: .own),
            Signal(.call("recordEvent"), "records an analytics event", receivers: .own),
            Signal(.call("setScreenName"), "records a screen view", receivers: .own),
            Signal(.type("Mixpanel"), "uses the Mixpanel SDK"),
            Signal(.type("Amplitude"), "uses the Amplitude SDK"),
            Signal(.type("Crashlytics"), "records telemetry with Crashlytics"),
            Signal(.type("SEGAnalytics"), "uses the Segment SDK"),
            Signal(.type("FIRAnalytics"), "uses Firebase Analytics"),
        ],
        triggeringExamples: analyticsTriggeringExamples,
        nonTriggeringExamples: analyticsNonTriggeringExamples)
}
