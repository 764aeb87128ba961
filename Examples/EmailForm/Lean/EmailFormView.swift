#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle

/// The email form's view: a field, a hint, a save button, laid out by the view itself.
final class EmailFormView: UIView {
    let emailField = UITextField()
    let saveButton = UIButton(configuration: .filled())
    private let hintLabel = UILabel()
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        emailField.borderStyle = .roundedRect
        emailField.placeholder = "you@example.com"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        saveButton.setTitle("Save", for: .normal)
        hintLabel.font = .preferredFont(forTextStyle: .footnote)
        hintLabel.numberOfLines = 0
        stack.axis = .vertical
        stack.spacing = 12
        for subview in [emailField, hintLabel, saveButton] { stack.addArrangedSubview(subview) }
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        nil
    }
}

// The properties the email form binding sets.
extension EmailFormView: EmailFormDisplaying {
    var isSaveEnabled: Bool {
        get { saveButton.isEnabled }
        set { saveButton.isEnabled = newValue }
    }

    var hint: EmailFormHint {
        get { EmailFormHint(canSave: saveButton.isEnabled, status: .idle) }
        set {
            hintLabel.text = newValue.text
            hintLabel.textColor = newValue.isError ? .systemRed : .secondaryLabel
        }
    }
}
#endif
