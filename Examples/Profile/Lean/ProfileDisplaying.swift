import Foundation

/// What a profile view lets the binding set: implemented by the UIKit `ProfileView`, and by a
/// plain object in tests.
@MainActor
public protocol ProfileDisplaying: AnyObject {
    var nameText: String? { get set }
    /// The editable display name field's text.
    var displayNameText: String? { get set }
    /// The avatar's image data; `nil` shows the placeholder.
    var avatarImageData: Data? { get set }
    /// A notice about a failed follow or rename; `nil` hides it.
    var noticeText: String? { get set }
    var followerCountText: String? { get set }
    var followersText: String? { get set }
    var followButtonTitle: String? { get set }
    var isFollowEnabled: Bool { get set }
    var hidesFollowersButton: Bool { get set }
}
