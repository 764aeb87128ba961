import Whittle

/// The renderer a ``SceneHarness`` hands to a screen in place of its view controller:
/// it turns each state display-ready through the presenter and records it.
@MainActor
public final class SceneRenderer<Value, Display: Equatable & Sendable>: StateRendering {
    private let present: @MainActor (Value) -> Display
    private let record: @MainActor (ViewState<Display>) -> Void

    init(present: @escaping @MainActor (Value) -> Display, record: @escaping @MainActor (ViewState<Display>) -> Void) {
        self.present = present
        self.record = record
    }

    /// Records `state`, its value passed through the presenter.
    public func render(_ state: ViewState<Value>) {
        record(state.map(present))
    }
}
