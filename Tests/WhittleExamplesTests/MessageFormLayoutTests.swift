import Foundation
import Testing
import Whittle
import WhittleExamples
#if canImport(CoreGraphics)
import CoreGraphics
#endif

struct MessageFormLayoutTests {
    /// Inputs of one form layout and the frames computed by hand for it.
    struct FormCase: Sendable, CustomTestStringConvertible {
        let name: String
        let bounds: CGRect
        var insets = LayoutInsets.zero
        var textInset = LayoutInsets.zero
        let attachments: Bool
        let channels: Bool
        var direction = LayoutDirection.leftToRight
        var metrics = MessageFormLayout.Metrics.standard

        let loading: CGRect
        let subject: CGRect
        let attachmentsRect: CGRect
        let channelsRect: CGRect
        let body: CGRect
        let bodyInset: LayoutInsets
        let paperclip: CGRect
        var testDescription: String { name }

        func layout() -> MessageFormLayout {
            MessageFormLayout(
                workingRect: bounds, layoutInsets: insets, originalTextContainerInset: textInset,
                showsAttachmentsField: attachments, showsChannelPicker: channels,
                direction: direction, metrics: metrics)
        }
    }

    static let cases: [FormCase] = [
        // Every row shown: three 44-pt rows, fields indented 15, body below; no paperclip.
        FormCase(
            name: "iPhone SE, all rows", bounds: CGRect(x: 0, y: 0, width: 320, height: 568),
            attachments: true, channels: true,
            loading: CGRect(x: 0, y: 0, width: 320, height: 568),
            subject: CGRect(x: 15, y: 0, width: 305, height: 44),
            attachmentsRect: CGRect(x: 15, y: 44, width: 305, height: 44),
            channelsRect: CGRect(x: 15, y: 88, width: 305, height: 44),
            body: CGRect(x: 0, y: 132, width: 320, height: 436),
            bodyInset: LayoutInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
            paperclip: CGRect(x: 320, y: 0, width: 0, height: 44)),
        // Navigation bar (64) above, keyboard (216) below, attachments hidden: the channel
        // picker moves up, the paperclip takes the subject row's trailing 44 points.
        FormCase(
            name: "iPhone 8 with keyboard, attachments hidden", bounds: CGRect(x: 0, y: 0, width: 375, height: 667),
            insets: LayoutInsets(top: 64, bottom: 216), textInset: LayoutInsets(top: 8, bottom: 8),
            attachments: false, channels: true,
            loading: CGRect(x: 0, y: 64, width: 375, height: 387),
            subject: CGRect(x: 15, y: 64, width: 316, height: 44),
            attachmentsRect: CGRect(x: 15, y: 108, width: 360, height: 0),
            channelsRect: CGRect(x: 15, y: 108, width: 360, height: 44),
            body: CGRect(x: 0, y: 152, width: 375, height: 299),
            bodyInset: LayoutInsets(top: 8, leading: 10, bottom: 8, trailing: 10),
            paperclip: CGRect(x: 331, y: 64, width: 44, height: 44)),
        // Right-to-left with a 20-pt leading inset (on the right): fields indent from the
        // right, the paperclip sits on the left.
        FormCase(
            name: "right-to-left, rows hidden", bounds: CGRect(x: 0, y: 0, width: 320, height: 480),
            insets: LayoutInsets(leading: 20), attachments: false, channels: false, direction: .rightToLeft,
            loading: CGRect(x: 0, y: 0, width: 300, height: 480),
            subject: CGRect(x: 44, y: 0, width: 241, height: 44),
            attachmentsRect: CGRect(x: 0, y: 44, width: 285, height: 0),
            channelsRect: CGRect(x: 0, y: 44, width: 285, height: 0),
            body: CGRect(x: 0, y: 44, width: 300, height: 436),
            bodyInset: LayoutInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
            paperclip: CGRect(x: 0, y: 0, width: 44, height: 44)),
        // Too short for every row: the attachments row gets what is left, the rest collapse.
        FormCase(
            name: "60-pt tall form", bounds: CGRect(x: 0, y: 0, width: 200, height: 60),
            attachments: true, channels: true,
            loading: CGRect(x: 0, y: 0, width: 200, height: 60),
            subject: CGRect(x: 15, y: 0, width: 185, height: 44),
            attachmentsRect: CGRect(x: 15, y: 44, width: 185, height: 16),
            channelsRect: CGRect(x: 15, y: 60, width: 185, height: 0),
            body: CGRect(x: 0, y: 60, width: 200, height: 0),
            bodyInset: LayoutInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
            paperclip: CGRect(x: 200, y: 0, width: 0, height: 44)),
        // Custom constants and a working rect away from the origin.
        FormCase(
            name: "custom metrics, offset origin", bounds: CGRect(x: 10, y: 20, width: 300, height: 400),
            textInset: LayoutInsets(top: 2, leading: 3, bottom: 4, trailing: 5),
            attachments: false, channels: false,
            metrics: .init(leadingMargin: 20, bodyTextHorizontalInset: 4, fieldHeight: 50, paperclipWidth: 30),
            loading: CGRect(x: 10, y: 20, width: 300, height: 400),
            subject: CGRect(x: 30, y: 20, width: 250, height: 50),
            attachmentsRect: CGRect(x: 30, y: 70, width: 280, height: 0),
            channelsRect: CGRect(x: 30, y: 70, width: 280, height: 0),
            body: CGRect(x: 10, y: 70, width: 300, height: 350),
            bodyInset: LayoutInsets(top: 2, leading: 7, bottom: 4, trailing: 9),
            paperclip: CGRect(x: 280, y: 20, width: 30, height: 50)),
    ]

    /// Every frame of the form matches the hand-computed layout.
    @Test(arguments: cases)
    func computesEveryFrame(_ testCase: FormCase) {
        let layout = testCase.layout()
        #expect(layout.loadingRect == testCase.loading)
        #expect(layout.subjectRect == testCase.subject)
        #expect(layout.attachmentsRect == testCase.attachmentsRect)
        #expect(layout.channelsRect == testCase.channelsRect)
        #expect(layout.bodyRect == testCase.body)
        #expect(layout.bodyInset == testCase.bodyInset)
        #expect(layout.paperclipRect == testCase.paperclip)
    }

    /// The flags follow the inputs: the paperclip shows exactly while the attachments field is hidden.
    @Test(arguments: [false, true], [false, true])
    func setsVisibilityFlags(attachments: Bool, channels: Bool) {
        let layout = MessageFormLayout(
            workingRect: CGRect(x: 0, y: 0, width: 320, height: 480),
            showsAttachmentsField: attachments, showsChannelPicker: channels)
        #expect(layout.isAttachmentsFieldHidden == !attachments)
        #expect(layout.isChannelPickerHidden == !channels)
        #expect(layout.isPaperclipHidden == attachments)
    }

    /// A form in the other direction is the hand-computed form mirrored across the working
    /// rect: leading and trailing insets change sides with the direction, so the mirror of the
    /// written-out frames is the expectation — nothing expected is computed by the layout.
    @Test(arguments: cases)
    func mirrorsInRightToLeft(_ testCase: FormCase) {
        var mirroredCase = testCase
        mirroredCase.direction = testCase.direction == .leftToRight ? .rightToLeft : .leftToRight
        let mirrored = mirroredCase.layout()
        let bounds = testCase.bounds
        func mirror(_ rect: CGRect) -> CGRect {
            CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        #expect(mirrored.subjectRect == mirror(testCase.subject))
        #expect(mirrored.attachmentsRect == mirror(testCase.attachmentsRect))
        #expect(mirrored.channelsRect == mirror(testCase.channelsRect))
        #expect(mirrored.bodyRect == mirror(testCase.body))
        #expect(mirrored.paperclipRect == mirror(testCase.paperclip))
    }

    /// Showing the attachments field pushes the channel picker and the body down one row.
    @Test func attachmentsFieldPushesRowsBelowDown() {
        let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        let hidden = MessageFormLayout(workingRect: bounds, showsAttachmentsField: false, showsChannelPicker: true)
        let shown = MessageFormLayout(workingRect: bounds, showsAttachmentsField: true, showsChannelPicker: true)
        #expect(hidden.channelsRect == CGRect(x: 15, y: 44, width: 305, height: 44))
        #expect(hidden.bodyRect == CGRect(x: 0, y: 88, width: 320, height: 392))
        #expect(shown.channelsRect == CGRect(x: 15, y: 88, width: 305, height: 44))
        #expect(shown.bodyRect == CGRect(x: 0, y: 132, width: 320, height: 348))
    }
}
