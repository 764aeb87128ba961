extension Responsibility {
    /// `analytics`: `whittle explain analytics` says what counts.
    public static let analytics = Responsibility(id: "analytics")
}

extension ResponsibilityDetector {
    /// The `analytics` detector: the signals that show ``Responsibility/analytics``, with examples that run as tests.
    static let analytics = ResponsibilityDetector(
        .analytics,
        definition: "records analytics or telemetry events",
        roles: [.analyticsCollaborator],
        // Firing the event through the app's tracker is the work, whatever the call returns.
        delegation: [.projectTypes, .helpers, .inViewModels],
        signals: [
            Signal(.type("TelemetryDeck"), "records analytics events with TelemetryDeck"),
            Signal(.call("track"), "records an analytics event", receivers: .own),
            Signal(.call("trackEvent"), "records an analytics event", receivers: .own),
            Signal(.call("trackScreen"), "records a screen view", receivers: .own),
            Signal(.call("logEvent"), "records an analytics event", receivers: .own),
            Signal(.call("recordEvent"), "records an analytics event", receivers: .own),
            Signal(.call("setScreenName"), "records a screen view", receivers: .own),
            Signal(.type("Mixpanel"), "uses the Mixpanel SDK"),
            Signal(.type("GleanMetrics"), "records telemetry with Glean"),
            Signal(.type("SentrySDK"), "records breadcrumbs with Sentry"),
            Signal(.type("Amplitude"), "uses the Amplitude SDK"),
            Signal(.type("Crashlytics"), "records telemetry with Crashlytics"),
            Signal(.type("SEGAnalytics"), "uses the Segment SDK"),
            Signal(.type("FIRAnalytics"), "uses Firebase Analytics"),
            Signal(.type("Analytics"), "records analytics events with Firebase or Segment")
                .imported(from: ["FirebaseAnalytics", "Firebase", "Segment", "AnalyticsSwift"]),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                import TelemetryDeck

                struct ExampleView: View {
                    var body: some View {
                        Button("Pin") {
                            ↓TelemetryDeck.signal("timeline.pin.added")
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                import FirebaseAnalytics

                final class ExampleViewController: UIViewController {
                    private func purchased(_ plan: Plan) {
                        ↓Analytics.logEvent(AnalyticsEventPurchase, parameters: ["plan": plan.id])
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func searchSubmitted(_ text: String) {
                        ↓GleanMetrics.BrowserSearch.searchCount["action"].add()
                        ↓SentrySDK.addBreadcrumb(Breadcrumb(level: .info, category: "search"))
                        logic.search(text)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        ↓Analytics.logEvent("profile_viewed", parameters: ["user": user.id])
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        ↓Mixpanel.mainInstance().track(event: "Profile Viewed")
                        ↓Amplitude.instance().logEvent("profile_viewed")
                        ↓SEGAnalytics.shared().track("Profile Viewed")
                        ↓FIRAnalytics.setScreenName("Profile", screenClass: nil)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func followTapped() {
                        ↓Crashlytics.crashlytics().setCustomValue(user.id, forKey: "user")
                        ↓AppAnalytics.shared.trackEvent("follow", properties: ["user": user.id])
                        ↓Telemetry.recordEvent("follow")
                        logic.follow()
                    }

                    private func followersTapped() {
                        ↓AppAnalytics.shared.trackScreen("Followers")
                        navigator.showFollowers(of: user)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)record {
                    [↓FIRAnalytics logEventWithName:@"open" parameters:nil];
                }
                """#),
        ],
        nonTriggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    // The app's own `Analytics` model, with no analytics SDK imported.
                    private func showTotals() {
                        totalsLabel.text = Analytics.summary(of: orders).title
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let analytics: ProfileAnalytics

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        analytics.track(.profileViewed)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)record {
                    [self.reporter didOpen];
                }
                """#),
        ])
}
