import Whittle

/// A ``StateRendering`` that keeps every state it was asked to draw.
@MainActor
final class RecordingRenderer<Value>: StateRendering {
    private(set) var states: [ViewState<Value>] = []

    func render(_ state: ViewState<Value>) {
        states.append(state)
    }
}
