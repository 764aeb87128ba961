#if canImport(UIKit) && !os(tvOS)
import UIKit

/// The email field's delegate: refuses a space as it is typed (``EmailAddress/acceptsTyping(_:)``).
final class EmailFieldFilter: NSObject, UITextFieldDelegate {
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        EmailAddress.acceptsTyping(string)
    }
}
#endif
