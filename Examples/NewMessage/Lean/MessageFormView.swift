#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle

/// The message form's smarter view (seed 002): it owns its subviews, lays them out from a
/// ``MessageFormLayout`` value, and knows how a reply's subject looks and which field takes
/// the keyboard first.
final class MessageFormView: UIView {
    let subjectField = UITextField()
    let bodyView = UITextView()
    let paperclipButton = UIButton(type: .system)
    let attachmentsField: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 44, height: 44)
        let field = UICollectionView(frame: .zero, collectionViewLayout: layout)
        field.register(AttachmentCell.self, forCellWithReuseIdentifier: AttachmentCell.reuseIdentifier)
        field.backgroundColor = .secondarySystemBackground
        return field
    }()
    let channelPicker = UISegmentedControl()
    /// The send button, shown in the navigation bar by whoever presents the form.
    let sendItem = UIBarButtonItem(title: "Send", style: .done, target: nil, action: nil)
    private let loadingView = UIActivityIndicatorView(style: .medium)
    private let failureLabel = UILabel()
    // Read on the first layout pass, before the layout changes the inset.
    private lazy var originalTextContainerInset = bodyView.textContainerInset

    /// Whether the attachments row is shown.
    var showsAttachmentsField = false { didSet { setNeedsLayout() } }
    /// Whether the channel picker row is shown.
    var showsChannelPicker = false { didSet { setNeedsLayout() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        subjectField.placeholder = "Subject"
        subjectField.font = .preferredFont(forTextStyle: .body)
        subjectField.returnKeyType = .next
        bodyView.font = .preferredFont(forTextStyle: .body)
        bodyView.alwaysBounceVertical = true
        paperclipButton.setImage(UIImage(systemName: "paperclip"), for: .normal)
        loadingView.hidesWhenStopped = true
        failureLabel.font = .preferredFont(forTextStyle: .footnote)
        failureLabel.textColor = .systemRed
        failureLabel.numberOfLines = 0
        failureLabel.isHidden = true
        for subview in [channelPicker, subjectField, paperclipButton, attachmentsField, bodyView, loadingView, failureLabel] {
            addSubview(subview)
        }
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let layout = MessageFormLayout(
            workingRect: bounds,
            layoutInsets: LayoutInsets(top: safeAreaInsets.top, leading: 0, bottom: 0, trailing: 0),
            originalTextContainerInset: LayoutInsets(
                top: originalTextContainerInset.top, leading: originalTextContainerInset.left,
                bottom: originalTextContainerInset.bottom, trailing: originalTextContainerInset.right),
            showsAttachmentsField: showsAttachmentsField,
            showsChannelPicker: showsChannelPicker)
        loadingView.frame = layout.loadingRect
        subjectField.frame = layout.subjectRect
        attachmentsField.frame = layout.attachmentsRect
        channelPicker.frame = layout.channelsRect
        bodyView.frame = layout.bodyRect
        // The failure sits over the bottom of the body, where the reply was being typed.
        failureLabel.frame = layout.bodyRect.divided(atDistance: 44, from: .maxYEdge).slice.insetBy(dx: 16, dy: 4)
        bodyView.textContainerInset = UIEdgeInsets(
            top: layout.bodyInset.top, left: layout.bodyInset.leading, bottom: layout.bodyInset.bottom,
            right: layout.bodyInset.trailing)
        paperclipButton.frame = layout.paperclipRect
        paperclipButton.isHidden = layout.isPaperclipHidden
        attachmentsField.isHidden = layout.isAttachmentsFieldHidden
        channelPicker.isHidden = layout.isChannelPickerHidden
    }

    /// A reply's subject: filled in and not editable.
    func setSubjectDisabled(with text: String) {
        subjectField.text = text
        subjectField.isEnabled = false
        subjectField.textColor = .secondaryLabel
    }

    /// Puts the keyboard in the first field to write: the subject of a new message, the body
    /// of a reply.
    func focusFirstField(isReply: Bool) {
        _ = isReply ? bodyView.becomeFirstResponder() : subjectField.becomeFirstResponder()
    }
}

// The properties the message form binding sets.
extension MessageFormView: MessageFormDisplaying {
    var isSendEnabled: Bool {
        get { sendItem.isEnabled }
        set { sendItem.isEnabled = newValue }
    }

    var isSending: Bool {
        get { loadingView.isAnimating }
        set {
            if newValue { loadingView.startAnimating() } else { loadingView.stopAnimating() }
            bodyView.isEditable = !newValue
        }
    }

    var failureText: String? {
        get { failureLabel.text }
        set {
            failureLabel.text = newValue
            failureLabel.isHidden = newValue == nil
        }
    }

    // showsAttachmentsField and showsChannelPicker are the stored properties above.
}
#endif
