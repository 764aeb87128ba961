#if canImport(UIKit)
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

    /// Shows whether the address can be saved and how the last save went.
    func render(canSave: Bool, status: EmailSaveStatus) {
        saveButton.isEnabled = canSave
        switch status {
        case .failed:
            hintLabel.text = "Your email address could not be saved. Please try again."
            hintLabel.textColor = .systemRed
        case .saving:
            hintLabel.text = "Saving…"
            hintLabel.textColor = .secondaryLabel
        case .saved, .idle:
            hintLabel.text = canSave ? "Looks good." : "Enter your email address to save it."
            hintLabel.textColor = .secondaryLabel
        }
    }
}
#endif
