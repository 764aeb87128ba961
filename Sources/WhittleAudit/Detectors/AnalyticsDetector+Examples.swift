extension ResponsibilityDetector {
    static let analyticsTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.logEvent("profile_viewed", parameters: ["user": user.id])
                }
            }
            """#),
    ]

    static let analyticsNonTriggeringExamples: [AuditExample] = [
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
    ]
}
