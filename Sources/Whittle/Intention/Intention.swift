/// Turns one kind of user event into a model update, apart from the view controller: the
/// intention of seed 003, for a control whose event needs no class of its own.
///
/// The view wires its control to the intention (`WhittleUIKit`'s `UIControl.send(_:to:)`),
/// the intention updates the model, and the view controller only renders the model's change;
/// neither knows the other.
///
/// ```swift
/// let toggleFavorite = Intention<Photo, Void>(model: photo) { photo, _ in photo.isFavorite.toggle() }
/// favoriteButton.send(.primaryActionTriggered, to: toggleFavorite)
/// ```
///
/// A test drives it without the control: `toggleFavorite.handle(())`.
@MainActor
public final class Intention<Model: AnyObject, Event> {
    /// The model the intention updates; held strongly, as a scene holds its model.
    public let model: Model
    private let update: @MainActor (Model, Event) -> Void

    /// Creates an intention that applies `update` to `model` for each event.
    public init(model: Model, update: @escaping @MainActor (Model, Event) -> Void) {
        self.model = model
        self.update = update
    }

    /// Applies `event` to the model.
    public func handle(_ event: Event) {
        update(model, event)
    }
}
