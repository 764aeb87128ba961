import Observation
import Whittle

/// The profile as the screen currently shows it: the observable source of the profile's
/// ``ViewBinding``. Rendering a new state replaces the presenter; the binding copies the
/// new values into the view.
@MainActor
@Observable
public final class ProfileDisplay {
    /// The presenter of the profile on screen; an empty profile before the first load.
    public private(set) var presenter: ProfilePresenter
    private let formatting: PresentationFormatting

    /// Creates a display that formats with `formatting`.
    public init(formatting: PresentationFormatting = .current) {
        self.formatting = formatting
        presenter = ProfilePresenter(UserProfile(id: "", name: "", followerCount: 0), formatting: formatting)
    }

    /// Shows `user`.
    public func show(_ user: UserProfile) {
        presenter = ProfilePresenter(user, formatting: formatting)
    }
}
