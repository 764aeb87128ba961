#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle

/// The email form's view: a field, a hint with an availability spinner, a "Did you mean …?"
/// button and a save button, in a scroll view the keyboard manager keeps clear of the
/// keyboard; a tap on the background ends editing. It lays itself out.
final class EmailFormView: UIView {
    let scrollView = UIScrollView()
    let emailField = UITextField()
    let saveButton = UIButton(configuration: .filled())
    let suggestionButton = UIButton(type: .system)
    private let hintLabel = UILabel()
    private let availabilitySpinner = UIActivityIndicatorView(style: .medium)
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
        suggestionButton.isHidden = true
        availabilitySpinner.hidesWhenStopped = true
        let hintRow = UIStackView(arrangedSubviews: [hintLabel, availabilitySpinner])
        hintRow.spacing = 8
        stack.axis = .vertical
        stack.spacing = 12
        for subview in [emailField, hintRow, suggestionButton, saveButton] { stack.addArrangedSubview(subview) }
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.keyboardDismissMode = .interactive
        scrollView.addSubview(stack)
        addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 24),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backgroundTapped)))
    }

    required init?(coder: NSCoder) {
        nil
    }

    @objc private func backgroundTapped() {
        endEditing(true)
    }
}

// The properties the email form binding sets.
extension EmailFormView: EmailFormDisplaying {
    var isSaveEnabled: Bool {
        get { saveButton.isEnabled }
        set { saveButton.isEnabled = newValue }
    }

    var hint: EmailFormHint {
        get { EmailFormHint(email: emailField.text ?? "", isValid: saveButton.isEnabled, availability: .unknown, status: .idle) }
        set {
            hintLabel.text = newValue.text
            hintLabel.textColor = switch newValue.tone {
            case .neutral: .secondaryLabel
            case .success: .systemGreen
            case .warning: .systemOrange
            case .error: .systemRed
            }
        }
    }

    var suggestionTitle: String? {
        get { suggestionButton.isHidden ? nil : suggestionButton.title(for: .normal) }
        set {
            suggestionButton.setTitle(newValue, for: .normal)
            suggestionButton.isHidden = newValue == nil
        }
    }

    var isCheckingAvailability: Bool {
        get { availabilitySpinner.isAnimating }
        set { if newValue { availabilitySpinner.startAnimating() } else { availabilitySpinner.stopAnimating() } }
    }
}
#endif
