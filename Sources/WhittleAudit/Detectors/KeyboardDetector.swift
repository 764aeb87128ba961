extension Responsibility {
    /// `keyboard`: `whittle explain keyboard` says what counts.
    public static let keyboard = Responsibility(id: "keyboard")
}

extension ResponsibilityDetector {
    /// The `keyboard` detector: the signals that show ``Responsibility/keyboard``, with examples that run as tests.
    static let keyboard = ResponsibilityDetector(
        .keyboard,
        definition:
            "observes keyboard notifications, reads the keyboard frame, adjusts insets/offsets/constraints for it",
        roles: [.keyboardManager],
        signals: [
            Signal(.member("keyboardWillShowNotification"), "observes the keyboard appearing"),
            Signal(.member("keyboardWillHideNotification"), "observes the keyboard hiding"),
            Signal(.member("keyboardDidShowNotification"), "observes the keyboard appearing"),
            Signal(.member("keyboardDidHideNotification"), "observes the keyboard hiding"),
            Signal(.member("keyboardWillChangeFrameNotification"), "observes the keyboard frame"),
            Signal(.member("UIKeyboardWillShow"), "observes the keyboard appearing"),
            Signal(.member("UIKeyboardWillHide"), "observes the keyboard hiding"),
            Signal(.member("keyboardFrameEndUserInfoKey"), "reads the keyboard frame"),
            Signal(.member("keyboardFrameBeginUserInfoKey"), "reads the keyboard frame"),
            // The frame as a keyboard observer the app or a library wrote hands it over
            // (`keyboardObserver.observe { state in … state.keyboardFrameEnd … }`).
            Signal(.member("keyboardFrameEnd"), "reads the keyboard frame"),
            Signal(.member("keyboardFrameBegin"), "reads the keyboard frame"),
            Signal(.member("keyboardAnimationDurationUserInfoKey"), "follows the keyboard animation"),
            Signal(.member("keyboardLayoutGuide"), "lays out against the keyboard"),
            Signal(.namePrefix("keyboardWill"), "handles a keyboard notification"),
            Signal(.namePrefix("keyboardDid"), "handles a keyboard notification"),
            // Apple's sample's names for its handlers (`-keyboardWasShown:`, `-keyboardWasHidden:`).
            Signal(.namePrefix("keyboardWas"), "handles a keyboard notification"),
            // App keyboard helpers' callbacks and handlers named the other way round.
            Signal(.nameContaining("KeyboardWillShow"), "handles the keyboard appearing"),
            Signal(.nameContaining("KeyboardWillHide"), "handles the keyboard hiding"),
            // Only a handler that moves content for the keyboard: `hideKeyboard()` and
            // `showKeyboard()` that resign or focus a field are no keyboard work.
            Signal(.nameContaining("ShowKeyboard"), "handles the keyboard appearing").only(with: Self.makesRoom),
            Signal(.nameContaining("HideKeyboard"), "handles the keyboard hiding").only(with: Self.makesRoom),
            // A keyboard manager's change callback (`keyboardChangedWithTransition:`,
            // `keyboardChangeFrame(_:)`) that moves content for the keyboard's new frame.
            Signal(.namePrefix("keyboardChange"), "handles the keyboard's frame changing").only(with: Self.makesRoom + [.member("toFrame")]),
            // A keyboard helper's callbacks by what they report (`onKeyboardShow(height:)`,
            // `-ka_keyboardShowOrHideAnimationWithHeight:…`), moving content by it. Not a
            // keyboard's height merely passed along (`-preferredContentSizeIn…:keyboardHeight:`).
            Signal(.nameContaining("keyboardShow"), "handles the keyboard appearing").only(with: Self.makesRoom),
            Signal(.nameContaining("keyboardHide"), "handles the keyboard hiding").only(with: Self.makesRoom),
            // A keyboard handler protocol's callback named for the frame it reports
            // (`updateWhileKeyboardFrameChanging(_:)`), moving content by it.
            Signal(.nameContaining("KeyboardFrame"), "handles the keyboard's frame changing").only(with: Self.makesRoom),
            // Scrolling the field being edited clear of the keyboard by hand.
            Signal(.signature("textFieldDidBeginEditing(_:)"), "scrolls the edited field clear of the keyboard")
                .only(with: Self.scrollsContent),
            Signal(.signature("textViewDidBeginEditing(_:)"), "scrolls the edited field clear of the keyboard")
                .only(with: Self.scrollsContent),
        ],
        objectiveCSignals: [
            Signal(.type("UIKeyboardWillShowNotification"), "observes the keyboard appearing"),
            Signal(.type("UIKeyboardWillHideNotification"), "observes the keyboard hiding"),
            Signal(.type("UIKeyboardDidShowNotification"), "observes the keyboard appearing"),
            Signal(.type("UIKeyboardDidHideNotification"), "observes the keyboard hiding"),
            Signal(.type("UIKeyboardWillChangeFrameNotification"), "observes the keyboard frame"),
            Signal(.type("UIKeyboardFrameEndUserInfoKey"), "reads the keyboard frame"),
            Signal(.type("UIKeyboardFrameBeginUserInfoKey"), "reads the keyboard frame"),
            Signal(.type("UIKeyboardAnimationDurationUserInfoKey"), "follows the keyboard animation"),
        ],
        triggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    ↓func onKeyboardShow(height: CGFloat) {
                        bottomConstraint.constant = height + 16
                    }

                    ↓func onKeyboardHide() {
                        bottomConstraint.constant = 16
                    }

                    ↓func updateWhileKeyboardFrameChanging(_ frame: CGRect) {
                        scrollView.contentInset.bottom = max(0, view.bounds.maxY - frame.minY)
                    }

                    ↓@objc private func keyboardWasHidden(_ notification: Notification) {
                        textView.contentInset = .zero
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (void)ka_keyboardShowOrHideAnimationWithHeight:(CGFloat)height
                                               animationDuration:(NSTimeInterval)animationDuration
                                                  animationCurve:(UIViewAnimationCurve)animationCurve {
                    self.contentBottomConstraint.constant = height + 20;
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController, KeyboardObserving {
                    ↓func keyboardChanged(with transition: KeyboardTransition) {
                        let end = KeyboardManager.shared.convert(transition.toFrame, to: view)
                        toolbar.frame.origin.y = end.minY - toolbar.frame.height
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (void)keyboardChangedWithTransition:(YYTextKeyboardTransition)transition {
                    CGRect toFrame = [[YYTextKeyboardManager defaultManager] convertRect:transition.toFrame toView:self.view];
                    self.toolbar.frame = CGRectMake(0, CGRectGetMinY(toFrame) - 46, self.view.bounds.size.width, 46);
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        keyboardObserver.observe { [weak self] state in self?.adjustInsets(for: state) }
                    }

                    private func adjustInsets(for state: KeyboardState) {
                        let overlap = textView.convert(state.↓keyboardFrameEnd, from: nil).intersection(textView.bounds)
                        textView.contentInset.bottom = overlap.height
                        wasShown = state.↓keyboardFrameBegin.minY < view.bounds.maxY
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController, UITextFieldDelegate {
                    ↓func textFieldDidBeginEditing(_ textField: UITextField) {
                        scrollView.setContentOffset(CGPoint(x: 0, y: textField.frame.minY - 16), animated: true)
                    }

                    ↓func textViewDidBeginEditing(_ textView: UITextView) {
                        scrollView.scrollRectToVisible(textView.frame, animated: true)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    ↓func keyboardHelper(_ helper: KeyboardHelper, keyboardWillShowWithState state: KeyboardState) {
                        containerBottomConstraint.constant = state.intersectionHeight(for: view)
                    }

                    ↓func keyboardHelper(_ helper: KeyboardHelper, keyboardWillHideWithState state: KeyboardState) {
                        containerBottomConstraint.constant = 0
                    }

                    ↓@objc private func didShowKeyboard(_ notification: Notification) {
                        scrollView.contentInset.bottom = height(of: notification)
                    }

                    ↓@objc private func didHideKeyboard(_ notification: Notification) {
                        scrollView.contentInset.bottom = 0
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.addObserver(
                            self, selector: #selector(keyboardWillShow), name: ↓UIResponder.keyboardWillShowNotification, object: nil)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    ↓@objc private func keyboardWillShow(_ note: Notification) {
                        guard let frame = note.userInfo?[↓UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                        scrollView.contentInset.bottom = frame.height
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    ↓@objc private func keyboardWillHide(_ notification: Notification) {
                        scrollView.contentInset.bottom = 0
                        scrollView.verticalScrollIndicatorInsets.bottom = 0
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let center = NotificationCenter.default
                        center.addObserver(self, selector: #selector(keyboardWillHide), name: ↓UIResponder.keyboardWillHideNotification, object: nil)
                        center.addObserver(self, selector: #selector(keyboardDidShow), name: ↓UIResponder.keyboardDidShowNotification, object: nil)
                        center.addObserver(self, selector: #selector(keyboardDidHide), name: ↓UIResponder.keyboardDidHideNotification, object: nil)
                        center.addObserver(self, selector: #selector(keyboardWillChange), name: ↓UIResponder.keyboardWillChangeFrameNotification, object: nil)
                    }

                    ↓@objc private func keyboardWillChange(_ note: Notification) {
                        let start = note.userInfo?[↓UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect ?? .zero
                        let duration = note.userInfo?[↓UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
                        logic.keyboardMoved(from: start, duration: duration)
                    }

                    ↓@objc private func keyboardDidShow(_ note: Notification) {
                        logic.keyboardShown()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.addObserver(self, selector: #selector(adjust), name: ↓.UIKeyboardWillShow, object: nil)
                        NotificationCenter.default.addObserver(self, selector: #selector(adjust), name: ↓NSNotification.Name.UIKeyboardWillHide, object: nil)
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        composer.bottomAnchor.constraint(equalTo: ↓view.keyboardLayoutGuide.topAnchor).isActive = true
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)observe {
                    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:↓UIKeyboardWillShowNotification object:nil];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                ↓- (void)keyboardWillShow:(NSNotification *)notification {
                    [self.keyboardManager update];
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                    NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
                    [center addObserver:self selector:@selector(keyboardWillChange:) name:↓UIKeyboardWillChangeFrameNotification object:nil];
                    [center addObserver:self selector:@selector(keyboardWillHide:) name:↓UIKeyboardWillHideNotification object:nil];
                    [center addObserver:self selector:@selector(keyboardShown:) name:↓UIKeyboardDidShowNotification object:nil];
                    [center addObserver:self selector:@selector(keyboardHidden:) name:↓UIKeyboardDidHideNotification object:nil];
                }

                - (void)moveContentWithNotification:(NSNotification *)notification {
                    CGRect end = [notification.userInfo[↓UIKeyboardFrameEndUserInfoKey] CGRectValue];
                    CGRect begin = [notification.userInfo[↓UIKeyboardFrameBeginUserInfoKey] CGRectValue];
                    NSTimeInterval duration = [notification.userInfo[↓UIKeyboardAnimationDurationUserInfoKey] doubleValue];
                    [self moveContentBy:CGRectGetMinY(end) - CGRectGetMinY(begin) duration:duration];
                }
                """#),
        ],
        nonTriggeringExamples: [
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController, UITextFieldDelegate {
                    func textFieldDidBeginEditing(_ textField: UITextField) {
                        activeField = textField
                        textField.returnKeyType = .next
                    }
                }
                """#),
            // Focusing or resigning a field by a keyboard-named helper moves nothing for the keyboard.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func tryShowKeyboard() {
                        searchTextField.becomeFirstResponder()
                    }

                    @objc private func hideKeyboard() {
                        searchBar.resignFirstResponder()
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)hideKeyboard {
                    [self.licenseField resignFirstResponder];
                }
                """#),
            // Dismissing the keyboard is not keyboard work: nothing follows its frame.
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    @objc private func backgroundTapped() {
                        view.endEditing(true)
                    }

                    private func send() {
                        messageField.resignFirstResponder()
                        logic.send()
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private func updateTableOfContentsInsets() {
                        tocScrollView.scrollIndicatorInsets.bottom = footerHeight
                    }
                }
                """#),
            AuditExample(
                #"""
                final class ExampleViewController: UIViewController {
                    private let keyboard = KeyboardManager()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        keyboard.adjust(scrollView)
                    }
                }
                """#),
            AuditExample(
                objectiveC: #"""
                - (void)observe {
                    [self.keyboardManager beginObserving];
                }
                """#),
        ])

    /// Moving a scroll view's content, which a begin-editing callback does to keep the field
    /// above the keyboard.
    static let scrollsContent: [Signal.Kind] = [
        .member("contentOffset"), .call("setContentOffset"), .call("scrollRectToVisible"),
    ]

    /// What a keyboard handler does to make room: the keyboard's frame read from the
    /// notification, insets, offsets, a constraint's constant or a frame changed.
    static let makesRoom: [Signal.Kind] =
        scrollsContent + [
            .member("userInfo"), .member("contentInset"), .member("scrollIndicatorInsets"),
            .member("verticalScrollIndicatorInsets"), .member("additionalSafeAreaInsets"), .member("constant"),
            .member("frame"), .call("layoutIfNeeded"),
        ]
}
