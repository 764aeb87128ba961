extension ResponsibilityDetector {
    /// `lifecycle`: View lifecycle overrides, initialisers and deinitialisers.
    static let lifecycle = ResponsibilityDetector(
        responsibility: .lifecycle,
        summary: "View lifecycle overrides, initialisers and deinitialisers. A lean controller keeps this, as long as they only call collaborators.",
        signals: [
            Signal(.signature("viewDidLoad()"), "view lifecycle"),
            Signal(.signature("loadView()"), "view lifecycle"),
            Signal(.signature("viewWillAppear(_:)"), "view lifecycle"),
            Signal(.signature("viewIsAppearing(_:)"), "view lifecycle"),
            Signal(.signature("viewDidAppear(_:)"), "view lifecycle"),
            Signal(.signature("viewWillDisappear(_:)"), "view lifecycle"),
            Signal(.signature("viewDidDisappear(_:)"), "view lifecycle"),
            Signal(.signature("viewWillAppear()"), "view lifecycle"),
            Signal(.signature("viewDidAppear()"), "view lifecycle"),
            Signal(.signature("viewWillDisappear()"), "view lifecycle"),
            Signal(.signature("viewDidDisappear()"), "view lifecycle"),
            Signal(.signature("awakeFromNib()"), "view lifecycle"),
            Signal(.signature("windowDidLoad()"), "window lifecycle"),
            Signal(.signature("didReceiveMemoryWarning()"), "view lifecycle"),
            Signal(.memberKind(.initializer), "initialiser"),
            Signal(.memberKind(.deinitializer), "deinitialiser"),
        ],
        triggeringExamples: lifecycleTriggeringExamples,
        nonTriggeringExamples: lifecycleNonTriggeringExamples)
}
