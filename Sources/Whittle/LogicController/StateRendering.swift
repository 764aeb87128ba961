/// The port a view controller implements to become a renderer of ``ViewState``s.
///
/// A logic controller produces states; whatever conforms here draws them. In an app the
/// view controller conforms (showing a spinner, binding the value, showing an error);
/// in a test a `SceneHarness` renderer (WhittleTesting) records every state instead.
@MainActor
public protocol StateRendering<Value>: AnyObject {
    /// The value a presenting state carries.
    associatedtype Value

    /// Shows `state`, replacing whatever was shown before.
    ///
    /// - Parameter state: The state to draw.
    func render(_ state: ViewState<Value>)
}
