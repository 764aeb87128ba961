extension Responsibility {
    /// `system-services`: `whittle explain system-services` says what counts.
    public static let systemServices = Responsibility(id: "system-services")
}

extension ResponsibilityDetector {
    /// The `system-services` detector: the signals that show ``Responsibility/systemServices``, with examples that run as tests.
    static let systemServices = ResponsibilityDetector(
        .systemServices,
        definition:
            "drives device services: location, camera/capture, photo library, notifications permission, haptics, sharing sheets",
        roles: [.serviceObject],
        // Playing a haptic through the app's own wrapper is the work, whatever the call returns.
        delegation: [.projectTypes, .helpers, .inViewModels],
        // The app's haptics wrapper, named for its job: its convenience members (`mediumTap()`,
        // `triggerSubscribedHaptic()`) hand on to one that plays, which a summary does not follow.
        namedTypes: ["*Haptics", "*HapticsHelper", "*HapticHelper", "*HapticsManager", "*HapticManager", "*FeedbackGenerator"],
        signals: [
            Signal(.type("ShareLink"), "shows a share sheet"),
            Signal(.type("PhotosPicker"), "picks photos from the library"),
            // On a view, modifiers under `#if` too; a leading-dot name alone is an enum case.
            Signal(.call("fileImporter"), "picks files with the system document picker", receivers: .others).inSwiftUIOnly(),
            Signal(.call("fileExporter"), "saves files with the system document picker", receivers: .others).inSwiftUIOnly(),
            Signal(.call("sensoryFeedback"), "plays haptics", receivers: .others).inSwiftUIOnly(),
            // A view's file panels are the platform's pickers, as `fileImporter` is (a controller's
            // are its navigation).
            Signal(.type("NSOpenPanel"), "asks for a file with the system open panel").inSwiftUIOnly(),
            Signal(.type("NSSavePanel"), "asks where to save with the system save panel").inSwiftUIOnly(),
            Signal(.type("CLLocationManager"), "drives location services"),
            Signal(.call("DASessionCreate"), "watches disks with Disk Arbitration"),
            Signal(.call("CGRequestScreenCaptureAccess"), "asks for screen recording access"),
            Signal(.type("NEHotspotNetwork"), "reads the Wi-Fi network"),
            Signal(.type("CLGeocoder"), "geocodes locations"),
            Signal(.type("AVCaptureSession"), "drives the camera"),
            Signal(.type("AVCaptureDevice"), "drives the camera"),
            Signal(.type("AVCaptureVideoPreviewLayer"), "shows the camera"),
            Signal(.type("UIImagePickerController"), "picks photos or uses the camera"),
            Signal(.type("PHPickerViewController"), "picks photos"),
            Signal(.type("PHPickerConfiguration"), "picks photos"),
            Signal(.type("PHPhotoLibrary"), "uses the photo library"),
            Signal(.type("PHImageManager"), "loads from the photo library"),
            Signal(.type("PHCachingImageManager"), "loads from the photo library"),
            // What a photo-library request answers with, read by whoever handles the answer,
            // even when the app's wrapper made the request: an error, a cancel, a low-quality
            // first image, or an image still in iCloud.
            Signal(.type("PHImageErrorKey"), "handles a photo-library request's answer"),
            Signal(.type("PHImageCancelledKey"), "handles a photo-library request's answer"),
            Signal(.type("PHImageResultIsDegradedKey"), "handles a photo-library request's answer"),
            Signal(.type("PHImageResultIsInCloudKey"), "handles a photo-library request's answer"),
            Signal(.type("UNUserNotificationCenter"), "asks for notification permission"),
            Signal(.type("UIImpactFeedbackGenerator"), "plays haptics"),
            Signal(.type("UINotificationFeedbackGenerator"), "plays haptics"),
            Signal(.type("UISelectionFeedbackGenerator"), "plays haptics"),
            Signal(.type("CHHapticEngine"), "plays haptics"),
            // AppKit's haptics, on a trackpad: `NSHapticFeedbackManager.defaultPerformer`.
            Signal(.type("NSHapticFeedbackManager"), "plays haptics"),
            Signal(.type("UIActivityViewController"), "shows a share sheet"),
            Signal(.type("NSSharingServicePicker"), "shows a share picker"),
            Signal(.type("NSSharingServicePickerToolbarItem"), "shows a share picker"),
            Signal(.type("NSSharingService"), "shares through a system service"),
            // Handoff and system search see what the user is doing through an activity.
            Signal(.type("NSUserActivity"), "advertises the activity for Handoff and search"),
            Signal(.type("CSSearchableItem"), "indexes content for system search"),
            Signal(.call("setAlternateIconName"), "changes the app's icon"),
            Signal(.type("CMMotionManager"), "reads motion sensors"),
            Signal(.type("LAContext"), "uses biometrics"),
            Signal(.type("CNContactStore"), "reads contacts"),
            Signal(.type("EKEventStore"), "uses the calendar"),
            Signal(.type("MFMailComposeViewController"), "composes mail"),
            Signal(.type("MFMessageComposeViewController"), "composes messages"),
            Signal(.type("AVAudioSession"), "configures audio"),
            Signal(.type("HKHealthStore"), "reads health data"),
            Signal(.type("CBCentralManager"), "uses Bluetooth"),
            Signal(.type("PKPassLibrary"), "adds passes to Wallet"),
            Signal(.type("PKAddPassesViewController"), "adds passes to Wallet"),
            Signal(.type("PKPaymentAuthorizationViewController"), "takes an Apple Pay payment"),
            Signal(.type("ENManager"), "drives exposure notifications"),
            Signal(.type("UIPasteboard"), "uses the pasteboard"),
            // AppKit's pasteboard, as UIKit's; the one a drag carries is the drop's to check, and
            // a pasteboard type names what a drag carries (`NSPasteboard.PasteboardType("row")`),
            // not the clipboard.
            Signal(.type("NSPasteboard"), "uses the pasteboard").unless(with: [
                .member("draggingPasteboard"), .call("draggingPasteboard"), .call("PasteboardType"), .member("PasteboardType"),
                .type("NSDragPboard"), .type("NSPasteboardNameDrag"), .member("drag"),
            ]),
            // Launching at login is the system's: its service management, the LaunchAtLogin
            // package that wraps it (a settings pane's `LaunchAtLogin.isEnabled = on`, its
            // SwiftUI `LaunchAtLogin.Toggle`), or the C functions older apps call.
            Signal(.type("SMAppService"), "registers a login item with the system"),
            Signal(.call("SMLoginItemSetEnabled"), "registers a login item with the system"),
            // The login items list apps kept before service management.
            Signal(.call("LSSharedFileListInsertItemURL"), "adds a login item to the system's list"),
            Signal(.call("LSSharedFileListItemRemove"), "removes a login item from the system's list"),
            // The hardware, through IOKit: the registry's devices and their properties, the
            // power sources.
            Signal(.call("IOServiceGetMatchingService"), "looks a device up in the hardware registry"),
            Signal(.call("IOServiceGetMatchingServices"), "looks devices up in the hardware registry"),
            Signal(.call("IORegistryEntryCreateCFProperty"), "reads a device's property from the hardware registry"),
            Signal(.call("IOPSCopyPowerSourcesInfo"), "reads the power sources"),
            Signal(.type("LaunchAtLogin"), "registers the app as a login item with LaunchAtLogin")
                .imported(from: ["LaunchAtLogin"]),
            Signal(.type("UIDocumentInteractionController"), "opens a document in another app"),
            // A shortcut that works in every app, or keys watched while another app is in front:
            // registered with the system (Carbon's hot keys, or the HotKey, KeyboardShortcuts and
            // MASShortcut packages over them), not a key command of the app's own window.
            Signal(.call("RegisterEventHotKey"), "registers a global hot key"),
            Signal(.type("HotKey"), "registers a global hot key with HotKey").imported(from: ["HotKey"]),
            Signal(.call("onKeyUp"), "registers a global hot key with KeyboardShortcuts").imported(from: ["KeyboardShortcuts"]),
            Signal(.call("onKeyDown"), "registers a global hot key with KeyboardShortcuts").imported(from: ["KeyboardShortcuts"]),
            Signal(.type("MASShortcutBinder"), "binds a global hot key with MASShortcut"),
            Signal(.type("MASShortcutMonitor"), "registers a global hot key with MASShortcut"),
            Signal(.call("addGlobalMonitorForEvents"), "watches events in every app"),
            Signal(.type("SKStoreReviewController"), "asks for an App Store review"),
            Signal(.type("AppStore"), "shows the App Store's review prompt or sheets").imported(from: ["StoreKit"]),
            Signal(.call("presentCodeRedemptionSheet"), "shows the App Store's offer code sheet"),
            Signal(.member("backgroundRefreshStatus"), "reads the background refresh setting"),
            Signal(.member("isLowPowerModeEnabled"), "reads the Low Power Mode setting"),
            // The device stays awake, and the Home Screen icon's quick actions.
            Signal(.member("isIdleTimerDisabled"), "keeps the device from sleeping"),
            // The app's icon and the system's chrome: a badge on the icon or the Dock tile, and the
            // presentation mode that hides the Dock and menu bar or locks process switching.
            Signal(.member("applicationIconBadgeNumber"), "badges the app's icon"),
            Signal(.member("dockTile"), "badges the app's Dock tile"),
            Signal(.member("presentationOptions"), "changes how the system shows the Dock and menu bar"),
            // Notification Center before the UserNotifications framework (macOS).
            Signal(.type("NSUserNotificationCenter"), "posts or clears notifications in Notification Center"),
            Signal(.type("UIApplicationShortcutItem"), "sets the app icon's quick actions"),
            // Live Text: a control that reads text through the camera into a field.
            Signal(.call("captureTextFromCamera"), "reads text through the camera (Live Text)"),
            Signal(.call("AudioServicesPlaySystemSound"), "plays a system sound"),
            // The system's picture taker (camera or picked image), the App Store's overlay an App
            // Clip offers its app in, and a map following the user's location.
            Signal(.type("IKPictureTaker"), "takes or picks a picture with the system picture taker"),
            Signal(.type("SKOverlay"), "shows the App Store's overlay"),
            Signal(.member("showsUserLocation"), "shows the user's location on a map").whenAssigned(),
            Signal(.call("requestWhenInUseAuthorization"), "asks for location permission"),
            Signal(.call("requestAlwaysAuthorization"), "asks for location permission"),
            Signal(.call("startUpdatingLocation"), "starts location updates"),
            Signal(.call("impactOccurred"), "plays haptics"),
            Signal(.signature("locationManager(_:didUpdateLocations:)"), "handles location updates"),
            Signal(.signature("locationManager(_:didChangeAuthorization:)"), "handles location permission"),
            Signal(.signature("locationManagerDidChangeAuthorization(_:)"), "handles location permission"),
            Signal(.signature("imagePickerController(_:didFinishPickingMediaWithInfo:)"), "handles a picked photo"),
            Signal(.signature("picker(_:didFinishPicking:)"), "handles picked photos"),
            // The composers' result, where another object built the composer and the controller
            // presents it and hears how it ended.
            Signal(.signature("mailComposeController(_:didFinishWith:error:)"), "handles the mail composer's result"),
            Signal(.signature("messageComposeViewController(_:didFinishWith:)"), "handles the message composer's result"),
            Signal(.conformance("CLLocationManagerDelegate"), "adopts location callbacks"),
            Signal(.conformance("UIImagePickerControllerDelegate"), "adopts photo-picker callbacks"),
            Signal(.conformance("PHPickerViewControllerDelegate"), "adopts photo-picker callbacks"),
            Signal(.conformance("MFMailComposeViewControllerDelegate"), "adopts mail callbacks"),
        ],
        objectiveCSignals: [
            Signal(.call("addGlobalMonitorForEventsMatchingMask"), "watches events in every app"),
            Signal(
                .signature("-imagePickerController:didFinishPickingMediaWithInfo:"), "handles a picked photo or capture"),
            Signal(.signature("-locationManager:didUpdateLocations:"), "handles location updates"),
            Signal(.signature("-locationManager:didChangeAuthorizationStatus:"), "handles location permission"),
            Signal(.signature("-locationManagerDidChangeAuthorization:"), "handles location permission"),
            Signal(.signature("-picker:didFinishPicking:"), "handles picked photos"),
            Signal(.signature("-mailComposeController:didFinishWithResult:error:"), "handles the mail composer's result"),
            Signal(.signature("-messageComposeViewController:didFinishWithResult:"), "handles the message composer's result"),
            // The Address Book frameworks Contacts replaced, still in Objective-C apps (macOS's
            // `ABAddressBook`, iOS's C functions).
            Signal(.type("ABAddressBook"), "reads contacts"),
            Signal(.call("ABAddressBookCreateWithOptions"), "reads contacts"),
            Signal(.call("ABAddressBookRequestAccessWithCompletion"), "asks for contacts access"),
            Signal(.member("idleTimerDisabled"), "keeps the device from sleeping"),
            Signal(.call("setIdleTimerDisabled"), "keeps the device from sleeping"),
            Signal(.call("setShowsUserLocation"), "shows the user's location on a map"),
            // The photo library before Photos.
            Signal(.type("ALAssetsLibrary"), "uses the photo library"),
            Signal(.call("setApplicationIconBadgeNumber"), "badges the app's icon"),
            // Notification permission asked for before UserNotifications (iOS 8 and 9).
            Signal(.call("registerUserNotificationSettings"), "asks for notification permission"),
            Signal(.call("registerForRemoteNotificationTypes"), "asks for push notification permission"),
            Signal(.call("setPresentationOptions"), "changes how the system shows the Dock and menu bar"),
            Signal(.call("dockTile"), "badges the app's Dock tile"),
            Signal(.call("captureTextFromCameraActionForResponder"), "reads text through the camera (Live Text)"),
        ],
        triggeringExamples: [
            AuditExample(
                objectiveC: #"""
                - (IBAction)pushNotificationsChanged:(UISwitch *)sender {
                    UIUserNotificationType types = UIUserNotificationTypeBadge | UIUserNotificationTypeAlert;
                    [[UIApplication sharedApplication] ↓registerUserNotificationSettings:[UIUserNotificationSettings settingsForTypes:types categories:nil]];
                }

                - (void)enableLegacyPush {
                    [[UIApplication sharedApplication] ↓registerForRemoteNotificationTypes:UIRemoteNotificationTypeAlert];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    @IBAction private func chooseAvatar(_ sender: NSButton) {
                        guard isEditable, let window = view.window else { return }
                        ↓IKPictureTaker.pictureTaker().beginSheet(for: window, withDelegate: self, didEnd: #selector(pictureTakerDidEnd(_:returnCode:contextInfo:)), contextInfo: nil)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        mapView.↓showsUserLocation = true
                    }

                    private func offerFullApp() {
                        guard let scene = view.window?.windowScene else { return }
                        let overlay = ↓SKOverlay(configuration: SKOverlay.AppClipConfiguration(position: .bottom))
                        overlay.present(in: scene)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)chooseAvatar:(id)sender {
                    if (!self.editable) { return; }
                    [[↓IKPictureTaker pictureTaker] beginPictureTakerWithDelegate:self didEndSelector:@selector(pictureTakerDidEnd:returnCode:contextInfo:) contextInfo:nil];
                }

                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [self.mapView ↓setShowsUserLocation:YES];
                    [[[↓ALAssetsLibrary alloc] init] enumerateGroupsWithTypes:ALAssetsGroupSavedPhotos usingBlock:^(ALAssetsGroup *group, BOOL *stop) {
                        [self.groups addObject:group];
                    } failureBlock:nil];
                }
                """#, interface: "NSViewController"),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    @IBAction private func shareScreen(_ sender: NSButton) {
                        guard ↓CGRequestScreenCaptureAccess() else { return showScreenRecordingHelp() }
                        call.startScreenShare()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)shareScreen:(id)sender {
                    if (!↓CGRequestScreenCaptureAccess()) { return; }
                    [self.call startScreenShare];
                }
                """#, interface: "NSViewController"),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    private func fillNetworkName() {
                        ↓NEHotspotNetwork.fetchCurrent { network in
                            self.networkField.text = network?.ssid
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        UIApplication.shared.↓isIdleTimerDisabled = true
                    }

                    private func offerQuickActions(for hosts: [Host]) {
                        UIApplication.shared.shortcutItems = hosts.map { ↓UIApplicationShortcutItem(type: "host", localizedTitle: $0.name) }
                    }

                    private func offerScanning(into field: UITextField) {
                        scanButton.addAction(.↓captureTextFromCamera(responder: field, identifier: nil), for: .touchUpInside)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    func showUnread(_ count: Int) {
                        UIApplication.shared.↓applicationIconBadgeNumber = count
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleWindowController: NSWindowController {
                    func showUpdates(_ count: Int) {
                        NSApp.↓dockTile.badgeLabel = count > 0 ? String(count) : nil
                    }

                    func lockDown() {
                        NSApp.↓presentationOptions = [.hideDock, .disableProcessSwitching, .disableForceQuit]
                    }

                    func clearNotifications() {
                        ↓NSUserNotificationCenter.default.removeAllDeliveredNotifications()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)viewDidAppear:(BOOL)animated {
                    [super viewDidAppear:animated];
                    [UIApplication sharedApplication].↓idleTimerDisabled = YES;
                }

                - (void)viewWillDisappear:(BOOL)animated {
                    [super viewWillDisappear:animated];
                    [[UIApplication sharedApplication] ↓setIdleTimerDisabled:NO];
                }

                - (void)offerQuickActionForHost:(Host *)host {
                    UIApplicationShortcutItem *item = [[↓UIApplicationShortcutItem alloc] initWithType:@"host" localizedTitle:host.name];
                    [UIApplication sharedApplication].shortcutItems = @[item];
                }

                - (void)offerScanningIntoField:(UITextField *)field {
                    [self.sendButton addAction:[UIAction ↓captureTextFromCameraActionForResponder:field identifier:nil]
                              forControlEvents:UIControlEventTouchUpInside];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showUnread:(NSInteger)count {
                    [UIApplication sharedApplication].↓applicationIconBadgeNumber = count;
                    [[UIApplication sharedApplication] ↓setApplicationIconBadgeNumber:count];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showUpdates:(NSInteger)count {
                    [[NSApp ↓dockTile] setBadgeLabel:[NSString stringWithFormat:@"%ld", (long)count]];
                    [NSApp ↓setPresentationOptions:NSApplicationPresentationHideDock];
                    [[↓NSUserNotificationCenter defaultUserNotificationCenter] removeAllDeliveredNotifications];
                }
                """#, interface: "NSWindowController"),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    private func refreshDriveList() {
                        guard let session = ↓DASessionCreate(kCFAllocatorDefault) else { return }
                        DASessionScheduleWithRunLoop(session, CFRunLoopGetMain(), CFRunLoopMode.commonModes.rawValue)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)refreshDriveList {
                    DASessionRef session = ↓DASessionCreate(kCFAllocatorDefault);
                    DARegisterDiskAppearedCallback(session, NULL, diskAppeared, (__bridge void *)self);
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @IBAction private func subscribe(_ sender: UIButton) {
                        ↓Haptics.shared.mediumTap()
                        ↓HapticsHelper.triggerSubscribedHaptic()
                        viewModel.subscribe()
                    }

                    private func playPattern(_ pattern: CHHapticPattern) throws {
                        let engine = try ↓CHHapticEngine()
                        try engine.makePlayer(with: pattern).start(atTime: 0)
                    }
                }
                """#),
            AuditExample(
                #"""
                ↓final class ExampleViewController: UIViewController, MFMailComposeViewControllerDelegate {
                    func present(composer: UIViewController) {
                        present(composer, animated: true)
                    }

                    ↓func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
                        controller.dismiss(animated: true)
                    }

                    ↓func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
                        controller.dismiss(animated: true)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)presentMailViewController:(UIViewController *)composer {
                    [self presentViewController:composer animated:YES completion:NULL];
                }

                ↓- (void)mailComposeController:(MFMailComposeViewController *)controller didFinishWithResult:(MFMailComposeResult)result error:(NSError *)error {
                    [controller dismissViewControllerAnimated:YES completion:NULL];
                }

                ↓- (void)messageComposeViewController:(MFMessageComposeViewController *)controller didFinishWithResult:(MessageComposeResult)result {
                    [controller dismissViewControllerAnimated:YES completion:NULL];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)subscribe:(id)sender {
                    [↓[FeedbackGenerator shared] playSuccess];
                    [self.viewModel subscribe];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func iconChosen(_ name: String?) {
                        UIApplication.shared.↓setAlternateIconName(name)
                    }

                    private func advertise(_ document: Document) {
                        let activity = ↓NSUserActivity(activityType: "com.example.document")
                        activity.isEligibleForSearch = true
                        activity.becomeCurrent()
                        let item = ↓CSSearchableItem(uniqueIdentifier: document.id, domainIdentifier: nil, attributeSet: document.attributes)
                        index.indexSearchableItems([item])
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleWindowController: NSWindowController {
                    func toolbar(_ toolbar: NSToolbar, itemForItemIdentifier identifier: NSToolbarItem.Identifier, willBeInsertedIntoToolbar flag: Bool) -> NSToolbarItem? {
                        let item = ↓NSSharingServicePickerToolbarItem(itemIdentifier: identifier)
                        item.delegate = self
                        return item
                    }

                    @IBAction func mail(_ sender: Any?) {
                        ↓NSSharingService(named: .composeEmail)?.perform(withItems: [document.fileURL])
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (NSArray *)completionsForSubstring:(NSString *)substring {
                    ↓ABAddressBook *book = [↓ABAddressBook sharedAddressBook];
                    return [book recordsMatchingSearchElement:[self searchElementFor:substring]];
                }

                - (void)importContacts {
                    ABAddressBookRef book = ↓ABAddressBookCreateWithOptions(NULL, NULL);
                    ↓ABAddressBookRequestAccessWithCompletion(book, ^(bool granted, CFErrorRef error) {
                        [self.logic contactsAllowed:granted];
                    });
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)updateHandoff {
                    ↓NSUserActivity *activity = [[NSUserActivity alloc] initWithActivityType:@"org.example.browse"];
                    [activity becomeCurrent];
                    [[UIApplication sharedApplication] ↓setAlternateIconName:nil completionHandler:nil];
                }

                - (IBAction)copyCommand:(id)sender {
                    ↓NSPasteboard *pasteboard = [NSPasteboard generalPasteboard];
                    [pasteboard declareTypes:@[ NSPasteboardTypeString ] owner:self];
                    [pasteboard setString:self.command forType:NSPasteboardTypeString];
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    @Binding var logs: [String]

                    var body: some View {
                        Button("Open") {
                            let panel = ↓NSOpenPanel()
                            if panel.runModal() == .OK, let url = panel.url { logs.append(url.lastPathComponent) }
                        }
                        Button("Save") {
                            let panel = ↓NSSavePanel()
                            if panel.runModal() == .OK, let url = panel.url { try? logs.joined().write(to: url, atomically: true, encoding: .utf8) }
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    @State private var importing = false
                    @State private var exporting = false
                    @State private var photo: PhotosPickerItem?
                    let post: Post

                    var body: some View {
                        VStack {
                            ↓ShareLink(item: post.url)
                            ↓PhotosPicker("Avatar", selection: $photo)
                        }
                        .↓fileImporter(isPresented: $importing, allowedContentTypes: [.json]) { result in load(result) }
                        .↓fileExporter(isPresented: $exporting, document: post.document, contentType: .json) { _ in }
                        #if os(iOS)
                        .↓sensoryFeedback(.success, trigger: post.isSaved)
                        #endif
                    }
                }
                """#),
            AuditExample(
                #"""
                import HotKey
                import KeyboardShortcuts

                final class ExampleViewController: NSViewController {
                    private var hotKey: HotKey?

                    @IBAction private func recordShortcut(_ sender: NSButton) {
                        hotKey = ↓HotKey(key: .space, modifiers: [.command, .option])
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        KeyboardShortcuts.↓onKeyUp(for: .showPopover) { [weak self] in self?.showPopover() }
                        KeyboardShortcuts.↓onKeyDown(for: .peek) { [weak self] in self?.peek() }
                        ↓MASShortcutBinder.shared()?.bindShortcut(withDefaultsKey: "GlobalShortcut") { [weak self] in self?.showWindow() }
                        ↓MASShortcutMonitor.shared()?.register(quickShortcut) { [weak self] in self?.showQuickWindow() }
                        NSEvent.↓addGlobalMonitorForEvents(matching: .keyDown) { [weak self] event in self?.handle(event) }
                    }

                    private func register(_ id: EventHotKeyID, code: UInt32) {
                        var ref: EventHotKeyRef?
                        ↓RegisterEventHotKey(code, UInt32(cmdKey), id, GetApplicationEventTarget(), 0, &ref)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)awakeFromNib {
                    [super awakeFromNib];
                    [[↓MASShortcutBinder sharedBinder] bindShortcutWithDefaultsKey:@"GlobalShortcut" toAction:^{ [self showWindow]; }];
                    self.monitor = [NSEvent ↓addGlobalMonitorForEventsMatchingMask:NSEventMaskKeyDown handler:^(NSEvent *event) { [self handle:event]; }];
                }
                """#, interface: "NSViewController"),
            AuditExample(
                #"""
                import LaunchAtLogin

                final class ExampleViewController: NSViewController {
                    @IBAction private func launchAtLoginClicked(_ sender: NSButton) {
                        ↓LaunchAtLogin.isEnabled = sender.state == .on
                    }
                    @IBAction private func helperClicked(_ sender: NSButton) {
                        if sender.state == .on { try? ↓SMAppService.loginItem(identifier: "com.example.helper").register() }
                    }
                    @IBAction private func legacyHelperClicked(_ sender: NSButton) {
                        ↓SMLoginItemSetEnabled("com.example.helper" as CFString, sender.state == .on)
                    }
                    private func addLoginItem(to list: LSSharedFileList, url: URL) {
                        ↓LSSharedFileListInsertItemURL(list, kLSSharedFileListItemLast.takeRetainedValue(), nil, nil, url as CFURL, nil, nil)
                    }
                    private func removeLoginItem(_ item: LSSharedFileListItem, from list: LSSharedFileList) {
                        ↓LSSharedFileListItemRemove(list, item)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)launchAtLoginClicked:(NSButton *)sender {
                    ↓SMLoginItemSetEnabled((__bridge CFStringRef)@"com.example.helper", sender.state == NSControlStateValueOn);
                }
                - (void)setStartAtLogin:(BOOL)start {
                    if (start) {
                        ↓LSSharedFileListInsertItemURL(loginItems, kLSSharedFileListItemLast, NULL, NULL, (__bridge CFURLRef)self.appURL, NULL, NULL);
                    } else {
                        ↓LSSharedFileListItemRemove(loginItems, [self loginItem]);
                    }
                }
                """#),
            AuditExample(
                #"""
                import IOKit.ps

                final class ExampleViewController: NSViewController {
                    private func isDesktop() -> Bool {
                        let device = ↓IOServiceGetMatchingService(kIOMainPortDefault, IOServiceMatching("IOPlatformExpertDevice"))
                        let model = ↓IORegistryEntryCreateCFProperty(device, "model" as CFString, kCFAllocatorDefault, 0)
                        return (model?.takeRetainedValue() as? String)?.contains("iMac") == true
                    }
                    private func displayCount() -> Int {
                        var iterator: io_iterator_t = 0
                        ↓IOServiceGetMatchingServices(kIOMainPortDefault, IOServiceMatching("IODisplayConnect"), &iterator)
                        return Int(iterator)
                    }
                    private func batteryText() -> String {
                        let info = ↓IOPSCopyPowerSourcesInfo().takeRetainedValue()
                        return String(describing: info)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (BOOL)isDesktop {
                    io_service_t device = ↓IOServiceGetMatchingService(kIOMainPortDefault, IOServiceMatching("IOPlatformExpertDevice"));
                    CFTypeRef model = ↓IORegistryEntryCreateCFProperty(device, CFSTR("model"), kCFAllocatorDefault, 0);
                    return [(__bridge_transfer NSString *)model containsString:@"iMac"];
                }
                - (void)reloadDisplays {
                    io_iterator_t iterator;
                    ↓IOServiceGetMatchingServices(kIOMainPortDefault, IOServiceMatching("IODisplayConnect"), &iterator);
                    CFTypeRef info = ↓IOPSCopyPowerSourcesInfo();
                    [self.statusLabel setStringValue:[(__bridge NSObject *)info description]];
                }
                """#),
            AuditExample(
                #"""
                import StoreKit

                final class ExampleViewController: UIViewController {
                    private func finishedLevel() {
                        if let scene = view.window?.windowScene { ↓AppStore.requestReview(in: scene) }
                    }
                    @IBAction private func redeemTapped() {
                        SKPaymentQueue.default().↓presentCodeRedemptionSheet()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func addToWallet(_ pass: PKPass) {
                        if PKPassLibrary.isPassLibraryAvailable() {
                            present(↓PKAddPassesViewController(pass: pass)!, animated: true)
                        }
                    }

                    private func hasPass(_ pass: PKPass) -> Bool {
                        ↓PKPassLibrary().containsPass(pass)
                    }

                    private func pay(_ request: PKPaymentRequest) {
                        present(↓PKPaymentAuthorizationViewController(paymentRequest: request)!, animated: true)
                    }

                    private func enableExposureNotifications() {
                        ↓ENManager().setExposureNotificationEnabled(true) { error in self.render(error) }
                    }

                    private func copyLink() {
                        ↓UIPasteboard.general.string = link.absoluteString
                        ↓AudioServicesPlaySystemSound(1519)
                    }

                    @IBAction private func copyPassword(_ sender: Any) {
                        ↓NSPasteboard.general.clearContents()
                        NSPasteboard.general.setString(entry.password, forType: .string)
                    }

                    private func share(_ file: URL) {
                        ↓UIDocumentInteractionController(url: file).presentOptionsMenu(from: view.bounds, in: view, animated: true)
                    }

                    private func askForReview() {
                        ↓SKStoreReviewController.requestReview()
                    }

                    private func warnIfBackgroundFetchIsOff() {
                        if UIApplication.shared.↓backgroundRefreshStatus != .available || ProcessInfo.processInfo.↓isLowPowerModeEnabled {
                            render(.backgroundFetchOff)
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let locationManager = ↓CLLocationManager()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓locationManager.requestWhenInUseAuthorization()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func share() {
                        let sheet = ↓UIActivityViewController(activityItems: [user.url], applicationActivities: nil)
                        present(sheet, animated: true)
                    }
                }
                """#),
            AuditExample(
                #"""
                ↓final class ExampleViewController: UIViewController, CLLocationManagerDelegate {
                    private func startTracking() {
                        ↓locationManager.requestAlwaysAuthorization()
                        ↓locationManager.startUpdatingLocation()
                    }

                    ↓func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
                        ↓CLGeocoder().reverseGeocodeLocation(locations[0]) { placemarks, _ in self.show(placemarks?.first) }
                    }

                    ↓func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
                        logic.locationAllowed(status == .authorizedWhenInUse)
                    }

                    ↓func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
                        logic.locationAllowed(manager.authorizationStatus == .authorizedWhenInUse)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let session = ↓AVCaptureSession()

                    private func startCamera() throws {
                        guard let camera = ↓AVCaptureDevice.default(for: .video) else { return }
                        session.addInput(try AVCaptureDeviceInput(device: camera))
                        let preview = ↓AVCaptureVideoPreviewLayer(session: session)
                        view.layer.addSublayer(preview)
                        try ↓AVAudioSession.sharedInstance().setCategory(.playAndRecord)
                    }
                }
                """#),
            AuditExample(
                #"""
                ↓final class ExampleViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate, PHPickerViewControllerDelegate {
                    private func takePhoto() {
                        let picker = ↓UIImagePickerController()
                        picker.sourceType = .camera
                        present(picker, animated: true)
                    }

                    private func choosePhotos() {
                        var configuration = ↓PHPickerConfiguration(photoLibrary: .shared())
                        configuration.selectionLimit = 5
                        present(↓PHPickerViewController(configuration: configuration), animated: true)
                    }

                    ↓func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                        logic.attach(info[.originalImage] as? UIImage)
                    }

                    ↓func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
                        logic.attach(results.map(\.itemProvider))
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func saveToLibrary(_ image: UIImage) {
                        ↓PHPhotoLibrary.shared().performChanges { PHAssetChangeRequest.creationRequestForAsset(from: image) }
                    }

                    private func loadThumbnail(_ asset: PHAsset) {
                        ↓PHImageManager.default().requestImage(for: asset, targetSize: thumbnailSize, contentMode: .aspectFill, options: nil) { image, _ in
                            self.thumbnailView.image = image
                        }
                    }

                    private func askForReminders() {
                        ↓UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { granted, _ in
                            self.logic.remindersAllowed(granted)
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UICollectionViewController {
                    private let imageManager = ↓PHCachingImageManager()

                    private func showOriginal(of asset: PhotoAsset) {
                        asset.requestOriginalImage { image, info in
                            if info?[↓PHImageErrorKey] != nil || info?[↓PHImageCancelledKey] != nil { return }
                            let isPreview = (info?[↓PHImageResultIsDegradedKey] as? Bool) ?? false
                            let inCloud = (info?[↓PHImageResultIsInCloudKey] as? Bool) ?? false
                            self.preview.show(image, final: !isPreview, downloading: inCloud)
                        }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showOriginalOfAsset:(QMUIAsset *)asset {
                    [asset requestOriginImageWithCompletion:^(UIImage *image, NSDictionary *info) {
                        BOOL failed = [info objectForKey:↓PHImageErrorKey] || [[info objectForKey:↓PHImageCancelledKey] boolValue];
                        BOOL degraded = [[info objectForKey:↓PHImageResultIsDegradedKey] boolValue];
                        BOOL inCloud = [[info objectForKey:↓PHImageResultIsInCloudKey] boolValue];
                        [self.preview showImage:image failed:failed final:!degraded downloading:inCloud];
                    }];
                    self.imageManager = [[↓PHCachingImageManager alloc] init];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func liked() {
                        ↓UIImpactFeedbackGenerator(style: .light).impactOccurred()
                    }

                    private func saved() {
                        ↓UINotificationFeedbackGenerator().notificationOccurred(.success)
                    }

                    private func pageChanged() {
                        ↓UISelectionFeedbackGenerator().selectionChanged()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let motion = ↓CMMotionManager()
                    private let health = ↓HKHealthStore()
                    private let bluetooth = ↓CBCentralManager(delegate: nil, queue: nil)

                    private func unlock() {
                        ↓LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your notes") { ok, _ in
                            self.logic.unlocked(ok)
                        }
                    }

                    private func importContacts() {
                        ↓CNContactStore().requestAccess(for: .contacts) { granted, _ in self.logic.contactsAllowed(granted) }
                    }

                    private func addToCalendar() {
                        ↓EKEventStore().requestFullAccessToEvents { granted, _ in self.logic.calendarAllowed(granted) }
                    }
                }
                """#),
            AuditExample(
                #"""
                ↓final class ExampleViewController: UIViewController, MFMailComposeViewControllerDelegate {
                    private func contactSupport() {
                        let mail = ↓MFMailComposeViewController()
                        mail.mailComposeDelegate = self
                        mail.setToRecipients(["support@example.com"])
                        present(mail, animated: true)
                    }

                    private func invite() {
                        let message = ↓MFMessageComposeViewController()
                        message.body = "Join me"
                        present(message, animated: true)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    @objc private func share(_ sender: NSButton) {
                        ↓NSSharingServicePicker(items: [document.url]).show(relativeTo: .zero, of: sender, preferredEdge: .minY)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)locate {
                    self.locationManager = [[↓CLLocationManager alloc] init];
                    [self.locationManager ↓requestWhenInUseAuthorization];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)tap {
                    [[[UIImpactFeedbackGenerator alloc] initWithStyle:UIImpactFeedbackStyleLight] ↓impactOccurred];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleWindowController: NSWindowController {
                    private func snapped() {
                        ↓NSHapticFeedbackManager.defaultPerformer.perform(.alignment, performanceTime: .now)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)snapped {
                    [[↓NSHapticFeedbackManager defaultPerformer] performFeedbackPattern:NSHapticFeedbackPatternAlignment
                                                                       performanceTime:NSHapticFeedbackPerformanceTimeNow];
                }
                """#, interface: "NSWindowController"),
            AuditExample(
                objectiveC: #"""
                ↓- (void)locationManager:(CLLocationManager *)manager didUpdateLocations:(NSArray<CLLocation *> *)locations {
                    [self.map showUserAt:locations.lastObject.coordinate];
                }

                ↓- (void)locationManager:(CLLocationManager *)manager didChangeAuthorizationStatus:(CLAuthorizationStatus)status {
                    [self.map showsUser:status == kCLAuthorizationStatusAuthorizedWhenInUse];
                }

                ↓- (void)locationManagerDidChangeAuthorization:(CLLocationManager *)manager {
                    [self.map showsUser:manager.authorizationStatus == kCLAuthorizationStatusAuthorizedWhenInUse];
                }
                """#, interface: "UIViewController <CLLocationManagerDelegate>"),
            AuditExample(
                objectiveC: #"""
                ↓- (void)imagePickerController:(UIImagePickerController *)picker didFinishPickingMediaWithInfo:(NSDictionary<UIImagePickerControllerInfoKey, id> *)info {
                    [self.draft attachImage:info[UIImagePickerControllerOriginalImage]];
                }

                ↓- (void)picker:(PHPickerViewController *)picker didFinishPicking:(NSArray<PHPickerResult *> *)results {
                    [self.draft attachResults:results];
                }
                """#, interface: "UIViewController <UIImagePickerControllerDelegate, PHPickerViewControllerDelegate>"),
        ],
        nonTriggeringExamples: [
            // An app's `present` for pickers hands the picker on to UIKit's `present`: it
            // overloads it by the argument's type, and presenting an alert runs UIKit's.
            AuditExample(
                #"""
                extension UIViewController {
                    func present(_ picker: UIImagePickerController, animated: Bool, completion: (() -> Void)? = nil) {
                        picker.sourceType = .camera
                        present(picker as UIViewController, animated: animated, completion: completion)
                    }
                }

                final class ExampleViewController: UIViewController {
                    func confirmDelete() {
                        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }
                """#),
            // Asking whether the device can compose mail or has a camera reads a fact about the
            // device; the service is driven where the composer or the picker is made.
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        contactRow.isHidden = !MFMailComposeViewController.canSendMail()
                        scanRow.isHidden = !UIImagePickerController.isSourceTypeAvailable(.camera)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.contactRow.hidden = ![MFMailComposeViewController canSendMail];
                    self.scanRow.hidden = ![UIImagePickerController isSourceTypeAvailable:UIImagePickerControllerSourceTypeCamera];
                }
                """#, interface: "UITableViewController"),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @IBAction private func hapticsSwitched(_ sender: UISwitch) {
                        HapticSettings.shared.isEnabled = sender.isOn
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    let post: Post
                    let onAction: (PostAction) -> Void

                    var body: some View {
                        Label(post.title, systemImage: "square.and.arrow.up")
                        Button("Export") { onAction(.fileExporter(post)) }
                    }
                }
                """#),
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
            AuditExample(
                objectiveC: #"""
                - (void)locate {
                    [self.places refresh];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    private static let rowDragType = NSPasteboard.PasteboardType("org.example.row")

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tableView.registerForDraggedTypes([Self.rowDragType])
                    }
                }
                """#),
            // The pasteboard a drag carries holds what was dropped: the drop's to check.
            AuditExample(
                objectiveC: #"""
                - (BOOL)performDragOperation:(id<NSDraggingInfo>)sender {
                    NSPasteboard *pasteboard = [sender draggingPasteboard];
                    return [self.logic importFiles:[pasteboard readObjectsForClasses:@[[NSURL class]] options:nil]];
                }
                """#),
        ])
}
