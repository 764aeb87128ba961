import Foundation
import Observation
import Whittle

/// The profile as the screen currently shows it: the observable source of the profile's
/// ``ViewBinding``. Rendering a new state replaces the presenter; the binding copies the
/// new values into the view, with the avatar once downloaded and the latest notice.
@MainActor
@Observable
public final class ProfileDisplay {
    /// The presenter of the profile on screen; an empty profile before the first load.
    public private(set) var presenter: ProfilePresenter
    /// The avatar's image data; `nil` shows the placeholder.
    public private(set) var avatar: Data?
    /// A sentence for the user about the last failed follow or rename; `nil` when there is none.
    public private(set) var notice: String?
    private let formatting: PresentationFormatting

    /// Creates a display that formats with `formatting`.
    public init(formatting: PresentationFormatting = .current) {
        self.formatting = formatting
        presenter = ProfilePresenter(UserProfile(id: "", name: "", followerCount: 0), formatting: formatting)
    }

    /// Shows `user`, clearing the previous notice.
    public func show(_ user: UserProfile) {
        presenter = ProfilePresenter(user, formatting: formatting)
        notice = nil
    }

    /// Shows the downloaded avatar.
    public func showAvatar(_ data: Data) {
        avatar = data
    }

    /// Shows `text` to the user, such as why following failed.
    public func showNotice(_ text: String) {
        notice = text
    }
}
