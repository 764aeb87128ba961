import Whittle

/// The header's display values: "#name" and "1,234 photos · 56 followers".
public struct TagHeaderPresenter: Presenter, Sendable {
    private let tag: PhotoTag
    private let formatting: PresentationFormatting

    /// Wraps `tag`.
    public init(_ tag: PhotoTag, formatting: PresentationFormatting = .current) {
        self.tag = tag
        self.formatting = formatting
    }

    /// The title, with a leading "#".
    public var title: String { "#\(tag.name)" }

    /// The follow button's title.
    public var followButtonTitle: String { tag.isFollowed ? "Following" : "Follow" }

    /// The counts line.
    public var countsText: String {
        let photos = formatting.counts.phrase(for: tag.photoCount, hidesZero: false) { number, count in
            count == 1 ? "\(number) photo" : "\(number) photos"
        }
        let followers = formatting.counts.phrase(for: tag.followerCount) { number, count in
            count == 1 ? "\(number) follower" : "\(number) followers"
        }
        return followers.isEmpty ? photos : "\(photos) · \(followers)"
    }
}
