import CoreData
import UIKit

/// The email form as it was first written, storyboard-backed: the controller reads the text
/// field, validates the address, enables the save button, saves the Core Data context,
/// reports failures and advances to the next scene.
final class MassiveEmailFormViewController: UIViewController {

    // MARK: - Outlets

    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var saveButton: UIButton!
    @IBOutlet private weak var hintLabel: UILabel!
    @IBOutlet private weak var bottomConstraint: NSLayoutConstraint!
    @IBOutlet private weak var suggestionButton: UIButton!
    @IBOutlet private weak var availabilitySpinner: UIActivityIndicatorView!

    // MARK: - Properties

    var managedObjectContext: NSManagedObjectContext!
    private var person: Person?
    private static let emailPattern = #"^[^@\s]+@(?:[^@.\s]+\.)+[a-z]{2,6}$"#
    private static let commonDomains = ["gmail.com", "icloud.com", "outlook.com", "yahoo.com", "hotmail.com"]
    private var availabilityTask: URLSessionDataTask?
    private var suggestedEmail: String?
    private lazy var emailExpression = try? NSRegularExpression(pattern: Self.emailPattern, options: .caseInsensitive)

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.delegate = self
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        saveButton.layer.cornerRadius = 8

        fetchPerson()
        emailField.text = person?.email
        updateSaveButton()

        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillChangeFrame(_:)),
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil
        )
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    // MARK: - Core Data

    private func fetchPerson() {
        let request = NSFetchRequest<Person>(entityName: "Person")
        request.fetchLimit = 1
        do {
            person = try managedObjectContext.fetch(request).first
                ?? Person(context: managedObjectContext)
        } catch {
            presentError("Your details could not be loaded.", underlying: error)
        }
    }

    // MARK: - Validation

    private func isValidEmail(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 254, let emailExpression else { return false }
        let range = NSRange(trimmed.startIndex..., in: trimmed)
        return emailExpression.firstMatch(in: trimmed, range: range) != nil
    }

    private func updateSaveButton() {
        let valid = isValidEmail(emailField.text ?? "")
        saveButton.isEnabled = valid
        saveButton.alpha = valid ? 1 : 0.5
        if emailField.text?.isEmpty ?? true {
            hintLabel.text = "We’ll send your receipts here."
            hintLabel.textColor = .secondaryLabel
        } else {
            hintLabel.text = valid ? "Looks good." : "That doesn’t look like an email address."
            hintLabel.textColor = valid ? .systemGreen : .systemRed
        }
    }

    // MARK: - Suggestions

    /// Offers "gmail.com" when the user typed "gmial.com": one edit away from a common domain.
    private func suggestion(for email: String) -> String? {
        let parts = email.split(separator: "@", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let domain = parts[1].lowercased()
        guard !Self.commonDomains.contains(domain) else { return nil }
        let match = Self.commonDomains.first { candidate in
            candidate.count == domain.count
                && zip(candidate, domain).filter { $0 != $1 }.count <= 2
                && candidate.sorted() == domain.sorted()
        }
        return match.map { "\(parts[0])@\($0)" }
    }

    private func updateSuggestion() {
        suggestedEmail = suggestion(for: emailField.text ?? "")
        suggestionButton.isHidden = suggestedEmail == nil
        if let suggestedEmail {
            suggestionButton.setTitle("Did you mean \(suggestedEmail)?", for: .normal)
        }
    }

    @IBAction private func suggestionTapped(_ sender: UIButton) {
        guard let suggestedEmail else { return }
        emailField.text = suggestedEmail
        emailChanged(emailField)
        Analytics.shared.log("email_suggestion_accepted")
    }

    // MARK: - Availability

    private func checkAvailability(of email: String) {
        availabilityTask?.cancel()
        var components = URLComponents(string: "https://api.example.com/v1/accounts/availability")
        components?.queryItems = [URLQueryItem(name: "email", value: email)]
        guard let url = components?.url else { return }
        availabilitySpinner.startAnimating()
        availabilityTask = URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
            let answer = data.flatMap { try? JSONDecoder().decode(AvailabilityResponse.self, from: $0) }
            DispatchQueue.main.async {
                guard let self else { return }
                self.availabilitySpinner.stopAnimating()
                if answer?.isTaken == true {
                    self.hintLabel.text = "This address already has an account."
                    self.hintLabel.textColor = .systemOrange
                    self.saveButton.isEnabled = false
                }
            }
        }
        availabilityTask?.resume()
    }

    // MARK: - Actions

    @IBAction private func emailChanged(_ sender: UITextField) {
        person?.email = sender.text?.trimmingCharacters(in: .whitespaces).lowercased()
        updateSaveButton()
        updateSuggestion()
        if let email = person?.email, isValidEmail(email) {
            checkAvailability(of: email)
        }
    }

    @IBAction private func saveTapped(_ sender: UIButton) {
        guard let text = emailField.text, isValidEmail(text) else {
            updateSaveButton()
            return
        }
        person?.email = text.trimmingCharacters(in: .whitespaces).lowercased()
        person?.updatedAt = Date()
        do {
            try managedObjectContext.save()
            UserDefaults.standard.set(true, forKey: "hasEnteredEmail")
            Analytics.shared.log("email_saved", parameters: ["domain": text.split(separator: "@").last.map(String.init) ?? ""])
            performSegue(withIdentifier: "advance", sender: sender)
        } catch {
            managedObjectContext.rollback()
            presentError("Your email address could not be saved.", underlying: error)
        }
    }

    @IBAction private func backgroundTapped(_ sender: UITapGestureRecognizer) {
        view.endEditing(true)
    }

    // MARK: - Keyboard

    @objc private func keyboardWillChangeFrame(_ note: Notification) {
        guard
            let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
            let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
        else { return }
        let overlap = max(0, view.bounds.maxY - view.convert(frame, from: nil).minY)
        bottomConstraint.constant = overlap + 16
        UIView.animate(withDuration: duration) {
            self.view.layoutIfNeeded()
        }
    }

    // MARK: - Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "advance", let next = segue.destination as? ConfirmationViewController {
            next.email = person?.email
            next.managedObjectContext = managedObjectContext
        }
    }

    // MARK: - Alerts

    private func presentError(_ message: String, underlying: Error) {
        let alert = UIAlertController(title: "Something went wrong", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

// MARK: - UITextFieldDelegate

extension MassiveEmailFormViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if isValidEmail(textField.text ?? "") {
            saveTapped(saveButton)
        }
        return false
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        !string.contains(" ")
    }
}
