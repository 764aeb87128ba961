import UIKit

/// The message form as it was first written: the controller allocates every subview in lazy
/// properties, lays them out by hand in `viewDidLayoutSubviews`, moves the body out of the
/// keyboard's way, validates and sends the message, and fills in the subject for replies.
final class MassiveNewMessageViewController: UIViewController {

    // MARK: - Properties

    private let channel: Channel
    private let replyingTo: Thread?
    private var attachments: [Attachment] = []
    private var oldBottomInset: CGFloat = 0
    private var sendTask: URLSessionDataTask?
    var shouldShowChannelPicker = false

    private let leftMargin: CGFloat = 15
    private let leftTextInset: CGFloat = 10
    private let subjectHeight: CGFloat = 44
    private let attachmentsHeight: CGFloat = 60

    private lazy var subjectField: UITextField = {
        let field = UITextField()
        field.placeholder = "Subject"
        field.font = .preferredFont(forTextStyle: .body)
        field.returnKeyType = .next
        field.delegate = self
        field.addTarget(self, action: #selector(fieldsChanged), for: .editingChanged)
        view.addSubview(field)
        return field
    }()

    private lazy var subjectSeparator: UIView = {
        let separator = UIView()
        separator.backgroundColor = .separator
        view.addSubview(separator)
        return separator
    }()

    private lazy var bodyView: UITextView = {
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .body)
        textView.textContainerInset = UIEdgeInsets(top: 12, left: 10, bottom: 12, right: 10)
        textView.alwaysBounceVertical = true
        textView.delegate = self
        view.addSubview(textView)
        return textView
    }()

    private lazy var attachmentsField: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 44, height: 44)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(AttachmentCell.self, forCellWithReuseIdentifier: "Attachment")
        collection.dataSource = self
        collection.backgroundColor = .secondarySystemBackground
        view.addSubview(collection)
        return collection
    }()

    private lazy var channelPicker: UISegmentedControl = {
        let picker = UISegmentedControl(items: Channel.all.map(\.name))
        picker.selectedSegmentIndex = Channel.all.firstIndex(of: channel) ?? 0
        view.addSubview(picker)
        return picker
    }()

    private lazy var paperclipButton: UIButton = {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "paperclip"), for: .normal)
        button.addTarget(self, action: #selector(addAttachment), for: .touchUpInside)
        view.addSubview(button)
        return button
    }()

    private lazy var loadingView: UIActivityIndicatorView = {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.hidesWhenStopped = true
        view.addSubview(spinner)
        return spinner
    }()

    private lazy var sendButton = UIBarButtonItem(
        title: "Send", style: .done, target: self, action: #selector(send)
    )

    // MARK: - Init

    init(channel: Channel, replyingTo thread: Thread? = nil) {
        self.channel = channel
        self.replyingTo = thread
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = replyingTo == nil ? "New Message" : "Reply"
        navigationItem.rightBarButtonItem = sendButton
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: self, action: #selector(cancel)
        )
        if let thread = replyingTo {
            subjectField.text = thread.subject.hasPrefix("Re: ") ? thread.subject : "Re: \(thread.subject)"
            subjectField.isEnabled = false
            subjectField.textColor = .secondaryLabel
        }
        _ = subjectSeparator
        _ = bodyView
        _ = loadingView
        fieldsChanged()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil
        )
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil
        )
        if replyingTo == nil {
            subjectField.becomeFirstResponder()
        } else {
            bodyView.becomeFirstResponder()
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
        sendTask?.cancel()
    }

    // MARK: - Layout

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        var workingRect = view.bounds.inset(by: view.safeAreaInsets)

        if shouldShowChannelPicker {
            let (channelsRect, rest) = workingRect.divided(atDistance: subjectHeight, from: .minYEdge)
            channelPicker.frame = channelsRect.insetBy(dx: leftMargin, dy: 6)
            workingRect = rest
        }
        channelPicker.isHidden = !shouldShowChannelPicker

        let (subjectRow, afterSubject) = workingRect.divided(atDistance: subjectHeight, from: .minYEdge)
        let (paperclipRect, subjectRect) = subjectRow.divided(atDistance: subjectHeight, from: .maxXEdge)
        subjectField.frame = subjectRect.inset(by: UIEdgeInsets(top: 0, left: leftMargin, bottom: 0, right: 0))
        paperclipButton.frame = paperclipRect
        subjectSeparator.frame = CGRect(x: leftMargin, y: subjectRow.maxY - 0.5, width: subjectRow.width - leftMargin, height: 0.5)
        workingRect = afterSubject

        let showsAttachments = !attachments.isEmpty
        if showsAttachments {
            let (attachmentsRect, rest) = workingRect.divided(atDistance: attachmentsHeight, from: .maxYEdge)
            attachmentsField.frame = attachmentsRect
            workingRect = rest
        }
        attachmentsField.isHidden = !showsAttachments
        paperclipButton.isHidden = showsAttachments

        bodyView.frame = workingRect
        bodyView.textContainerInset = UIEdgeInsets(top: 12, left: leftMargin - leftTextInset, bottom: 12, right: leftMargin)
        loadingView.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    // MARK: - Keyboard

    @objc private func keyboardWillShow(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let keyboardInView = view.convert(frame, from: nil)
        let overlap = bodyView.frame.intersection(keyboardInView).height
        oldBottomInset = bodyView.contentInset.bottom
        let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        UIView.animate(withDuration: duration) {
            self.bodyView.contentInset.bottom = overlap
            self.bodyView.verticalScrollIndicatorInsets.bottom = overlap
        }
    }

    @objc private func keyboardWillHide(_ note: Notification) {
        bodyView.contentInset.bottom = oldBottomInset
        bodyView.verticalScrollIndicatorInsets.bottom = oldBottomInset
    }

    // MARK: - Validation

    @objc private func fieldsChanged() {
        let subject = subjectField.text?.trimmingCharacters(in: .whitespaces) ?? ""
        let body = bodyView.text.trimmingCharacters(in: .whitespacesAndNewlines)
        sendButton.isEnabled = !subject.isEmpty && !body.isEmpty && body.count <= 5_000
    }

    // MARK: - Actions

    @objc private func addAttachment() {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.delegate = self
        present(picker, animated: true)
    }

    @objc private func cancel() {
        guard bodyView.text.isEmpty else {
            let alert = UIAlertController(title: "Discard this message?", message: nil, preferredStyle: .actionSheet)
            alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in
                self.dismiss(animated: true)
            })
            alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
            present(alert, animated: true)
            return
        }
        dismiss(animated: true)
    }

    @objc private func send() {
        view.endEditing(true)
        loadingView.startAnimating()
        sendButton.isEnabled = false
        let message = OutgoingMessage(
            subject: subjectField.text ?? "",
            body: bodyView.text,
            threadID: replyingTo?.id,
            channelID: Channel.all[max(channelPicker.selectedSegmentIndex, 0)].id,
            attachmentIDs: attachments.map(\.id)
        )
        var request = URLRequest(url: URL(string: "https://backchannel.example.com/api/messages")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(message)
        sendTask = URLSession.shared.dataTask(with: request) { [weak self] _, response, error in
            DispatchQueue.main.async {
                guard let self else { return }
                self.loadingView.stopAnimating()
                if let error {
                    self.fieldsChanged()
                    let alert = UIAlertController(title: "Not sent", message: error.localizedDescription, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    self.present(alert, animated: true)
                    return
                }
                self.dismiss(animated: true)
            }
        }
        sendTask?.resume()
    }
}

// MARK: - UITextFieldDelegate, UITextViewDelegate

extension MassiveNewMessageViewController: UITextFieldDelegate, UITextViewDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bodyView.becomeFirstResponder()
        return false
    }

    func textViewDidChange(_ textView: UITextView) {
        fieldsChanged()
    }
}

// MARK: - Attachments

extension MassiveNewMessageViewController: UICollectionViewDataSource, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        attachments.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Attachment", for: indexPath)
        (cell as? AttachmentCell)?.imageView.image = attachments[indexPath.item].thumbnail
        return cell
    }

    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picker.dismiss(animated: true)
        guard let image = info[.originalImage] as? UIImage else { return }
        attachments.append(Attachment(id: UUID().uuidString, thumbnail: image))
        attachmentsField.reloadData()
        view.setNeedsLayout()
    }
}
