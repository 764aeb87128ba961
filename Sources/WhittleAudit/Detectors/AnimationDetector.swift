extension ResponsibilityDetector {
    /// `animation`: Members that run view animations and transitions: UIView animation blocks, property animators, Core Animation, transition delegates.
    static let animation = ResponsibilityDetector(
        responsibility: .animation,
        summary: "Members that run view animations and transitions: UIView animation blocks, property animators, Core Animation, transition delegates.",
        signals: [
            Signal(.call("animate"), "runs a view animation", receivers: .own),
            Signal(.call("animateKeyframes"), "runs a keyframe animation", receivers: .own),
            Signal(.call("transition"), "runs a view transition", receivers: .own),
            Signal(.call("runAnimationGroup"), "runs an AppKit animation"),
            Signal(.labeledCall("add(_:forKey:)"), "adds a Core Animation animation"),
            Signal(.type("UIViewPropertyAnimator"), "runs a property animator"),
            Signal(.type("CABasicAnimation"), "runs a Core Animation animation"),
            Signal(.type("CAKeyframeAnimation"), "runs a Core Animation animation"),
            Signal(.type("CASpringAnimation"), "runs a Core Animation animation"),
            Signal(.type("CATransition"), "runs a Core Animation transition"),
            Signal(.type("CATransaction"), "runs a Core Animation transaction"),
            Signal(.type("NSAnimationContext"), "runs an AppKit animation"),
            Signal(.signature("animationController(forPresented:presenting:source:)"), "vends a transition animator"),
            Signal(.signature("animateTransition(using:)"), "runs a custom transition"),
            Signal(.conformance("UIViewControllerAnimatedTransitioning"), "animates transitions itself"),
            Signal(.conformance("UIViewControllerTransitioningDelegate"), "vends transition animators"),
        ],
        triggeringExamples: animationTriggeringExamples,
        nonTriggeringExamples: animationNonTriggeringExamples)
}
