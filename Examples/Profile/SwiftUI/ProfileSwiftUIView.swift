#if canImport(SwiftUI)
import SwiftUI
import Whittle
import WhittleSwiftUI

/// The lean profile screen in SwiftUI: it lays out what the presenter says and sends taps to
/// the logic controller; loading, following, confirming and navigating live elsewhere (the
/// massive twin, `MassiveSwiftUI/MassiveProfileView.swift`, does all of it in its body).
public struct ProfileSwiftUIView: View {
    private let model: ProfileScreenModel

    /// Creates the screen over `model`.
    public init(model: ProfileScreenModel) {
        self.model = model
    }

    public var body: some View {
        NavigatorStack(model.navigator) {
            ViewStateView(model.screen.state, retry: { model.logic.retry() }) { profile in
                ProfileCardView(presenter: ProfilePresenter(profile)) {
                    model.logic.follow()
                } showFollowers: {
                    model.logic.showFollowers()
                }
            }
            .task { await model.start().value }
        } destination: { route in
            switch route {
            case .followers: Label("Followers", systemImage: "person.2")
            }
        }
        .confirmations(model.confirmation)
    }
}

/// The profile as the presenter words it, with its two buttons.
private struct ProfileCardView: View {
    let presenter: ProfilePresenter
    let follow: @MainActor () -> Void
    let showFollowers: @MainActor () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Text(presenter.name).font(.title)
            Text(presenter.followerCountText)
            Text(presenter.followersText).foregroundStyle(.secondary)
            Button(presenter.followButtonTitle) { follow() }
                .disabled(!presenter.isFollowEnabled)
            if !presenter.hidesFollowersButton {
                Button("Show Followers") { showFollowers() }
            }
        }
        .navigationTitle(presenter.name)
    }
}
#endif
