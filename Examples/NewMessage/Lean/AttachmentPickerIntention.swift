#if canImport(UIKit) && !os(tvOS)
import UIKit

/// The picture picker's delegate: a picked picture becomes the form's `attach(imageData:)`.
final class AttachmentPickerIntention: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    private let form: MessageForm

    init(form: MessageForm) {
        self.form = form
    }

    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picker.dismiss(animated: true)
        guard let image = info[.originalImage] as? UIImage, let data = image.jpegData(compressionQuality: 0.8) else { return }
        form.attach(imageData: data)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}
#endif
