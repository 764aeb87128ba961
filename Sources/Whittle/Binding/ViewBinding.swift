import Foundation
import Observation

/// Copies declared source values into a view: the `configureView()` of a view controller as
/// an object.
///
/// Declare the pairs once, then call ``updateView()``, or, when the source is `@Observable`,
/// call ``startUpdating()`` and every change is applied for you.
///
/// ```swift
/// binding = ViewBinding(source: presenter, target: profileView, pairs: [
///     BindingPair(\.name, to: \.nameLabel.text),
///     BindingPair(\.followerCountText, to: \.followerCountLabel.text),
/// ])
/// binding.startUpdating()
/// ```
///
/// The binding holds source and target weakly, and its change tracking holds the binding
/// weakly, so it never keeps a screen alive. Automatic updates coalesce: however many
/// properties change within one main-actor turn, the view is updated once, on the main actor,
/// with the latest values. They stop by themselves once the source or the target is gone.
@MainActor
public final class ViewBinding<Source: AnyObject, Target: AnyObject> {
    private weak var source: Source?
    private weak var target: Target?
    private let pairs: [BindingPair<Source, Target>]
    // Bumped by start and stop so a change reported to an earlier tracking is ignored.
    private var generation = 0
    // Observation reports changes on the mutating thread; updates run here, on the main actor.
    private let updates = MainActorQueue()

    /// The latest scheduled update; tests await it instead of sleeping.
    var pendingUpdate: Task<Void, Never>? { updates.last }

    private var isTracking = false

    /// Whether changes of an `@Observable` source are applied automatically: started, not
    /// stopped, and both source and target still alive.
    public var isUpdating: Bool {
        isTracking && source != nil && target != nil
    }

    /// Creates a binding; nothing is copied until ``updateView()`` or ``startUpdating()``.
    ///
    /// - Parameters:
    ///   - source: The object values are read from; held weakly.
    ///   - target: The object values are written to; held weakly.
    ///   - pairs: The declared bindings, applied in order.
    public init(source: Source, target: Target, pairs: [BindingPair<Source, Target>]) {
        self.source = source
        self.target = target
        self.pairs = pairs
    }

    /// Copies every bound value from the source to the target now.
    ///
    /// - Returns: `false` if the source or the target is gone, so nothing was copied.
    @discardableResult
    public func updateView() -> Bool {
        guard let source, let target else { return false }
        for pair in pairs {
            pair.apply(from: source, to: target)
        }
        return true
    }

    /// Stops automatic updates. A change already scheduled is dropped.
    public func stopUpdating() {
        isTracking = false
        generation += 1
    }
}

extension ViewBinding where Source: Observable & SendableMetatype, Target: SendableMetatype {
    /// Updates the view now and again after every change of the source's bound properties.
    ///
    /// Calling it while already updating does nothing.
    public func startUpdating() {
        guard !isTracking else { return }
        isTracking = true
        generation += 1
        updateAndTrack(generation: generation)
    }

    private func updateAndTrack(generation tracked: Int) {
        guard isTracking, tracked == generation else { return }
        guard let source, let target else {
            isTracking = false
            return
        }
        // Observation reports only the first change after each tracking, so the tracking is
        // re-armed on every update. It fires once per burst: later changes in the same turn
        // are read by the one update it schedules.
        withObservationTracking {
            for pair in pairs {
                pair.apply(from: source, to: target)
            }
        } onChange: { [weak self, updates] in
            updates.enqueue { [weak self] in
                self?.updateAndTrack(generation: tracked)
            }
        }
    }
}
