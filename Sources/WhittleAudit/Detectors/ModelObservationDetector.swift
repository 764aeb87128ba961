extension ResponsibilityDetector {
    /// `modelObservation`: Members that observe model changes: notifications, KVO, Observation, Combine or Rx subscriptions, fetched-results callbacks, callbacks from the controller's logic controller.
    static let modelObservation = ResponsibilityDetector(
        responsibility: .modelObservation,
        summary: "Members that observe model changes: notifications, KVO, Observation, Combine or Rx subscriptions, fetched-results callbacks, callbacks from the controller's logic controller. A lean controller keeps this.",
        signals: [
            Signal(.call("addObserver"), "observes notifications", unless: [.keyboard]),
            Signal(.call("sink"), "subscribes to a publisher"),
            Signal(.labeledCall("assign(to:on:)"), "binds a publisher"),
            Signal(.labeledCall("assign(to:)"), "binds a publisher"),
            Signal(.call("observe"), "observes changes (KVO or Observation)"),
            Signal(.call("withObservationTracking"), "observes Observation changes"),
            Signal(.call("subscribe"), "subscribes to changes"),
            Signal(.call("notifications"), "observes notifications", unless: [.keyboard]),
            Signal(.type("AnyCancellable"), "keeps a Combine subscription"),
            Signal(.type("NSKeyValueObservation"), "keeps a KVO observation"),
            Signal(.type("DisposeBag"), "keeps Rx subscriptions"),
            Signal(.signature("controllerDidChangeContent(_:)"), "observes fetched results"),
            Signal(.signature("controllerWillChangeContent(_:)"), "observes fetched results"),
            Signal(.signature("controller(_:didChange:at:for:newIndexPath:)"), "observes fetched results"),
            Signal(.signature("observeValue(forKeyPath:of:change:context:)"), "observes KVO changes"),
            Signal(.conformance("NSFetchedResultsControllerDelegate"), "observes fetched results"),
        ],
        triggeringExamples: modelObservationTriggeringExamples,
        nonTriggeringExamples: modelObservationNonTriggeringExamples)
}
