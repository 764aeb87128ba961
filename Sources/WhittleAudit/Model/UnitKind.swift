/// What kind of UI unit a report entry is: the auditor reads view controllers, SwiftUI views
/// and the view models those views hold, each against what a lean one of its kind keeps
/// (`docs/swiftui.md`).
public enum UnitKind: String, Codable, Sendable, CaseIterable, Hashable {
    /// A `UIViewController` or `NSViewController` subclass.
    case viewController
    /// A type conforming to `View` (or a representable of a UIKit or AppKit view).
    case swiftUIView
    /// An `ObservableObject` or `@Observable` class a SwiftUI view holds for itself.
    case viewModel

    /// How reports name the kind in a sentence: "view controller", "SwiftUI view", "view model".
    public var noun: String {
        switch self {
        case .viewController: "view controller"
        case .swiftUIView: "SwiftUI view"
        case .viewModel: "view model"
        }
    }
}
