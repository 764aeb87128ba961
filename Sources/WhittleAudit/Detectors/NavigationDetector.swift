extension Responsibility {
    /// `navigation`: `whittle explain navigation` says what counts.
    public static let navigation = Responsibility(id: "navigation")
}

extension ResponsibilityDetector {
    /// Members that set a window up, by name: an initializer, `windowDidLoad`, `viewDidLoad`,
    /// `awakeFromNib`, `loadView`, `loadWindow` or a `setUp…` helper.
    private static let windowSetUp: [Signal.Kind] = [
        .nameContaining("init"), .nameContaining("didload"), .nameContaining("awakefromnib"), .nameContaining("loadview"),
        .nameContaining("loadwindow"), .nameContaining("setup"),
    ]

    /// The `navigation` detector: the signals that show ``Responsibility/navigation``, with examples that run as tests.
    static let navigation = ResponsibilityDetector(
        .navigation,
        definition:
            "moves to other screens: push, pop, present, dismiss, show, segues and prepare(for:), building the next controller, opening URLs, switching tabs",
        roles: [.navigator], swiftUIRoles: [.pathNavigator],
        // A helper the app adds to every controller moves from the controller it is called on
        // (`dismissToViewController(ofClass:)` on `self`), as the controller's own call would.
        delegation: [.helpers],
        // Containers whose job is to move between screens: a `UINavigationController` subclass
        // overriding `popViewController(animated:)`, or a tab bar controller building its tabs,
        // is not doing a navigator's work (the signals marked `containersOwnWork`); presenting
        // another screen, or switching a child's tabs, still is.
        ownJobOf: [
            "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
            "NSTabViewController", "NSSplitViewController", "NSPageController",
        ],
        signals: [
            Signal(.call("goBack"), "moves back in a web view's history").inSwiftUIOnly(),
            Signal(.call("goForward"), "moves forward in a web view's history").inSwiftUIOnly(),
            // SwiftUI: destinations built in the view, its presentations and its environment actions.
            Signal(.labeledCall("NavigationLink(destination:)"), "builds the next screen in a navigation link"),
            Signal(.labeledCall("NavigationLink(_:destination:)"), "builds the next screen in a navigation link"),
            Signal(.labeledCall("NavigationLink(destination:label:)"), "builds the next screen in a navigation link"),
            Signal(.labeledCall("NavigationLink(destination:isActive:)"), "builds the next screen in a navigation link"),
            Signal(.labeledCall("NavigationLink()"), "builds the next screen in a navigation link's closure"),
            // The swiftui-navigation library's links driven by an optional or an enum case of state.
            Signal(.labeledCall("NavigationLink(unwrapping:)"), "builds the next screen in a navigation link's closure"),
            Signal(.labeledCall("NavigationLink(unwrapping:case:)"), "builds the next screen in a navigation link's closure"),
            Signal(.call("navigationDestination"), "builds the screen a route value shows"),
            // A view's own navigation stack path (`@Binding var path: NavigationPath`, `[SendRoute]`):
            // appending a route pushes its screen, removing one pops back.
            Signal(.call("append"), "pushes a screen onto the navigation stack's path", receivers: .navigationPaths).inSwiftUIOnly(),
            Signal(.call("removeLast"), "pops back on the navigation stack's path", receivers: .navigationPaths).inSwiftUIOnly(),
            Signal(.call("removeAll"), "pops back to the navigation stack's root", receivers: .navigationPaths).inSwiftUIOnly(),
            // On a view, modifiers under `#if` too: a leading-dot `.sheet(…)` alone is a route's
            // case (`router.show(.sheet(.settings))`, `case .sheet(let destination):`).
            Signal(.call("sheet"), "presents another screen in a sheet", receivers: .others).inSwiftUIOnly(),
            Signal(.call("fullScreenCover"), "presents another screen full screen", receivers: .others).inSwiftUIOnly(),
            Signal(.call("popover"), "presents another screen in a popover", receivers: .others).inSwiftUIOnly(),
            // The environment's action (`dismiss()`, `presentationMode.wrappedValue.dismiss()`):
            // a router's, a view model's or a delegate's `dismiss()` is that object's job.
            Signal(.labeledCall("dismiss()"), "dismisses the screen with SwiftUI's dismiss action", receivers: .nonDelegates)
                .inSwiftUIOnly(),
            Signal(.labeledCall("openURL(_:)"), "opens a URL with SwiftUI's openURL action").inSwiftUIOnly(),
            Signal(.call("openWindow"), "opens a window", receivers: .own).inSwiftUIOnly(),
            Signal(.labeledCall("Link(_:destination:)"), "opens a URL from a link"),
            Signal(.labeledCall("Link(destination:)"), "opens a URL from a link"),
            Signal(.call("pushViewController"), "pushes the next screen").containersOwnWork(),
            Signal(.call("popViewController"), "pops back").containersOwnWork(),
            Signal(.call("popToRootViewController"), "pops back to the root").containersOwnWork(),
            Signal(.call("popToViewController"), "pops back").containersOwnWork(),
            Signal(.call("present"), "presents another screen", receivers: .own, unless: [.alerts]),
            // UIKit's and AppKit's dismiss take arguments; a bare `dismiss()` is a closure a
            // coordinator handed in, which is the coordinator navigating.
            Signal(.labeledCall("dismiss(animated:)"), "dismisses a screen", receivers: .nonAlerts),
            Signal(.labeledCall("dismiss(animated:completion:)"), "dismisses a screen", receivers: .nonAlerts),
            Signal(.labeledCall("dismiss(_:)"), "dismisses a screen"),
            // UIKit's `show(_:sender:)` only: a controller's own `show(toast:)` is no navigation.
            Signal(.labeledCall("show(_:sender:)"), "shows another screen", receivers: .nonAlerts).containersOwnWork(),
            Signal(.call("showDetailViewController"), "shows a detail screen", receivers: .own).containersOwnWork(),
            // A segue the controller has another controller perform (`topViewController.performSegue(…)`)
            // is its move; a coordinator or router asked to is theirs.
            Signal(.call("performSegue"), "performs a segue", receivers: .nonDelegates),
            Signal(.call("instantiateViewController"), "builds the next screen from a storyboard").containersOwnWork(.building),
            Signal(.call("instantiateInitialViewController"), "builds the next screen from a storyboard").containersOwnWork(.building),
            Signal(.call("setViewControllers"), "replaces the navigation stack", receivers: .own).containersOwnWork(),
            Signal(.call("open"), "opens a URL or another app", receivers: .own),
            // UIKit's popover controller (and WYPopoverController, which copies its API) shows
            // another screen over this one.
            Signal(.labeledCall("present(from:permittedArrowDirections:animated:)"), "presents another screen in a popover"),
            Signal(.labeledCall("present(from:in:permittedArrowDirections:animated:)"), "presents another screen in a popover"),
            Signal(.member("selectedIndex"), "switches tabs", receivers: .own).containersOwnWork().whenAssigned(),
            Signal(.member("selectedViewController"), "switches tabs", receivers: .own).containersOwnWork().whenAssigned(),
            Signal(.member("selectedTabViewItemIndex"), "switches tabs").containersOwnWork().whenAssigned(),
            // A tab view told which pane to show (a preferences window's toolbar switching panes).
            Signal(.call("selectTabViewItem"), "switches tabs").containersOwnWork(),
            Signal(.call("selectNextTabViewItem"), "switches tabs").containersOwnWork(),
            Signal(.call("selectPreviousTabViewItem"), "switches tabs").containersOwnWork(),
            Signal(.signature("prepare(for:sender:)"), "configures the next screen of a segue"),
            Signal(.signature("shouldPerformSegue(withIdentifier:sender:)"), "decides on a segue"),
            Signal(.type("UIStoryboard"), "loads screens from a storyboard").containersOwnWork(.building),
            Signal(.type("UIStoryboardSegue"), "handles a segue"),
            Signal(.type("SFSafariViewController"), "opens a web page"),
            // A hosting controller the member embeds as a child, or one a property keeps, is
            // composition, as any child controller is.
            Signal(.type("UIHostingController"), "builds a SwiftUI screen to show", unless: [.composition])
                .containersOwnWork(.building).notInStoredProperties(),
            Signal(.type("NSHostingController"), "builds a SwiftUI screen to show", unless: [.composition])
                .containersOwnWork(.building).notInStoredProperties(),
            Signal(.call("activateFileViewerSelecting"), "reveals files in the Finder"),
            // A window switched to another screen once it is set up (a preferences window's
            // tabs swapping its `contentViewController`): the user moves between screens.
            // Installing the first one while setting the window up is composition.
            Signal(.member("contentViewController"), "switches the window to another screen").whenAssigned()
                .unless(with: Self.windowSetUp),
            // AppKit's file panels are a controller's document pickers: the user leaves the screen
            // for the file system and comes back with a file. A SwiftUI view's are its
            // `fileImporter`'s, system services.
            Signal(.type("NSOpenPanel"), "asks for a file with an open panel").outsideSwiftUIOnly(),
            Signal(.type("NSSavePanel"), "asks where to save with a save panel").outsideSwiftUIOnly(),
            // The workspace's older calls by path: a file opened in its app, or shown in the
            // Finder. Apps name their own `openFile:` too, so only beside the workspace.
            Signal(.call("openFile"), "opens a file in another app").only(with: [.type("NSWorkspace")]),
            Signal(.call("selectFile"), "reveals a file in the Finder").only(with: [.type("NSWorkspace")]),
            // Another app launched, as a URL opened is: the user moves to it.
            Signal(.call("openApplication"), "opens another app").only(with: [.type("NSWorkspace")]),
            Signal(.call("launchApplication"), "opens another app").only(with: [.type("NSWorkspace")]),
            // A document opened in its own window, as a file opened in another app is.
            Signal(.call("openDocument"), "opens a document in its window").only(with: [.type("NSDocumentController")]),
            // AppKit's presentations: another controller as a sheet or a modal window, a window
            // run as a sheet of this one (and ended), another window controller's window shown.
            // A window controller showing its own window (`[self showWindow:nil]`) moves nowhere.
            Signal(.call("presentAsSheet"), "presents another screen as a sheet", receivers: .own),
            Signal(.call("presentAsModalWindow"), "presents another screen in a modal window", receivers: .own),
            Signal(.call("beginSheet"), "presents another window as a sheet"),
            Signal(.call("endSheet"), "closes a sheet"),
            // A popover shown from a view, as UIKit's presented popover is.
            Signal(.labeledCall("show(relativeTo:of:preferredEdge:)"), "shows another screen in a popover"),
            Signal(.call("showWindow"), "opens another window", receivers: .others),
            // Building a controller to embed it is composition, a kept responsibility; a stored
            // property that holds one is neither until something presents or embeds it.
            Signal(.constructsTypeWithSuffix("ViewController"), "builds the next view controller", unless: [.composition]).containersOwnWork(.building),
            // Apps that name their controllers short (`LogsAddLogVC()`, handed to the app's
            // presentation queue) build the next one the same way.
            Signal(.constructsTypeWithSuffix("VC"), "builds the next view controller", unless: [.composition]).containersOwnWork(.building),
        ],
        objectiveCSignals: [
            Signal(.call("setContentViewController"), "switches the window to another screen").unless(with: Self.windowSetUp),
            Signal(.call("presentViewController"), "presents another screen", receivers: .own, unless: [.alerts]),
            Signal(.call("dismissViewControllerAnimated"), "dismisses a screen", receivers: .own),
            // The modal API before iOS 6, still in older apps.
            Signal(.call("presentModalViewController"), "presents another screen", receivers: .own, unless: [.alerts]),
            Signal(.call("dismissModalViewControllerAnimated"), "dismisses a screen", receivers: .own),
            Signal(.call("popViewControllerAnimated"), "pops back").containersOwnWork(),
            Signal(.call("popToRootViewControllerAnimated"), "pops back to the root").containersOwnWork(),
            Signal(.call("performSegueWithIdentifier"), "performs a segue", receivers: .nonDelegates),
            Signal(.call("instantiateViewControllerWithIdentifier"), "builds the next screen from a storyboard").containersOwnWork(.building),
            Signal(.call("storyboardWithName"), "loads screens from a storyboard").containersOwnWork(.building),
            Signal(.call("openURL"), "opens a URL or another app", receivers: .own),
            Signal(.call("presentPopoverFromRect"), "presents another screen in a popover"),
            Signal(.call("presentPopoverFromBarButtonItem"), "presents another screen in a popover"),
            Signal(.call("dismissPopoverAnimated"), "dismisses a popover"),
            Signal(.labeledCall("showViewController(_:sender:)"), "shows another screen").containersOwnWork(),
            Signal(.signature("-prepareForSegue:sender:"), "configures the next screen of a segue"),
            Signal(.signature("-shouldPerformSegueWithIdentifier:sender:"), "decides on a segue"),
            Signal(.call("activateFileViewerSelectingURLs"), "reveals files in the Finder"),
            Signal(.call("openApplicationAtURL"), "opens another app").only(with: [.type("NSWorkspace")]),
            Signal(.call("presentViewControllerAsSheet"), "presents another screen as a sheet", receivers: .own),
            Signal(.call("presentViewControllerAsModalWindow"), "presents another screen in a modal window", receivers: .own),
            // AppKit's `-dismissViewController:`; UIKit's is `-dismissViewControllerAnimated:completion:`.
            Signal(.call("dismissViewController"), "dismisses a presented screen", receivers: .own),
            // A presented controller dismissing itself (`-dismissController:`, Swift's `dismiss(_:)`).
            Signal(.call("dismissController"), "dismisses the screen", receivers: .own),
            Signal(.call("openDocumentWithContentsOfURL"), "opens a document in its window"),
            Signal(.call("showRelativeToRect"), "shows another screen in a popover"),
            Signal(.call("selectTabViewItemAtIndex"), "switches tabs").containersOwnWork(),
            Signal(.call("selectTabViewItemWithIdentifier"), "switches tabs").containersOwnWork(),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @IBAction private func addLog(_ sender: UIButton) {
                        let addLog = ↓LogsAddLogVC()
                        addLog.setup(delegate: self, dogManager: dogManager)
                        PresentationManager.enqueueViewController(addLog)
                    }
                }
                """#),
            AuditExample(
                #"""
                extension UIViewController {
                    func dismissToRoot(completion: (() -> Void)? = nil) {
                        var presenting = presentingViewController
                        while let next = presenting?.presentingViewController { presenting = next }
                        presenting?.dismiss(animated: true, completion: completion)
                    }
                }

                final class ExampleViewController: UIViewController {
                    @IBAction private func signOut(_ sender: UIButton) {
                        logic.signOut()
                        ↓dismissToRoot()
                    }
                }
                """#),
            // Presenting from the topmost controller of the window, found into a local, is the
            // unit navigating as presenting from itself is, in both languages.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    var downloads: UIViewController?

                    func showDownloads() {
                        var top = view.window?.rootViewController
                        while let presented = top?.presentedViewController { top = presented }
                        if let downloads { top?.↓present(downloads, animated: true) }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showDownloads {
                    UIViewController *top = self.view.window.rootViewController;
                    while (top.presentedViewController) {
                        top = top.presentedViewController;
                    }
                    [top ↓presentViewController:self.downloadsController animated:YES completion:nil];
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    @Binding var path: NavigationPath
                    @Binding var routes: [CheckoutRoute]

                    var body: some View {
                        VStack {
                            Button("Pay") { ↓routes.append(.confirmation) }
                            Button("Back") { ↓path.removeLast() }
                            Button("Done") { ↓routes.removeAll() }
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    let browser: BrowserModel

                    var body: some View {
                        HStack {
                            Button("Back") { ↓browser.webView.goBack() }
                            Button("Forward") { ↓browser.webView.goForward() }
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    let user: User

                    var body: some View {
                        List {
                            ↓NavigationLink(destination: FollowersView(user: user)) { Text("Followers") }
                            ↓NavigationLink("Following", destination: FollowingView(user: user))
                            ↓NavigationLink(destination: BlockedView(), label: { Text("Blocked") })
                            ↓NavigationLink(destination: MutedView(), isActive: $showsMuted) { Text("Muted") }
                            ↓NavigationLink {
                                LikesView(user: user)
                            } label: {
                                Text("Likes")
                            }
                            ↓NavigationLink(unwrapping: $route, case: \.logs) { _ in
                                LogsView()
                            } label: {
                                Text("Logs")
                            }
                            ↓NavigationLink(unwrapping: $editedPost) { $post in
                                EditorView(post: $post)
                            } onNavigate: { isActive in
                                if !isActive { editedPost = nil }
                            } label: {
                                Text("Edit")
                            }
                            ↓Link("Website", destination: user.website)
                            ↓Link(destination: user.blog) { Text("Blog") }
                        }
                        .↓navigationDestination(for: Post.self) { PostView(post: $0) }
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    @Environment(\.dismiss) private var dismiss
                    @Environment(\.openURL) private var openURL
                    @Environment(\.openWindow) private var openWindow

                    var body: some View {
                        VStack {
                            Button("Close") { ↓dismiss() }
                            Button("Help") { ↓openURL(helpURL) }
                            Button("Inspector") { ↓openWindow(id: "inspector") }
                        }
                        .↓sheet(isPresented: $showsSettings) { SettingsView() }
                        #if os(iOS)
                        .↓fullScreenCover(isPresented: $showsCamera) { CameraView() }
                        #else
                        .↓popover(isPresented: $showsHelp) { HelpView() }
                        #endif
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    @Environment(\.presentationMode) private var presentationMode
                    @Environment(\.presentationMode) private var presentation

                    var body: some View {
                        Button("Done") { presentationMode.wrappedValue.↓dismiss() }
                        Button("Cancel") { presentation.wrappedValue.↓dismiss() }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    @IBAction private func showInFinder(_ sender: Any?) {
                        ↓NSWorkspace.shared.activateFileViewerSelecting([document.fileURL])
                    }

                    @IBAction private func chooseCover(_ sender: Any?) {
                        let panel = ↓NSOpenPanel()
                        panel.allowedContentTypes = [.image]
                        panel.beginSheetModal(for: view.window!) { _ in }
                    }

                    @IBAction private func export(_ sender: Any?) {
                        let panel = ↓NSSavePanel()
                        panel.nameFieldStringValue = document.displayName
                        panel.beginSheetModal(for: view.window!) { _ in }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)showInFinder:(id)sender {
                    [[NSWorkspace sharedWorkspace] ↓activateFileViewerSelectingURLs:@[self.document.fileURL]];
                }

                - (IBAction)chooseCover:(id)sender {
                    ↓NSOpenPanel *panel = [↓NSOpenPanel openPanel];
                    [panel beginSheetModalForWindow:self.view.window completionHandler:nil];
                }

                - (IBAction)export:(id)sender {
                    ↓NSSavePanel *panel = [↓NSSavePanel savePanel];
                    [panel beginSheetModalForWindow:self.view.window completionHandler:nil];
                }
                """#, interface: "NSViewController"),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    @IBAction private func openSelected(_ sender: Any?) {
                        ↓NSWorkspace.shared.openFile(selectedPath)
                    }

                    @IBAction private func revealSelected(_ sender: Any?) {
                        ↓NSWorkspace.shared.selectFile(selectedPath, inFileViewerRootedAtPath: "")
                    }

                    func launch() async throws {
                        try await ↓NSWorkspace.shared.openApplication(at: appURL, configuration: .init())
                    }

                    @IBAction private func openMail(_ sender: Any?) {
                        ↓NSWorkspace.shared.launchApplication("Mail")
                    }

                    @IBAction private func openHelp(_ sender: Any?) {
                        let workspace = NSWorkspace.shared
                        ↓workspace.open(helpURL)
                    }

                    @IBAction private func openDrive(_ sender: Any?) {
                        NSDocumentController.shared.↓openDocument(withContentsOf: selectedURL, display: true) { _, _, _ in }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)openSelected:(id)sender {
                    [[NSWorkspace sharedWorkspace] ↓openFile:[self selectedPath]];
                }

                - (IBAction)revealSelected:(id)sender {
                    [[NSWorkspace sharedWorkspace] ↓selectFile:[self selectedPath] inFileViewerRootedAtPath:@""];
                }

                - (void)launch {
                    [[NSWorkspace sharedWorkspace] ↓openApplicationAtURL:self.appURL configuration:[NSWorkspaceOpenConfiguration configuration] completionHandler:nil];
                }
                """#, interface: "NSViewController"),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    @IBAction private func rename(_ sender: Any?) {
                        ↓presentAsSheet(RenameViewController(item: item))
                    }

                    @IBAction private func editShader(_ sender: Any?) {
                        ↓presentAsModalWindow(ShaderNameViewController(shader: shader))
                    }

                    @IBAction private func showTransfer(_ sender: Any?) {
                        view.window?.↓beginSheet(transferController.window!) { _ in }
                    }

                    @IBAction private func showInspector(_ sender: Any?) {
                        inspectorWindowController.↓showWindow(sender)
                    }

                    @IBAction private func closeSheet(_ sender: Any?) {
                        guard let window = view.window else { return }
                        window.sheetParent?.↓endSheet(window)
                    }

                    @IBAction private func showWeatherHelp(_ sender: NSButton) {
                        weatherPopover.↓show(relativeTo: sender.bounds, of: sender, preferredEdge: .maxY)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)showCallTransferSheet:(id)sender {
                    CallTransferController *transfer = [self.callController callTransferController];
                    [[self.callController window] ↓beginSheet:[transfer window] completionHandler:nil];
                }

                - (IBAction)closeSheet:(id)sender {
                    [[self.view.window sheetParent] ↓endSheet:self.view.window];
                }

                - (IBAction)showWeatherHelp:(NSButton *)sender {
                    [self.weatherPopover ↓showRelativeToRect:sender.bounds ofView:sender preferredEdge:NSMaxYEdge];
                }

                - (IBAction)usePassword:(id)sender {
                    [self ↓dismissController:sender];
                }

                - (IBAction)openDrive:(id)sender {
                    [[NSDocumentController sharedDocumentController] ↓openDocumentWithContentsOfURL:self.selectedURL display:YES completionHandler:^(NSDocument *document, BOOL alreadyOpen, NSError *error) {}];
                }

                - (IBAction)showPreferences:(id)sender {
                    [self.preferencesController ↓showWindow:self];
                }

                - (IBAction)rename:(id)sender {
                    [self ↓presentViewControllerAsSheet:[[RenameViewController alloc] init]];
                }

                - (IBAction)editShader:(id)sender {
                    [self ↓presentViewControllerAsModalWindow:[[ShaderNameViewController alloc] init]];
                }

                - (void)renameDidFinish {
                    [self ↓dismissViewController:self.renameController];
                }
                """#, interface: "NSViewController"),
            AuditExample(
                objectiveC: #"""
                - (void)pickCategory:(id)sender {
                    [self ↓presentModalViewController:self.categoryController animated:YES];
                }

                - (IBAction)cancel:(id)sender {
                    [self ↓dismissModalViewControllerAnimated:YES];
                }
                """#),
            // An alert the app's helper shows beside the presentation is not this member's own.
            AuditExample(
                objectiveC: #"""
                - (void)setupPinAndOpen {
                    PinEntryController *pinEntry = [PinEntryController newControllerForUnlock];
                    pinEntry.onDone = ^(BOOL conflicts) {
                        if (conflicts) { [Alerts warn:self title:@"PIN Conflict" message:@"Choose another PIN."]; }
                    };
                    [self ↓presentViewController:pinEntry animated:YES completion:nil];
                }
                @end

                @interface Alerts : NSObject
                + (void)warn:(UIViewController *)viewController title:(NSString *)title message:(NSString *)message;
                @end

                @implementation Alerts
                + (void)warn:(UIViewController *)viewController title:(NSString *)title message:(NSString *)message {
                    UIAlertController *alert = [UIAlertController alertControllerWithTitle:title message:message preferredStyle:UIAlertControllerStyleAlert];
                    [viewController presentViewController:alert animated:YES completion:nil];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func showFollowers() {
                        let followers = ↓FollowersViewController(user: user)
                        ↓navigationController?.pushViewController(followers, animated: true)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    ↓override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        (segue.destination as? DetailViewController)?.photo = selectedPhoto
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    var onDismiss: (() -> Void)?
                    var present: ((UIViewController) -> Void)?

                    private func close() {
                        ↓dismiss(animated: true)
                        ↓dismiss(animated: true, completion: nil)
                        ↓present(ShareViewController(), animated: true)
                    }

                    private func finish() {
                        ↓dismiss(animated: true) { self.logic.reset() }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    @IBAction private func close(_ sender: Any?) {
                        ↓dismiss(self)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func showDetail(of photo: Photo) {
                        ↓show(PhotoViewController(photo: photo), sender: self)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func backToList() {
                        ↓navigationController?.popViewController(animated: true)
                    }

                    private func backToStart() {
                        ↓navigationController?.popToRootViewController(animated: true)
                    }

                    private func back(to checkout: UIViewController) {
                        ↓navigationController?.popToViewController(checkout, animated: true)
                    }

                    private func restart(with welcome: UIViewController) {
                        ↓navigationController?.setViewControllers([welcome], animated: false)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func editProfile() {
                        let storyboard = ↓UIStoryboard(name: "Profile", bundle: nil)
                        let editor = ↓storyboard.instantiateViewController(withIdentifier: "Editor")
                        ↓present(editor, animated: true)
                    }

                    private func startOnboarding() {
                        guard let onboarding = ↓UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController() else { return }
                        ↓showDetailViewController(onboarding, sender: self)
                    }

                    @objc private func checkoutTapped(_ sender: UIButton) {
                        ↓performSegue(withIdentifier: "checkout", sender: sender)
                    }

                    ↓override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                        identifier != "checkout" || !cart.isEmpty
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func openHelp() {
                        ↓present(SFSafariViewController(url: helpURL), animated: true)
                    }

                    // A share sheet is a screen presented, whatever device service it offers.
                    @objc private func share() {
                        let sheet = UIActivityViewController(activityItems: [link], applicationActivities: nil)
                        ↓present(sheet, animated: true)
                    }

                    private func openSettings() {
                        ↓UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                    }

                    private func showInbox() {
                        ↓tabBarController?.selectedIndex = 2
                    }

                    private func showInspector() {
                        inspectorTabController.↓selectedTabViewItemIndex = 1
                    }

                    private func showProfile() {
                        ↓tabBarController?.selectedViewController = profileTab
                    }

                    private func showAbout() {
                        ↓navigationController?.pushViewController(UIHostingController(rootView: AboutView()), animated: true)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    private func showPreferences() {
                        ↓presentAsSheet(NSHostingController(rootView: PreferencesView()))
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showDetail {
                    ↓DetailViewController *detail = [[DetailViewController alloc] initWithPhoto:self.photo];
                    [self.navigationController ↓pushViewController:detail animated:YES];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)close {
                    [self ↓dismissViewControllerAnimated:YES completion:nil];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
                    ((DetailViewController *)segue.destinationViewController).photo = self.photo;
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showSettings {
                    UIStoryboard *storyboard = [UIStoryboard ↓storyboardWithName:@"Settings" bundle:nil];
                    UIViewController *settings = [storyboard ↓instantiateViewControllerWithIdentifier:@"Settings"];
                    [self ↓presentViewController:settings animated:YES completion:nil];
                }

                - (void)showProfile:(UIViewController *)profile {
                    [self ↓showViewController:profile sender:self];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)done {
                    [self.navigationController ↓popViewControllerAnimated:YES];
                }

                - (void)signOut {
                    [self.navigationController ↓popToRootViewControllerAnimated:YES];
                }

                - (void)openHelp {
                    [[UIApplication sharedApplication] ↓openURL:self.helpURL options:@{} completionHandler:nil];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)compose {
                    [self ↓performSegueWithIdentifier:@"Compose" sender:self];
                }

                ↓- (BOOL)shouldPerformSegueWithIdentifier:(NSString *)identifier sender:(id)sender {
                    return self.account != nil;
                }
                """#),
            // A popover controller's screen shown and dismissed; a URL opened by an app
            // extension's context, as an app opens one through `UIApplication`.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var sortPopover: UIPopoverController?

                    func showSorts(from item: UIBarButtonItem) {
                        sortPopover?.↓present(from: item, permittedArrowDirections: .any, animated: true)
                    }

                    func showFilters(from cell: UITableViewCell) {
                        sortPopover?.↓present(from: cell.bounds, in: cell, permittedArrowDirections: .up, animated: true)
                    }

                    func openApp() {
                        extensionContext?.↓open(appURL)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showSorts:(UIBarButtonItem *)item {
                    [self.sortPopover ↓presentPopoverFromBarButtonItem:item permittedArrowDirections:UIPopoverArrowDirectionAny animated:YES];
                }

                - (void)showFilters:(UITableViewCell *)cell {
                    [self.sortPopover ↓presentPopoverFromRect:cell.bounds inView:cell permittedArrowDirections:UIPopoverArrowDirectionUp animated:YES];
                }

                - (void)sortPicked {
                    [self.sortPopover ↓dismissPopoverAnimated:YES];
                }

                - (void)openApp {
                    [self.extensionContext ↓openURL:self.appURL completionHandler:nil];
                }
                """#),
            // `self` captured weakly in a block or closure, under its conventional name or one
            // the member binds to it.
            AuditExample(
                objectiveC: #"""
                - (void)signIn {
                    __weak typeof(self) weakSelf = self;
                    [self.client signInWithCompletion:^(NSError *error) {
                        [weakSelf ↓dismissViewControllerAnimated:YES completion:nil];
                    }];
                }

                - (void)signOut {
                    __weak __block ExampleViewController *c = self;
                    [self.client signOutWithCompletion:^(NSError *error) {
                        [c ↓dismissViewControllerAnimated:YES completion:nil];
                    }];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func signIn() {
                        client.signIn { [weak self] _ in
                            guard let strongSelf = self else { return }
                            strongSelf.↓performSegue(withIdentifier: "home", sender: nil)
                        }
                    }

                    private func bindSignUp() {
                        signUpButton.rx.tap
                            .bind(with: self) { owner, _ in
                                owner.↓present(owner.signUpFactory.makeView(), animated: true)
                            }
                            .disposed(by: disposeBag)
                    }

                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        guard let topViewController = UIApplication.topViewController() else { return }
                        ↓topViewController.performSegue(withIdentifier: "SelectServer", sender: nil)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showServers {
                    [self.parentViewController ↓performSegueWithIdentifier:@"SelectServer" sender:self];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleWindowController: NSWindowController {
                    @IBAction private func switchSegment(_ sender: NSSegmentedControl) {
                        switch sender.selectedSegment {
                        case 0: window?.↓contentViewController = generalController
                        default: window?.contentViewController = aboutController
                        }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)showPane:(NSToolbarItem *)sender {
                    NSViewController *pane = [sender.itemIdentifier isEqualToString:@"General"] ? self.generalController : self.advancedController;
                    [self.window ↓setContentViewController:pane];
                }
                """#, interface: "NSWindowController"),
            // A container presenting another screen, or switching a child's tabs, navigates.
            AuditExample(
                #"""
                final class ExampleTabBarController: UITabBarController {
                    func showHelp() {
                        ↓present(↓SFSafariViewController(url: helpURL), animated: true)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleSplitViewController: NSSplitViewController {
                    func showInspector(pane: Int) {
                        inspectorTabController.↓selectedTabViewItemIndex = pane
                    }
                }
                """#),
            // A preferences window's toolbar switching its tab view's panes.
            AuditExample(
                #"""
                final class ExamplePreferencesController: NSViewController {
                    @IBOutlet private var tabView: NSTabView!

                    func showPane(_ identifier: String) {
                        tabView.↓selectTabViewItem(withIdentifier: identifier)
                    }

                    func showNext() {
                        tabView.↓selectNextTabViewItem(nil)
                    }

                    func showPrevious() {
                        tabView.↓selectPreviousTabViewItem(nil)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)toolbarSelection:(id)sender {
                    [self.prefTabs ↓selectTabViewItemAtIndex:[sender tag]];
                }

                - (void)openAbout:(id)sender {
                    [self.prefTabs ↓selectTabViewItemWithIdentifier:@"about"];
                    [self.prefTabs ↓selectTabViewItem:self.generalItem];
                }
                """#),
        ],
        nonTriggeringExamples: [
            // A helper every controller has that shows an alert presents the alert, and a
            // factory of the controller loading it from a storyboard builds this screen.
            AuditExample(
                #"""
                extension UIViewController {
                    func showErrorAlert(_ error: Error) {
                        present(UIAlertController.make(error: error), animated: true)
                    }
                }

                extension UIAlertController {
                    static func make(error: Error) -> UIAlertController {
                        let alert = UIAlertController(title: nil, message: error.localizedDescription, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "OK", style: .default))
                        return alert
                    }
                }

                func storyboard(_ name: String) -> UIStoryboard { UIStoryboard(name: name, bundle: nil) }

                func load<Controller: UIViewController>(_ type: Controller.Type, from storyboard: UIStoryboard) -> Controller {
                    storyboard.instantiateViewController(withIdentifier: String(describing: type)) as? Controller ?? Controller()
                }

                final class ExampleViewController: UIViewController {
                    static func controller() -> ExampleViewController {
                        load(ExampleViewController.self, from: storyboard("Example"))
                    }

                    func save() {
                        do { try logic.save() } catch { showErrorAlert(error) }
                    }
                }
                """#),
            // An alert the app's factory makes for the member to present is an alert shown.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    func showOffline() {
                        present(AlertFactory.okAlert(title: "Offline", message: "Check the connection."), animated: true)
                    }
                }

                enum AlertFactory {
                    static func okAlert(title: String, message: String) -> UIAlertController {
                        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "OK", style: .default))
                        return alert
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showOfflineAlert {
                    [self presentViewController:[AlertFactory okAlertWithTitle:@"Offline" message:@"Check the connection."]
                                       animated:YES completion:nil];
                }
                @end

                @interface AlertFactory : NSObject
                + (UIAlertController *)okAlertWithTitle:(NSString *)title message:(NSString *)message;
                @end

                @implementation AlertFactory
                + (UIAlertController *)okAlertWithTitle:(NSString *)title message:(NSString *)message {
                    UIAlertController *alert = [UIAlertController alertControllerWithTitle:title message:message preferredStyle:UIAlertControllerStyleAlert];
                    [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
                    return alert;
                }
                """#),
            // A window controller making the controller its own window shows: composition.
            AuditExample(
                #"""
                final class ExampleWindowController: NSWindowController {
                    override func windowDidLoad() {
                        super.windowDidLoad()
                        self.contentViewController = SettingsTabViewController()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)windowDidLoad {
                    [super windowDidLoad];
                    self.window.contentViewController = [[SettingsViewController alloc] init];
                }
                """#, interface: "NSWindowController"),
            // A controller made to be kept in a property and embedded by its view: a child.
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    private var tagsController: MediaTagsController?

                    func show(_ track: Track) {
                        let tags = MediaTagsController(track: track)
                        tagsContainer.addSubview(tags.view)
                        tagsController = tags
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                {
                    HBPreviewViewController *_previewViewController;
                }

                - (instancetype)init {
                    self = [super initWithNibName:@"Summary" bundle:nil];
                    if (self) {
                        _previewViewController = [[HBPreviewViewController alloc] init];
                    }
                    return self;
                }

                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.previewView addSubview:_previewViewController.view];
                }
                """#, interface: "NSViewController"),
            // A coordinator asked to perform a segue moves; the controller only asks.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @IBAction private func showServers(_ sender: Any) {
                        coordinator.performSegue(withIdentifier: "SelectServer", sender: self)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)showServers:(id)sender {
                    [self.router performSegueWithIdentifier:@"SelectServer" sender:self];
                }
                """#),
            // A container that builds only the children it embeds, its loading, error and
            // content states, composes them; it moves nowhere.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var content: UIViewController? {
                        didSet {
                            oldValue?.view.removeFromSuperview()
                            oldValue?.removeFromParent()
                            guard let content else { return }
                            addChild(content)
                            view.addSubview(content.view)
                            content.didMove(toParent: self)
                        }
                    }

                    func show(_ state: LoadState) {
                        switch state {
                        case .loading: content = LoadingViewController()
                        case .failed(let error): content = ErrorViewController(error: error)
                        case .loaded(let items): content = ItemsViewController(items: items)
                        }
                    }
                }
                """#),
            // Dismissing an alert the controller holds, in a property or a local it built, closes
            // the alert (alerts); it moves to no other screen, whatever the alert is named.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var pending: UIAlertController?

                    func hidePending() {
                        pending?.dismiss(animated: true)
                    }

                    func warn(_ helpURL: URL) {
                        let warning = UIAlertController(title: "Warning", message: nil, preferredStyle: .alert)
                        Support.compose(from: self) { _ in
                            warning.dismiss(animated: false, completion: nil)
                        }
                    }
                }
                """#),
            // A project object's own `dismiss(animated:)` (a progress HUD taken down) is that
            // object's work, whoever holds it; no screen moves.
            AuditExample(
                #"""
                final class ProgressHUD {
                    func dismiss(animated: Bool) {}
                }

                final class ExampleViewController: UIViewController {
                    private let spinner = ProgressHUD()

                    func unlockFailed(_ error: Error, hud: ProgressHUD) {
                        hud.dismiss(animated: true)
                        spinner.dismiss(animated: false)
                        render(.failed(error))
                    }
                }
                """#),
            // A parent controller's own method of that name, called on a local holding it, is
            // the parent's work.
            AuditExample(
                #"""
                final class SetupViewController: UIViewController {
                    func present(composer: Composer, error: Error?) {}
                }

                final class ExampleViewController: UIViewController {
                    func report(_ error: Error, to parent: SetupViewController?) {
                        guard let setup: SetupViewController = parent else { return }
                        setup.present(composer: Composer(), error: error)
                    }
                }
                """#),
            // Reading a tab bar's selection asks which tab shows; setting it switches.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    func scrollToTopIfShown() {
                        guard tabBarController?.selectedIndex == 0, tabBarController?.selectedViewController == navigationController else { return }
                        logic.scrollToTop()
                    }
                }
                """#),
            // A picker's own `selectedIndex` is the row it marks, not a tab bar's.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var selectedIndex: Int

                    init(selectedIndex: Int) {
                        self.selectedIndex = selectedIndex
                        super.init(nibName: nil, bundle: nil)
                    }

                    private func select(_ index: Int) {
                        selectedIndex = index
                    }
                }
                """#),
            // The app's own `openFile:` opens the file in the app, not in another one.
            AuditExample(
                #"""
                final class ExampleWindowController: NSWindowController {
                    @IBAction private func openSelected(_ sender: Any?) {
                        documentLoader.openFile(selectedPath)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)openSelected:(id)sender {
                    [self.tabController openFile:[self selectedPath]];
                }
                """#, interface: "NSWindowController"),
            // Appending to a list the view shows adds a row; a router's path is the router's job.
            AuditExample(
                #"""
                struct ExampleView: View {
                    @State private var items: [Item] = []
                    @State private var recentRoutes: [String] = []

                    var body: some View {
                        Button("Add") {
                            items.append(Item())
                            recentRoutes.removeAll()
                        }
                    }
                }

                @MainActor final class ExampleRouter: ObservableObject {
                    @Published var path: [AppRoute] = []

                    func show(_ route: AppRoute) { path.append(route) }
                }
                """#),
            // A closure the owner handed over moves on for it (a coordinator's `dismiss`).
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let dismiss: (Bool) -> Void
                    private let showDetails: (Item) -> Void

                    @IBAction private func closeTapped(_ sender: UIButton) { dismiss(true) }
                    @IBAction private func detailsTapped(_ sender: UIButton) { showDetails(item) }
                }
                """#),
            // A route's case named for how it is shown asks a router to present it.
            AuditExample(
                #"""
                struct ExampleView: View {
                    @EnvironmentObject private var router: Router

                    var body: some View {
                        Button("Settings") { router.show(.sheet(.settings)) }
                        Button("Camera") { router.show(.fullScreenCover(.camera)) }
                    }
                }
                """#),
            // A router's, a view model's or a delegate's `dismiss()` is that object's job.
            AuditExample(
                #"""
                struct ExampleView: View {
                    @EnvironmentObject private var router: Router
                    @StateObject private var viewModel = TipJarViewModel()
                    weak var coordinatorDelegate: SettingsCoordinatorDelegate?

                    var body: some View {
                        Button("Done") { router.dismiss() }
                        Button("Later") { viewModel.dismiss() }
                        Button("Close") { coordinatorDelegate?.dismiss() }
                    }
                }
                """#),
            // A container moving within itself or building its children does its own job.
            AuditExample(
                #"""
                final class ExampleNavigationController: UINavigationController {
                    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
                        super.pushViewController(viewController, animated: animated)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let feed = FeedViewController()
                        let library = storyboard?.instantiateViewController(withIdentifier: "library")
                        show(feed, sender: self)
                        selectedIndex = 0
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleSafariView: UIViewControllerRepresentable {
                    let url: URL

                    func makeUIViewController(context: Context) -> SFSafariViewController {
                        SFSafariViewController(url: url)
                    }

                    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    @Environment(Router.self) private var router
                    let posts: [Post]

                    var body: some View {
                        List(posts) { post in
                            NavigationLink(value: post) { PostRow(post: post) }
                        }
                        .toolbar {
                            Button("Settings") { router.navigate(to: .settings) }
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let dismiss: () -> Void

                    @objc private func didTapClose() {
                        dismiss()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let navigator: ProfileNavigator

                    private func followersTapped() {
                        navigator.showFollowers(of: user)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func confirm() {
                        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                        present(alert, animated: true)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let summary = SummaryViewController()

                    private func embedChart() {
                        let chart = ChartViewController(points: points)
                        addChild(chart)
                        view.addSubview(chart.view)
                        chart.didMove(toParent: self)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var statusController: UIHostingController<StatusView>?

                    private func embedStatus() {
                        let status = UIHostingController(rootView: StatusView(model: model))
                        addChild(status)
                        view.addSubview(status.view)
                        status.didMove(toParent: self)
                        statusController = status
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func saved() {
                        show(toast: "Saved")
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showDetail {
                    [self.navigator showPhoto:self.photo];
                }
                """#),
            // A type method that builds the controller itself, from a storyboard or an
            // initializer, is its factory: the caller shows what it returns.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    static func instantiate() -> Self? {
                        let storyboard = UIStoryboard(name: "Example", bundle: nil)
                        return storyboard.instantiateViewController(withIdentifier: "Example") as? Self
                    }

                    class func make(session: Session) -> ExampleViewController? {
                        ExampleViewController(session: session)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                + (instancetype)sharedController {
                    static ExampleViewController *shared;
                    static dispatch_once_t once;
                    dispatch_once(&once, ^{
                        UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
                        shared = [storyboard instantiateViewControllerWithIdentifier:@"Example"];
                    });
                    return shared;
                }
                """#),
            // A window controller showing its own window.
            AuditExample(
                objectiveC: #"""
                - (IBAction)showWindow:(id)sender {
                    [[self window] center];
                    [super showWindow:sender];
                }

                - (void)reveal {
                    [self showWindow:nil];
                }
                """#, interface: "NSWindowController"),
        ])
}
