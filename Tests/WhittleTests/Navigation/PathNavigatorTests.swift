import Foundation
import Observation
import Testing
import Whittle

private enum ProfileRoute: Hashable, Sendable {
    case followers(userID: Int)
    case editProfile
    case photo(Int)
}

@MainActor
struct PathNavigatorTests {
    private func makeNavigator() -> PathNavigator<ProfileRoute> {
        PathNavigator { route in route == .editProfile ? .present : .push }
    }

    /// Routes are pushed on the path and presented as a sheet; going back pops, then
    /// dismisses, as the user expects from the screen on top.
    @Test func pushPresentAndGoBack() {
        let navigator = makeNavigator()
        navigator.navigate(to: .followers(userID: 7))
        #expect(navigator.path == [.followers(userID: 7)])
        navigator.navigate(to: .editProfile)
        #expect(navigator.presented == .editProfile && navigator.isPresenting)
        navigator.goBack()
        #expect(navigator.presented == nil)
        navigator.goBack()
        #expect(navigator.path.isEmpty)
        var completed = false
        navigator.goBack(animated: true) { completed = true }
        #expect(completed, "nothing to leave: the completion runs at once")
    }

    /// A push while a sheet is up lands inside the sheet, on top, not under it; dismissing
    /// takes the sheet's pushes with it.
    @Test func pushAfterPresentLandsInThePresentation() {
        let navigator = makeNavigator()
        navigator.navigate(to: .editProfile)
        navigator.navigate(to: .photo(1))
        #expect(navigator.path.isEmpty)
        #expect(navigator.presentedPath == [.photo(1)])
        navigator.goBack()
        #expect(navigator.presentedPath.isEmpty && navigator.presented == .editProfile)
        navigator.navigate(to: .photo(2))
        navigator.dismiss()
        #expect(navigator.presented == nil && navigator.presentedPath.isEmpty)
    }

    /// The system's own controls write the same values: a back swipe shortens `path` (the
    /// NavigationStack's binding), a sheet pulled down sets `isPresenting` to false; the
    /// navigator then goes back from where the user really is.
    @Test func userNavigationThroughBindingsKeepsItInStep() {
        let navigator = makeNavigator()
        navigator.navigate(to: .followers(userID: 1))
        navigator.navigate(to: .photo(3))
        navigator.path.removeLast()
        navigator.navigate(to: .editProfile)
        navigator.isPresenting = false
        #expect(navigator.presented == nil)
        navigator.goBack()
        #expect(navigator.path.isEmpty)
    }

    /// A view observing the path redraws when the navigator pushes.
    @Test func changesAreObserved() {
        let navigator = makeNavigator()
        let changes = ObservedChanges { _ = navigator.path }
        navigator.navigate(to: .photo(1))
        #expect(changes.count == 1)
    }

    /// Deep links work as for every navigator.
    @Test func deepLinksNavigate() throws {
        let navigator = makeNavigator()
        var router = DeepLinkRouter<ProfileRoute>()
        try router.register("/users/<int:id>/followers") { .followers(userID: try $0.int("id")) }
        try navigator.open(try #require(URL(string: "whittle://users/42/followers")), with: router)
        #expect(navigator.path == [.followers(userID: 42)])
    }
}
