import Foundation
import Whittle
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The frames of a message form — subject, attachments, channel picker and body — as a value.
///
/// A smarter view's `layoutSubviews` builds one from its bounds and applies the frames; the
/// view controller computes nothing. Rows stack from the top of the working rect in the order
/// subject, attachments, channel picker, and the body text view takes the rest. A hidden row
/// collapses to zero height so the rows below move up. While the attachments row is hidden a
/// paperclip button at the trailing end of the subject row offers to show it.
///
/// ```swift
/// override func layoutSubviews() {
///     super.layoutSubviews()
///     let layout = MessageFormLayout(workingRect: bounds, layoutInsets: insets,
///                                    showsAttachmentsField: showsAttachments,
///                                    showsChannelPicker: showsChannels)
///     subjectField.frame = layout.subjectRect
///     bodyField.frame = layout.bodyRect
///     paperclipButton.isHidden = layout.isPaperclipHidden
/// }
/// ```
public struct MessageFormLayout: Sendable, Hashable {
    /// The named constants of the form.
    public struct Metrics: Sendable, Hashable {
        /// Space between the leading edge and the form fields, which also indents their separators.
        public var leadingMargin: CGFloat
        /// Extra horizontal inset of the body text. With a text view's 5-point line-fragment
        /// padding the default 10 puts body text on the same line as the field labels (15).
        public var bodyTextHorizontalInset: CGFloat
        /// The height of the subject, attachments and channel-picker rows.
        public var fieldHeight: CGFloat
        /// The width of the paperclip button at the trailing end of the subject row.
        public var paperclipWidth: CGFloat

        /// Creates metrics; the defaults are the form's standard constants.
        public init(
            leadingMargin: CGFloat = 15,
            bodyTextHorizontalInset: CGFloat = 10,
            fieldHeight: CGFloat = 44,
            paperclipWidth: CGFloat = 44
        ) {
            self.leadingMargin = leadingMargin
            self.bodyTextHorizontalInset = bodyTextHorizontalInset
            self.fieldHeight = fieldHeight
            self.paperclipWidth = paperclipWidth
        }

        /// The form's standard constants.
        public static let standard = Metrics()
    }

    /// The area covered by the loading indicator while the form is busy: the whole inset form.
    public let loadingRect: CGRect
    /// The subject field, shortened by the paperclip button while that is visible.
    public let subjectRect: CGRect
    /// The attachments field; zero height while hidden.
    public let attachmentsRect: CGRect
    /// The channel picker; zero height while hidden.
    public let channelsRect: CGRect
    /// The body text view: everything below the visible rows, across the full width.
    public let bodyRect: CGRect
    /// The body text view's text-container inset.
    public let bodyInset: LayoutInsets
    /// The paperclip button at the trailing end of the subject row; zero width while hidden.
    public let paperclipRect: CGRect
    /// Whether the paperclip button is hidden: it is, once the attachments field shows.
    public let isPaperclipHidden: Bool
    /// Whether the attachments field is hidden.
    public let isAttachmentsFieldHidden: Bool
    /// Whether the channel picker is hidden.
    public let isChannelPickerHidden: Bool

    /// Computes the form's frames.
    ///
    /// - Parameters:
    ///   - workingRect: The view's bounds.
    ///   - layoutInsets: Space to keep clear, such as the navigation bar above and the keyboard below.
    ///   - originalTextContainerInset: The body text view's own inset before the form adds its margin.
    ///   - showsAttachmentsField: Whether the attachments row is visible.
    ///   - showsChannelPicker: Whether the channel-picker row is visible.
    ///   - direction: Which side is leading; the whole form mirrors in right-to-left.
    ///   - metrics: The form's constants.
    /// - Complexity: O(1).
    public init(
        workingRect: CGRect,
        layoutInsets: LayoutInsets = .zero,
        originalTextContainerInset: LayoutInsets = .zero,
        showsAttachmentsField: Bool,
        showsChannelPicker: Bool,
        direction: LayoutDirection = .leftToRight,
        metrics: Metrics = .standard
    ) {
        let form = workingRect.inset(by: layoutInsets, in: direction)
        let (subjectRow, belowSubject) = form.divided(atDistance: metrics.fieldHeight, from: .top)
        let (attachmentsRow, belowAttachments) = belowSubject.divided(
            atDistance: showsAttachmentsField ? metrics.fieldHeight : 0, from: .top)
        let (channelsRow, belowChannels) = belowAttachments.divided(
            atDistance: showsChannelPicker ? metrics.fieldHeight : 0, from: .top)
        let (paperclip, subjectField) = subjectRow.divided(
            atDistance: showsAttachmentsField ? 0 : metrics.paperclipWidth, from: .trailing, in: direction)

        loadingRect = form
        subjectRect = subjectField.trimmed(by: metrics.leadingMargin, from: .leading, in: direction)
        attachmentsRect = attachmentsRow.trimmed(by: metrics.leadingMargin, from: .leading, in: direction)
        channelsRect = channelsRow.trimmed(by: metrics.leadingMargin, from: .leading, in: direction)
        bodyRect = belowChannels
        bodyInset = LayoutInsets(
            top: originalTextContainerInset.top,
            leading: originalTextContainerInset.leading + metrics.bodyTextHorizontalInset,
            bottom: originalTextContainerInset.bottom,
            trailing: originalTextContainerInset.trailing + metrics.bodyTextHorizontalInset
        )
        paperclipRect = paperclip
        isPaperclipHidden = showsAttachmentsField
        isAttachmentsFieldHidden = !showsAttachmentsField
        isChannelPickerHidden = !showsChannelPicker
    }
}
