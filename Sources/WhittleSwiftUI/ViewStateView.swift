#if canImport(SwiftUI)
import SwiftUI
import Whittle

/// Shows a ``Whittle/ViewState``: a progress view while loading, the content when a value
/// is presented, a content-unavailable view when there is nothing, and the error with a retry
/// button when the work failed — the switch every screen would write, once.
///
/// ```swift
/// ViewStateView(screen.state, retry: { Task { await screen.load(from: logic) } }) { profile in
///     ProfileContent(presenter: ProfilePresenter(profile, formatting: .current))
/// }
/// ```
///
/// The titles are looked up in the app's string catalog under the keys given (English by
/// default); pass your own for your words.
public struct ViewStateView<Value, Content: View>: View {
    private let state: ViewState<Value>
    private let emptyTitle: LocalizedStringKey
    private let failedTitle: LocalizedStringKey
    private let retryTitle: LocalizedStringKey
    private let retry: (@MainActor () -> Void)?
    private let content: (Value) -> Content

    /// Creates a view of `state`.
    ///
    /// - Parameters:
    ///   - state: The state to show.
    ///   - emptyTitle: The title when there is nothing to show.
    ///   - failedTitle: The title above the error's description.
    ///   - retryTitle: The retry button's title.
    ///   - retry: What the retry button does; no button without it.
    ///   - content: The view of a presented value.
    public init(
        _ state: ViewState<Value>,
        emptyTitle: LocalizedStringKey = "Nothing Here",
        failedTitle: LocalizedStringKey = "Couldn’t Load",
        retryTitle: LocalizedStringKey = "Try Again",
        retry: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Value) -> Content
    ) {
        self.state = state
        self.emptyTitle = emptyTitle
        self.failedTitle = failedTitle
        self.retryTitle = retryTitle
        self.retry = retry
        self.content = content
    }

    public var body: some View {
        switch state {
        case .loading:
            ProgressView()
        case .presenting(let value):
            content(value)
        case .empty:
            ContentUnavailableView(emptyTitle, systemImage: "tray")
        case .failed(let error):
            ContentUnavailableView {
                Label(failedTitle, systemImage: "exclamationmark.triangle")
            } description: {
                Text(error.localizedDescription)
            } actions: {
                if let retry {
                    Button(retryTitle) { retry() }
                }
            }
        }
    }
}
#endif
