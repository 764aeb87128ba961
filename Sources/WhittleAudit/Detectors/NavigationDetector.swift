extension ResponsibilityDetector {
    /// `navigation`: Members that move to other screens themselves: push, pop, present, dismiss, show, segues and prepare(for:), building the next view controller, opening URLs, switching tabs.
    static let navigation = ResponsibilityDetector(
        responsibility: .navigation,
        summary: "Members that move to other screens themselves: push, pop, present, dismiss, show, segues and prepare(for:), building the next view controller, opening URLs, switching tabs. Calling a navigator does not count.",
        signals: [
            Signal(.call("pushViewController"), "pushes the next screen"),
            Signal(.call("popViewController"), "pops back"),
            Signal(.call("popToRootViewController"), "pops back to the root"),
            Signal(.call("popToViewController"), "pops back"),
            Signal(.call("present"), "presents another screen", receivers: .own, unless: [.alerts, .systemServices]),
            Signal(.call("dismiss"), "dismisses a screen", receivers: .own),
            // UIKit's `show(_:sender:)` only: a controller's own `show(toast:)` is no navigation.
            Signal(.labeledCall("show(_:sender:)"), "shows another screen"),
            Signal(.call("showDetailViewController"), "shows a detail screen", receivers: .own),
            Signal(.call("performSegue"), "performs a segue", receivers: .own),
            Signal(.call("instantiateViewController"), "builds the next screen from a storyboard"),
            Signal(.call("instantiateInitialViewController"), "builds the next screen from a storyboard"),
            Signal(.call("setViewControllers"), "replaces the navigation stack", receivers: .own),
            Signal(.call("open"), "opens a URL or another app", receivers: .own),
            Signal(.member("selectedIndex"), "switches tabs", receivers: .own),
            Signal(.member("selectedViewController"), "switches tabs", receivers: .own),
            Signal(.signature("prepare(for:sender:)"), "configures the next screen of a segue"),
            Signal(.signature("shouldPerformSegue(withIdentifier:sender:)"), "decides on a segue"),
            Signal(.type("UIStoryboard"), "loads screens from a storyboard"),
            Signal(.type("UIStoryboardSegue"), "handles a segue"),
            Signal(.type("SFSafariViewController"), "opens a web page"),
            Signal(.type("UIHostingController"), "builds a SwiftUI screen to show"),
            Signal(.type("NSHostingController"), "builds a SwiftUI screen to show"),
            // Building a controller to embed it is composition, a kept responsibility; a stored
            // property that holds one is neither until something presents or embeds it.
            Signal(.constructsTypeWithSuffix("ViewController"), "builds the next view controller", unless: [.composition]),
        ],
        triggeringExamples: navigationTriggeringExamples,
        nonTriggeringExamples: navigationNonTriggeringExamples)
}
