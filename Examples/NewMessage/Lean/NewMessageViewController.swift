#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle
import WhittleUIKit

/// The lean message form: its view owns and lays out the subviews, the keyboard manager
/// keeps the body clear of the keyboard, the attachments row shows the form's pictures
/// through a collection view bridge, and a binding renders the observed form (a failed send
/// included).
final class NewMessageViewController: TypedViewController<MessageFormView> {
    private let form: MessageForm
    private let attachmentCells: CellConfigurator<UICollectionViewCell>
    private lazy var keyboard = KeyboardManager(target: contentView.bodyView, keys: .uiKit)
    private lazy var binding = MessageFormBindings.binding(form: form, view: contentView)
    private var attachments: CollectionViewBridge<ArrayDataSource<MessageAttachment>>?

    init(form: MessageForm, attachmentCells: CellConfigurator<UICollectionViewCell>) {
        self.form = form
        self.attachmentCells = attachmentCells
        super.init(contentView: MessageFormView())
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = form.title
        if !form.isSubjectEditable { contentView.setSubjectDisabled(with: form.draft.subject) }
        attachments = CollectionViewBridge(
            collectionView: contentView.attachmentsField, dataSource: form.attachments, cells: attachmentCells)
        binding.startUpdating()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        keyboard.beginObserving()
        contentView.focusFirstField(isReply: !form.isSubjectEditable)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        form.stop()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        keyboard.endObserving()
    }
}
#endif
