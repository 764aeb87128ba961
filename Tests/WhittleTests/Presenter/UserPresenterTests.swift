import Foundation
import Testing
import Whittle

// `Whittle.UserPresenter` is qualified so a test-local type of the same name cannot shadow it.
struct UserPresenterTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    static func formatting(_ identifier: String) -> PresentationFormatting {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return PresentationFormatting(locale: Locale(identifier: identifier), calendar: calendar, now: { now })
    }

    static let ann = ProfileUser(
        id: 1, name: "Ann", followerCount: 1234, topFollowerNames: ["Bo", "Cy", "Di", "Ed", "Flo"],
        joinedAt: now.addingTimeInterval(-3 * 86_400))

    /// The profile's labels get finished text in each locale.
    @Test(arguments: [
        ("en_US", "1,234 followers", "Followed by Bo, Cy, and 3 others", "Joined 3 days ago"),
        ("de_DE", "1.234 followers", "Followed by Bo, Cy und 3 others", "Joined vor 3 Tagen"),
        ("fr_FR", "1\u{202F}234 followers", "Followed by Bo, Cy et 3 others", "Joined il y a 3 jours"),
    ])
    func presentsDisplayReadyText(identifier: String, followers: String, followedBy: String, joined: String) {
        let presenter = Whittle.UserPresenter(Self.ann, formatting: Self.formatting(identifier))
        #expect(presenter.name == "Ann")
        #expect(presenter.followerCountText == followers)
        #expect(presenter.followedByText == followedBy)
        #expect(presenter.joinedText == joined)
    }

    /// A new user with no followers shows empty follower labels, and one follower is singular.
    @Test func handlesFewFollowers() {
        var user = Self.ann
        user.followerCount = 0
        user.topFollowerNames = []
        let nobody = Whittle.UserPresenter(user, formatting: Self.formatting("en_US"))
        #expect(nobody.followerCountText == "")
        #expect(nobody.followedByText == "")

        user.followerCount = 1
        user.topFollowerNames = ["Bo"]
        let one = Whittle.UserPresenter(user, formatting: Self.formatting("en_US"))
        #expect(one.followerCountText == "1 follower")
        #expect(one.followedByText == "Followed by Bo")
    }

    /// The relative date follows the injected clock.
    @Test func followsTheInjectedClock() {
        var formatting = Self.formatting("en_US")
        formatting.now = { Self.now.addingTimeInterval(-2 * 86_400) }
        #expect(Whittle.UserPresenter(Self.ann, formatting: formatting).joinedText == "Joined 1 day ago")
    }

    /// Generic code can build any presenter from its model and the formatting settings.
    @Test func conformsToThePresenterContract() {
        func present<P: Presenter>(_: P.Type, _ model: P.Model) -> P {
            P(model, formatting: Self.formatting("de_DE"))
        }
        let presenter = present(Whittle.UserPresenter.self, Self.ann)
        #expect(presenter.followerCountText == "1.234 followers")
    }
}
