/// A value that wraps a model and exposes only display-ready values, never the model itself.
///
/// A presenter takes formatting out of a view controller: names, counts, dates and lists come
/// out as finished strings, so the controller (or a ``ViewBinding``) only assigns them. Keep the
/// model private, so the view layer cannot reach past the presenter and a model change touches
/// one type. Inject ``PresentationFormatting`` so tests pin the locale and the clock.
///
/// ## Before
/// ```swift
/// followersLabel.text = user.followerCount == 0 ? "" : "\(formatter.string(from: ...)!) followers"
/// ```
/// ## After
/// ```swift
/// followersLabel.text = presenter.followerCountText
/// ```
public protocol Presenter {
    /// The wrapped model type.
    associatedtype Model

    /// Wraps `model`, formatting with `formatting`.
    init(_ model: Model, formatting: PresentationFormatting)
}
