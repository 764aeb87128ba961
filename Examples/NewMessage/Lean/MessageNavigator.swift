#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle

/// The message form's routes over UIKit: closing dismisses the form, the picture picker is
/// presented over it with the picker intention as its delegate.
@MainActor
final class MessageNavigator: Navigator {
    /// The presented form; set once it exists.
    weak var presented: UIViewController?
    /// Receives the picked picture; set once the form exists.
    var pickerDelegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    func navigate(to route: MessageRoute) {
        switch route {
        case .close:
            dismiss(animated: true, completion: nil)
        case .attachmentPicker:
            let picker = UIImagePickerController()
            picker.sourceType = .photoLibrary
            picker.delegate = pickerDelegate
            presented?.present(picker, animated: true)
        }
    }

    /// The form has nothing pushed: going back closes it.
    func goBack(animated: Bool, completion: (@MainActor () -> Void)?) {
        dismiss(animated: animated, completion: completion)
    }

    func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        guard let presented else {
            completion?()
            return
        }
        presented.dismiss(animated: animated) { MainActor.assumeIsolated { completion?() } }
    }
}
#endif
