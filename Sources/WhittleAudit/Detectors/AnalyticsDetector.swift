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
        // The app's own tracker, named for its job: its code may call an SDK no signal names,
        // or one built outside the project.
        // An event logger (`ABEventLogger`, `ProductFormEventLogger`) records the user's actions
        // as events, whatever pipeline it sends them down.
        namedTypes: ["*Analytics", "*AnalyticsManager", "*AnalyticsService", "*AnalyticsTracker", "*Telemetry", "*EventLogger"],
        signals: [
            Signal(.type("TelemetryDeck"), "records analytics events with TelemetryDeck"),
            Signal(.call("track"), "records an analytics event", receivers: .own),
            // The app's tracker, named for its job: `SPTracker.trackNoteDeleted()`,
            // `[[EventTracker sharedInstance] trackEvent:…]`, whatever SDK it wraps.
            Signal(.callWithPrefix("track"), "records an analytics event with the app's tracker", receivers: .trackers),
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
            Signal(.type("Analytics"), "records analytics events with Firebase, Segment or App Center")
                .imported(from: ["FirebaseAnalytics", "Firebase", "Segment", "AnalyticsSwift", "AppCenterAnalytics"]),
            // The other analytics, attribution and breadcrumb SDKs apps ship, by their own type names.
            Signal(.type("FIRCrashlytics"), "records telemetry with Crashlytics"),
            Signal(.type("Flurry"), "records analytics events with Flurry"),
            Signal(.type("Answers"), "records analytics events with Fabric Answers"),
            Signal(.type("GAI"), "uses Google Analytics"),
            Signal(.type("GAIDictionaryBuilder"), "builds a Google Analytics hit"),
            Signal(.type("Adjust"), "records attribution events with Adjust"),
            Signal(.type("ADJEvent"), "records attribution events with Adjust"),
            Signal(.type("AppsFlyerLib"), "records attribution events with AppsFlyer"),
            Signal(.type("Heap"), "records analytics events with Heap"),
            Signal(.type("PostHogSDK"), "records analytics events with PostHog"),
            Signal(.type("PHGPostHog"), "records analytics events with PostHog"),
            Signal(.type("Countly"), "records analytics events with Countly"),
            Signal(.type("MSAnalytics"), "records analytics events with App Center"),
            Signal(.type("Bugsnag"), "records breadcrumbs with Bugsnag"),
            Signal(.type("MatomoTracker"), "records analytics events with Matomo"),
            Signal(.type("PiwikTracker"), "records analytics events with Piwik"),
            Signal(.type("Localytics"), "records analytics events with Localytics"),
            Signal(.type("ARAnalytics"), "records analytics events with ARAnalytics"),
            Signal(.type("FBSDKAppEvents"), "records app events with the Facebook SDK"),
            // Umeng's analytics SDK, common in apps from China (Coding's `[MobClick event:label:]`).
            Signal(.type("MobClick"), "records analytics events with Umeng"),
            Signal(.type("AppEvents"), "records app events with the Facebook SDK").imported(from: ["FBSDKCoreKit", "FacebookCore"]),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    @IBAction private func deleteNote(_ sender: Any) {
                        ↓SPTracker.trackListNoteDeleted()
                        ↓eventTracker.track("note_deleted")
                        logic.delete(selectedNote)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)share:(id)sender {
                    [[EventTracker sharedInstance] ↓trackEvent:@"share" properties:nil];
                    [self.logic share];
                }
                """#),
            AuditExample(
                #"""
                final class ShopAnalytics {
                    static let shared = ShopAnalytics()
                    func log(event: String, item: String) { ThirdPartyKit.send(event, ["item": item]) }
                }

                final class ExampleViewController: UIViewController {
                    @IBAction private func buy(_ sender: UIButton) {
                        ↓ShopAnalytics.shared.log(event: "buy", item: item.id)
                        logic.buy(item)
                    }
                }
                """#),
            // The protocol a tracker is held by, named for it (`…Interface`, `…Protocol`).
            AuditExample(
                #"""
                protocol AnalyticsServiceInterface {
                    func track(event: AppEvent)
                }

                final class ExampleViewController: UIViewController {
                    private let analyticsService: AnalyticsServiceInterface

                    private func editTapped(_ title: String) {
                        ↓analyticsService.track(event: AppEvent(name: "edit", title: title))
                        setEditing(true, animated: true)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)upvote:(Post *)post {
                    [[ABEventLogger shared] ↓logUpvoteForPost:post container:@"gallery"];
                    [post upvote];
                }
                """#),
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
                        ↓MobClick.event("follow", label: user.id)
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

                - (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                    [↓MobClick beginLogPageView:@"Profile"];
                }

                - (IBAction)scan:(id)sender {
                    [↓MobClick event:@"home" label:@"scan"];
                    [self.logic scan];
                }
                """#),
            AuditExample(
                #"""
                import FBSDKCoreKit

                final class ExampleViewController: UIViewController {
                    private func purchased(_ plan: Plan) {
                        ↓FIRCrashlytics.crashlytics().log("purchase")
                        ↓Flurry.log(eventName: "purchase")
                        ↓Answers.logPurchase(withPrice: plan.price, currency: "EUR", success: true, itemName: plan.name, itemType: nil, itemId: plan.id, customAttributes: nil)
                        ↓GAI.sharedInstance().defaultTracker.send(↓GAIDictionaryBuilder.createEvent(withCategory: "shop", action: "buy", label: plan.id, value: nil).build() as? [AnyHashable: Any])
                        ↓Adjust.trackEvent(↓ADJEvent(eventToken: "abc123"))
                        ↓AppsFlyerLib.shared().logEvent("purchase", withValues: [:])
                        logic.confirm(plan)
                    }
                }
                """#),
            AuditExample(
                #"""
                import FBSDKCoreKit

                final class ExampleViewController: UIViewController {
                    private func subscribed(_ plan: Plan) {
                        ↓Heap.track("purchase")
                        ↓PostHogSDK.shared.capture("purchase")
                        ↓PHGPostHog.shared()?.capture("purchase")
                        ↓Countly.sharedInstance().recordEvent("purchase")
                        ↓MSAnalytics.trackEvent("purchase")
                        logic.confirm(plan)
                    }
                }
                """#),
            AuditExample(
                #"""
                import FBSDKCoreKit

                final class ExampleViewController: UIViewController {
                    private func renewed(_ plan: Plan) {
                        ↓Bugsnag.leaveBreadcrumb(withMessage: "purchase")
                        ↓MatomoTracker.shared.track(eventWithCategory: "shop", action: "buy")
                        ↓PiwikTracker.shared?.track(eventWithCategory: "shop", action: "buy")
                        ↓Localytics.tagEvent("purchase")
                        ↓ARAnalytics.event("purchase", withProperties: ["plan": plan.id])
                        ↓FBSDKAppEvents.logPurchase(plan.price, currency: "EUR")
                        ↓AppEvents.shared.logEvent(.purchased)
                        logic.confirm(plan)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)purchased {
                    [↓Flurry logEvent:@"purchase"];
                    [[[↓GAI sharedInstance] defaultTracker] send:[[↓GAIDictionaryBuilder createEventWithCategory:@"shop" action:@"buy" label:nil value:nil] build]];
                    [↓Adjust trackEvent:[↓ADJEvent eventWithEventToken:@"abc123"]];
                    [↓Bugsnag leaveBreadcrumbWithMessage:@"purchase"];
                    [↓ARAnalytics event:@"purchase" withProperties:@{@"plan": self.plan.identifier}];
                }
                """#),
        ],
        nonTriggeringExamples: [
            // A method the controller adds, and a case of its own enum, named like a tracker's call.
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    private enum Item { case file(URL), track(Settings) }
                    private var items: [Item] = []

                    func load(_ importer: Importer) {
                        items = importer.tracks.map { Item.track(Settings(track: $0)) }
                    }

                    private func track(at row: Int) -> Track? { movie.tracks[row] }

                    @IBAction func rename(_ sender: NSTextField) {
                        track(at: tableView.clickedRow)?.name = sender.stringValue
                    }
                }
                """#),
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
            // `track` that goes on in lower case is another word; a tracker's other calls are
            // not events.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func showProgress() {
                        countLabel.text = "\(progressTracker.trackedCount())"
                        progressTracker.reset()
                    }
                }
                """#),
        ])
}
