extension ResponsibilityDetector {
    static let systemServicesTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private let locationManager = CLLocationManager()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    locationManager.requestWhenInUseAuthorization()
                }
            }
            """#),
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private func share() {
                    let sheet = UIActivityViewController(activityItems: [user.url], applicationActivities: nil)
                    present(sheet, animated: true)
                }
            }
            """#),
    ]

    static let systemServicesNonTriggeringExamples: [AuditExample] = [
        AuditExample(
            #"""
            final class ExampleViewController: UIViewController {
                private let location: LocationService

                override func viewDidLoad() {
                    super.viewDidLoad()
                    location.start()
                }
            }
            """#),
    ]
}
