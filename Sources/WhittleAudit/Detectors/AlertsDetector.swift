extension Responsibility {
    /// `alerts`: `whittle explain alerts` says what counts.
    public static let alerts = Responsibility(id: "alerts")
}

extension ResponsibilityDetector {
    /// AppKit's file panels: run modally or as a sheet as an alert is, but they ask for a file
    /// (navigation, system services), not a choice the controller words.
    private static let filePanels: [Signal.Kind] = [.type("NSOpenPanel"), .type("NSSavePanel")]

    /// The `alerts` detector: the signals that show ``Responsibility/alerts``, with examples that run as tests.
    static let alerts = ResponsibilityDetector(
        .alerts,
        definition: "presents alerts or action sheets and acts on the choice",
        roles: [.interaction], swiftUIRoles: [.observableConfirmation],
        // The app's alert helper (Strongbox's `[Alerts error:self title:… error:…]`, `[MacAlerts
        // yesNo:… completion:]`): the controller words the alert and acts on the choice, the
        // helper only builds it. Only a type or a helper the project adds to a framework type
        // (`extension UIViewController { func alert(title:message:) }`) named for alerts whose
        // member's work is the alert alone counts (``DelegationRules``): a manager or document
        // showing its own alert does it itself.
        // A view model asking through such a helper shows the alert as a controller would.
        delegation: [.projectTypes, .helpers, .inViewModels],
        // The app's own alert class (a `UIAlertController` subclass or a wrapper of one): a
        // call on it builds and shows the alert the controller words (`[VLCAlertViewController
        // alertViewManagerWithTitle:… viewController:self]`), whatever the call is named; or
        // the app's alert presenter, which hands the alert the controller words and whose
        // buttons it handles to the app's router (`alertPresenter.showAlert(presentation:animated:)`).
        namedTypes: ["*AlertController", "*AlertViewController", "*AlertPresenter"],
        signals: [
            // SwiftUI: the view writes the question itself. On a view: a leading-dot `.alert(…)`
            // alone is an enum case (`open(.alert(member))`, `case .alert(let info):`).
            Signal(.call("alert"), "asks the user with an alert", receivers: .others).inSwiftUIOnly(),
            Signal(.call("confirmationDialog"), "asks the user with a confirmation dialog", receivers: .others).inSwiftUIOnly(),
            Signal(.type("Alert"), "builds an alert").inSwiftUIOnly(),
            Signal(.type("ActionSheet"), "builds an action sheet").inSwiftUIOnly(),
            Signal(.type("UIAlertController"), "builds an alert"),
            Signal(.type("UIAlertAction"), "acts on an alert choice"),
            Signal(.type("UIAlertView"), "builds an alert"),
            Signal(.type("NSAlert"), "builds an alert"),
            Signal(.member("actionSheet"), "builds an action sheet"),
            Signal(.call("runModal"), "runs a modal alert", receivers: .own).unless(with: Self.filePanels),
            Signal(.call("beginSheetModal"), "runs an alert sheet").unless(with: Self.filePanels),
            // AppKit's responder chain shows an error as an alert; on iOS a `presentError(_:)`
            // is the app's own helper.
            Signal(.labeledCall("presentError(_:)"), "shows an error alert", receivers: .own).imported(from: ["AppKit", "Cocoa"]),
            Signal(
                .labeledCall("presentError(_:modalFor:delegate:didPresent:contextInfo:)"), "shows an error alert",
                receivers: .own
            ).imported(from: ["AppKit", "Cocoa"]),
            // The app's own alert controller (`ThemedAlertController(…)`), a `UIAlertController` subclass.
            Signal(.constructsTypeWithSuffix("AlertController"), "builds an alert"),
            // An alert view or action sheet of the app's or a library's (`LCActionSheet`,
            // `BlockAlertView`), built in either language; SwiftUI's `ActionSheet` is its own type.
            Signal(.constructsTypeWithSuffix("AlertView"), "builds an alert"),
            Signal(.constructsTypeWithSuffix("ActionSheet"), "builds an action sheet"),
            // A titled choice added to an alert through the app's convenience (`alert.addAction(title:
            // "Delete", style: .destructive) { … }`, a subclass's own `addAction(title:…)`); a
            // control's `addAction(_:for:)` has no title label.
            Signal(.labeledCall("addAction(title:…)"), "adds a choice to an alert"),
            // AppKit's alert words, spoken to `NSAlert` or to the app's own alert class modelled
            // on it (`let alert = Alert(); alert.informativeText = …; alert.addButton(withTitle: "OK")`).
            Signal(.labeledCall("addButton(withTitle:)"), "adds a choice to an alert"),
            // Not a notification's text (`NSUserNotification`, a banner in Notification Center).
            Signal(.member("informativeText"), "words an alert", receivers: .others)
                .unless(with: [.type("NSUserNotification"), .type("UNMutableNotificationContent")]),
            // Alert libraries' own alerts.
            Signal(.type("PopupDialog"), "builds an alert").imported(from: ["PopupDialog"]),
            Signal(.type("SCLAlertView"), "builds an alert"),
            Signal(.type("CDAlertView"), "builds an alert"),
            Signal(.type("PMAlertController"), "builds an alert"),
        ],
        objectiveCSignals: [
            Signal(.type("UIActionSheet"), "builds an action sheet"),
            Signal(.call("alertControllerWithTitle"), "builds an alert"),
            Signal(.labeledCall("addButtonWithTitle(_:)"), "adds a choice to an alert"),
            // `UIAlertAction`'s selector; UIKit's `[UIAction actionWithTitle:image:identifier:handler:]`
            // is a menu's item, not an alert's choice.
            Signal(.labeledCall("actionWithTitle(_:style:handler:)"), "acts on an alert choice"),
            Signal(.signature("-alertView:clickedButtonAtIndex:"), "acts on an alert choice"),
            Signal(.signature("-actionSheet:clickedButtonAtIndex:"), "acts on an action-sheet choice"),
            Signal(.call("presentError"), "shows an error alert", receivers: .own),
            // AppKit's alert functions, from before `NSAlert`.
            Signal(.call("NSRunAlertPanel"), "runs a modal alert"),
            Signal(.call("NSRunCriticalAlertPanel"), "runs a modal alert"),
            Signal(.call("NSRunInformationalAlertPanel"), "runs a modal alert"),
            Signal(.call("NSBeginAlertSheet"), "runs an alert sheet"),
            Signal(.call("NSBeginCriticalAlertSheet"), "runs an alert sheet"),
            Signal(.call("NSBeginInformationalAlertSheet"), "runs an alert sheet"),
            // Alert libraries' own alerts.
            Signal(.type("SCLAlertView"), "builds an alert"),
            Signal(.type("LGAlertView"), "builds an alert"),
            Signal(.type("SIAlertView"), "builds an alert"),
            Signal(.type("FCAlertView"), "builds an alert"),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                final class Alert {
                    var messageText: String?
                    var informativeText: String?
                    private var buttons: [NSButton] = []
                    func addButton(withTitle title: String) { buttons.append(NSButton(title: title, target: nil, action: nil)) }
                    func run(completionHandler: @escaping (NSApplication.ModalResponse) -> Void) { AlertWindow.show(self, completionHandler) }
                }

                final class ExampleViewController: NSViewController {
                    private func showFailure(_ error: Error) {
                        let alert = Alert()
                        alert.messageText = "Discovery failed"
                        alert.↓informativeText = error.localizedDescription
                        alert.↓addButton(withTitle: "OK")
                        alert.run { _ in }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showFailure:(NSError *)error {
                    ErrorAlert *alert = [[ErrorAlert alloc] init];
                    alert.↓informativeText = error.localizedDescription;
                    [alert ↓addButtonWithTitle:@"OK"];
                    [alert runWithCompletion:^(NSInteger choice) { }];
                }
                """#, interface: "NSViewController"),
            AuditExample(
                #"""
                import PopupDialog

                final class ExampleViewController: UIViewController {
                    private func confirmSignOut() {
                        let popup = ↓PopupDialog(title: "Sign out?", message: nil)
                        present(popup, animated: true)
                        ↓SCLAlertView().showWarning("Offline", subTitle: "Try again later.")
                        ↓CDAlertView(title: "Saved", message: nil, type: .success).show()
                        ↓LCActionSheet(title: "Call?", buttonTitles: ["Call", "Copy"], redButtonIndex: -1, delegate: self).show()
                        ↓BlockAlertView(title: "Saved", message: nil).show()
                        present(↓PMAlertController(title: "Rate us", description: "", image: nil, style: .alert), animated: true)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)confirmDelete {
                    [[[↓SCLAlertView alloc] init] showWarning:self title:@"Delete?" subTitle:nil closeButtonTitle:@"No" duration:0];
                    [[[↓LGAlertView alloc] initWithTitle:@"Offline" message:nil style:LGAlertViewStyleAlert buttonTitles:nil cancelButtonTitle:@"OK" destructiveButtonTitle:nil] show];
                    [[[↓SIAlertView alloc] initWithTitle:@"Saved" andMessage:nil] show];
                    LCActionSheet *sheet = [[↓LCActionSheet alloc] initWithTitle:@"Call?" buttonTitles:@[@"Call", @"Copy"] redButtonIndex:-1 delegate:self];
                    [sheet show];
                    [[[↓FCAlertView alloc] init] showAlertInView:self withTitle:@"Done" withSubtitle:nil withCustomImage:nil withDoneButtonTitle:nil andButtons:nil];
                }
                """#),
            // The app's alert helper, called with the controller's words and choice.
            AuditExample(
                objectiveC: #"""
                - (IBAction)onDelete:(id)sender {
                    [↓Alerts yesNo:self title:@"Delete?" message:self.item.title action:^(BOOL response) {
                        if (response) { [self.model deleteItem:self.item]; }
                    }];
                }

                // Named as a logger's calls are, but the helper's.
                - (void)importFailed:(NSError *)error {
                    [↓Alerts error:self error:error];
                }

                // Worded through another of the helper's members.
                - (void)exported {
                    [↓Alerts info:self title:@"Exported" message:self.item.title];
                }
                @end

                @interface Alerts : NSObject
                + (void)yesNo:(UIViewController *)viewController title:(NSString *)title message:(NSString *)message action:(void (^)(BOOL response))action;
                + (void)error:(UIViewController *)viewController error:(NSError *)error;
                + (void)info:(UIViewController *)viewController title:(NSString *)title message:(NSString *)message;
                @end

                @implementation Alerts
                + (void)yesNo:(UIViewController *)viewController title:(NSString *)title message:(NSString *)message action:(void (^)(BOOL response))action {
                    UIAlertController *alert = [UIAlertController alertControllerWithTitle:title message:message preferredStyle:UIAlertControllerStyleAlert];
                    [alert addAction:[UIAlertAction actionWithTitle:@"Yes" style:UIAlertActionStyleDefault handler:^(UIAlertAction *choice) { action(YES); }]];
                    [viewController presentViewController:alert animated:YES completion:nil];
                }
                + (void)error:(UIViewController *)viewController error:(NSError *)error {
                    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Error" message:error.localizedDescription preferredStyle:UIAlertControllerStyleAlert];
                    [viewController presentViewController:alert animated:YES completion:nil];
                }
                + (void)info:(UIViewController *)viewController title:(NSString *)title message:(NSString *)message {
                    [self warnOrInfo:viewController title:title message:message];
                }
                + (void)warnOrInfo:(UIViewController *)viewController title:(NSString *)title message:(NSString *)message {
                    UIAlertController *alert = [UIAlertController alertControllerWithTitle:title message:message preferredStyle:UIAlertControllerStyleAlert];
                    [viewController presentViewController:alert animated:YES completion:nil];
                }
                """#),
            // A helper the project adds to every controller, or a shared helper's member,
            // named for alerts: the controller words the alert, the helper builds it.
            AuditExample(
                #"""
                extension UIViewController {
                    func alert(title: String, message: String) {
                        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "OK", style: .default))
                        present(alert, animated: true)
                    }
                }

                final class AppHelper {
                    static let helper = AppHelper()

                    func showErrorAlert(_ text: String) {
                        let alert = NSAlert()
                        alert.messageText = text
                        alert.runModal()
                    }
                }

                final class ExampleViewController: UIViewController {
                    @IBAction private func starTapped(_ sender: Any) {
                        ↓alert(title: "Starred", message: item.title)
                    }

                    private func exportFailed() {
                        ↓AppHelper.helper.showErrorAlert("Export failed")
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)star:(id)sender {
                    [↓self showAlertWithTitle:@"Starred" message:self.item.title];
                }
                @end

                @interface UIViewController (Alerts)
                - (void)showAlertWithTitle:(NSString *)title message:(NSString *)message;
                @end

                @implementation UIViewController (Alerts)
                - (void)showAlertWithTitle:(NSString *)title message:(NSString *)message {
                    UIAlertController *alert = [UIAlertController alertControllerWithTitle:title message:message preferredStyle:UIAlertControllerStyleAlert];
                    [self presentViewController:alert animated:YES completion:nil];
                }
                """#),
            // An alert helper the app's base controller declares: the subclass words the alert.
            AuditExample(
                #"""
                class BaseViewController: UIViewController {
                    func presentAlert(title: String, message: String?) {
                        let alert = ↓UIAlertController(title: title, message: message, preferredStyle: .alert)
                        alert.addAction(↓UIAlertAction(title: "OK", style: .default))
                        present(alert, animated: true)
                    }
                }

                final class ExampleViewController: BaseViewController {
                    @IBAction private func commit(_ sender: Any) {
                        guard !messageView.text.isEmpty else {
                            return ↓presentAlert(title: "You must provide a non-empty commit message", message: nil)
                        }
                        repository.commit(messageView.text)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)applyStash:(id)sender {
                    [↓self confirmUserActionWithAlertType:1 title:@"Apply the stash?" button:@"Apply" block:^{
                        [self.repository applyStash:self.selectedStash];
                    }];
                }
                @end

                @interface GIViewController : NSViewController
                - (void)confirmUserActionWithAlertType:(NSInteger)type title:(NSString *)title button:(NSString *)button block:(dispatch_block_t)block;
                @end

                @implementation GIViewController
                - (void)confirmUserActionWithAlertType:(NSInteger)type title:(NSString *)title button:(NSString *)button block:(dispatch_block_t)block {
                    NSAlert *alert = [[↓NSAlert alloc] init];
                    alert.messageText = title;
                    [alert addButtonWithTitle:button];
                    [alert beginSheetModalForWindow:self.view.window completionHandler:^(NSModalResponse response) {
                        if (response == NSAlertFirstButtonReturn) block();
                    }];
                }
                """#, interface: "GIViewController"),
            // A helper every controller inherits that has another of the project's types show
            // the alert.
            AuditExample(
                #"""
                enum Popups {
                    static func alert(title: String, on controller: UIViewController) {
                        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                        controller.present(alert, animated: true)
                    }
                }

                extension UIViewController {
                    func showErrorAlert(_ message: String) {
                        Popups.alert(title: message, on: self)
                    }
                }

                final class ExampleViewController: UIViewController {
                    private func uploadFailed() {
                        ↓showErrorAlert("The upload failed")
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)createFolder {
                    [↓self alertWithTitle:@"Folder name invalid"];
                }
                @end

                @interface Utils : NSObject
                + (void)alertWithTitle:(NSString *)title message:(NSString *)message from:(UIViewController *)controller;
                @end

                @implementation Utils
                + (void)alertWithTitle:(NSString *)title message:(NSString *)message from:(UIViewController *)controller {
                    UIAlertController *alert = [UIAlertController alertControllerWithTitle:title message:message preferredStyle:UIAlertControllerStyleAlert];
                    [controller presentViewController:alert animated:YES completion:nil];
                }
                @end

                @interface UIViewController (Extend)
                - (void)alertWithTitle:(NSString *)title;
                - (void)alertWithTitle:(NSString *)title message:(NSString *)message;
                @end

                @implementation UIViewController (Extend)
                - (void)alertWithTitle:(NSString *)title {
                    [self alertWithTitle:title message:nil];
                }

                - (void)alertWithTitle:(NSString *)title message:(NSString *)message {
                    [Utils alertWithTitle:title message:message from:self];
                }
                """#),
            // An action sheet or a prompt is an alert by another name, in a helper that calls
            // another helper too.
            AuditExample(
                #"""
                extension UIViewController {
                    func showActionSheet(title: String, actions: [String], completion: @escaping (Int) -> Void) {
                        let sheet = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
                        for (index, action) in actions.enumerated() {
                            sheet.addAction(UIAlertAction(title: action, style: .default) { _ in completion(index) })
                        }
                        present(sheet, animated: true)
                    }

                    func showReconnectPrompt(completion: @escaping () -> Void) {
                        showActionSheet(title: "Reconnect?", actions: ["Reconnect"]) { _ in completion() }
                    }
                }

                final class ExampleViewController: UIViewController {
                    @IBAction private func logOut(_ sender: Any) {
                        ↓showActionSheet(title: "Log out?", actions: ["Log out", "Log out and delete settings"]) { index in
                            self.session.logOut(deletingSettings: index == 1)
                        }
                    }

                    private func protocolChanged() {
                        ↓showReconnectPrompt { self.connection.reconnect() }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)deleteFile:(id)sender {
                    [↓self confirmActionWithTitle:@"Delete this file?" block:^{ [self.file remove]; }];
                }
                @end

                @interface UIViewController (Prompts)
                - (void)confirmActionWithTitle:(NSString *)title block:(void (^)(void))block;
                @end

                @implementation UIViewController (Prompts)
                - (void)confirmActionWithTitle:(NSString *)title block:(void (^)(void))block {
                    UIAlertController *alert = [UIAlertController alertControllerWithTitle:title message:nil preferredStyle:UIAlertControllerStyleActionSheet];
                    [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDestructive handler:^(UIAlertAction *action) { block(); }]];
                    [self presentViewController:alert animated:YES completion:nil];
                }
                """#),
            AuditExample(
                #"""
                enum AlertHelper {
                    static func confirm(on controller: UIViewController, title: String, onConfirm: @escaping () -> Void) {
                        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in onConfirm() })
                        controller.present(alert, animated: true)
                    }
                }

                final class ExampleViewController: UIViewController {
                    private func deleteTapped() {
                        ↓AlertHelper.confirm(on: self, title: "Delete this item?") { self.model.delete(self.item) }
                    }
                }
                """#),
            // A presenter type's member named for alerts, and showing one alone, shows the
            // texts the controller wrote.
            AuditExample(
                #"""
                final class ErrorPresenter {
                    static func showErrorAlert(title: String, message: String, from source: UIViewController?, onDismissal: (() -> Void)? = nil) {
                        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in onDismissal?() })
                        source?.present(alert, animated: true)
                    }
                }

                final class ExampleViewController: UIViewController {
                    @IBAction private func save(_ sender: Any) {
                        guard logic.canSave else {
                            ↓ErrorPresenter.showErrorAlert(title: "Name is empty", message: "Enter a name to save the tunnel.", from: self)
                            return
                        }
                        logic.save()
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    @State private var confirmsDelete = false
                    @State private var showsShare = false
                    @State private var failed = false
                    let post: Post

                    var body: some View {
                        Button("Delete") { confirmsDelete = true }
                            .↓alert("Delete this post?", isPresented: $confirmsDelete) {
                                Button("Delete", role: .destructive) { post.delete() }
                            }
                            .↓confirmationDialog("Share", isPresented: $showsShare) {
                                Button("Copy link") { copyLink() }
                            }
                    }

                    private var legacy: some View {
                        Text(post.title)
                            .alert(isPresented: $failed) { ↓Alert(title: Text("Could not delete")) }
                            .actionSheet(isPresented: $showsShare) { ↓ActionSheet(title: Text("Share")) }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func confirmDelete() {
                        let alert = ↓UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
                        alert.addAction(↓UIAlertAction(title: "Delete", style: .destructive) { _ in self.logic.delete() })
                        present(alert, animated: true)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func show(_ error: Error) {
                        let alert = ↓ThemedAlertController(title: "Could not share", message: error.localizedDescription, preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class AppAlertViewController: UIAlertController {
                    static func show(title: String, message: String?, on viewController: UIViewController) {
                        let alert = ↓UIAlertController(title: title, message: message, preferredStyle: .alert)
                        viewController.present(alert, animated: true)
                    }
                }

                final class ExampleViewController: UIViewController {
                    private func save(address: String) {
                        if address.isEmpty {
                            ↓AppAlertViewController.show(title: "Server", message: "Enter the server's address", on: self)
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                enum AlertTemplate {
                    static func showAlert(owner: UIViewController, title: String, message: String) {
                        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                        owner.present(alert, animated: true)
                    }
                }

                @Observable final class SessionsViewModel {
                    var presenter = UIViewController()

                    func sessionRejected() {
                        ↓AlertTemplate.showAlert(owner: presenter, title: "Not allowed", message: "The host refused the session.")
                    }
                }

                struct SessionsView: View {
                    @State private var model = SessionsViewModel()
                    var body: some View { Text("Sessions") }
                }
                """#),
            AuditExample(
                #"""
                struct AlertPresenter {
                    weak var context: (any Presenting)?

                    func showAlert(presentation: AlertPresentation, animated: Bool) {
                        context?.router?.present(.alert(presentation.id), animated: animated, metadata: presentation)
                    }
                }

                final class ExampleViewController: UIViewController {
                    private let alertPresenter: AlertPresenter

                    private func confirmDeletion() {
                        let presentation = AlertPresentation(
                            id: "delete-method", message: "Delete this method?",
                            buttons: [AlertAction(title: "Delete", style: .destructive, handler: { [weak self] in self?.delete() })])
                        ↓alertPresenter.showAlert(presentation: presentation, animated: true)
                    }
                }
                """#),
            AuditExample(
                #"""
                class ThemedAlertController: UIViewController {}

                final class QuestCompletedAlertController: ThemedAlertController {
                    init(quest: Quest) {
                        super.init()
                        title = quest.name
                        ↓addAction(title: "Onwards", style: .default, isMainAction: true) { _ in
                            self.logic.claimReward(for: quest)
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                import AppKit

                final class ExampleViewController: NSViewController {
                    private func report(_ error: Error) {
                        ↓NSAlert(error: error).runModal()
                    }

                    private func export(_ document: Document) {
                        do { try document.export(to: exportURL) } catch { NSApp.↓presentError(error) }
                        do { try document.save() } catch {
                            view.window?.↓presentError(error, modalFor: view.window!, delegate: nil, didPresent: nil, contextInfo: nil)
                        }
                    }

                    private func confirmDelete() {
                        let alert = ↓NSAlert()
                        alert.messageText = "Delete the document?"
                        alert.addButton(withTitle: "Delete")
                        ↓alert.beginSheetModal(for: view.window!) { response in
                            if response == .alertFirstButtonReturn { self.logic.delete() }
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func showError(_ message: String) {
                        ↓UIAlertView(title: "Error", message: message, delegate: nil, cancelButtonTitle: "OK").show()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)confirmDelete {
                    UIAlertController *alert = [UIAlertController ↓alertControllerWithTitle:@"Delete this photo?" message:nil preferredStyle:UIAlertControllerStyleActionSheet];
                    [alert addAction:[UIAlertAction ↓actionWithTitle:@"Delete" style:UIAlertActionStyleDestructive handler:^(UIAlertAction *action) {
                        [self.library deletePhoto:self.photo];
                    }]];
                    [self presentViewController:alert animated:YES completion:nil];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)warn {
                    [[[↓UIAlertView alloc] initWithTitle:@"Oops" message:nil delegate:self cancelButtonTitle:@"OK" otherButtonTitles:@"Retry", nil] show];
                }

                ↓- (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex {
                    if (buttonIndex != alertView.cancelButtonIndex) {
                        [self.upload retry];
                    }
                }

                - (void)showOptions {
                    ↓UIActionSheet *sheet = [[UIActionSheet alloc] initWithTitle:nil delegate:self cancelButtonTitle:@"Cancel" destructiveButtonTitle:@"Delete" otherButtonTitles:nil];
                    [sheet showInView:self.view];
                }

                ↓- (void)actionSheet:(UIActionSheet *)actionSheet clickedButtonAtIndex:(NSInteger)buttonIndex {
                    if (buttonIndex == actionSheet.destructiveButtonIndex) {
                        [self.library deletePhoto:self.photo];
                    }
                }
                """#, interface: "UIViewController <UIActionSheetDelegate, UIAlertViewDelegate>"),
            AuditExample(
                objectiveC: #"""
                - (void)saveAttachment:(id)sender {
                    NSError *error;
                    if (![self.attachment writeToURL:self.exportURL error:&error]) {
                        [NSApp ↓presentError:error];
                    }
                }
                """#, interface: "NSViewController"),
            AuditExample(
                objectiveC: #"""
                - (void)disconnect:(id)sender {
                    if (↓NSRunCriticalAlertPanel(@"Disconnect?", @"Transfers will stop.", @"Disconnect", @"Cancel", nil) == NSAlertDefaultReturn) {
                        [self.connection disconnect];
                    }
                }

                - (void)removeAll:(id)sender {
                    if (↓NSRunAlertPanel(@"Remove all?", @"", @"Remove", @"Cancel", nil) != NSAlertDefaultReturn) return;
                    if (↓NSRunInformationalAlertPanel(@"Removed", @"", @"OK", nil, nil)) [self.list removeAll];
                }

                - (void)clear:(id)sender {
                    ↓NSBeginAlertSheet(@"Clear the log?", @"Clear", @"Cancel", nil, self.view.window, self, @selector(sheetDidEnd:returnCode:contextInfo:), NULL, NULL, @"");
                    ↓NSBeginCriticalAlertSheet(@"Erase?", @"Erase", @"Cancel", nil, self.view.window, self, NULL, NULL, NULL, @"");
                    ↓NSBeginInformationalAlertSheet(@"Done", @"OK", nil, nil, self.view.window, nil, NULL, NULL, NULL, @"");
                }
                """#, interface: "NSViewController"),
        ],
        nonTriggeringExamples: [
            // A notification posted to Notification Center is a banner, not an alert.
            AuditExample(
                #"""
                final class ExampleWindowController: NSWindowController {
                    private func notifyFinished(_ file: String) {
                        let notification = NSUserNotification()
                        notification.title = "Sync finished"
                        notification.informativeText = file
                        NSUserNotificationCenter.default.deliver(notification)
                    }
                }
                """#),
            // A coordinator the controller holds, asked to confirm, shows its own alert.
            AuditExample(
                #"""
                protocol ItemsCoordinatorDelegate: AnyObject {
                    func showDeleteConfirmation(count: Int, confirmed: @escaping () -> Void)
                }

                final class ItemsCoordinator: ItemsCoordinatorDelegate {
                    func showDeleteConfirmation(count: Int, confirmed: @escaping () -> Void) {
                        let alert = UIAlertController(title: "Delete \(count) items?", message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in confirmed() })
                        navigationController.present(alert, animated: true)
                    }
                }

                final class ExampleViewController: UIViewController {
                    weak var coordinatorDelegate: ItemsCoordinatorDelegate?

                    func trashSelected() {
                        coordinatorDelegate?.showDeleteConfirmation(count: selection.count) { [weak self] in
                            self?.logic.trashSelection()
                        }
                    }
                }
                """#),
            // A screen value whose case is named for an alert, made or matched with a leading dot,
            // shows nothing: the view the coordinator hands it to writes the alert.
            AuditExample(
                #"""
                enum ScreenData { case alert(MemberInfo), confirmationDialog(Route), page(ObjectInfo) }

                @Observable final class HubViewModel {
                    var screen: ScreenData?

                    func didSelectAuthor(_ member: MemberInfo) {
                        output?.onObjectSelected(screenData: .alert(member))
                        screen = .confirmationDialog(.settings)
                    }

                    func show(_ data: ScreenData) {
                        switch data {
                        case .alert(let member): pageNavigation?.open(.alert(member))
                        case .confirmationDialog(let route): router.present(route)
                        case .page(let info): pageNavigation?.open(info)
                        }
                    }
                }

                struct HubView: View {
                    @State private var model = HubViewModel()
                    var body: some View { Text("Hub") }
                }
                """#),
            // A file panel run as a sheet or modally asks for a file, not a choice.
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    @IBAction private func chooseFolder(_ sender: Any?) {
                        let panel = NSOpenPanel()
                        panel.canChooseDirectories = true
                        panel.beginSheetModal(for: view.window!) { response in
                            if response == .OK, let url = panel.url { self.share(url) }
                        }
                    }

                    @IBAction private func export(_ sender: Any?) {
                        if NSSavePanel().runModal() == .OK { document.export() }
                    }
                }
                """#),
            // A document that confirms its own work before doing it.
            AuditExample(
                #"""
                final class GameDocument {
                    func resetEmulation() {
                        let alert = NSAlert()
                        alert.messageText = "Reset the game?"
                        if alert.runModal() == .alertFirstButtonReturn { core.reset() }
                    }
                }

                final class ExampleViewController: NSViewController {
                    private let document: GameDocument

                    @IBAction private func reset(_ sender: Any?) {
                        document.resetEmulation()
                    }
                }
                """#),
            // A manager that signs in and shows its own alert when that fails: the alert is
            // about its work, which the controller only starts.
            AuditExample(
                #"""
                final class AccountManager {
                    static let shared = AccountManager()

                    func signIn(from controller: UIViewController) {
                        URLSession.shared.dataTask(with: loginURL) { _, _, error in
                            guard error != nil else { return }
                            controller.present(UIAlertController(title: "Sign-in failed", message: nil, preferredStyle: .alert), animated: true)
                        }.resume()
                    }
                }

                final class ExampleViewController: UIViewController {
                    private func signInTapped() {
                        AccountManager.shared.signIn(from: self)
                    }
                }
                """#),
            AuditExample(
                #"""
                struct ExampleView: View {
                    let model: PostModel

                    var body: some View {
                        Button("Delete") { model.delete() }
                            .confirmations(model.confirmations)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let interaction: ConfirmDeleteInteraction

                    private func deleteTapped() {
                        interaction.run(from: self)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        retryButton.addAction(UIAction(title: "Retry") { _ in self.logic.retry() }, for: .touchUpInside)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class Banner {
                    static func show(title: String, on viewController: UIViewController) {}
                }

                final class ExampleViewController: UIViewController {
                    private func saved() {
                        Banner.show(title: "Saved", on: self)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)warn {
                    [self.confirmation ask];
                    [self.errorPresenter presentError:self.lastError];
                }
                """#),
            // A menu's items, UIKit's `UIAction`, are no alert's choices.
            AuditExample(
                objectiveC: #"""
                - (void)buildSortMenu {
                    UIAction *byName = [UIAction actionWithTitle:@"Name" image:nil identifier:nil handler:^(UIAction *action) {
                        [self.library sortByName];
                    }];
                    self.navigationItem.rightBarButtonItem.menu = [UIMenu menuWithChildren:@[byName]];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    // Without AppKit, the app's own helper (which builds the alert where it is declared).
                    private func failed(_ error: Error) {
                        presentError(error)
                    }
                }
                """#),
        ])
}
