#if canImport(UIKit)
import UIKit
import Whittle

extension UIControl {
    /// Sends the control's `events` to `intention`, with the control as the event. The control
    /// keeps the intention alive, as a scene kept its intention objects, so nothing else has
    /// to hold it.
    ///
    /// - Parameters:
    ///   - events: The control events that reach the intention, such as `.valueChanged`.
    ///   - intention: Updates its model from the control.
    /// - Returns: The action added; remove it with `removeAction(_:for:)` to disconnect.
    @discardableResult
    public func send<Model>(_ events: UIControl.Event, to intention: Intention<Model, UIControl>) -> UIAction {
        let action = UIAction { event in
            guard let control = event.sender as? UIControl else { return }
            intention.handle(control)
        }
        addAction(action, for: events)
        return action
    }

    /// Sends the control's `events` to an intention that needs only that they happened.
    @discardableResult
    public func send<Model>(_ events: UIControl.Event, to intention: Intention<Model, Void>) -> UIAction {
        let action = UIAction { _ in intention.handle(()) }
        addAction(action, for: events)
        return action
    }
}
#endif
