extension Responsibility {
    /// `animation`: `whittle explain animation` says what counts.
    public static let animation = Responsibility(id: "animation")
}

extension ResponsibilityDetector {
    /// The `animation` detector: the signals that show ``Responsibility/animation``, with examples that run as tests.
    static let animation = ResponsibilityDetector(
        .animation,
        definition: "runs view animations and transitions",
        // In SwiftUI the state change `withAnimation` wraps moves, and animates, where the
        // view's state lives: no view subclass is involved.
        roles: [.smarterView, .transition], swiftUIRoles: [.observableViewState],
        // `errorView.shake()` runs the animation its extension spells out; a project type that
        // animates is a view doing its own work.
        delegation: [.helpers],
        signals: [
            Signal(.call("withAnimation"), "animates a state change").inSwiftUIOnly(),
            Signal(.call("animate"), "runs a view animation", receivers: .own),
            // The app's or a library's animator object, given the changes to animate
            // (`slidingAnimator.animate(block: { … }, completionBlock: nil)`).
            Signal(.call("animate"), "runs a view animation with an animator", receivers: .animators),
            Signal(.call("animateKeyframes"), "runs a keyframe animation", receivers: .own),
            // SwiftUI's `.transition(_:)` declares how a view appears; it runs nothing.
            Signal(.call("transition"), "runs a view transition", receivers: .own).outsideSwiftUIOnly(),
            Signal(.call("runAnimationGroup"), "runs an AppKit animation"),
            // AppKit's animator proxy animates whatever is set through it; a transition
            // coordinator runs animations beside a size or trait change.
            Signal(.call("animator"), "animates through AppKit's animator proxy", receivers: .others),
            Signal(.labeledCall("animate(alongsideTransition:completion:)"), "animates alongside a transition"),
            Signal(.labeledCall("add(_:forKey:)"), "adds a Core Animation animation"),
            // A window resized with AppKit's animation, in either language.
            Signal(.labeledCall("setFrame(_:display:animate:)"), "animates a window's frame"),
            // UIKit animates the rows and items of a batch, and row heights between begin and end;
            // not inside `UIView.performWithoutAnimation`, which turns that off. A fetched-results
            // controller's change callbacks bracket the rows its store changed: that applies model
            // changes, whatever the rows' animation.
            Signal(.call("performBatchUpdates"), "animates list changes as one batch", receivers: .others)
                .unless(with: [.call("performWithoutAnimation")])
                .except(parameterTypes: Self.fetchedResultsCallbacks),
            Signal(.call("beginUpdates"), "animates row changes and row heights", receivers: .others)
                .unless(with: [.call("performWithoutAnimation")])
                .except(parameterTypes: Self.fetchedResultsCallbacks),
            // The animation block UIKit had before closures: every change up to the commit animates.
            Signal(.call("beginAnimations"), "runs a view animation block", receivers: .own),
            Signal(.type("UIViewPropertyAnimator"), "runs a property animator"),
            Signal(.type("CABasicAnimation"), "runs a Core Animation animation"),
            Signal(.type("CAKeyframeAnimation"), "runs a Core Animation animation"),
            Signal(.type("CASpringAnimation"), "runs a Core Animation animation"),
            Signal(.type("CATransition"), "runs a Core Animation transition"),
            // An image view given frames to play in turn (a searching indicator drawn frame by
            // frame); `startAnimating` alone is a spinner shown.
            Signal(.member("animationImages"), "plays an image view's frames").whenAssigned(),
            // A transaction that times or adds animations; one that only disables implicit
            // actions or waits for a completion block (around a push or a reload) animates nothing.
            Signal(.type("CATransaction"), "runs a Core Animation transaction").only(with: Self.timedTransaction),
            Signal(.type("NSAnimationContext"), "runs an AppKit animation"),
            Signal(.type("NSViewAnimation"), "animates views' frames with NSViewAnimation"),
            // A display link redraws a view on every frame: a waveform, a progress ring.
            Signal(.type("CADisplayLink"), "animates a view frame by frame").notInStoredProperties(),
            Signal(.signature("animationController(forPresented:presenting:source:)"), "vends a transition animator"),
            Signal(.signature("animateTransition(using:)"), "runs a custom transition"),
            Signal(.conformance("UIViewControllerAnimatedTransitioning"), "animates transitions itself"),
            Signal(.conformance("UIViewControllerTransitioningDelegate"), "vends transition animators"),
        ],
        objectiveCSignals: [
            Signal(.signature("-animateTransition:"), "runs a custom transition"),
            Signal(
                .signature("-animationControllerForPresentedController:presentingController:sourceController:"),
                "vends a transition animator"),
            Signal(.call("animateWithDuration"), "runs a view animation", receivers: .own),
            Signal(.call("transitionWithView"), "runs a view transition", receivers: .own),
            Signal(.call("animateKeyframesWithDuration"), "runs a keyframe animation", receivers: .own),
            Signal(.call("animationWithKeyPath"), "runs a Core Animation animation"),
            Signal(.labeledCall("addAnimation(_:forKey:)"), "adds a Core Animation animation"),
            // Dot syntax reads the animator proxy as a property (`item.animator.collapsed = YES`),
            // where Swift calls `animator()`.
            Signal(.member("animator"), "animates through AppKit's animator proxy", receivers: .others),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let slidingAnimator = BlockViewAnimator(duration: 0.2, delay: 0, options: [.curveLinear])

                    private func hideBars() {
                        ↓slidingAnimator.animate(block: { self.toolbar.alpha = 0 }, completionBlock: nil)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    private func moveSelection(to frame: NSRect) {
                        let animation = ↓NSViewAnimation(viewAnimations: [[.target: selectionView, .endFrame: NSValue(rect: frame)]])
                        animation.duration = 0.2
                        animation.start()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)moveSelectionToFrame:(NSRect)frame {
                    NSDictionary *move = @{NSViewAnimationTargetKey: self.selectionView, NSViewAnimationEndFrameKey: [NSValue valueWithRect:frame]};
                    NSViewAnimation *animation = [[↓NSViewAnimation alloc] initWithViewAnimations:@[move]];
                    [animation startAnimation];
                }
                """#, interface: "NSViewController"),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private var displayLink: CADisplayLink?

                    private func startMeter() {
                        displayLink = ↓CADisplayLink(target: self, selector: #selector(updateMeter))
                        displayLink?.add(to: .main, forMode: .common)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)startMeter {
                    self.displayLink = [↓CADisplayLink displayLinkWithTarget:self selector:@selector(updateMeter)];
                    [self.displayLink addToRunLoop:[NSRunLoop mainRunLoop] forMode:NSRunLoopCommonModes];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleWindowController: NSWindowController {
                    func expand(to frame: NSRect) {
                        window?.↓setFrame(frame, display: true, animate: true)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)expandToFrame:(NSRect)frame {
                    [[self window] ↓setFrame:frame display:YES animate:YES];
                }
                """#, interface: "NSWindowController"),
            AuditExample(
                #"""
                struct ExampleView: View {
                    @State private var expanded = false

                    var body: some View {
                        Button("More") {
                            ↓withAnimation(.spring) { expanded.toggle() }
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func reveal() {
                        ↓UIView.animate(withDuration: 0.3) {
                            self.headerView.alpha = 1
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func shake() {
                        let animation = ↓CAKeyframeAnimation(keyPath: "position.x")
                        animation.values = [0, 10, -10, 0]
                        animation.isAdditive = true
                        ↓passwordField.layer.add(animation, forKey: "shake")
                    }

                    private func pulse() {
                        let fade = ↓CABasicAnimation(keyPath: "opacity")
                        let bounce = ↓CASpringAnimation(keyPath: "transform.scale")
                        ↓CATransaction.begin()
                        badgeView.layer.add(fade, forKey: "fade")
                        badgeView.layer.add(bounce, forKey: "bounce")
                        CATransaction.commit()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func flip(to page: UIView) {
                        ↓UIView.transition(from: currentPage, to: page, duration: 0.4, options: .transitionFlipFromRight)
                    }

                    private func expand() {
                        ↓UIView.animateKeyframes(withDuration: 0.6, delay: 0) {
                            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.cardView.alpha = 1 }
                        }
                        let animator = ↓UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { self.cardView.transform = .identity }
                        animator.startAnimation()
                    }

                    private func crossfade() {
                        let fade = ↓CATransition()
                        fade.type = .fade
                        imageView.layer.add(fade, forKey: nil)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    private func expand(_ indexPath: IndexPath) {
                        expanded.insert(indexPath)
                        ↓tableView.beginUpdates()
                        tableView.endUpdates()
                    }

                    private func remove(_ indexPath: IndexPath) {
                        ↓collectionView.performBatchUpdates {
                            items.remove(at: indexPath.item)
                            collectionView.deleteItems(at: [indexPath])
                        }
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: NSViewController {
                    private func collapseSidebar() {
                        ↓NSAnimationContext.runAnimationGroup { context in
                            context.duration = 0.25
                            sidebarWidth.animator().constant = 0
                        }
                    }

                    private func showInspector() {
                        inspectorItem.↓animator().isCollapsed = false
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UISplitViewController {
                    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                        super.viewWillTransition(to: size, with: coordinator)
                        coordinator.↓animate(alongsideTransition: { _ in self.updateColumns(for: size) }, completion: nil)
                    }
                }
                """#),
            AuditExample(
                #"""
                ↓final class ExampleViewController: UIViewController, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
                    ↓func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                        self
                    }

                    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

                    ↓func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                        transitionContext.view(forKey: .to)?.alpha = 1
                        transitionContext.completeTransition(true)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)fade {
                    [UIView ↓animateWithDuration:0.3 animations:^{
                        self.label.alpha = 0;
                    }];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (IBAction)toggleSidebar:(id)sender {
                    NSSplitViewItem *item = self.splitViewController.splitViewItems.firstObject;
                    item.↓animator.collapsed = !item.isCollapsed;
                    [[self.toolbarView ↓animator] setAlphaValue:item.isCollapsed ? 1 : 0];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)showImage:(UIImage *)image {
                    [UIView ↓transitionWithView:self.imageView duration:0.3 options:UIViewAnimationOptionTransitionCrossDissolve animations:^{
                        self.imageView.image = image;
                    } completion:nil];
                }

                - (void)bounceBadge {
                    [UIView ↓animateKeyframesWithDuration:0.6 delay:0 options:0 animations:^{
                        [UIView addKeyframeWithRelativeStartTime:0 relativeDuration:0.5 animations:^{
                            self.badge.transform = CGAffineTransformMakeScale(1.3, 1.3);
                        }];
                    } completion:nil];
                }

                - (void)slideBadge {
                    [↓CATransaction begin];
                    [CATransaction setAnimationDuration:0.25];
                    self.badgeLayer.position = self.badgePosition;
                    [CATransaction commit];
                }

                - (void)pulseRecordButton {
                    CABasicAnimation *pulse = [CABasicAnimation ↓animationWithKeyPath:@"opacity"];
                    pulse.toValue = @0.3;
                    [self.recordButton.layer ↓addAnimation:pulse forKey:@"pulse"];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (id<UIViewControllerAnimatedTransitioning>)animationControllerForPresentedController:(UIViewController *)presented presentingController:(UIViewController *)presenting sourceController:(UIViewController *)source {
                    return self;
                }

                ↓- (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext {
                    UIView *toView = [transitionContext viewForKey:UITransitionContextToViewKey];
                    [transitionContext.containerView addSubview:toView];
                    [transitionContext completeTransition:YES];
                }
                """#, interface: "UIViewController <UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning>"),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @objc private func keyboardWillHide(_ notification: Notification) {
                        ↓UIView.beginAnimations(nil, context: nil)
                        UIView.setAnimationDuration(0.25)
                        messageBar.frame.origin.y = view.bounds.height - messageBar.frame.height
                        UIView.commitAnimations()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)keyboardWillHide:(NSNotification *)notification {
                    [UIView ↓beginAnimations:nil context:NULL];
                    [UIView setAnimationDuration:0.25];
                    _messageBar.frame = CGRectOffset(_messageBar.frame, 0, 216);
                    [UIView commitAnimations];
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func showSearching() {
                        iconView.↓animationImages = (0..<12).compactMap { UIImage(named: "searching-\($0)") }
                        iconView.animationDuration = 0.65
                        iconView.startAnimating()
                    }
                }
                """#),
        ],
        nonTriggeringExamples: [
            // A fetched-results controller's changes bracketed for the table: applying the store's changes.
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController, NSFetchedResultsControllerDelegate {
                    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
                        tableView.beginUpdates()
                    }

                    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
                        tableView.endUpdates()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)controllerWillChangeContent:(NSFetchedResultsController *)controller {
                    [self.tableView beginUpdates];
                }
                """#, interface: "UITableViewController"),
            // Row heights refreshed with animation turned off.
            AuditExample(
                #"""
                final class ExampleViewController: UITableViewController {
                    private func updateFooter() {
                        UIView.performWithoutAnimation {
                            tableView.beginUpdates()
                            tableView.endUpdates()
                        }
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)updateFooter {
                    [UIView performWithoutAnimation:^{
                        [self.tableView beginUpdates];
                        [self.tableView endUpdates];
                    }];
                }
                """#, interface: "UITableViewController"),
            AuditExample(
                #"""
                struct ExampleView: View {
                    @State private var expanded = false

                    var body: some View {
                        Button("More") { expanded.toggle() }
                            .animation(.default, value: expanded)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let transition = CardTransition()

                    private func reveal() {
                        transition.reveal(headerView)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)fade {
                    [self.animator fadeOut];
                }
                """#),
            AuditExample(
                #"""
                extension UINavigationController {
                    func pushViewController(_ controller: UIViewController, animated: Bool, completion: @escaping () -> Void) {
                        CATransaction.begin()
                        CATransaction.setCompletionBlock(completion)
                        pushViewController(controller, animated: animated)
                        CATransaction.commit()
                    }
                }

                final class ExampleViewController: UIViewController {
                    private func showDetail() {
                        navigationController?.pushViewController(DetailViewController(), animated: true) { self.reload() }
                    }

                    private func resize() {
                        CATransaction.begin()
                        CATransaction.setDisableActions(true)
                        badgeLayer.frame = badgeFrame
                        CATransaction.commit()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)moveBadge {
                    [CATransaction begin];
                    [CATransaction setDisableActions:YES];
                    self.badgeLayer.position = self.badgePosition;
                    [CATransaction commit];
                }
                """#),
        ])

    /// The parameter that makes a member a fetched-results controller's change callback.
    private static let fetchedResultsCallbacks: Set<String> = ["NSFetchedResultsController"]

    /// What makes a Core Animation transaction an animation: a duration or timing function
    /// for its implicit animations, or an animation added to a layer.
    private static let timedTransaction: [Signal.Kind] = [
        .call("setAnimationDuration"), .call("setAnimationTimingFunction"), .labeledCall("add(_:forKey:)"),
        .labeledCall("addAnimation(_:forKey:)"),
    ]
}
