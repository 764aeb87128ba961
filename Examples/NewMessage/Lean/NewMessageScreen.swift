#if canImport(UIKit) && !os(tvOS)
import UIKit
import Whittle

/// Builds the message form: wires the subject field, the body, the channel picker, the
/// paperclip, Cancel and Send to the form model, and the picture picker to the form. Build
/// the form with a ``MessageNavigator`` and an `AlertConfirmation` over the navigation
/// controller; this screen connects the navigator to the controller and the picker.
@MainActor
final class NewMessageScreen {
    let controller: UIViewController
    private let bodyIntention: MessageBodyIntention
    private let pickerIntention: AttachmentPickerIntention

    init(form: MessageForm, navigator: MessageNavigator) {
        var cells = CellConfigurator<UICollectionViewCell>()
        cells.register(MessageAttachment.self, reuseIdentifier: AttachmentCell.reuseIdentifier) { cell, attachment in
            (cell as? AttachmentCell)?.show(attachment)
        }
        let messages = NewMessageViewController(form: form, attachmentCells: cells)
        let view = messages.contentView
        bodyIntention = MessageBodyIntention(form: form)
        pickerIntention = AttachmentPickerIntention(form: form)
        navigator.presented = messages
        navigator.pickerDelegate = pickerIntention
        view.bodyView.delegate = bodyIntention
        view.subjectField.addAction(
            UIAction { [weak field = view.subjectField] _ in form.subjectChanged(to: field?.text ?? "") },
            for: .editingChanged)
        view.subjectField.addAction(
            UIAction { [weak body = view.bodyView] _ in body?.becomeFirstResponder() }, for: .editingDidEndOnExit)
        for (index, channel) in form.channels.enumerated() {
            view.channelPicker.insertSegment(withTitle: channel.name, at: index, animated: false)
        }
        view.channelPicker.selectedSegmentIndex = form.selectedChannelIndex ?? UISegmentedControl.noSegment
        view.channelPicker.addAction(
            UIAction { [weak picker = view.channelPicker] _ in form.selectChannel(at: picker?.selectedSegmentIndex ?? -1) },
            for: .valueChanged)
        view.paperclipButton.addAction(UIAction { _ in form.addAttachment() }, for: .touchUpInside)
        view.sendItem.primaryAction = UIAction(title: "Send") { [weak view] _ in
            view?.endEditing(true)
            form.send()
        }
        messages.navigationItem.rightBarButtonItem = view.sendItem
        messages.navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { _ in form.cancel() })
        controller = messages
    }
}
#endif
