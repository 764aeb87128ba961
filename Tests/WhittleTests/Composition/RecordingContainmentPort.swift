import Foundation
import Whittle

/// A containment port that records every call, in order.
@MainActor
final class RecordingContainmentPort: ContainmentPort {
    enum Call: Equatable, CustomStringConvertible {
        case addChild(String)
        case addView(String)
        case setFrame(String, CGRect)
        case didMoveToParent(String)
        case willMoveFromParent(String)
        case removeView(String)
        case removeFromParent(String)
        case configure(String, String)

        var description: String {
            switch self {
            case .addChild(let child): "addChild(\(child))"
            case .addView(let child): "addView(\(child))"
            case .setFrame(let child, let frame): "setFrame(\(child), \(frame))"
            case .didMoveToParent(let child): "didMoveToParent(\(child))"
            case .willMoveFromParent(let child): "willMoveFromParent(\(child))"
            case .removeView(let child): "removeView(\(child))"
            case .removeFromParent(let child): "removeFromParent(\(child))"
            case .configure(let child, let state): "configure(\(child), \(state))"
            }
        }
    }

    var containerBounds: CGRect
    var calls: [Call] = []

    init(bounds: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        containerBounds = bounds
    }

    func addChild(_ child: String) { calls.append(.addChild(child)) }
    func addView(of child: String) { calls.append(.addView(child)) }
    func setFrame(_ frame: CGRect, of child: String) { calls.append(.setFrame(child, frame)) }
    func didMoveToParent(_ child: String) { calls.append(.didMoveToParent(child)) }
    func willMoveFromParent(_ child: String) { calls.append(.willMoveFromParent(child)) }
    func removeView(of child: String) { calls.append(.removeView(child)) }
    func removeFromParent(_ child: String) { calls.append(.removeFromParent(child)) }

    /// Returns the calls recorded so far and starts a new recording.
    func takeCalls() -> [Call] {
        defer { calls = [] }
        return calls
    }
}
