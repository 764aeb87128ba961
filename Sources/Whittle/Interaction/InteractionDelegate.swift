/// Receives the end of every run of an ``Interaction``, like the seed's
/// `interactionCompleted:` callback.
///
/// Conform a view controller (or anything else) when a delegate reads better than the
/// ``Interaction/onFinish`` closure. The interaction holds its delegate weakly.
@MainActor
public protocol InteractionDelegate<Success>: AnyObject {
    /// The interaction's result type.
    associatedtype Success: Sendable

    /// Called once per run that was not ignored, after its work ended.
    ///
    /// - Parameter outcome: How the run ended.
    func interactionDidFinish(with outcome: InteractionOutcome<Success>)
}
