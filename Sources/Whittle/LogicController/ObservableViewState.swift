import Observation

/// The ``ViewState`` a logic controller renders, kept where SwiftUI (or any Observation
/// client) sees it change: the SwiftUI view's counterpart of a view controller's
/// `render(_:)`.
///
/// A view holds one (`@State private var screen = ObservableViewState<Profile>()`), starts the
/// load in `.task`, and switches on ``state``; the logic controller stays the one place that
/// decides what the screen shows, and a test drives it with `SceneHarness` as it does for a
/// view controller.
///
/// ```swift
/// .task { await screen.load(from: logic) }
/// ```
@MainActor
@Observable
public final class ObservableViewState<Value>: StateRendering {
    /// The state last rendered.
    public private(set) var state: ViewState<Value>

    /// Creates a state holder showing `initial` (loading, by default) until the first render.
    public init(_ initial: ViewState<Value> = .loading) {
        state = initial
    }

    /// Takes `state` as the screen's state.
    public func render(_ state: ViewState<Value>) {
        self.state = state
    }

    /// Loads `logic` and renders each state it emits, returning when the load ends.
    ///
    /// The load runs in the logic controller's request lane, so a retry started while an
    /// older load is still running wins over it. Cancelling the calling task (SwiftUI cancels
    /// `.task` when the view goes away) cancels the load.
    public func load<Logic: LogicController>(from logic: Logic) async where Logic.Value == Value {
        let load = logic.load(into: self)
        await withTaskCancellationHandler {
            await load.value
        } onCancel: {
            load.cancel()
        }
    }
}
