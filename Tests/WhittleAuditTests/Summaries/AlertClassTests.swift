import Testing
@testable import WhittleAudit

/// The app's own alert class (a `UIAlertController` subclass, itself a controller, or a type
/// named as one): a call on it builds and shows the alert the controller words, in both
/// languages (issue 31). A call on a type not named as an alert class is not alerts.
struct AlertClassTests {
    private static let alertClass = """
        import UIKit
        final class AppAlertViewController: UIAlertController {
            static func show(title: String, message: String?, on viewController: UIViewController) {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                viewController.present(alert, animated: true)
            }
        }
        final class Banner {
            static func show(title: String, message: String?, on viewController: UIViewController) {}
        }
        """

    @Test func aCallOnTheAppsAlertClassIsAlerts() throws {
        let swift = try #require(AuditFixture.audit([
            ("AppAlertViewController.swift", Self.alertClass),
            ("LoginViewController.swift", """
                import UIKit
                final class LoginViewController: UIViewController {
                    func save(address: String) {
                        if address.isEmpty {
                            AppAlertViewController.show(title: "Server", message: "Enter an address", on: self)
                        }
                    }
                }
                """),
        ]).controller("LoginViewController"))
        let alerts = try #require(swift.responsibility(.alerts))
        #expect(alerts.evidence.first?.token == "AppAlertViewController.show(…)")

        let objectiveC = try #require(AuditFixture.audit([
            ("AppAlertViewController.swift", Self.alertClass),
            ("LoginViewController.m", """
                @interface LoginViewController : UIViewController
                @end
                @implementation LoginViewController
                - (void)saveAddress:(NSString *)address {
                    if (address.length == 0) {
                        [AppAlertViewController showWithTitle:@"Server" message:@"Enter an address" on:self];
                    }
                }
                @end
                """),
        ]).controller("LoginViewController"))
        #expect(objectiveC.responsibility(.alerts)?.evidence.first?.token == "[AppAlertViewController showWithTitle…]")
    }

    @Test func aCallOnAnotherTypeIsNotAlerts() throws {
        let swift = try #require(AuditFixture.audit([
            ("AppAlertViewController.swift", Self.alertClass),
            ("LoginViewController.swift", """
                import UIKit
                final class LoginViewController: UIViewController {
                    func save() { Banner.show(title: "Saved", message: nil, on: self) }
                }
                """),
        ]).controller("LoginViewController"))
        #expect(swift.responsibility(.alerts) == nil)
    }
}
