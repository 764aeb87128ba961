#if canImport(UIKit) && !os(tvOS)
import UIKit

/// The body text view's delegate: each edit becomes the form's `bodyChanged`.
final class MessageBodyIntention: NSObject, UITextViewDelegate {
    private let form: MessageForm

    init(form: MessageForm) {
        self.form = form
    }

    func textViewDidChange(_ textView: UITextView) {
        form.bodyChanged(to: textView.text)
    }
}
#endif
