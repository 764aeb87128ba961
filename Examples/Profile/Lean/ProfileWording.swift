import Foundation

/// The profile screen's own words in one language; numbers and lists around them are
/// formatted by Foundation in the same locale, so no English phrase ends up around a German
/// list. An app would read these from its string catalog; the example carries two languages.
public struct ProfileWording: Sendable {
    /// "1,204 followers" from the formatted count and the raw count.
    public var followers: @Sendable (_ formatted: String, _ count: Int) -> String
    /// "1,202 others" for the followers not named.
    public var others: @Sendable (_ formatted: String, _ count: Int) -> String
    /// "Followed by …" around the localized list of names.
    public var followedBy: @Sendable (_ list: String) -> String
    /// The follow button's title before following.
    public var follow: String
    /// The follow button's title once following.
    public var following: String

    /// English.
    public static let english = ProfileWording(
        followers: { number, count in count == 1 ? "\(number) follower" : "\(number) followers" },
        others: { number, count in count == 1 ? "\(number) other" : "\(number) others" },
        followedBy: { "Followed by \($0)" },
        follow: "Follow", following: "Following")

    /// German.
    public static let german = ProfileWording(
        followers: { number, _ in "\(number) Follower" },
        others: { number, count in count == 1 ? "\(number) weiteren Person" : "\(number) weiteren Personen" },
        followedBy: { "Gefolgt von \($0)" },
        follow: "Folgen", following: "Gefolgt")

    /// The wording for `locale`'s language: German for German, English otherwise.
    public static func matching(_ locale: Locale) -> ProfileWording {
        locale.language.languageCode?.identifier == "de" ? .german : .english
    }
}
